/// One item of a toolbar, with its placement, as SwiftUI's `ToolbarItem`.
///
/// Toolbar content is made of views here (SwiftUI has a separate `ToolbarContent` protocol), so code that
/// declares `some ToolbarContent` or uses `@ToolbarContentBuilder` compiles unchanged through the aliases
/// below.
public struct ToolbarItem<ID, Content: View>: View {
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content
    let id: String?

    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
        id = nil
    }

    /// A customizable item with an identifier, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
        self.id = id
    }
}

/// Several toolbar items that share a placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Toolbar content is view content in the dialect.
public typealias ToolbarContent = View
/// Customizable toolbar content is view content in the dialect.
public typealias CustomizableToolbarContent = View
/// Builds toolbar content; the view builder in the dialect.
public typealias ToolbarContentBuilder = ViewBuilder

/// A toolbar item or group: what the accessibility tree needs to place its elements.
@MainActor package protocol ToolbarPlacing {
    var toolbarPlacement: ToolbarItemPlacement { get }
}

extension ToolbarItem: PrimitiveView, ToolbarPlacing {
    package var toolbarPlacement: ToolbarItemPlacement { placement }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element(
            "ToolbarItem", placement.description + (id.map { " id=\(ValueDescription.quoted($0))" } ?? ""))
        children.append(content, key: .index(0))
    }
}

extension ToolbarItemGroup: PrimitiveView, ToolbarPlacing {
    package var toolbarPlacement: ToolbarItemPlacement { placement }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element("ToolbarItemGroup", placement.description)
        children.append(content, key: .index(0))
    }
}

/// Adds items to the toolbar of the screen it is in, shown in a `.toolbar` slot.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let items: Items

    func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(items, key: .slot("toolbar"))
    }
}

extension View {
    /// Adds toolbar items (`ToolbarItem`, `ToolbarItemGroup`, or plain views, placed `.automatic`).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// Adds customizable toolbar items; the identifier is kept as an attribute.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content())).attribute(".toolbar(id: \(ValueDescription.quoted(id)))")
    }
}
