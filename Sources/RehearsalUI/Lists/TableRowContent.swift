/// What a `Table`'s `rows:` builder takes: `TableRow`s, `ForEach` of rows, and what the builder makes of
/// them, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable

    /// The row values, in the order the rows are written.
    var _tableRowValues: [TableRowValue] { get }
}

/// The rows a `TableRowBuilder` collected, in order.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    let values: [Value]

    public var _tableRowValues: [Value] { values }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    public var _tableRowValues: [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues } }
}

extension ForEach where Content: TableRowContent {
    /// One table row (or several) per element of `data`, identified by the element's id:
    /// `ForEach(people) { TableRow($0) }`.
    public init(_ data: Data, content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.id = \.id
        self.content = content
    }

    /// One table row (or several) per element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}
