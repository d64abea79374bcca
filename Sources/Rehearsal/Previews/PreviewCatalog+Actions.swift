import RehearsalUI

extension PreviewCatalog {
    /// The actions of every `PreviewActions` type in scope, types by qualified name, actions as declared.
    static func discoverActions(in scope: PreviewScope) -> [PreviewAction] {
        ConformanceScanner.conformingTypes(toProtocolNamed: "PreviewActions", inModule: "Rehearsal")
            .compactMap { $0 as? any PreviewActions.Type }
            .filter { scope.includes(.type(String(reflecting: $0))) }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
            .flatMap { $0.actions }
    }

    /// The action with this name for a preview, or an error that lists the ones it has.
    public func action(named name: String, for entry: PreviewEntry) throws(PreviewError) -> PreviewAction {
        let offered = actions(for: entry)
        if let action = offered.first(where: { $0.name == name }) { return action }
        let expected =
            offered.isEmpty
            ? "one of its actions, but it has none (declare some in a PreviewActions type)"
            : "one of " + offered.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw PreviewError(
            .actionNotFound, "preview \"\(entry.name)\" has no action \"\(name)\"", expected: expected,
            suggestions: NearestNames.to(name, among: offered.map(\.name)))
    }
}
