/// Shows progress: a spinner when the amount is unknown, else how much of a total is done.
///
/// Prints as `ProgressView`, `ProgressView "Loading tasks..."` or `ProgressView value=0.3`. Its role is
/// `progressIndicator`, its name the title and its value the percentage done (none when indeterminate).
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let title: String?
    let label: Label
    /// The fraction done, or `nil` for an indeterminate spinner.
    let fraction: Double?
    let value: Double?
    let total: Double
    /// What the view says of the current value (`currentValueLabel:`): its accessibility value when given.
    var currentValueLabel: CurrentValueLabel? = nil
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let base = ProgressView<Label, EmptyView>(title: nil, label: label(), value: value, total: total)
        self.init(
            title: nil, label: base.label, fraction: base.fraction, value: base.value, total: base.total,
            currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {
        self.init(title: nil, label: EmptyView(), fraction: nil, value: nil, total: 1)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), fraction: nil, value: nil, total: 1)
    }

    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(title: titleKey.text, label: Text(titleKey), fraction: nil, value: nil, total: 1)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(LocalizedStringKey(String(title)))
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(title: nil, label: EmptyView(), value: value, total: total)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), value: value, total: total)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(title: titleKey.text, label: Text(titleKey), value: value, total: total)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(LocalizedStringKey(String(title)), value: value, total: total)
    }

    init<V: BinaryFloatingPoint>(title: String?, label: Label, value: V?, total: V) {
        let total = Double(total)
        var done: Double?
        var fraction: Double?
        if let value {
            done = Double(value)
            fraction = total > 0 ? min(max(Double(value) / total, 0), 1) : 0
        }
        self.init(title: title, label: label, fraction: fraction, value: done, total: total)
    }
}

extension ProgressView: View {
    public typealias Body = Never
}

extension ProgressView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        var parts: [String] = name.isEmpty ? [] : [ValueDescription.quoted(name)]
        if let value {
            parts.append("value=\(NumberText.format(value))")
            if total != 1 { parts.append("total=\(NumberText.format(total))") }
        }
        let current = currentValueLabel.map { LabelText.of($0) }.flatMap { $0.isEmpty ? nil : $0 }
        if let current { parts.append("currentValueLabel: \(ValueDescription.quoted(current))") }
        var element = Element("ProgressView", parts.joined(separator: " "))
        element.accessibility = AccessibilityInfo(
            role: "progressIndicator", label: name,
            value: current ?? fraction.map { NumberText.percent($0, in: 0, 1) })
        if let style = node.environment.progressViewStyleLink {
            // The style's body is what shows and what a screen reader meets.
            element.accessibility = nil
            node.element = element
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label is EmptyView ? nil : AnyView(label),
                currentValueLabel: currentValueLabel.map { AnyView($0) })
            node.appendStyledBody(style, configuration: configuration, keyPath: \.progressViewStyleLink, to: &children)
            return
        }
        node.element = element
    }
}
