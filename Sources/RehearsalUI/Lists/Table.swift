import Foundation

/// Rows of data in columns, as SwiftUI's `Table`, optionally selectable and sortable.
///
/// It prints as `Table columns: "Name", "Age"` with one `TableRow` a row and the cells under it; it reads as
/// a `table` whose value names the columns, and each row as one `cell` named by its cells in column order
/// (`cell "Ada, 36"`), as a compact table reads. With `selection:`, `select table "Ada, 36"` selects a row.
/// With `sortOrder:`, the columns' headers read first, as on a regular width: a column that sorts is a
/// `button` (`tap "Name"`: it becomes the first comparator of the order, or reverses when it is first already,
/// as a click on a header does), and the first comparator's column prints `(ascending)` or `(descending)`.
/// The app sorts its data itself, usually in `onChange(of: sortOrder)`.
public struct Table<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
    public typealias Body = Never

    let data: Data
    let columns: [_TableColumnEntry<Data.Element>]
    let selection: SelectionBinding?
    var sortOrder: TableSortOrder?
    /// The written-out rows that `onInsert(of:perform:)` covers (`ForEach { TableRow($0) }.onInsert`).
    var rowInserts: [_TableRowInsert] = []

    public init(_ data: Data, @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]) {
        self.init(data: data, columns: columns(), selection: nil)
    }

    public init<V: Hashable>(
        _ data: Data, selection: Binding<V?>,
        @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]
    ) {
        self.init(data: data, columns: columns(), selection: SelectionBinding(selection))
    }

    public init<V: Hashable>(
        _ data: Data, selection: Binding<Set<V>>,
        @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]
    ) {
        self.init(data: data, columns: columns(), selection: SelectionBinding(selection))
    }

    init(data: Data, columns: [_TableColumnEntry<Data.Element>], selection: SelectionBinding?) {
        self.data = data
        self.columns = columns
        self.selection = selection
    }
}

extension Table {
    /// A sortable table of `data`.
    public init<Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]
    ) where Sort.Compared == Data.Element {
        self.init(data: data, columns: columns(), selection: nil)
        self.sortOrder = TableSortOrder(sortOrder)
    }

    /// A sortable table of `data` that selects zero or one row.
    public init<V: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<V?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]
    ) where Sort.Compared == Data.Element {
        self.init(data: data, columns: columns(), selection: SelectionBinding(selection))
        self.sortOrder = TableSortOrder(sortOrder)
    }

    /// A sortable table of `data` that selects several rows.
    public init<V: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<V>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element> columns: () -> [_TableColumnEntry<Data.Element>]
    ) where Sort.Compared == Data.Element {
        self.init(data: data, columns: columns(), selection: SelectionBinding(selection))
        self.sortOrder = TableSortOrder(sortOrder)
    }
}

extension Table {
    /// A table whose rows are written out (`TableRow`, `ForEach` of rows) for values of `valueType`.
    public init<Value: Identifiable>(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value] {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: nil)
        rowInserts = rows.inserts
    }

    /// A table of written-out rows that selects zero or one row.
    public init<Value: Identifiable>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value] {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: SelectionBinding(selection))
        rowInserts = rows.inserts
    }

    /// A table of written-out rows that selects several rows.
    public init<Value: Identifiable>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value] {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: SelectionBinding(selection))
        rowInserts = rows.inserts
    }

    /// A sortable table of written-out rows.
    public init<Value: Identifiable, Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value], Sort.Compared == Value {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: nil)
        rowInserts = rows.inserts
        self.sortOrder = TableSortOrder(sortOrder)
    }

    /// A sortable table of written-out rows that selects zero or one row.
    public init<Value: Identifiable, Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value], Sort.Compared == Value {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: SelectionBinding(selection))
        rowInserts = rows.inserts
        self.sortOrder = TableSortOrder(sortOrder)
    }

    /// A sortable table of written-out rows that selects several rows.
    public init<Value: Identifiable, Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnEntry<Value>],
        @TableRowBuilder<Value> rows: () -> _TableRowList<Value>
    ) where Data == [Value], Sort.Compared == Value {
        let rows = rows()
        self.init(data: rows.values, columns: columns(), selection: SelectionBinding(selection))
        rowInserts = rows.inserts
        self.sortOrder = TableSortOrder(sortOrder)
    }
}

