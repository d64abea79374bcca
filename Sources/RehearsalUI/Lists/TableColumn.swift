/// One column of a `Table`: a title and the view each row shows in it, as SwiftUI's `TableColumn`.
public struct TableColumn<RowValue, Content: View> {
    let title: String
    let content: (RowValue) -> Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = titleKey.text
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = String(title)
        self.content = content
    }

    /// Sets the column's width; kept for code that writes it, as layout is out of scope.
    public func width(_ width: Double? = nil) -> TableColumn { self }

    /// Sets the column's flexible width; kept for code that writes it.
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> TableColumn { self }
}

extension TableColumn where Content == Text {
    /// A column that shows a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = titleKey.text
        content = { row in Text(verbatim: row[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = String(title)
        content = { row in Text(verbatim: row[keyPath: value]) }
    }
}

/// A column with its content type erased, as `TableColumnBuilder` collects them.
public struct _TableColumnEntry<RowValue> {
    let title: String
    let content: (RowValue) -> any View
}

/// Collects the columns of a `Table`, with `if` and `for` as a view builder allows.
@resultBuilder public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<Content: View>(
        _ column: TableColumn<RowValue, Content>
    ) -> [_TableColumnEntry<RowValue>] {
        let content = column.content
        return [_TableColumnEntry(title: column.title, content: { content($0) })]
    }

    public static func buildBlock(_ parts: [_TableColumnEntry<RowValue>]...) -> [_TableColumnEntry<RowValue>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [_TableColumnEntry<RowValue>]?) -> [_TableColumnEntry<RowValue>] {
        part ?? []
    }

    public static func buildEither(first part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] {
        part
    }

    public static func buildEither(second part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] {
        part
    }
}
