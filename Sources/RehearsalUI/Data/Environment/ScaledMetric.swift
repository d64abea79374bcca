/// A dimension that scales with the user's Dynamic Type size, as SwiftUI's `@ScaledMetric` does.
///
/// The value given is the size at the default `.large`; other sizes scale it by the ratio of the body
/// text's point sizes (14 pt at `.xSmall` up to 53 pt at `.accessibility5`, over 17 pt), whatever the
/// text style it is relative to. `trait dynamicTypeSize=...` re-evaluates the views that use one.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
        return base * Value(Self.factor(size))
    }

    /// The body text's point size at `size` over its size at `.large`.
    static func factor(_ size: DynamicTypeSize) -> Double {
        let points: [DynamicTypeSize: Double] = [
            .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
            .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
        ]
        return (points[size] ?? 17) / 17
    }
}

extension ScaledMetric: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.values = node.environment
        node.setStorage(box, at: slot)
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        PropertyDescription(wrapper: "@ScaledMetric", text: "\(name)=\(ValueDescription.short(Double(wrappedValue)))")
    }
}

extension ScaledMetric: ComparedByObservation {}
