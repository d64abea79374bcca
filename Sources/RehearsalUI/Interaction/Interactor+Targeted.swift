extension Interactor {
    /// Replaces the whole text of a text field (or the search field) with `text`: what `replace` does, where
    /// `type` appends as XCUITest's `typeText` does.
    @discardableResult
    package func replace(_ target: TargetQuery, _ text: String) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "replace the text of")
        guard let setText = element.actions.setText else { throw unsupported(element, "typed into") }
        return run("replace the text of \(element.reference)") { setText(text) }
    }

    /// Pulls to refresh the refreshable content that `target` names: the element itself or the refreshable
    /// container it is inside (`refresh list`, `refresh "Buy groceries, pending"`).
    @discardableResult
    package func refresh(_ target: TargetQuery) throws(InteractionError) -> Result {
        let snapshot = snapshot
        let element = try TargetResolver(snapshot).resolve(target, for: "refresh")
        func related(_ candidate: AccessibilityNode) -> Bool {
            guard let mine = element.source, let theirs = candidate.source else {
                return candidate.role == element.role && candidate.label == element.label
            }
            return mine.isInSubtree(of: theirs)
        }
        let refreshes = snapshot.reachableElements.filter(related).flatMap { candidate in
            candidate.customActions.filter { $0.kind == .refresh }
        }
        guard let refresh = refreshes.first else {
            throw InteractionError(
                .notRefreshable,
                "expected refreshable content at \(element.reference), but neither it nor a container it is in "
                    + "is refreshable. To fix, add .refreshable { await load() } to that list, or run `refresh` "
                    + "without a target to refresh the first refreshable view on screen.")
        }
        return run("refresh \(element.reference)", refresh.perform)
    }
}
