import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`, within an optional range.
///
/// It prints as `DatePicker "Due" selection=2026-01-01 09:00` and reads as `datePicker "Due"` with the
/// date as its value, written for its `displayedComponents` in UTC (`2026-12-01`, `14:30`, both). The
/// session's `select` picks a date written the same way (`select "Due" "2026-12-01"`); a date-only picker
/// keeps the time of day, a time-only one the day. Dates outside `in:` are refused, as the wheels stop.
public struct DatePicker<Label: View>: View {
    public typealias Body = Never

    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label
    let title: String?

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label(), title: nil)
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
            label: label(), title: nil)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label(),
            title: nil)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: label(),
            title: nil)
    }

    init(
        selection: Binding<Date>, range: (lower: Date?, upper: Date?), components: DatePickerComponents,
        label: Label, title: String?
    ) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
        self.title = title
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: (nil, nil), components: displayedComponents, label: Text(titleKey),
            title: titleKey.text)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
            label: Text(titleKey), title: titleKey.text)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: (range.lowerBound, nil), components: displayedComponents,
            label: Text(titleKey), title: titleKey.text)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: (nil, range.upperBound), components: displayedComponents,
            label: Text(titleKey), title: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(LocalizedStringKey(String(title)), selection: selection, displayedComponents: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            LocalizedStringKey(String(title)), selection: selection, in: range,
            displayedComponents: displayedComponents)
    }
}

extension DatePicker: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        let current = node.trackingReads { selection.wrappedValue }
        let written = DatePickerText.format(current, components)
        var summary = "\(ValueDescription.quoted(name)) selection=\(written)"
        if components != [.hourAndMinute, .date] { summary += " displayedComponents: \(components.attribute)" }
        if let lower = range.lower { summary += " from: \(DatePickerText.format(lower, components))" }
        if let upper = range.upper { summary += " through: \(DatePickerText.format(upper, components))" }
        var element = Element("DatePicker", summary)
        element.accessibility = AccessibilityInfo(role: "datePicker", label: name, value: written)
        element.actions.select = DatePickerText.selectAction(selection, components: components, range: range)
        node.element = element
        if title == nil { children.append(label, key: .slot("label")) }
    }
}
