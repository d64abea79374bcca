/// Dropping text among a list's rows, as a user drags text from another app into a list: the `onInsert`
/// action of the rows' `ForEach` receives the offset and one plain-text `NSItemProvider` per item.
extension Interactor {
    /// Drops `texts` so that the first lands at `position` (counting from 1; one past the last row appends)
    /// among the rows of the `ForEach` that holds `target`, running its `onInsert(of:perform:)` action. A list or
    /// table targeted itself takes the drop into the first such `ForEach` (or table rows) inside it, even empty.
    @discardableResult
    package func insert(_ target: TargetQuery, texts: [String], at position: Int) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "insert at")
        let insert: ContainerInsert
        if let row = element.rowEditing, let perform = row.insert {
            insert = ContainerInsert(perform: perform, types: row.insertTypes, count: row.count)
        } else if ["list", "table"].contains(element.role), let source = element.source,
            let found = ContainerInsert.find(below: source)
        {
            // A list or table named itself: its rows' onInsert, even when there is no row yet.
            insert = found
        } else {
            throw InteractionError(
                .notEditable,
                "expected a row of a ForEach with .onInsert(of:perform:) to drop items among, but "
                    + "\(element.reference) (in \(element.owner)) is not in one. To fix, target a row of such a "
                    + "list (its rows print .onInsert in `tree`) or the list itself (`insert list --at 1 \"text\"`), "
                    + "or add .onInsert(of: [.plainText]) { offset, providers in ... } to the ForEach that makes "
                    + "the rows.")
        }
        guard RowInsertAction.acceptsText(insert.types) else {
            throw InteractionError(
                .notEditable,
                "expected the ForEach of \(element.reference) to accept text (insert drops plain text), but its "
                    + ".onInsert accepts \(RowInsertAction.typeList(insert.types)). To fix, add .plainText (or .text) to the types its "
                    + "onInsert(of:) takes.")
        }
        guard (1...insert.count + 1).contains(position) else {
            guard insert.count > 0 else {
                throw InteractionError(
                    .notEditable,
                    "expected position 1 for the rows of \(element.reference), which has none yet, but found "
                        + "\(position). To fix, use `insert \(element.reference) --at 1 \"text\"`.")
            }
            throw InteractionError(
                .notEditable,
                "expected a position from 1 to \(insert.count + 1) for the rows of \(element.reference), but found "
                    + "\(position). To fix, use `insert \(element.reference) --at N \"text\"` with N from 1 (before "
                    + "the first row) to \(insert.count + 1) (after the last).")
        }
        let providers = texts.map { NSItemProvider(object: $0) }
        let quoted = texts.map { ValueDescription.quoted($0) }.joined(separator: " ")
        return run("insert \(element.reference) --at \(position) \(quoted)") { insert.perform(position - 1, providers) }
    }
}
