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
}

/// The `TupleElementsListing` of the tuple of views `(repeat each Content)`.
struct TupleElements<each Content: View>: TupleElementsListing {
    static func elements<Value>(of value: Value) -> [any View] {
        // `Value` is `(repeat each Content)`: `ViewBuilder.buildBlock` pairs the two. Checked by comparing the types,
        // then read in place: cheaper than a dynamic cast, done for every block a mount updates.
        guard Value.self == (repeat each Content).self else { return [] }
        let tuple = withUnsafePointer(to: value) {
            UnsafeRawPointer($0).assumingMemoryBound(to: (repeat each Content).self).pointee
        }
        var elements: [any View] = []
        for view in repeat each tuple { elements.append(view) }
        return elements
    }
}

extension TupleView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        for (index, element) in elements.enumerated() {
            children.append(element, key: .index(index))
        }
    }
}
