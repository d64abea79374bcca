/// `.scrollPosition($position, anchor:)`: a binding to a `ScrollPosition` the app scrolls with
/// (`position.scrollTo(id:)`, `scrollTo(edge:)`) and `scroll TARGET` moves to a view of the scroll view's
/// `.scrollTargetLayout()`. The scroll view's attribute shows where it is, as `.scrollPosition(id:)` does:
/// `.scrollPosition(id: 12)`, `.scrollPosition(edge: .bottom)`, `.scrollPosition(id: nil)` before any scroll.
/// `ScrollPositionModifier` carries it, so that both forms print and read as `.scrollPosition`.
extension ScrollPosition {
    /// Where `scroll TARGET` writes the bound position: a user's scroll to a row's id.
    @MainActor static func link(_ position: Binding<ScrollPosition>, node: GraphNode) -> ScrollPositionLink {
        ScrollPositionLink(
            modifier: ObjectIdentifier(node),
            scroll: { id in
                var moved = position.wrappedValue
                guard moved.userScrolled(to: id) else { return false }
                position.wrappedValue = moved
                return true
            },
            fix: { type in "create the position with the rows' id type: ScrollPosition(idType: \(type).self)" })
    }

    /// The scroll view's attribute: `.scrollPosition(id: 12)`, read so that a change re-prints it.
    @MainActor static func attribute(
        _ position: Binding<ScrollPosition>, anchor: UnitPoint?, node: GraphNode
    )
        -> String
    {
        let (place, id) = node.trackingReads { (position.wrappedValue.placeText, position.wrappedValue.revealID) }
        node.revealRows(upTo: id)
        return ".scrollPosition(\(place)\(anchor.map { ", anchor: \(AttributeText.value($0))" } ?? ""))"
    }
}

extension View {
    /// Binds where a scroll view inside is scrolled: the app moves it with `position.scrollTo(...)`,
    /// `scroll TARGET` moves it to a view of its `.scrollTargetLayout()` (the position's `viewID`, with
    /// `isPositionedByUser` true).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier<Never>(id: .constant(nil), anchor: anchor, position: position))
    }
}
