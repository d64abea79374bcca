/// Drags, as a finger moves an element: the element's `DragGesture` reports the whole translation to
/// `onChanged`, then ends with it.
extension Interactor {
    /// Drags an element by `translation` points.
    @discardableResult
    package func drag(_ target: TargetQuery, by translation: CGSize) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "drag")
        try requireHitTesting(element, "takes drags", "a drag")
        guard let drag = element.actions.drag else { throw unsupported(element, "dragged") }
        let text = "\(LayoutNumber.format(translation.width)) \(LayoutNumber.format(translation.height))"
        return run("drag \(element.reference) \(text)") { drag(translation) }
    }
}
