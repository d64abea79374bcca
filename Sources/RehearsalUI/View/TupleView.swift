/// The views of a builder block, in order; each keeps its identity by position.
public struct TupleView<T>: View {
    public typealias Body = Never

    public var value: T
    /// What lists `value`'s elements as views, made where the builder still knows their types (`nil` for a tuple
    /// given to `init(_:)`, listed by reflection). A type, not a list: every row of a long list keeps its block's
    /// `TupleView`, and a list of boxed views in each cost about 300 bytes a row (issue 16: bytes per node).
    private let lister: (any TupleElementsListing.Type)?

    public init(_ value: T) {
        self.value = value
        self.lister = nil
    }

    @usableFromInline init(_ value: T, lister: any TupleElementsListing.Type) {
        self.value = value
        self.lister = lister
    }

    /// The elements of `value` as views, in order.
    var elements: [any View] {
        if let lister { return lister.elements(of: value) }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

/// Lists the elements of a builder block's tuple as views (`TupleView.elements`).
@usableFromInline protocol TupleElementsListing {
    static func elements<Value>(of value: Value) -> [any View]
    /// Appends the elements of `value` to `children`, keyed by position, without a list of their own.
    @MainActor static func append<Value>(_ value: Value, to children: inout ChildList)
    /// Appends the elements of the tuple of `size` bytes at `tuple`, read where they lie, as `append(_:to:)` does.
    @MainActor static func append(elementsAt tuple: UnsafeRawPointer, size: Int, to children: inout ChildList)
}

/// The `TupleElementsListing` of the tuple of views `(repeat each Content)`.
@usableFromInline struct TupleElements<each Content: View>: TupleElementsListing {
    @usableFromInline static func elements<Value>(of value: Value) -> [any View] {
        // `Value` is `(repeat each Content)`: `ViewBuilder.buildBlock` pairs the two. Checked by comparing the types,
        // then read in place: cheaper than a dynamic cast, done for every block a mount updates.
        guard Value.self == (repeat each Content).self else { return [] }
        var elements: [any View] = []
        for view in repeat each tuple(value) { elements.append(view) }
        return elements
    }

    @usableFromInline @MainActor static func append<Value>(_ value: Value, to children: inout ChildList) {
        withAddress(of: value) { append(elementsAt: $0, size: MemoryLayout<Value>.size, to: &children) }
    }

    @usableFromInline @MainActor static func append(
        elementsAt tuple: UnsafeRawPointer, size: Int, to children: inout ChildList
    ) {
        // Each element is read at its offset in the tuple, found from the elements' own layouts: naming the tuple's
        // type, `(repeat each Content)`, asked the runtime for its metadata at every call (a lock and a hash, about
        // a twentieth of a mount). Tuples lay their elements out in order, each at the next multiple of its
        // alignment; `buildBlock` pairs the tuple's type with `Content`, and the sizes are checked against each other.
        var count = 0
        var end = 0
        for type in repeat (each Content).self {
            let layout = Self.layout(of: type)
            end = aligned(end, layout.alignment) + layout.size
            count += 1
        }
        guard end == size else { return }
        // A mount updates every block once: no list of boxed views made to be copied into the children and dropped,
        // and the children's list grown once (it grew once per element). No closure here: a main-actor closure given
        // to the standard library checks its executor each time it runs.
        children.reserveCapacity(children.items.count + count)
        var offset = 0
        var index = 0
        for type in repeat (each Content).self {
            let layout = Self.layout(of: type)
            offset = aligned(offset, layout.alignment)
            children.append(Self.element(type, at: tuple + offset), key: .index(index))
            offset += layout.size
            index += 1
        }
    }

    /// The size and alignment of a type, as a tuple lays it out.
    private static func layout<Element>(of _: Element.Type) -> (size: Int, alignment: Int) {
        (MemoryLayout<Element>.size, MemoryLayout<Element>.alignment)
    }

    /// `offset` rounded up to a multiple of `alignment` (a power of two).
    private static func aligned(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) & ~(alignment - 1) }

    /// A copy of the element of type `Element` stored at `pointer`.
    private static func element<Element>(_: Element.Type, at pointer: UnsafeRawPointer) -> Element {
        pointer.assumingMemoryBound(to: Element.self).pointee
    }

    /// `value` as the tuple it is (the caller checked the type).
    private static func tuple<Value>(_ value: Value) -> (repeat each Content) {
        withUnsafePointer(to: value) {
            UnsafeRawPointer($0).assumingMemoryBound(to: (repeat each Content).self).pointee
        }
    }
}

extension TupleView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) { appendElements(to: &children) }

    /// Appends the block's views to `children`, keyed by their positions in the block.
    @MainActor func appendElements(to children: inout ChildList) {
        if let lister { return lister.append(value, to: &children) }
        for (index, element) in elements.enumerated() {
            children.append(element, key: .index(index))
        }
    }
}

/// Lists a stack's content into the stack's own children: a builder block's views each as a child, keyed by its
/// position in the block, any other view as the one child. A long list's row is a stack of a block, and the block's
/// node between (one of a row's six) cost a node, its list and its update for every row of a mount.
///
/// The content's type is fixed by the stack's, so a stack's children are always listed the same way, and each
/// view keeps its identity from update to update.
@MainActor enum BlockContent {
    /// Appends the views of the block `pointer` points to (a `TupleView` of the type it was made for).
    typealias Append = @MainActor (UnsafeRawPointer, inout ChildList) -> Void

    /// One type's answer (a class, so the function is not re-thunked at each read; see `PrimitiveDispatch`).
    private final class Entry {
        let append: Append?

        init(_ append: Append?) { self.append = append }
    }

    private static var cache: [ObjectIdentifier: Entry] = [:]
    /// The last content type asked about and its answer: a long list's rows ask about the same one.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, entry: Entry)?

    static func append<Content: View>(_ content: Content, to children: inout ChildList) {
        guard let append = appender(for: Content.self) else { return children.append(content, key: .index(0)) }
        withAddress(of: content) { append($0, &children) }
    }

    private static func appender(for type: any View.Type) -> Append? {
        let id = ObjectIdentifier(type)
        if let last, last.type == id { return last.entry.append }
        let entry: Entry
        if let cached = cache[id] {
            entry = cached
        } else {
            entry = Entry((type as? any BlockOfViews.Type)?.appendElements)
            cache[id] = entry
        }
        last = (id, entry)
        return entry.append
    }
}

/// A builder block's `TupleView`, whose views a stack lists as its own children (`BlockContent`).
protocol BlockOfViews {
    @MainActor static var appendElements: BlockContent.Append { get }
}

extension TupleView: BlockOfViews {
    @MainActor static var appendElements: BlockContent.Append {
        // The block's fields are read where they lie, at offsets found once for the type: a copy of the whole block,
        // done by the unspecialized value witnesses of `TupleView<T>`, cost a tenth of a row's mount, and naming
        // `TupleView<T>` in the function asked the runtime for its metadata at every call.
        let valueOffset = MemoryLayout<Self>.offset(of: \Self.value)!
        let listerOffset = MemoryLayout<Self>.offset(of: \Self.lister)!
        let size = MemoryLayout<T>.size
        return { pointer, children in
            let lister = pointer.load(fromByteOffset: listerOffset, as: (any TupleElementsListing.Type)?.self)
            guard let lister else {
                return pointer.assumingMemoryBound(to: Self.self).pointee.appendElements(to: &children)
            }
            lister.append(elementsAt: pointer + valueOffset, size: size, to: &children)
        }
    }
}
