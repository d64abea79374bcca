/// A group of rows in a list or form, with an optional header and footer.
///
/// `Section("Account") { ... }` prints as `Section "Account"` and reads as a header; header and footer
/// views print under `.header` and `.footer`, and texts in a header read as headers.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    let title: String?
    /// `Section(isExpanded:)`: the header shows or hides the content, as a disclosure does.
    var isExpanded: Binding<Bool>? = nil
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(header: header(), content: content(), footer: EmptyView(), title: nil, isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(
            header: Text(titleKey), content: content(), footer: EmptyView(), title: titleKey.text,
            isExpanded: isExpanded)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(title)), isExpanded: isExpanded, content: content)
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer(), title: nil)
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, title: nil)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), title: nil)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), title: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), title: nil)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, title: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), title: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), title: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(LocalizedStringKey(String(title)), content: content)
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let isExpanded {
            // The header is the element that expands or collapses the section, as a disclosure's label is.
            let name = title ?? LabelText.of(header)
            let open = node.trackingReads { isExpanded.wrappedValue }
            let state = open ? "expanded" : "collapsed"
            var element = Element("Section", ValueDescription.quoted(name) + " " + state)
            element.accessibility = AccessibilityInfo(role: "header", label: name, value: state)
            element.actions.tap = { isExpanded.wrappedValue.toggle() }
            element.actions.toggle = { isExpanded.wrappedValue.toggle() }
            node.element = element
            if open { children.append(content, key: .index(0)) }
            if open, !(footer is EmptyView) { children.append(footer, key: .slot("footer")) }
            return
        }
        if let title {
            var element = Element("Section", ValueDescription.quoted(title))
            element.accessibility = AccessibilityInfo(role: "header", label: title)
            node.element = element
        } else {
            node.element = Element("Section")
            if !(header is EmptyView) {
                var environment = children.environment
                environment.isHeaderContent = true
                if environment.listCapitalizesHeaders, environment.textCaseSetting == nil {
                    // Grouped lists show headers in capitals unless a `.textCase(_:)` says otherwise.
                    environment.setTextCase(TextCaseSetting(textCase: .uppercase))
                }
                children.append(header, key: .slot("header"), environment: environment)
            }
        }
        children.append(content, key: .index(0))
        if !(footer is EmptyView) { children.append(footer, key: .slot("footer")) }
    }
}

extension Section: OptionContainer where Parent: View, Content: View, Footer: View {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(content, implicitTag: implicitTag, into: &options, depth: depth)
    }
}
