/// A group of tabs with a title, as SwiftUI's `TabSection` (iOS 18): a sidebar-adaptable tab view shows
/// the section in its sidebar; a tab bar shows its tabs in order. The tree names each tab's section.
public struct TabSection<Header: View, Content: View>: View {
    public typealias Body = Never

    let title: String
    let content: Content

    /// A section titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Header == Text {
        title = titleKey.text
        self.content = content()
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Header == Text {
        self.title = String(title)
        self.content = content()
    }

    /// A section with a header built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        title = LabelText.of(header())
        self.content = content()
    }
}

extension TabSection: PrimitiveView {
    /// Outside a tab view a section just shows its content.
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(content, key: .index(0))
    }
}

/// A tab section, as the tab view reads it before mounting anything.
@MainActor protocol TabSectionDescribing {
    var sectionTitle: String { get }
    var sectionContent: any View { get }
}

extension TabSection: TabSectionDescribing {
    var sectionTitle: String { title }
    var sectionContent: any View { content }
}
