import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: it reads as a link named by its label, and a `tap`
/// opens its destination through the environment's `openURL` action, so the shell reports the URL opened.
public struct Link<Label: View>: View {
    public typealias Body = Never

    let destination: URL
    let label: Label
    let title: String?

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label(), title: nil)
    }

    init(destination: URL, label: Label, title: String?) {
        self.destination = destination
        self.label = label
        self.title = title
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination, label: Text(titleKey), title: MarkdownText.plain(titleKey.text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination, label: Text(verbatim: String(title)), title: String(title))
    }
}

extension Link: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        var element = Element(
            "Link",
            (title.map { ValueDescription.quoted($0) + " " } ?? "")
                + "destination: \(ValueDescription.quoted(destination.absoluteString))")
        element.accessibility = AccessibilityInfo(role: "link", label: name)
        let openURL = node.environment.openURL
        let destination = destination
        element.actions.tap = { openURL(destination) }
        node.element = element
        if title == nil { children.append(label, key: .index(0)) }
    }
}
