/// A vertical stack that SwiftUI builds lazily as it scrolls; headless, every row is built, so `onAppear`
/// runs for all of them when the stack appears.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A horizontal stack that SwiftUI builds lazily as it scrolls; headless, every item is built.
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Which section headers and footers stay pinned while a lazy stack or grid scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVStack: View {
    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element(
            "LazyVStack", StackSummary.describe(alignment: alignment.name, default: "center", spacing: spacing))
        children.append(content, key: .index(0))
    }
}

extension LazyHStack: View {
    public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element(
            "LazyHStack", StackSummary.describe(alignment: alignment.name, default: "center", spacing: spacing))
        children.append(content, key: .index(0))
    }
}

extension LazyVStack: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}

extension LazyHStack: LabelTextSource {
    func labelParts(depth: Int) -> LabelText.Parts { LabelText.parts(of: content, depth: depth) }
}
