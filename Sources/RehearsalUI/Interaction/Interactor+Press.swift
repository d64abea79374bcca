/// A finger held on a button across steps: `press` puts it down (a `ButtonStyle`'s body then sees
/// `configuration.isPressed` true, and the tree shows what it does with it), `release` lifts it, which runs the
/// button's action as a tap ending on it does. `release --cancel` slides the finger off the button before it
/// lifts, as a user who changes their mind does: `isPressed` is false again and the action does not run.
extension Interactor {
    /// Puts a finger down on a button and keeps it there.
    @discardableResult
    package func press(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "press")
        try requireHitTesting(element, "takes touches", "a press")
        guard let setPressed = element.actions.setPressed else { throw unsupported(element, "pressed") }
        guard !element.actions.isPressed else {
            throw InteractionError(
                .alreadyPressed,
                "expected a \(element.reference) that no finger holds, but a press holds it already. To fix, "
                    + "`release \(element.reference)` first.")
        }
        return run("press \(element.reference)") { setPressed(true) }
    }

    /// Lifts the finger that `press` put down on a button: the button's action runs, unless `cancel` slides
    /// the finger off the button first.
    @discardableResult
    package func release(_ target: TargetQuery, cancel: Bool = false) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "release")
        guard let setPressed = element.actions.setPressed else { throw cannotBeHeld(element, held: heldElements) }
        guard element.actions.isPressed else {
            let held = heldElements
            throw InteractionError(
                .notPressed,
                "expected a button held down by `press`, but no press holds \(element.reference)"
                    + (held.isEmpty ? "" : " (one holds " + held.joined(separator: ", ") + ")")
                    + ". To fix, `press \(element.reference)` first, or release the element a press holds.")
        }
        guard cancel else { return run("release \(element.reference)") { setPressed(false) } }
        guard let node = element.source else { throw unsupported(element, "released") }
        return run("release \(element.reference) --cancel") { ButtonPress.cancel(node) }
    }

    /// The elements a press holds down, as `release` names them.
    private var heldElements: [String] { snapshot.reachableElements.filter { $0.actions.isPressed }.map(\.reference) }

    /// `release` on an element that no press can hold (not a button): says what it supports instead, and which
    /// element a press holds, if one does.
    private func cannotBeHeld(_ element: AccessibilityNode, held: [String]) -> InteractionError {
        let supported = element.actions.supported + (element.customActions.isEmpty ? [] : ["named actions"])
        let fix =
            if let pressed = held.first {
                "To fix, `release \(pressed)`, which a press holds."
            } else if supported.isEmpty {
                "To fix, target a button (see `ax`): `press` it, then `release` it."
            } else {
                "To fix, use one of those, or `press` a button, then `release` it."
            }
        return InteractionError(
            .unsupported,
            "expected a button held down by `press`, but \(element.reference) (in \(element.owner)) is not a button "
                + "a finger can hold down; it "
                + (supported.isEmpty ? "supports no interaction" : "supports " + supported.joined(separator: ", "))
                + ". " + fix)
    }
}

extension InteractionError.Code {
    /// `press` on a button a press holds already.
    public static let alreadyPressed = InteractionError.Code(rawValue: "alreadyPressed")
    /// `release` on an element no press holds.
    public static let notPressed = InteractionError.Code(rawValue: "notPressed")
}
