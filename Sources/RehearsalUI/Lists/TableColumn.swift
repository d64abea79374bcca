import Foundation

/// One column of a `Table`: a title and the view each row shows in it, as SwiftUI's `TableColumn`.
///
/// A column made with `value:` (or `sortUsing:`) has a comparator; in a table with `sortOrder:` of that
/// comparator's type its header sorts (`tap "Name"`). Elsewhere the comparator is ignored, as SwiftUI
/// ignores a `value:` column's sorting in a table without a sort order.
public struct TableColumn<RowValue, Content: View> {
    let title: String
    let content: (RowValue) -> Content
    /// The comparator the column sorts with (forward), of the table's `Sort` type; `nil` when it does not sort.
    var comparator: Any?

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = titleKey.text
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = String(title)
        self.content = content
    }

    /// A key path as the comparator takes it: key paths are immutable, so SwiftUI's signature (a plain
    /// `KeyPath`) is kept and the value is handed on as the sendable reference it is.
    static func sendable<V>(_ keyPath: KeyPath<RowValue, V>) -> any KeyPath<RowValue, V> & Sendable {
        unsafeBitCast(keyPath, to: (any KeyPath<RowValue, V> & Sendable).self)
    }

    /// Sets the column's width; kept for code that writes it, as layout is out of scope.
    public func width(_ width: Double? = nil) -> TableColumn { self }

    /// Sets the column's flexible width; kept for code that writes it.
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> TableColumn { self }
}

extension TableColumn where Content == Text {
    /// A column that shows a string property of each row, and sorts by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = titleKey.text
        content = { row in Text(verbatim: row[keyPath: value]) }
        comparator = KeyPathComparator(Self.sendable(value))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = String(title)
        content = { row in Text(verbatim: row[keyPath: value]) }
        comparator = KeyPathComparator(Self.sendable(value))
    }

    /// A column that shows a string property of each row, and sorts by it with `comparator`
    /// (`.lexical`).
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator
    ) {
        title = titleKey.text
        content = { row in Text(verbatim: row[keyPath: value]) }
        self.comparator = KeyPathComparator(Self.sendable(value), comparator: comparator)
    }
}

extension TableColumn {
    /// A column that shows `content` for each row, and sorts by the comparable property `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        title = titleKey.text
        self.content = content
        comparator = KeyPathComparator(Self.sendable(value))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.title = String(title)
        self.content = content
        comparator = KeyPathComparator(Self.sendable(value))
    }

    /// A column that shows `content` for each row, and sorts with `comparator`.
    public init<Sort: SortComparator>(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort.Compared == RowValue {
        title = titleKey.text
        self.content = content
        self.comparator = comparator
    }
}

/// A column with its content type erased, as `TableColumnBuilder` collects them.
public struct _TableColumnEntry<RowValue> {
    let title: String
    let content: (RowValue) -> any View
    var comparator: Any?
}

/// Collects the columns of a `Table`, with `if` and `for` as a view builder allows.
@resultBuilder public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<Content: View>(
        _ column: TableColumn<RowValue, Content>
    ) -> [_TableColumnEntry<RowValue>] {
        let content = column.content
        return [_TableColumnEntry(title: column.title, content: { content($0) }, comparator: column.comparator)]
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

    public static func buildArray(_ parts: [[_TableColumnEntry<RowValue>]]) -> [_TableColumnEntry<RowValue>] {
        parts.flatMap { $0 }
    }
}
