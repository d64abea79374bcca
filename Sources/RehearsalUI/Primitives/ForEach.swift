/// Makes one view per element of a collection, each identified by the element's id.
///
/// Identity follows the id, not the position: reordering the data moves each view's state with it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        // `ForEach($model.items)`: no body read the items, so the rows read them here, where a change finds them.
        guard !(data is any BindingData) else { return node.trackingReads { updateRows(node, &children) } }
        updateRows(node, &children)
    }

    @MainActor private func updateRows(_ node: GraphNode, _ children: inout ChildList) {
        // Inside a lazy container only a window of rows is mounted; `scroll` widens it (Scrolling/LazyWindow).
        let shown = LazyWindow.visibleRows(for: node, total: data.count) { target in
            data.lazy.map { AnyHashable($0[keyPath: id]) }.firstIndex(of: target).map {
                data.distance(from: data.startIndex, to: $0)
            }
        }
        children.reserveCapacity(shown)
        // `onDelete`/`onMove` above: each row is wrapped with its offset, for the `delete` and `move` verbs.
        if let actions = children.environment.rowEditActions {
            let count = data.count
            for (offset, element) in data.prefix(shown).enumerated() {
                let row = EditableRow(content: content(element), offset: offset, count: count, actions: actions)
                children.append(
                    row, key: .id(AnyHashableSendable(element[keyPath: id])), environment: actions.rowEnvironment)
            }
            return
        }
        for element in data.prefix(shown) {
            children.append(content(element), key: .id(AnyHashableSendable(element[keyPath: id])))
        }
    }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A view whose content comes from a collection, so it can take `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}
