/// Drags, as a finger moves an element: the element's `DragGesture` reports the whole translation to
/// `onChanged`, then ends with it.
extension Interactor {
    /// Drags an element by `translation` points, from its origin.
    @discardableResult
    package func drag(_ target: TargetQuery, by translation: CGSize) throws(InteractionError) -> Result {
        let text = "\(LayoutNumber.format(translation.width)) \(LayoutNumber.format(translation.height))"
        return try drag(target, DragPath(translation: translation), text: text)
    }

    /// Drags an element from `start` to `end`, both in its own coordinates: the gesture's `startLocation` and
    /// `location`.
    @discardableResult
    package func drag(_ target: TargetQuery, from start: CGPoint, to end: CGPoint) throws(InteractionError) -> Result {
        let text = "--from \(Self.point(start)) --to \(Self.point(end))"
        return try drag(target, DragPath(from: start, to: end), text: text)
    }

    private func drag(_ target: TargetQuery, _ path: DragPath, text: String) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "drag")
        try requireHitTesting(element, "takes drags", "a drag")
        guard let drag = element.actions.drag else { throw unsupported(element, "dragged") }
        return run("drag \(element.reference) \(text)") { drag(path) }
    }

    private static func point(_ point: CGPoint) -> String {
        "\(LayoutNumber.format(point.x)),\(LayoutNumber.format(point.y))"
    }
}
