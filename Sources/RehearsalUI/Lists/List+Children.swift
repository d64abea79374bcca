/// `List(_:children:rowContent:)`: a list whose rows form a tree, through an `OutlineGroup`.
extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: selection.map { SelectionBinding($0) })
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: selection.map { SelectionBinding($0) })
    }
}
