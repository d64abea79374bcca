import Observation

/// A view whose content can scroll the scroll views inside it to a view by its id:
/// `ScrollViewReader { proxy in ... proxy.scrollTo(id, anchor: .top) }`.
///
/// Rehearsal shows all of a scroll view's content, so scrolling moves nothing; the last `scrollTo` is
/// recorded on the reader instead (`ScrollViewReader scrolledTo=42 anchor=.top`), and a script can expect it.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let model = node.modifierState as? ScrollTargetModel ?? ScrollTargetModel()
        node.modifierState = model
        let proxy = ScrollViewProxy(model: model)
        let (target, content) = node.trackingReads { (model.target, self.content(proxy)) }
        node.element = Element("ScrollViewReader", target ?? "")
        children.append(content, key: .index(0))
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content; each call is recorded on the reader.
public struct ScrollViewProxy {
    let model: ScrollTargetModel

    /// Scrolls to the view with this id (`.id(_:)` or a `ForEach` element's id), placing it at `anchor`.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        model.target =
            "scrolledTo=\(ValueDescription.short(id))" + (anchor.map { " anchor=\(AttributeText.value($0))" } ?? "")
    }
}

/// The last target a `ScrollViewProxy` scrolled to, observed so the reader's line follows it.
@Observable final class ScrollTargetModel {
    var target: String?
}
