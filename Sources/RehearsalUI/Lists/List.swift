/// A scrolling list of rows, optionally selectable.
///
/// Prints as `List` (with `selection=...` when it has a selection binding); its rows are its children. Its
/// accessibility role is `list`; a selectable list offers `select` by row label.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: SelectionBinding?
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { SelectionBinding($0) })
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { SelectionBinding($0) })
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { SelectionBinding($0) })
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { SelectionBinding($0) })
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(
            content: ForEach(data, id: id, content: rowContent), selection: selection.map { SelectionBinding($0) })
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(
            content: ForEach(data, id: id, content: rowContent), selection: selection.map { SelectionBinding($0) })
    }
}

extension List: View {
    public typealias Body = Never
}

extension List: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("List")
        element.accessibility = AccessibilityInfo(role: "list", label: "")
        if let selection {
            element.summary = "selection=" + node.trackingReads { selection.describe() }
            let content = content
            element.actions.select = SplitViewColumns.selectAction(
                list: node, selection: selection, options: { TaggedOptions.collect(from: content) })
        }
        node.element = element
        children.append(content, key: .index(0))
    }
}

extension List: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(content, implicitTag: implicitTag, into: &options, depth: depth)
    }
}
