extension View {
    /// Presents `content` in a popover while `isPresented` is true; on an iPhone's compact width a popover
    /// adapts to a sheet, so it appears as a `sheet` in `path` and the accessibility tree.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover made from `item` while it is not `nil` (a sheet on a compact width).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Shows an inspector while `isPresented` is true; on a compact width SwiftUI presents it as a sheet.
    public func inspector<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Sets the inspector's width; kept as an attribute.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(AttributeModifier(".inspectorColumnWidth(\(ValueDescription.short(width)))"))
    }
}

/// Where a popover's arrow points; kept for the spelling, as a compact width shows a sheet.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry value resolved in a view's coordinate space; only its sources are needed here.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        let name: String
    }
}
