/// Focus for text inputs that no `.focused(...)` reaches: in SwiftUI any `TextField`, `SecureField` or
/// `TextEditor` takes focus when tapped or typed into, whether or not a `@FocusState` is tied to it, and the
/// view that had focus loses it. The graph's `FocusedValuesStore` keeps which one has it, so the focused values
/// published around it apply and the `@FocusState` of other fields clears.
extension GraphNode {
    /// Whether an element of this name takes focus by itself: compared, not hashed into a set, since every element
    /// of a mount is asked (the names are small strings, so each comparison is two words).
    static func isFocusableInput(_ name: String) -> Bool {
        // The length first, read from the string's bits: most names (`Text`, `HStack`) have none of these three, and
        // the comparisons of unequal strings took the slow path.
        switch name.utf8.count {
        case 9: name == "TextField"
        case 10: name == "TextEditor"
        case 11: name == "SecureField"
        default: false
        }
    }

    /// Gives a text input with no focus action of its own one through the store; a tap and typing focus it.
    func resolveImplicitFocus() {
        guard let name = elementName, Self.isFocusableInput(name), let current = element else { return }
        let store = graph.focusedValues
        if current.actions.focus == nil {
            weak let node = self
            let focus: @MainActor () -> Void = { [weak store] in
                if let node { store?.focusImplicitly(node) }
            }
            element!.actions.focus = focus
            if let setText = current.actions.setText {
                element!.actions.setText = { text in
                    focus()
                    setText(text)
                }
            }
            if store.implicitFocus === self { element!.accessibility?.traits.append("focused") }
        }
        // Tapping a text input focuses it, as on a device.
        if element!.actions.tap == nil { element!.actions.tap = element!.actions.focus }
    }
}
