/// A view drawn by code: `Canvas { context, size in context.fill(path, with: .color(.blue)) }`.
///
/// The renderer runs each time the canvas updates, with the container's size (see `GeometryReader`), into a
/// context that counts its calls; the tree prints the counts: `Canvas fill×1 stroke×2`. Its symbols (the
/// views a renderer can draw) print as its children. It is one image to a screen reader, as in SwiftUI.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never

    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = EmptyView()
    }

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }
}

extension Canvas: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let log = GraphicsContext.Log()
        var context = GraphicsContext(log: log)
        let size = node.environment.containerGeometry.size
        // The renderer may read state its parent's body never read: track those reads here.
        node.trackingReads { renderer(&context, size) }
        let counts = log.order.map { "\($0)×\(log.counts[$0] ?? 0)" }
        node.element = Element("Canvas", counts.joined(separator: " "))
        children.append(symbols, key: .index(0))
    }
}
