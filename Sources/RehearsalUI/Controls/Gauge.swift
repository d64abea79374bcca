/// Shows a value within a range, as SwiftUI's `Gauge`: it prints `Gauge "Battery" value=0.4` and reads as
/// a progress indicator named by its label, whose value is the percentage of the range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never

    let label: Label
    let currentValueLabel: CurrentValueLabel
    let fraction: Double
    let value: Double

    init(label: Label, currentValueLabel: CurrentValueLabel, value: Double, bounds: ClosedRange<Double>) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.value = value
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), currentValueLabel: EmptyView(), value: Double(value),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound))
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(), value: Double(value),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(), value: Double(value),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound))
    }
}

extension Gauge: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = LabelText.of(label)
        let current = LabelText.of(currentValueLabel)
        var element = Element(
            "Gauge", ValueDescription.quoted(name) + " value=\(LayoutNumber.format(CGFloat(value)))")
        element.accessibility = AccessibilityInfo(
            role: "progressIndicator", label: name,
            value: current.isEmpty ? "\(Int((fraction * 100).rounded()))%" : current)
        node.element = element
    }
}
