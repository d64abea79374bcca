/// A view that shows or hides its content behind a label, as SwiftUI's `DisclosureGroup`.
///
/// It prints as `DisclosureGroup "Advanced" collapsed` and reads as a `disclosureTriangle` whose value is
/// "collapsed" or "expanded"; a `tap` on it (or `toggle`) expands or collapses it. Its content is in the tree
/// only while it is expanded, and reads after it. Without `isExpanded:` the group keeps its own state, collapsed first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never

    let label: Label
    let content: Content
    let title: String?
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), title: nil, isExpanded: nil)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), title: nil, isExpanded: isExpanded)
    }

    init(label: Label, content: Content, title: String?, isExpanded: Binding<Bool>?) {
        self.label = label
        self.content = content
        self.title = title
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), title: titleKey.text, isExpanded: nil)
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), title: titleKey.text, isExpanded: isExpanded)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(label)), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(label)), isExpanded: isExpanded, content: content)
    }
}

extension DisclosureGroup: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let expanded = isExpanded ?? DisclosureState.attached(to: node).binding
        let name = title.map { MarkdownText.plain($0) } ?? LabelText.of(label)
        let open = node.trackingReads { expanded.wrappedValue }
        let state = open ? "expanded" : "collapsed"
        // The label is the element itself (its name), so it is not mounted again as a child.
        var element = Element("DisclosureGroup", ValueDescription.quoted(name) + " " + state)
        element.accessibility = AccessibilityInfo(role: "disclosureTriangle", label: name, value: state)
        element.actions.tap = { expanded.wrappedValue.toggle() }
        element.actions.toggle = { expanded.wrappedValue.toggle() }
        node.element = element
        if open { children.append(content, key: .index(0)) }
    }
}

/// The expanded state of a `DisclosureGroup` that has no `isExpanded:` binding, kept by its node.
@MainActor final class DisclosureState {
    let box: StateBox<Bool>

    init(node: GraphNode) {
        box = StateBox(false)
        box.owner = node
        box.name = "isExpanded"
    }

    var binding: Binding<Bool> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    static func attached(to node: GraphNode) -> DisclosureState {
        if let state = node.modifierState as? DisclosureState { return state }
        let state = DisclosureState(node: node)
        node.modifierState = state
        return state
    }
}

extension DisclosureGroup: AccessibilityTreeBuilding {
    /// The group reads as a button named by its label, followed by its content's elements while expanded.
    package func buildAccessibility(node: GraphNode, builder: inout AccessibilityTreeBuilder) -> [AccessibilityNode] {
        guard let element = node.element, let info = element.accessibility else { return builder.buildChildren(node) }
        var button = builder.makeNode(role: info.role, label: info.label, for: node)
        button.value = info.value
        button.actions = element.actions
        button.isEnabled = info.isEnabled
        var content: [AccessibilityNode] = []
        for child in node.children where !child.key.isSlot { content += builder.build(child) }
        return [button] + content
    }
}
