/// Interactions with navigation: going back, dismissing, selecting a tab, searching, opening a URL.
extension Interactor {
    /// Taps the back button of the screen on top.
    @discardableResult
    package func back() throws(InteractionError) -> Result {
        let snapshot = snapshot
        guard let button = snapshot.reachableElements.last(where: { $0.kind == .backButton }),
            let tap = button.actions.tap
        else {
            let covered =
                snapshot.topPresentation.map { " A \($0.summary) is on top; use `dismiss` to close it." } ?? ""
            throw InteractionError(
                .nothingToGoBack,
                "expected a back button on the screen on top, but it has none: it is the root of its navigation "
                    + "stack, is not in one, or hides its back button (.navigationBarBackButtonHidden).\(covered) To "
                    + "fix, push a screen first (tap a link), or leave the screen with one of its own buttons.")
        }
        return run("back", tap)
    }

    /// Dismisses the presentation on top as the user would (a swipe down on a sheet). A view inside may
    /// refuse with `interactiveDismissDisabled`; an alert or a dialog is dismissed with its cancel button.
    @discardableResult
    package func dismiss() throws(InteractionError) -> Result {
        let snapshot = snapshot
        guard let model = snapshot.topPresentation else {
            throw InteractionError(
                .nothingToDismiss,
                "expected a presented sheet, cover, alert or dialog to dismiss, but nothing is presented. To fix, "
                    + "use `back` to leave a pushed screen.")
        }
        if model.kind.isDialog {
            let cancel = snapshot.reachableElements.first { element in
                element.presentationPath.last == ObjectIdentifier(model) && element.actions.tap != nil
                    && Self.isCancelButton(element)
            }
            if let tap = cancel?.actions.tap { return run("dismiss", tap) }
            return run("dismiss") { model.dismiss() }
        }
        var outcome = InteractiveDismissal.Outcome.dismissed
        let result = run("dismiss") { outcome = InteractiveDismissal.attempt(model) }
        if case .refused(let blocker) = outcome {
            let buttons = snapshot.reachableElements.filter { $0.role == "button" && $0.actions.tap != nil }
                .map(\.reference).prefix(4)
            throw InteractionError(
                .dismissalRefused,
                "expected the \(model.summary) to close, but \(blocker) refuses the user's dismissal with "
                    + ".interactiveDismissDisabled(true), so it stays. To fix, close it with its own buttons"
                    + (buttons.isEmpty ? "" : " (" + buttons.joined(separator: ", ") + ")")
                    + ", or make the condition false (e.g. no unsaved edits).")
        }
        return result
    }

    /// Selects a tab by its title, as tapping its tab item does.
    @discardableResult
    package func selectTab(_ title: String) throws(InteractionError) -> Result {
        // One tree (`snapshot` builds it), one walk that copies only the tabs and page indicators.
        let found = snapshot.elements { $0.kind == .tab || $0.role == "pageIndicator" }
        let tabs = found.filter { $0.kind == .tab }
        let indicators = found.filter { $0.role == "pageIndicator" }
        // A paged tab view with `indexDisplayMode: .never` shows no indicator, but its pages still turn.
        let pages =
            indicators.first { $0.isReachable }
            ?? indicators.first { element in
                guard case .hidden(let because, _) = element.reachability else { return false }
                return because.contains("indexDisplayMode: .never")
            }
        if let pages, tabs.allSatisfy({ !$0.isReachable }) { return try selectPage(title, with: pages) }
        // `tab 2` is the second tab, unless a tab is titled "2".
        let numbered = Int(title).flatMap { number in
            tabs.contains { $0.label == title } || number < 1 || number > tabs.count ? nil : tabs[number - 1]
        }
        guard let tab = numbered ?? tabs.first(where: { $0.label == title && $0.isReachable }),
            tab.isReachable, let tap = tab.actions.tap
        else {
            let covered = tabs.first { $0.label == title }?.reachability
            let names = tabs.map { ValueDescription.quoted($0.label) }
            if let covered, let reason = covered.reason {
                throw InteractionError(
                    .noTab,
                    "expected to select the tab \(ValueDescription.quoted(title)), but the tab bar cannot be reached: "
                        + "\(reason). To fix, \(covered.fix ?? "see `ax`"), then try again.")
            }
            throw InteractionError(
                .noTab,
                "expected a tab \(ValueDescription.quoted(title)), but "
                    + (names.isEmpty ? "the screen has no tab view." : "the tabs are \(names.joined(separator: ", ")).")
                    + " To fix, use one of the tab titles (they match exactly)"
                    + (names.isEmpty ? "." : ", or a tab's number from 1."))
        }
        return run("tab \(title)", tap)
    }

    /// Types a query into the search field on screen (replacing its text), which activates search.
    @discardableResult
    package func search(_ text: String) throws(InteractionError) -> Result {
        let fields = snapshot.allElements.filter { $0.kind == .searchField }
        let reachable = fields.filter(\.isReachable)
        guard let field = reachable.first, let setText = field.actions.setText else {
            let reachability = fields.first?.reachability
            if let reachability, let reason = reachability.reason {
                throw InteractionError(
                    .noSearchField,
                    "expected a search field on screen, but it cannot be reached: \(reason). To fix, "
                        + "\(reachability.fix ?? "see `ax`"), then try again.")
            }
            throw InteractionError(
                .noSearchField,
                "expected a search field on screen, but no view on screen is .searchable. To fix, add "
                    + ".searchable(text: $query) to the screen, inside its NavigationStack.")
        }
        return run("search \(ValueDescription.quoted(text))") { setText(text) }
    }

    /// Delivers a URL to the app, as the system delivers a deep link: every mounted `onOpenURL` handler
    /// receives it, in tree order.
    @discardableResult
    package func open(_ url: URL) throws(InteractionError) -> Result {
        var handlers: [(URL) -> Void] = []
        func visit(_ node: GraphNode) {
            if let modifier = node.appliedModifier as? OpenURLHandlerModifier { handlers.append(modifier.action) }
            for child in node.children { visit(child) }
        }
        if let root = graph.root { visit(root) }
        guard !handlers.isEmpty else {
            throw InteractionError(
                .noURLHandler,
                "expected a view with .onOpenURL to receive \(url.absoluteString), but no mounted view has one. To "
                    + "fix, add .onOpenURL { url in ... } to the app's root view (handlers on views that are not "
                    + "mounted, such as tabs never selected, do not receive URLs).")
        }
        return run("url \(url.absoluteString)") { for handler in handlers { handler(url) } }
    }

    /// Whether an element is a button with the `.cancel` role.
    static func isCancelButton(_ element: AccessibilityNode) -> Bool {
        guard let view = element.source?.view else { return false }
        let role = Mirror(reflecting: view).children.first { $0.label == "role" }?.value
        return (role as? ButtonRole?) == .some(.cancel)
    }
}
