/// What a `Table`'s `rows:` builder takes: `TableRow`s, `ForEach` of rows, and what the builder makes of
/// them, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable

    /// The row values, in the order the rows are written.
    var _tableRowValues: [TableRowValue] { get }
    /// The rows that `onInsert(of:perform:)` covers, each with its action.
    var _tableRowInserts: [_TableRowInsert] { get }
}

extension TableRowContent {
    public var _tableRowInserts: [_TableRowInsert] { [] }
}

/// The rows a `TableRowBuilder` collected, in order.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    let values: [Value]
    var inserts: [_TableRowInsert] = []

    public var _tableRowValues: [Value] { values }

    public var _tableRowInserts: [_TableRowInsert] { inserts }

    /// The parts' rows one after another, each part's inserts shifted to where its rows start.
    static func joined(_ parts: [_TableRowList<Value>]) -> _TableRowList<Value> {
        var values: [Value] = []
        var inserts: [_TableRowInsert] = []
        for part in parts {
            inserts += part.inserts.map { $0.shifted(by: values.count) }
            values += part.values
        }
        return _TableRowList(values: values, inserts: inserts)
    }
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
