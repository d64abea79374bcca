/// A control that picks a colour, as SwiftUI's `ColorPicker`.
///
/// It prints as `ColorPicker "Tint" selection=.blue` and reads as `colorPicker "Tint" value=".blue"`; the
/// session's `select` picks one of the system's named colours (`select "Tint" "red"`), as a user picks a
/// swatch.
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never

    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    let title: String?

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: label(), title: nil)
    }

    init(selection: Binding<Color>, supportsOpacity: Bool, label: Label, title: String?) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label
        self.title = title
    }
}

/// The system colours a `ColorPicker` offers by name, as its swatches.
enum ColorSwatches {
    static let all: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .white, .gray,
        .black,
    ]

    /// A select action that picks the swatch named `option` (`red` or `.red`), or returns the names.
    @MainActor static func selectAction(_ selection: Binding<Color>) -> @MainActor (String) -> [String]? {
        { option in
            let wanted = option.hasPrefix(".") ? option : "." + option
            guard let color = all.first(where: { $0.description == wanted }) else {
                return all.map { String($0.description.dropFirst()) }
            }
            selection.wrappedValue = color
            return nil
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: Text(titleKey), title: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(LocalizedStringKey(String(title)), selection: selection, supportsOpacity: supportsOpacity)
    }
}

extension ColorPicker: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        let current = node.trackingReads { selection.wrappedValue }
        var summary = "\(ValueDescription.quoted(name)) selection=\(current)"
        if !supportsOpacity { summary += " supportsOpacity: false" }
        var element = Element("ColorPicker", summary)
        element.accessibility = AccessibilityInfo(role: "colorPicker", label: name, value: current.description)
        element.actions.select = ColorSwatches.selectAction(selection)
        node.element = element
        if title == nil { children.append(label, key: .slot("label")) }
    }
}
