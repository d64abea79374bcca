/// Interactions through named actions: swipe actions, context-menu items, accessibility actions, pull to
/// refresh, and scrolling a lazy container.
extension Interactor {
    /// Performs a swipe action of a row by its label.
    @discardableResult
    package func swipe(_ target: TargetQuery, action name: String) throws(InteractionError) -> Result {
        try perform(target, action: name, kind: "swipe action", verb: "swipe") {
            if case .swipe = $0 { return true }
            return false
        }
    }

    /// Performs a context-menu item by its label.
    @discardableResult
    package func contextMenu(_ target: TargetQuery, action name: String) throws(InteractionError) -> Result {
        try perform(target, action: name, kind: "context-menu item", verb: "open the context menu of") {
            $0 == .contextMenu
        }
    }

    /// Performs any named action of an element: an `accessibilityAction(named:)`, a swipe action, a menu item.
    @discardableResult
    package func perform(_ target: TargetQuery, action name: String) throws(InteractionError) -> Result {
        try perform(target, action: name, kind: "named action", verb: "perform an action on") { _ in true }
    }

    private func perform(
        _ target: TargetQuery, action name: String, kind: String, verb: String,
        matching: (AccessibilityCustomAction.Kind) -> Bool
    ) throws(InteractionError) -> Result {
        let element = try resolve(target, for: verb)
        let available = element.customActions.filter { matching($0.kind) }
        guard let action = available.first(where: { $0.name == name }) else {
            let names = available.map { ValueDescription.quoted($0.name) }
            throw InteractionError(
                .actionNotFound,
                "expected a \(kind) \(ValueDescription.quoted(name)) on \(element.reference) (in \(element.owner)), "
                    + "but " + (names.isEmpty ? "it has none" : "it has " + names.joined(separator: ", "))
                    + ". To fix, "
                    + (names.isEmpty
                        ? "add it to the view (e.g. \(kind == "context-menu item" ? ".contextMenu" : ".swipeActions") "
                            + "{ Button(...) }), or target another element."
                        : "use one of those names."))
        }
        guard action.isEnabled else {
            throw InteractionError(
                .disabled,
                "expected an enabled \(kind) \(ValueDescription.quoted(name)) on \(element.reference), but it is "
                    + "disabled. To fix, make the condition that disables it false first.")
        }
        return run("\(verb) \(element.reference): \(ValueDescription.quoted(name))", action.perform)
    }

    /// Pulls to refresh the refreshable view on screen.
    @discardableResult
    package func refresh() throws(InteractionError) -> Result {
        let refreshes = snapshot.reachableElements.flatMap { element in
            element.customActions.filter { $0.kind == .refresh }
        }
        guard let refresh = refreshes.first else {
            throw InteractionError(
                .notRefreshable,
                "expected a refreshable view on screen to pull, but there is none. To fix, add "
                    + ".refreshable { await load() } to the list (it must be on screen, not behind a sheet).")
        }
        return run("refresh", refresh.perform)
    }

    /// Scrolls a lazy container far enough to load its next rows (running their `onAppear`). Without a
    /// target, the first container on screen with rows left.
    @discardableResult
    package func scroll(_ target: TargetQuery? = nil) throws(InteractionError) -> Result {
        let snapshot = snapshot
        var containers = snapshot.scrollableContainers
        if let target {
            let element = try TargetResolver(snapshot).resolve(target, for: "scroll")
            if let scrolled = try scrollPosition(to: element) { return scrolled }
            containers = containers.filter { container in
                element.source.map { $0.isInSubtree(of: container.node) } ?? false
            }
        }
        let reachable = containers.filter { container in
            snapshot.reachableElements.contains { $0.source.map { $0.isInSubtree(of: container.node) } ?? false }
        }
        guard let container = reachable.first ?? containers.first else {
            throw InteractionError(
                .nothingToScroll,
                "expected a List or lazy stack on screen with rows left to load, but "
                    + (snapshot.lazyContainers.isEmpty
                        ? "there is none." : "every row is loaded already.")
                    + " To fix, scroll only when `ax` ends before the data does (rows load \(LazyWindow.pageSize) at a time)."
            )
        }
        return run("scroll") { container.window.scroll() }
    }
}
