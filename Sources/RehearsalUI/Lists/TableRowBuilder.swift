/// Collects the rows of a `Table(of:columns:rows:)`: `TableRow`s and `ForEach` of rows, with `if` and `for`.
@resultBuilder public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(
        _ content: Content
    ) -> _TableRowList<Value> where Content.TableRowValue == Value {
        _TableRowList(values: content._tableRowValues, inserts: content._tableRowInserts)
    }

    public static func buildBlock(_ parts: _TableRowList<Value>...) -> _TableRowList<Value> {
        _TableRowList.joined(parts)
    }

    public static func buildOptional(_ part: _TableRowList<Value>?) -> _TableRowList<Value> {
        part ?? _TableRowList(values: [])
    }

    public static func buildEither(first part: _TableRowList<Value>) -> _TableRowList<Value> { part }

    public static func buildEither(second part: _TableRowList<Value>) -> _TableRowList<Value> { part }

    public static func buildArray(_ parts: [_TableRowList<Value>]) -> _TableRowList<Value> {
        _TableRowList.joined(parts)
    }
}
