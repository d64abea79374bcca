/// A control that steps a value up or down.
///
/// Prints as `Stepper "Quantity: 3" value=3 in=1...10` (with `step=` when not 1). Its role is `stepper`,
/// its value the current value; the session's `adjust` steps up for a positive argument, down otherwise.
public struct Stepper<Label: View> {
    let label: Label
    let title: String?
    let increment: () -> Void
    let decrement: () -> Void
    /// Describes the bound value and range, `nil` for the increment/decrement form.
    let describe: (() -> (value: String, range: String?, step: String?))?
}

extension Stepper {
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), title: nil, value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label(), title: nil, value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        title = nil
        increment = { onIncrement?() }
        decrement = { onDecrement?() }
        describe = nil
    }

    init<V: Strideable>(
        label: Label, title: String?, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.label = label
        self.title = title
        increment = {
            var next = value.wrappedValue.advanced(by: step)
            if let bounds, next > bounds.upperBound { next = bounds.upperBound }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        decrement = {
            var next = value.wrappedValue.advanced(by: -step)
            if let bounds, next < bounds.lowerBound { next = bounds.lowerBound }
            onEditingChanged(true)
            value.wrappedValue = next
            onEditingChanged(false)
        }
        describe = {
            (
                ValueDescription.short(value.wrappedValue),
                bounds.map { "\(ValueDescription.short($0.lowerBound))...\(ValueDescription.short($0.upperBound))" },
                step == 1 ? nil : ValueDescription.short(step)
            )
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.text, value: value, bounds: nil, step: step,
            onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.text, value: value, bounds: bounds, step: step,
            onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(LocalizedStringKey(String(title)), value: value, step: step, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            LocalizedStringKey(String(title)), value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(titleKey)
        title = titleKey.text
        increment = { onIncrement?() }
        decrement = { onDecrement?() }
        describe = nil
    }
}

extension Stepper: View {
    public typealias Body = Never
}

extension Stepper: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        var parts: [String] = name.isEmpty ? [] : [ValueDescription.quoted(name)]
        var value: String?
        if let describe {
            let described = node.trackingReads { describe() }
            value = described.value
            parts.append("value=\(described.value)")
            if let range = described.range { parts.append("in=\(range)") }
            if let step = described.step { parts.append("step=\(step)") }
        }
        var element = Element("Stepper", parts.joined(separator: " "))
        element.accessibility = AccessibilityInfo(role: "stepper", label: name, value: value)
        let (increment, decrement) = (self.increment, self.decrement)
        element.actions.adjust = { direction in direction > 0 ? increment() : decrement() }
        node.element = element
    }
}
