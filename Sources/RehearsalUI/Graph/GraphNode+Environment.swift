/// Applies what modifiers above a primitive say about its element once the primitive has set it.
///
/// `.disabled(true)` reaches every element below as `isEnabled == false`, `.hidden()` hides every element
/// below from accessibility, texts in a section header read as headers, and `.onTapGesture` gives its action to the topmost elements of its content
/// (those with no element between them and the modifier), as a gesture attaches to the view it modifies.
extension GraphNode {
    func resolveElementEnvironment() {
        guard element != nil else { return }
        if !environment.isEnabled {
            element!.accessibility?.isEnabled = false
        }
        if environment.isSectionHeader, element!.accessibility?.role == "staticText" {
            element!.accessibility?.role = "header"
        }
        if environment.isHiddenByModifier {
            element!.accessibility?.isHidden = true
        }
        if let gesture = environment.tapGesture, isTopmostElement(below: gesture.modifier) {
            // A double-tap gesture still runs its action once per (double) tap.
            element!.actions.tap = gesture.action
        }
    }

    /// Whether no node between this one and the modifier's node shows an element of its own.
    private func isTopmostElement(below modifier: ObjectIdentifier) -> Bool {
        var ancestor = parent
        while let current = ancestor, ObjectIdentifier(current) != modifier {
            if current.element != nil { return false }
            ancestor = current.parent
        }
        return ancestor != nil
    }
}

/// A tap gesture on its way from `.onTapGesture` to the elements it modifies.
package struct TapGesture {
    /// The modifier's node, by identity only (it outlives every node below it).
    package var modifier: ObjectIdentifier
    package var action: @MainActor () -> Void
}

extension EnvironmentValues {
    /// The tap gesture of the nearest `.onTapGesture` above, for its topmost elements to take.
    package var tapGesture: TapGesture? {
        get { self[TapGestureKey.self] }
        set { self[TapGestureKey.self] = newValue }
    }

    /// Whether a `.hidden()` above hides this content.
    package var isHiddenByModifier: Bool {
        get { self[HiddenKey.self] }
        set { self[HiddenKey.self] = newValue }
    }
}

struct TapGestureKey: EnvironmentKey {
    static var defaultValue: TapGesture? { nil }
}

struct HiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
