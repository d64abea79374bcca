/// A control that picks a number from a range.
///
/// Prints as `Slider "Volume" value=0.5 in=0...1` (with `step=` when given). Its role is `slider`, its
/// value the position as a percentage of the range, as VoiceOver reads it; the session's `adjust` sets the
/// value, clamped to the range and snapped to the step.
public struct Slider<Label: View, ValueLabel: View> {
    let value: Binding<Double>
    let lower: Double
    let upper: Double
    let step: Double?
    let label: Label
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        lower = Double(bounds.lowerBound)
        upper = Double(bounds.upperBound)
        self.step = step
        self.label = label
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with a label and labels for its minimum and maximum (kept out of the tree).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider: View {
    public typealias Body = Never
}

extension Slider: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let value = self.value
        let current = node.trackingReads { value.wrappedValue }
        let name = LabelText.of(label)
        var summary = name.isEmpty ? "" : ValueDescription.quoted(name) + " "
        summary += "value=\(NumberText.format(current)) in=\(NumberText.range(lower, upper))"
        if let step { summary += " step=\(NumberText.format(step))" }
        var element = Element("Slider", summary)
        element.accessibility = AccessibilityInfo(
            role: "slider", label: name, value: NumberText.percent(current, in: lower, upper))
        let (lower, upper, step, onEditingChanged) = (lower, upper, step, onEditingChanged)
        element.actions.adjust = { target in
            var next = min(max(target, lower), upper)
            if let step, step > 0 { next = min(lower + ((next - lower) / step).rounded() * step, upper) }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        node.element = element
    }
}
