/// A control that selects one of its tagged options.
///
/// Prints as `Picker "Sort" selection=.title` with its options as children (each printing its `.tag`).
/// The options are found from the tags of its content (and the ids of a `ForEach` in it). Its role is
/// `picker`, its value the label of the selected option; the session's `select` picks an option by label.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let title: String?
    let label: Label
    let content: Content

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        title = nil
        self.label = label()
        self.content = content()
    }

    init(selection: Binding<SelectionValue>, title: String, label: Label, content: Content) {
        self.selection = selection
        self.title = title
        self.label = label
        self.content = content
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, title: titleKey.text, label: Text(titleKey), content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(LocalizedStringKey(String(title)), selection: selection, content: content)
    }
}

extension Picker where Label == RehearsalUI.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            selection: selection, title: titleKey.text, label: RehearsalUI.Label(titleKey, systemImage: systemImage),
            content: content())
    }
}

extension Picker: View {
    public typealias Body = Never
}

extension Picker: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        let selection = self.selection
        let current = node.trackingReads { selection.wrappedValue }
        let content = self.content
        let options = TaggedOptions.collect(from: content)
        let selected = options.first { $0.tag == AnyHashable(current) }
        var summary = name.isEmpty ? "" : ValueDescription.quoted(name) + " "
        summary += "selection=\(ValueDescription.short(current))"
        var element = Element("Picker", summary)
        element.accessibility = AccessibilityInfo(role: "picker", label: name, value: selected?.label ?? "")
        element.actions.select = SelectionBinding(selection).selectAction(options: {
            TaggedOptions.collect(from: content)
        })
        node.element = element
        children.append(content, key: .index(0))
    }
}
