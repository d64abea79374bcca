/// `.scrollPosition(id:anchor:)`: a binding to the identity of the scroll target a scroll view shows first.
///
/// Rehearsal does not lay out, so nothing scrolls by itself: `scroll TARGET` on a view inside the scroll
/// view's `.scrollTargetLayout()` scrolls to it, and the binding takes that view's id (its `ForEach` element's
/// id, or its `.id(_:)`); a write to the binding is a scroll the app asks for. Either way the scroll view's
/// attribute shows where it is: `.scrollPosition(id: 12)`, `.scrollPosition(id: nil)` before any scroll.
struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let id: Binding<ID?>
    let anchor: UnitPoint?
    /// `.scrollPosition($position)`: an iOS 18 `ScrollPosition` in place of `id` (`ID` is then `Never`).
    var position: Binding<ScrollPosition>? = nil

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        if let position {
            environment.scrollPosition = ScrollPosition.link(position, node: node)
            return
        }
        let id = id
        environment.scrollPosition = ScrollPositionLink(
            modifier: ObjectIdentifier(node),
            scroll: { value in
                guard let typed = value as? ID else { return false }
                id.wrappedValue = typed
                return true
            })
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        if let position {
            node.modifierAttributes = [ScrollPosition.attribute(position, anchor: anchor, node: node)]
            return
        }
        let current = node.trackingReads { id.wrappedValue }
        node.revealRows(upTo: current.map { AnyHashable($0) })
        let value = current.map { ValueDescription.short($0) } ?? "nil"
        let anchor = anchor.map { ", anchor: \(AttributeText.value($0))" } ?? ""
        node.modifierAttributes = [".scrollPosition(id: \(value)\(anchor))"]
    }
}

/// `.scrollTargetLayout()`: the views of this layout are what a `.scrollPosition(id:)` above reports.
struct ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isEnabled: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = isEnabled ? [".scrollTargetLayout"] : []
    }
}

/// A scroll position on its way from `.scrollPosition(id:)` to the views inside, for `scroll TARGET`.
package struct ScrollPositionLink {
    /// The modifier's node, by identity only.
    package var modifier: ObjectIdentifier
    /// Writes an id to the binding; `false` when the id is not of the binding's type.
    var scroll: @MainActor (AnyHashable) -> Bool
    /// How to make the binding take ids of the given type, for the error when `scroll` refuses one.
    var fix: ((Any.Type) -> String)? = nil
}

extension EnvironmentValues {
    /// The `.scrollPosition(id:)` of the nearest scroll view above.
    package var scrollPosition: ScrollPositionLink? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.scrollPosition`.
struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionLink? { nil }
}

extension GraphNode {
    /// Where `scroll` on this node's element scrolls a `.scrollPosition(id:)` above it: the id of the
    /// nearest view with an identity (a `ForEach` element, an `.id(_:)`) inside a `.scrollTargetLayout()`.
    /// `nil` with the reason when it cannot.
    func scrollTargetID(below link: ScrollPositionLink) -> (id: AnyHashable?, problem: String?) {
        var identified: AnyHashable?
        var current: GraphNode? = self
        while let node = current, ObjectIdentifier(node) != link.modifier {
            if let layout = node.appliedModifier as? ScrollTargetLayoutModifier, layout.isEnabled {
                guard let identified else {
                    return (nil, "it is not inside one of the views of its .scrollTargetLayout() that have an id")
                }
                return (identified, nil)
            }
            if identified == nil { identified = node.key.elementID ?? node.key.explicitID }
            current = node.parent
        }
        return (nil, "no .scrollTargetLayout() holds it, so the scroll view has no targets to report")
    }
}
