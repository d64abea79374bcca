/// Whether a finger is down on a button: `press TARGET` puts it down, `release TARGET` lifts it and runs the
/// action, `release TARGET --cancel` slides it off the button first, so the action does not run. Kept on the
/// button's node (`attachments`, made by the first press only); a change re-updates the button (not through
/// Observation, so it is no state of the app's and `state` does not list it), and a `ButtonStyle`'s body sees
/// `configuration.isPressed`.
@MainActor final class ButtonPress {
    private(set) var isPressed = false

    private static let key = ObjectIdentifier(ButtonPress.self)

    /// Whether a press holds the button of `node` now.
    static func isPressed(_ node: GraphNode) -> Bool {
        (node.attachments[key] as? ButtonPress)?.isPressed ?? false
    }

    /// The element's press actions: down, or up (which runs `action`, as a tap that ends on the button).
    static func actions(of node: GraphNode, running action: @escaping () -> Void) -> @MainActor (Bool) -> Void {
        { [weak node] down in
            guard let node else { return }
            let press = node.attachments[key] as? ButtonPress ?? ButtonPress()
            node.attachments[key] = press
            press.isPressed = down
            node.graph.invalidate(node, cause: .session(down ? "press" : "release"))
            if !down { action() }
        }
    }

    /// Lifts the press that holds the button of `node` after sliding off it: `isPressed` is false again and
    /// the action does not run, as SwiftUI cancels a button whose touch leaves it.
    static func cancel(_ node: GraphNode) {
        guard let press = node.attachments[key] as? ButtonPress, press.isPressed else { return }
        press.isPressed = false
        node.graph.invalidate(node, cause: .session("release --cancel"))
    }
}
