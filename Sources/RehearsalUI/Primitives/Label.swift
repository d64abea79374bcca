/// A title with an icon, as a list row or a menu item shows it.
///
/// `Label("Delete", systemImage: "trash")` prints as `Label "Delete" systemImage: "trash"`; a label built
/// from views prints `Label` with its title and icon as children. A screen reader reads only the title.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// The summary of the string forms; `nil` when title and icon are views.
    let summary: String?

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        summary = nil
    }

    init(title: Title, icon: Icon, summary: String) {
        self.title = title
        self.icon = icon
        self.summary = summary
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(
            title: Text(titleKey), icon: Image(systemName: name),
            summary: "\(ValueDescription.quoted(titleKey.text)) systemImage: \(ValueDescription.quoted(name))")
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(LocalizedStringKey(String(title)), systemImage: name)
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(
            title: Text(titleKey), icon: Image(name),
            summary: "\(ValueDescription.quoted(titleKey.text)) image: \(ValueDescription.quoted(name))")
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(LocalizedStringKey(String(title)), image: name)
    }
}

extension Label: View {
    public typealias Body = Never
}

extension Label: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var element = Element("Label", summary ?? "")
        element.accessibility = AccessibilityInfo(role: "staticText", label: LabelText.of(title))
        if let style = node.environment.labelStyleLink {
            // The style's body, made of the title and icon, is what a screen reader meets.
            element.accessibility = nil
            node.element = element
            let configuration = LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon))
            node.appendStyledBody(style, configuration: configuration, keyPath: \.labelStyleLink, to: &children)
            return
        }
        node.element = element
        if summary == nil {
            children.append(title, key: .index(0))
            children.append(icon, key: .index(1))
        }
    }
}

extension Label: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: title, depth: depth) }
}
