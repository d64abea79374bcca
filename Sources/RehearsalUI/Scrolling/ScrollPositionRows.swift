/// Lazy rows up to a scroll position the app writes: when `.scrollPosition` takes an id (`topRow = 30`,
/// `position.scrollTo(id: 30)`) that no mounted view of its scroll view has, the lazy containers inside mount
/// rows up to the page that holds it (running the new rows' `onAppear`), as scrolling there in SwiftUI makes
/// them appear. An id that no row has mounts nothing.
extension GraphNode {
    /// Reveals the row identified by `id` in the lazy containers below this `.scrollPosition` node; on the
    /// first update, once the rows have mounted.
    func revealRows(upTo id: AnyHashable?) {
        guard let id else { return }
        if isFirstUpdate {
            graph.enqueueTask { [weak self] in self?.revealRows(upTo: id) }
            return
        }
        guard !hasMountedView(identifiedBy: id) else { return }
        for window in lazyWindowsBelow() { window.reveal(id) }
    }

    /// Whether a view below has `id` as its `ForEach` id or `.id(_:)`.
    private func hasMountedView(identifiedBy id: AnyHashable) -> Bool {
        var stack = children
        while let node = stack.popLast() {
            if let value = node.key.elementID ?? node.key.explicitID, value == id { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// The lazy windows of the containers below, in no particular order.
    private func lazyWindowsBelow() -> [LazyWindow] {
        let key = ObjectIdentifier(LazyWindow.self)
        var windows: [LazyWindow] = []
        var stack = children
        while let node = stack.popLast() {
            if let window = node.attachments[key] as? LazyWindow { windows.append(window) }
            stack.append(contentsOf: node.children)
        }
        return windows
    }
}
