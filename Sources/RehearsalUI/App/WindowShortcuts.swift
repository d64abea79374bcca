/// The buttons and toggles in a window that `.keyboardShortcut(...)` gives a key (`.defaultAction` is return,
/// `.cancelAction` escape): what `shortcut` presses when no menu item has the key, as SwiftUI sends a key the
/// menu bar does not take to the window's controls.
@MainActor package struct WindowShortcuts {
    /// One control with a shortcut.
    package struct Control {
        package var title: String
        /// `button` or `toggle`.
        package var role: String
        package var shortcut: KeyboardShortcut
        package var isEnabled: Bool
        package var perform: @MainActor () -> Void
    }

    /// The controls, in the window's order.
    package var controls: [Control] = []

    /// The shortcut controls of `graph`'s window (not its menu commands), in tree order; hidden ones are left out.
    package static func of(_ graph: ViewGraph) -> WindowShortcuts {
        var shortcuts = WindowShortcuts()
        if let root = graph.root { visit(root, shortcut: nil, into: &shortcuts) }
        return shortcuts
    }

    /// The first control with `shortcut`, as the key reaches it.
    package func control(for shortcut: KeyboardShortcut) -> Control? {
        controls.first { $0.shortcut.matches(shortcut) }
    }

    private static func visit(_ node: GraphNode, shortcut: KeyboardShortcut?, into shortcuts: inout WindowShortcuts) {
        var shortcut = shortcut
        if let holder = node.view as? any KeyboardShortcutHolder { shortcut = holder.heldShortcut }
        if let info = node.element?.accessibility {
            if info.isHidden { return }
            let actions = node.element?.actions ?? ElementActions()
            if let key = shortcut {
                if info.role == "button", let tap = actions.tap {
                    shortcuts.controls.append(
                        Control(
                            title: info.label, role: "button", shortcut: key, isEnabled: info.isEnabled, perform: tap))
                    return
                }
                if info.role == "toggle", let toggle = actions.toggle {
                    shortcuts.controls.append(
                        Control(
                            title: info.label, role: "toggle", shortcut: key, isEnabled: info.isEnabled, perform: toggle
                        ))
                    return
                }
            }
        }
        for child in node.children { visit(child, shortcut: shortcut, into: &shortcuts) }
    }
}
