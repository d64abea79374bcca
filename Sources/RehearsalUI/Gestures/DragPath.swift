/// Where a finger goes down and where it lifts, in the dragged element's own coordinates: what the shell's
/// `drag` verb performs (`drag TARGET DX DY` starts at 0, 0; `drag TARGET --from X,Y --to X,Y` anywhere).
package struct DragPath: Equatable, Sendable {
    package var start: CGPoint
    package var end: CGPoint

    package init(from start: CGPoint, to end: CGPoint) {
        self.start = start
        self.end = end
    }

    /// A drag from the element's origin by `translation`.
    package init(translation: CGSize) {
        self.init(from: .zero, to: CGPoint(x: translation.width, y: translation.height))
    }

    /// How far the finger moved.
    package var translation: CGSize { CGSize(width: end.x - start.x, height: end.y - start.y) }
}
