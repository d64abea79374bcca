/// A grid that grows vertically, with the given columns; headless, every cell is built.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A grid that grows horizontally, with the given rows; headless, every cell is built.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: View {
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("LazyVGrid", GridSummary.describe("columns", columns, alignment.name, spacing))
        children.append(content, key: .index(0))
    }
}

extension LazyHGrid: View {
    public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("LazyHGrid", GridSummary.describe("rows", rows, alignment.name, spacing))
        children.append(content, key: .index(0))
    }
}

/// Prints a grid's tracks and non-default layout: `columns=[.flexible(), .flexible()] spacing=16`.
enum GridSummary {
    static func describe(_ label: String, _ items: [GridItem], _ alignment: String, _ spacing: CGFloat?) -> String {
        let tracks = "\(label)=[" + items.map(\.description).joined(separator: ", ") + "]"
        let layout = StackSummary.describe(alignment: alignment, default: "center", spacing: spacing)
        return layout.isEmpty ? tracks : tracks + " " + layout
    }
}
