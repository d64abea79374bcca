/// `.keyboardShortcut(...)`: printed as written, and kept for the menu commands it may reach
/// (`shortcut cmd+shift+n` finds the command item whose button it modifies).
package struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let shortcut: KeyboardShortcut?

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".keyboardShortcut(\(shortcut.map(\.description) ?? "nil"))"]
    }
}

/// A view modified by `.keyboardShortcut(...)`, found by the menu-commands walk without knowing its content type.
@MainActor protocol KeyboardShortcutHolder {
    var heldShortcut: KeyboardShortcut? { get }
}

extension ModifiedContent: KeyboardShortcutHolder where Content: View, Modifier == KeyboardShortcutModifier {
    var heldShortcut: KeyboardShortcut? { modifier.shortcut }
}
