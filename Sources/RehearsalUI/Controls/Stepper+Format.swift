import Foundation

/// The steppers that show their value through a format style (`format: .number`, `.percent`...): the tree and the
/// accessibility value show the formatted value, as VoiceOver reads it.
extension Stepper {
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), title: nil, value: value, bounds: nil, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), title: nil, value: value, bounds: bounds, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }

    init<F: FormatStyle>(
        label: Label, title: String?, value: Binding<F.FormatInput>, bounds: ClosedRange<F.FormatInput>?,
        step: F.FormatInput.Stride, format: F, onEditingChanged: @escaping (Bool) -> Void
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        let base = Stepper(
            label: label, title: title, value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        self.init(
            label: label, title: title, increment: base.increment, decrement: base.decrement,
            describe: {
                (
                    format.format(value.wrappedValue),
                    bounds.map { "\(format.format($0.lowerBound))...\(format.format($0.upperBound))" },
                    step == 1 ? nil : ValueDescription.short(step)
                )
            })
    }
}

extension Stepper where Label == Text {
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: Text(titleKey), title: titleKey.text, value: value, bounds: nil, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: Text(titleKey), title: titleKey.text, value: value, bounds: bounds, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            LocalizedStringKey(String(title)), value: value, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            LocalizedStringKey(String(title)), value: value, in: bounds, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }
}
