/// A tree of rows from data whose elements have children, as SwiftUI's `OutlineGroup`.
///
/// Each element with children (a non-nil `children` collection) is a `DisclosureGroup` labelled by its row,
/// collapsed at first, that `tap` or `toggle` expands; a leaf is its row alone. `List(_:children:)` uses it.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View {
    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(nested, id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}
