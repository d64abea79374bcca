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

    init(_ value: T, lister: any TupleElementsListing.Type) {
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
protocol TupleElementsListing {
    static func elements<Value>(of value: Value) -> [any View]
    /// Appends the elements of `value` to `children`, keyed by position, without a list of their own.
    @MainActor static func append<Value>(_ value: Value, to children: inout ChildList)
}

/// The `TupleElementsListing` of the tuple of views `(repeat each Content)`.
struct TupleElements<each Content: View>: TupleElementsListing {
    static func elements<Value>(of value: Value) -> [any View] {
        // `Value` is `(repeat each Content)`: `ViewBuilder.buildBlock` pairs the two. Checked by comparing the types,
        // then read in place: cheaper than a dynamic cast, done for every block a mount updates.
        guard Value.self == (repeat each Content).self else { return [] }
        var elements: [any View] = []
        for view in repeat each tuple(value) { elements.append(view) }
        return elements
    }

    @MainActor static func append<Value>(_ value: Value, to children: inout ChildList) {
        guard Value.self == (repeat each Content).self else { return }
        // A mount updates every block once: no list of boxed views made to be copied into the children and dropped,
        // and the children's list grown once (it grew once per element). No closure here: a main-actor closure given
        // to the standard library checks its executor each time it runs.
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        children.reserveCapacity(children.items.count + count)
        var index = 0
        for view in repeat each tuple(value) {
            children.append(view, key: .index(index))
            index += 1
        }
    }

    /// `value` as the tuple it is (the caller checked the type).
    private static func tuple<Value>(_ value: Value) -> (repeat each Content) {
        withUnsafePointer(to: value) {
            UnsafeRawPointer($0).assumingMemoryBound(to: (repeat each Content).self).pointee
        }
    }
}

extension TupleView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let lister { return lister.append(value, to: &children) }
        for (index, element) in elements.enumerated() {
            children.append(element, key: .index(index))
        }
    }
}
