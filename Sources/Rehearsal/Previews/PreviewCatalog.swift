/// The previews, stub environments and store actions of the loaded code, found with no hand-written list.
///
/// `discover(in:)` scans the conformance records of every loaded image for the types that `#Preview`
/// declares, for `PreviewProvider`s, `PreviewModifier`s and `PreviewActions`. Previews are listed by file
/// ID, then line (`PreviewProvider`s follow, by type name); each has a unique name, `ShelfScreen/Loaded`.
/// The catalog also caches the shared contexts that stubs make, one per stub type, as Xcode does.
@MainActor
public final class PreviewCatalog {
    /// Every preview, in a stable order.
    public let entries: [PreviewEntry]
    /// Every stub environment (`PreviewModifier`), sorted by name.
    public let stubs: [PreviewStub]
    /// Every store action, grouped by the type that declares them.
    public let actions: [PreviewAction]
    /// Problems found while discovering, such as an action that names no preview.
    public let issues: [String]

    /// Shared contexts already made, by stub type.
    var sharedContexts: [ObjectIdentifier: Any] = [:]

    init(entries: [PreviewEntry], stubs: [PreviewStub], actions: [PreviewAction], issues: [String]) {
        self.entries = entries
        self.stubs = stubs
        self.actions = actions
        self.issues = issues
    }

    /// Finds the previews, stubs and actions declared in the loaded images, limited to a scope.
    public static func discover(in scope: PreviewScope = .all) -> PreviewCatalog {
        let entries = discoverEntries(in: scope)
        let stubs = discoverStubs(in: scope, entries: entries)
        let actions = discoverActions(in: scope)
        let names = Set(entries.map(\.name))
        var issues: [String] = []
        for action in actions where !action.matches(anyOf: names) {
            issues.append(
                "warning: action \"\(action.name)\" is for previews \"\(action.preview)\", but no preview has that "
                    + "name or file stem. To fix, use a name from `previews`, such as \(entries.first?.name ?? "File/Preview 1")."
            )
        }
        return PreviewCatalog(entries: entries, stubs: stubs, actions: actions, issues: issues)
    }

    /// The preview with this exact name, or an error that offers the nearest names.
    public func entry(named name: String) throws(PreviewError) -> PreviewEntry {
        if let entry = entries.first(where: { $0.name == name }) { return entry }
        throw PreviewError(
            .previewNotFound, "no preview named \"\(name)\"", expected: "a name listed by `previews`",
            suggestions: NearestNames.to(name, among: entries.map(\.name)))
    }

    /// The stub with this name, or an error that offers the nearest names.
    public func stub(named name: String) throws(PreviewError) -> PreviewStub {
        if let stub = stubs.first(where: { $0.name == name }) { return stub }
        throw PreviewError(
            .stubNotFound, "no stub environment named \"\(name)\"", expected: "a PreviewModifier listed by `env`",
            suggestions: NearestNames.to(name, among: stubs.map(\.name)))
    }

    /// The store actions offered for a preview, in declaration order.
    public func actions(for entry: PreviewEntry) -> [PreviewAction] {
        actions.filter { $0.matches(entry.name) }
    }
}
