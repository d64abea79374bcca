/// Two-finger gestures: a pinch reports its scale to a `MagnifyGesture` (or `MagnificationGesture`), a
/// rotation its angle to a `RotateGesture` (or `RotationGesture`); each calls `onChanged`, then `onEnded`.
extension Interactor {
    /// Pinches an element to `scale` (above 0: 2 spreads the fingers, 0.5 pinches them together).
    @discardableResult
    package func pinch(_ target: TargetQuery, scale: Double) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "pinch")
        try requireHitTesting(element, "takes pinches", "a pinch")
        guard let magnify = element.actions.magnify else { throw unsupported(element, "pinched") }
        return run("pinch \(element.reference) \(LayoutNumber.format(CGFloat(scale)))") { magnify(CGFloat(scale)) }
    }

    /// Rotates an element by `degrees` (clockwise when positive).
    @discardableResult
    package func rotate(_ target: TargetQuery, degrees: Double) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "rotate")
        try requireHitTesting(element, "takes rotations", "a rotation")
        guard let rotate = element.actions.rotate else { throw unsupported(element, "rotated") }
        return run("rotate \(element.reference) \(LayoutNumber.format(CGFloat(degrees)))") {
            rotate(.degrees(degrees))
        }
    }
}
