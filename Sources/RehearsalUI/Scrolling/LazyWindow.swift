/// The rows a lazy container (`List`, `LazyVStack`...) has mounted: the first `pageSize` of each `ForEach`
/// in it, then `pageSize` more after each scroll.
///
/// Headless, nothing scrolls by itself: a screen that loads its next page from a row's `onAppear` is
/// driven by the session's `scroll`, which mounts the next rows (and runs their `onAppear`). The window
/// hangs on the container's node (`node.attachments`), found by the container's element name, so the
/// containers themselves need no code for it; a `ForEach` asks `visibleRows(for:total:)` how many rows to
/// list.
@MainActor package final class LazyWindow {
    /// How many rows a lazy container mounts at first, and how many more each scroll mounts.
    package static let pageSize = 20

    /// How many rows of each `ForEach` are mounted.
    package private(set) var limit = LazyWindow.pageSize
    private var forEachNodes: [WeakNode] = []
    private var rowCounts: [ObjectIdentifier: (total: Int, shown: Int)] = [:]
    /// The id each `ForEach` is to mount rows up to on its next update (`reveal(_:)`).
    private var revealing: [ObjectIdentifier: AnyHashable] = [:]

    /// How many rows of the container's `ForEach`es are not mounted yet.
    package var hiddenCount: Int {
        forEachNodes.compactMap(\.node).filter(\.isMounted).reduce(0) { sum, node in
            let counts = rowCounts[ObjectIdentifier(node)]
            return sum + (counts.map { $0.total - $0.shown } ?? 0)
        }
    }

    /// How many of `total` rows the `ForEach` at `node` lists: all of them outside a lazy container.
    /// `offset` finds the row of an id that `reveal(_:)` asked for (`nil` when no row has it).
    package static func visibleRows(
        for node: GraphNode, total: Int, offset: (AnyHashable) -> Int? = { _ in nil }
    ) -> Int {
        guard let container = lazyContainer(above: node) else { return total }
        let key = ObjectIdentifier(LazyWindow.self)
        let window = container.attachments[key] as? LazyWindow ?? LazyWindow()
        container.attachments[key] = window
        return window.note(node, total: total, offset: offset)
    }

    private func note(_ node: GraphNode, total: Int, offset: (AnyHashable) -> Int?) -> Int {
        if !forEachNodes.contains(where: { $0.node === node }) { forEachNodes.append(WeakNode(node: node)) }
        if let id = revealing.removeValue(forKey: ObjectIdentifier(node)), let row = offset(id), row >= limit {
            limit = (row / Self.pageSize + 1) * Self.pageSize
        }
        let shown = min(total, limit)
        rowCounts[ObjectIdentifier(node)] = (total, shown)
        return shown
    }

    /// Mounts the next page of rows; `false` when every row is already mounted.
    @discardableResult
    package func scroll() -> Bool {
        guard hiddenCount > 0 else { return false }
        limit += Self.pageSize
        for node in forEachNodes.compactMap(\.node) where node.isMounted {
            node.graph.invalidate(node, cause: .session("scroll"))
        }
        return true
    }

    /// Mounts the rows up to the page that holds the row identified by `id`, in whichever `ForEach` has it
    /// (`.scrollPosition` written by the app's code).
    func reveal(_ id: AnyHashable) {
        for node in forEachNodes.compactMap(\.node) where node.isMounted {
            revealing[ObjectIdentifier(node)] = id
            node.graph.invalidate(node, cause: .session("scroll"))
        }
    }

    /// The lazy container whose rows the `ForEach` at `node` lists directly (through sections, custom views
    /// and modifiers, but not through another element such as a row's stack).
    private static func lazyContainer(above node: GraphNode) -> GraphNode? {
        var current = node.parent
        while let ancestor = current {
            if let name = ancestor.element?.name {
                if LazyContainers.names.contains(name) { return ancestor }
                if name != "Section" { return nil }
            }
            current = ancestor.parent
        }
        return nil
    }
}