extension Table: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let titles = columns.map(\.title)
        let directions = node.trackingReads {
            sortOrder.map { order in columns.map { $0.comparator.flatMap(order.direction) } }
        }
        var summary =
            "columns: "
            + titles.indices.map { index in
                let title = ValueDescription.quoted(titles[index])
                guard let direction = directions?[index] else { return title }
                return "\(title) (\(TableSortOrder.word(direction)))"
            }.joined(separator: ", ")
        var element = Element("Table")
        element.accessibility = AccessibilityInfo(role: "table", label: "", value: titles.joined(separator: ", "))
        if let selection {
            summary += " selection=" + node.trackingReads { selection.describe() }
            let data = data
            let columns = columns
            element.actions.select = selection.selectAction(options: {
                data.map { row in
                    TaggedOptions.Option(
                        tag: AnyHashable(row.id),
                        label: columns.map { LabelText.of($0.content(row)) }.joined(separator: ", "))
                }
            })
        }
        element.summary = summary
        node.element = element
        for (index, row) in data.enumerated() {
            let cells = columns.map { $0.content(row) }
            let insert = rowInserts.first { ($0.start..<$0.start + $0.count).contains(index) }
            children.append(
                TableRowView(cells: cells, insert: insert.map { TableRowView.Insert(of: $0, row: index) }),
                key: .element(id: row.id))
        }
    }
}

extension Table: AccessibilityTreeBuilding {
    /// A `table` container of its rows, the selected ones `[isSelected]`; a sortable table's column headers
    /// come first.
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let element = node.element, let info = element.accessibility else { return builder.buildChildren(node) }
        var table = builder.makeNode(role: info.role, label: info.label, for: node)
        table.value = info.value
        table.isEnabled = info.isEnabled
        table.identifier = info.identifier
        table.actions = element.actions
        table.isContainer = true
        var rows = builder.buildChildren(node)
        if let selection {
            let selected = Set(selection.selected())
            let ids = data.map { AnyHashable($0.id) }
            for (index, id) in ids.enumerated() where index < rows.count && selected.contains(id) {
                rows[index].traits.append("isSelected")
            }
        }
        table.children = headers(node: node, builder: builder) + rows
        return [table]
    }

    /// One header a column when the table sorts: a `button` that sorts by its column, valued by the direction
    /// of the first comparator's column; a column without a comparator reads as a `staticText` header that is
    /// not enabled, whose reason a tap reports.
    private func headers(node: GraphNode, builder: AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let sortOrder else { return [] }
        return columns.map { column in
            guard let comparator = column.comparator, sortOrder.sorts(comparator) else {
                var header = builder.makeNode(role: "staticText", label: column.title, for: node)
                header.traits = ["isHeader"]
                header.isEnabled = false
                let title = ValueDescription.quoted(column.title)
                header.disabledReason = (
                    "column \(title) has no comparator of the table's sort order, so its header does not sort",
                    "give it one: TableColumn(\(title), value: \\.property) for a Comparable property, or "
                        + "TableColumn(\(title), sortUsing: comparator) { row in ... }"
                )
                return header
            }
            var header = builder.makeNode(role: "button", label: column.title, for: node)
            header.traits = ["isHeader"]
            if let direction = sortOrder.direction(comparator) {
                header.value = "sorted " + TableSortOrder.word(direction)
            }
            header.actions.tap = { sortOrder.sort(comparator) }
            return header
        }
    }
}

/// One row of a `Table`: its cells, in column order.
struct TableRowView: View, PrimitiveView {
    typealias Body = Never

    let cells: [any View]
    /// The insert action of the `onInsert` that covers this row, with the row's offset in its data.
    var insert: Insert? = nil

    func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("TableRow")
        if let insert { element.attributes = [".onInsert(of: \(insert.action.typeList))"] }
        node.element = element
        for (index, cell) in cells.enumerated() { children.append(cell, key: .index(index)) }
    }
}

extension TableRowView: AccessibilityTreeBuilding {
    /// One `cell` element named by the row's cells, joined in column order.
    func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let cells = builder.buildChildren(node)
        var row = builder.makeNode(role: "cell", label: AccessibilityNode.combinedLabel(of: cells).label, for: node)
        row.actions.tap = cells.compactMap { $0.actions.tap }.first
        if let insert { row.rowEditing = insert.rowEditing }
        return [row]
    }
}
