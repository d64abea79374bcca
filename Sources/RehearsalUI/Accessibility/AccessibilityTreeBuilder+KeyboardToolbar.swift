extension AccessibilityTreeBuilder {
    /// The roles of the elements that bring up the keyboard when they have focus.
    private static let textInputRoles: Set<String> = ["textField", "secureTextField", "textView", "searchField"]

    /// Whether a text input among `elements` (or inside them) has keyboard focus. A toolbar item placed
    /// `.keyboard` shows above the keyboard, so only then, as SwiftUI shows it: `ToolbarItemGroup(placement:
    /// .keyboard) { Spacer(); Button("Done") { focus = nil } }` leaves with the keyboard when focus is cleared.
    static func showsKeyboard(_ elements: [AccessibilityNode]) -> Bool {
        elements.contains { element in
            (element.traits.contains("focused") && textInputRoles.contains(element.role))
                || showsKeyboard(element.children)
        }
    }
}
