/// The views of a builder block, in order; each keeps its identity by position.
public struct TupleView<T>: View {
    public typealias Body = Never

    public var value: T
    /// The elements of `value` as views, captured where the builder still knows their types.
    let elements: [any View]

    public init(_ value: T) {
        self.value = value
        self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(_ value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}

extension TupleView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        for (index, element) in elements.enumerated() {
            children.append(element, key: .index(index))
        }
    }
}
