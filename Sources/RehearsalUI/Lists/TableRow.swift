/// One row of a `Table` written out in its `rows:` builder, showing `value` in the table's columns, as
/// SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    let value: Value

    public init(_ value: Value) { self.value = value }

    public var _tableRowValues: [Value] { [value] }
}
