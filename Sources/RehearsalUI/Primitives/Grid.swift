/// Arranges its rows in a two-dimensional grid, as SwiftUI's `Grid`: its `GridRow`s print as its children,
/// in order, and their cells as theirs. A view that is not in a row spans the whole grid.
public struct Grid<Content: View>: View {
    public typealias Body = Never

    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var parts: [String] = []
        if alignment != .center { parts.append("alignment=\(alignment)") }
        if let horizontalSpacing { parts.append("horizontalSpacing=\(LayoutNumber.format(horizontalSpacing))") }
        if let verticalSpacing { parts.append("verticalSpacing=\(LayoutNumber.format(verticalSpacing))") }
        node.element = Element("Grid", parts.joined(separator: " "))
        children.append(content, key: .index(0))
    }
}

/// One row of a `Grid`; its views are the row's cells, in order.
public struct GridRow<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("GridRow", alignment.map { "alignment=.\($0.name)" } ?? "")
        children.append(content, key: .index(0))
    }
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View { attribute(".gridCellColumns(\(count))") }

    /// Aligns the cells of this column of the grid.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        attribute(".gridColumnAlignment(.\(guide.name))")
    }

    /// Anchors the view in its grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { attribute(".gridCellAnchor") }

    /// Keeps the cell from growing the grid along `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { attribute(".gridCellUnsizedAxes(\(axes))") }
}
