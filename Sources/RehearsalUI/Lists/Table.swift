/// Rows of data in columns, as SwiftUI's `Table`, optionally selectable.
///
/// It prints as `Table columns: "Name", "Age"` with one `TableRow` a row and the cells under it; it reads as
/// a `table` whose value names the columns, and each row as one `cell` named by its cells in column order
/// (`cell "Ada, 36"`), as a compact table reads. With `selection:`, `select table "Ada, 36"` selects a row.
public struct Table<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
    public typealias Body = Never

    let data: Data
    let columns: [_TableColumnEntry<Data.Element>]
    let selection: SelectionBinding?

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

extension Table: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let titles = columns.map(\.title)
        var summary = "columns: " + titles.map { ValueDescription.quoted($0) }.joined(separator: ", ")
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
        for row in data {
            let cells = columns.map { $0.content(row) }
            children.append(TableRowView(cells: cells), key: .id(AnyHashableSendable(row.id)))
        }
    }
}

extension Table: AccessibilityTreeBuilding {
    /// A `table` container of its rows, the selected ones `[isSelected]`.
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let element = node.element, let info = element.accessibility else { return builder.buildChildren(node) }
        var table = builder.makeNode(role: info.role, label: info.label, for: node)
        table.value = info.value
        table.isEnabled = info.isEnabled
        table.identifier = info.identifier
        table.actions = element.actions
        table.isContainer = true
        table.children = builder.buildChildren(node)
        if let selection {
            let selected = Set(selection.selected())
            let ids = data.map { AnyHashable($0.id) }
            for (index, id) in ids.enumerated() where index < table.children.count && selected.contains(id) {
                table.children[index].traits.append("isSelected")
            }
        }
        return [table]
    }
}

/// One row of a `Table`: its cells, in column order.
struct TableRowView: View, PrimitiveView {
    typealias Body = Never

    let cells: [any View]

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("TableRow")
        for (index, cell) in cells.enumerated() { children.append(cell, key: .index(index)) }
    }
}

extension TableRowView: AccessibilityTreeBuilding {
    /// One `cell` element named by the row's cells, joined in column order.
    func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        let cells = builder.buildChildren(node)
        var row = builder.makeNode(role: "cell", label: AccessibilityNode.combinedLabel(of: cells).label, for: node)
        row.actions.tap = cells.compactMap { $0.actions.tap }.first
        return [row]
    }
}
