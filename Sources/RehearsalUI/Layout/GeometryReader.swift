/// A container whose content reads its size: `GeometryReader { proxy in Text("\(proxy.size.width)") }`.
///
/// Prints as `GeometryReader 393×759` (the size it reports). The size is the preview device's safe area
/// (an iPhone 15 by default; `trait device=...` changes it), or the nearest `.frame(width:height:)` above,
/// since Rehearsal does not lay views out. Its content is evaluated with the proxy each time it updates.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let proxy = GeometryProxy(geometry: node.environment.containerGeometry)
        node.element = Element(
            "GeometryReader", "\(LayoutNumber.format(proxy.size.width))×\(LayoutNumber.format(proxy.size.height))")
        // The content closure may read state its parent's body never read: track those reads here.
        let content = node.trackingReads { self.content(proxy) }
        children.append(content, key: .index(0))
    }
}
