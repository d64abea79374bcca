/// The `onInsert(of:perform:)` of a list's or a table's rows, found from the container itself, so that text can
/// be dropped into it when it has no row to drop beside (`insert list --at 1 "Eggs"` on an empty list).
package struct ContainerInsert {
    /// Inserts the items at an offset of the rows' data.
    package let perform: @MainActor (Int, [NSItemProvider]) -> Void
    /// The content types the rows accept.
    package let types: [UTType]
    /// How many rows the data has now.
    package let count: Int

    /// The first `ForEach` (or table rows) with `onInsert` at or below `node`, in tree order.
    @MainActor package static func find(below node: GraphNode) -> ContainerInsert? {
        var pending = [node]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if let container = next.view as? any InsertionContainer, let insert = container.containerInsert {
                return insert
            }
            if let rows = next.view as? any InsertableRows, let insert = next.environment.rowEditActions?.insert {
                let perform = insert.perform
                return ContainerInsert(
                    perform: { offset, providers in perform(offset, providers) }, types: insert.types,
                    count: rows.rowCount)
            }
            pending.insert(contentsOf: next.children, at: 0)
        }
        return nil
    }
}

/// A view that holds rows with an insert action of its own: a `Table` whose rows have `onInsert`.
@MainActor protocol InsertionContainer {
    var containerInsert: ContainerInsert? { get }
}

/// A `ForEach` of views, whose rows `onInsert` above it reaches through the environment.
protocol InsertableRows {
    var rowCount: Int { get }
}

extension ForEach: InsertableRows where Content: View {
    var rowCount: Int { data.count }
}
