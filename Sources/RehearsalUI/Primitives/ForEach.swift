#if canImport(Glibc)
    import Glibc
#endif

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
        let rowsKey = ObjectIdentifier(ForEachRows<Data, Content>.self)
        if let actions = children.environment.rowEditActions {
            if node.attachments[rowsKey] != nil { node.attachments[rowsKey] = nil }
            let count = data.count
            for (offset, element) in data.prefix(shown).enumerated() {
                let row = EditableRow(content: content(element), offset: offset, count: count, actions: actions)
                children.append(
                    row, key: .element(id: element[keyPath: id]), environment: actions.rowEnvironment)
            }
            return
        }
        if shown == data.count, spliceRows(node, &children) { return }
        if !appendIntegerRows(shown, to: &children) {
            for element in data.prefix(shown) {
                children.append(content(element), key: .element(id: element[keyPath: id]))
            }
        }
        // Remembered only when every row is mounted, one per element, in order.
        if shown == data.count, ViewComparison.keepsEqualCopies(Content.self),
            ClosureContext.isSameCaptureFree(content, content)
        {
            node.attachments[rowsKey] = ForEachRows(data: data, content: content, environment: children.environment)
        } else if node.attachments[rowsKey] != nil {
            node.attachments[rowsKey] = nil
        }
    }

    /// Appends the first `shown` rows of a range of integers identified by themselves (`ForEach(0..<n, id: \.self)`,
    /// the usual long list) as integers, each keyed by its own value: the same rows and keys as the generic loop,
    /// without its calls through the collection's, the key path's and `Hashable`'s witnesses for every row; `false`
    /// for other data, which the caller lists.
    @MainActor private func appendIntegerRows(_ shown: Int, to children: inout ChildList) -> Bool {
        guard Data.Element.self == Int.self, ID.self == Int.self, let range = data as? Range<Int>,
            (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath)
        else { return false }
        for value in range.prefix(shown) {
            children.append(content(unsafeBitCast(value, to: Data.Element.self)), key: .element(id: value))
        }
        return true
    }

    /// Lists only the rows between those the new data shares with the last update's at both ends, and has the graph
    /// keep the rest (`ChildList.keptRows`); `false` when that cannot be told, and every row must be listed.
    ///
    /// Elements the same bit for bit, given to the same content closure that captures nothing, make rows of the
    /// same inputs, which the graph would keep as they are (`ViewComparison.keepsEqualCopies`): the rows a row
    /// inserted or removed leaves in place are then neither made nor compared again.
    @MainActor private func spliceRows(_ node: GraphNode, _ children: inout ChildList) -> Bool {
        let rowsKey = ObjectIdentifier(ForEachRows<Data, Content>.self)
        guard let rows = node.attachments[rowsKey] as? ForEachRows<Data, Content>,
            node.children.count == rows.data.count, rows.environment.isIdentical(to: children.environment),
            ClosureContext.isSameCaptureFree(rows.content, content),
            let (prefix, suffix) = ForEachRows<Data, Content>.sharedElements(rows.data, data)
        else { return false }
        let start = data.index(data.startIndex, offsetBy: prefix)
        let end = data.index(data.endIndex, offsetBy: -suffix)
        for element in data[start..<end] {
            children.append(content(element), key: .element(id: element[keyPath: id]))
        }
        children.keepRows(prefix: prefix, suffix: suffix)
        rows.data = data
        return true
    }
}

/// What a `ForEach` listed at its last update, when every row was listed and the rows can be kept by a later one:
/// its data, its content closure and the environment its rows got.
final class ForEachRows<Data: RandomAccessCollection, Content> {
    var data: Data
    let content: (Data.Element) -> Content
    let environment: EnvironmentValues

    init(data: Data, content: @escaping (Data.Element) -> Content, environment: EnvironmentValues) {
        self.data = data
        self.content = content
        self.environment = environment
    }

    /// How many elements two collections share at their start and, after those, at their end, compared bit for
    /// bit (equal bits are an equal value, or the same object); `nil` when their elements are not stored
    /// contiguously.
    static func sharedElements(_ old: Data, _ new: Data) -> (prefix: Int, suffix: Int)? {
        let size = MemoryLayout<Data.Element>.size
        let stride = MemoryLayout<Data.Element>.stride
        let found = old.withContiguousStorageIfAvailable { old in
            new.withContiguousStorageIfAvailable { new -> (Int, Int) in
                let limit = min(old.count, new.count)
                guard size > 0 else { return (limit, 0) }
                let a = UnsafeRawBufferPointer(old)
                let b = UnsafeRawBufferPointer(new)
                let words = size == 8 && stride == 8
                // Words (an array of integers or of objects) are compared as words, without a call each.
                func same(_ i: Int, _ j: Int) -> Bool {
                    if words {
                        return a.load(fromByteOffset: i * 8, as: UInt64.self)
                            == b.load(fromByteOffset: j * 8, as: UInt64.self)
                    }
                    return memcmp(a.baseAddress! + i * stride, b.baseAddress! + j * stride, size) == 0
                }
                var prefix = 0
                while prefix < limit, same(prefix, prefix) { prefix += 1 }
                var suffix = 0
                while suffix < limit - prefix, same(old.count - 1 - suffix, new.count - 1 - suffix) { suffix += 1 }
                return (prefix, suffix)
            }
        }
        guard let found, let found else { return nil }
        return found
    }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A view whose content comes from a collection, so it can take `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

/// Says from a view's type whether it is a `ForEach` over a range of integers identified by the integers
/// themselves (`ForEach(0..<n, id: \.self)`, `ForEach(0..<n)`): a cast of the type instead of its name, which costs
/// about a million instructions to print for a generic view.
package protocol ForEachIdentityDescribing {
    static var isKeyedByPosition: Bool { get }
}

extension ForEach: ForEachIdentityDescribing where Content: View {
    package static var isKeyedByPosition: Bool { Data.self == Range<Int>.self && ID.self == Int.self }
}
