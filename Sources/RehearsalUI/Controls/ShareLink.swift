import Foundation

/// A control that shares an item through the system's share sheet, as SwiftUI's `ShareLink`.
///
/// It prints as `ShareLink item: "https://..."` and reads as `button "Share"` (or its label); a `tap` hands
/// the item to the system, which the shell reports as it reports URLs opened (no sheet is shown).
public struct ShareLink<Label: View>: View {
    public typealias Body = Never

    let item: String
    let subject: String?
    let label: Label
    let title: String?

    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(item: Self.describe(item), subject: subject?.plainText, label: label(), title: nil)
    }

    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: Self.describe(item), subject: subject?.plainText, label: label(), title: nil)
    }

    init(item: String, subject: String?, label: Label, title: String?) {
        self.item = item
        self.subject = subject
        self.label = label
        self.title = title
    }

    static func describe(_ item: Any) -> String {
        if let url = item as? URL { return ValueDescription.quoted(url.absoluteString) }
        return ValueDescription.short(item)
    }
}

extension ShareLink where Label == Text {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: Self.describe(item), subject: subject?.plainText, label: Text("Share"), title: "Share")
    }

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message)
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: Self.describe(item), subject: subject?.plainText, label: Text(titleKey), title: titleKey.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), item: item, subject: subject, message: message)
    }

    public init<Item>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview
    ) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
}

extension ShareLink: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let name = title ?? LabelText.of(label)
        var summary = (title.map { ValueDescription.quoted($0) + " " } ?? "") + "item: \(item)"
        if let subject { summary += " subject: \(ValueDescription.quoted(subject))" }
        var element = Element("ShareLink", summary)
        element.accessibility = AccessibilityInfo(role: "button", label: name)
        let item = item
        element.actions.tap = { URLOpenLog.current?.recordShare(item) }
        node.element = element
        if title == nil { children.append(label, key: .index(0)) }
    }
}

/// How a shared item is previewed in the share sheet; kept for code that names it, not shown.
public struct SharePreview {
    let title: String

    public init(_ titleKey: LocalizedStringKey) { title = titleKey.text }

    public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.text }

    public init(_ titleKey: LocalizedStringKey, icon: Image) { title = titleKey.text }

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) { title = titleKey.text }
}
