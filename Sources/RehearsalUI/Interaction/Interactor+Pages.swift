/// Selecting a page of a paged tab view (`.tabViewStyle(.page)`) without a swipe: `tab 2`.
extension Interactor {
    /// Selects a page by its number (from 1) or its tab item's title, as swiping to it does.
    func selectPage(_ name: String, with indicator: AccessibilityNode) throws(InteractionError) -> Result {
        guard let select = indicator.actions.select else { throw unsupported(indicator, "used to select a page") }
        var names: [String]?
        let result = run("tab \(name)") { names = select(name) }
        if let names {
            throw InteractionError(
                .noTab,
                "expected a page \(ValueDescription.quoted(name)) of the paged tab view, but its pages are "
                    + names.map { ValueDescription.quoted($0) }.joined(separator: ", ")
                    + ". To fix, use a page's number (from 1) or its title.")
        }
        return result
    }
}
