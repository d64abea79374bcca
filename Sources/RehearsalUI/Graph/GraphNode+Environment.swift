/// Applies what modifiers above a primitive say about its element once the primitive has set it.
///
/// `.disabled(true)` reaches every element below as `isEnabled == false`; `.hidden()` hides every element
/// below from accessibility; texts in a header read as headers. `.onTapGesture` gives its action, and a
/// focused `.focused(...)` its `focused` trait, to the topmost elements of its content (those with no
/// element between them and the modifier), as a gesture or focus attaches to the view it modifies. A tap
/// gesture also reaches through layout containers (`VStack { Text; Text }.onTapGesture { }`, the usual
/// card or row), to every element below that has no tap action of its own, as a tap lands on the content.
extension GraphNode {
    /// The keys `resolveElementEnvironment()` reads. Where none is set (most of a long list) each holds its default,
    /// which changes nothing, so the eight lookups are skipped.
    private static let elementEnvironmentKeys = EnvironmentStorage.keyMask(of: [
        IsEnabledKey.self, HeaderContentKey.self, TextCaseSettingKey.self, HiddenKey.self, TapGestureKey.self,
        LongPressGestureKey.self, ContinuousGestureKey.self, FocusTargetKey.self,
    ])

    func resolveElementEnvironment() {
        guard hasElement else { return }
        let environment = self.environment
        if !environment.mayHold(anyOf: Self.elementEnvironmentKeys), !EnvironmentReads.isRecording {
            return resolveImplicitFocus()
        }
        if !environment.isEnabled {
            element!.accessibility?.isEnabled = false
        }
        if environment.isHeaderContent, element!.accessibility?.role == "staticText" {
            element!.accessibility?.role = "header"
        }
        if let textCase = environment.textCaseSetting, let role = element!.accessibility?.role,
            role == "staticText" || role == "header", let label = element!.accessibility?.label
        {
            element!.accessibility?.label = textCase.apply(label)
        }
        if environment.isHiddenByModifier {
            element!.accessibility?.isHidden = true
        }
        if let gesture = environment.tapGesture,
            isTopmostElement(below: gesture.modifier)
                // A stack or other layout container has no accessibility element: a tap on its content
                // lands on the gesture, unless the content handles taps itself (a button inside).
                || (element!.actions.tap == nil && isTopmostElement(below: gesture.modifier, throughLayout: true))
        {
            // A gesture that asks for two taps does not fire on one (`tap --count 2` runs it).
            if gesture.count == 1 {
                element!.actions.tap = gesture.action
            } else {
                element!.actions.taps[gesture.count] = gesture.action
            }
        }
        if let press = environment.longPressGesture, isTopmostElement(below: press.modifier) {
            element!.actions.longPress = press.action
        }
        if let gesture = environment.continuousGesture, isTopmostElement(below: gesture.modifier) {
            element!.actions.drag = gesture.drag ?? element!.actions.drag
            element!.actions.magnify = gesture.magnify ?? element!.actions.magnify
            element!.actions.rotate = gesture.rotate ?? element!.actions.rotate
            for (count, action) in gesture.taps {
                if count == 1 { element!.actions.tap = action } else { element!.actions.taps[count] = action }
            }
        }
        if let focus = environment.focusTarget, isTopmostElement(below: focus.modifier) {
            element!.actions.focus = focus.focus
            if focus.isFocused { element!.accessibility?.traits.append("focused") }
        }
        resolveImplicitFocus()
    }

    /// Whether no node between this one and the modifier's node shows an element of its own; with
    /// `throughLayout`, elements with no accessibility (stacks, spacers) do not count.
    private func isTopmostElement(below modifier: ObjectIdentifier, throughLayout: Bool = false) -> Bool {
        var ancestor = parent
        while let current = ancestor, ObjectIdentifier(current) != modifier {
            if let element = current.element, !throughLayout || element.accessibility != nil { return false }
            ancestor = current.parent
        }
        return ancestor != nil
    }
}

/// A tap gesture on its way from `.onTapGesture` to the elements it modifies.
package struct TapGestureAction {
    /// The modifier's node, by identity only (it outlives every node below it).
    package var modifier: ObjectIdentifier
    package var action: @MainActor () -> Void
    /// How many taps the gesture asks for.
    package var count = 1
}

extension EnvironmentValues {
    /// The tap gesture of the nearest `.onTapGesture` above, for its topmost elements to take.
    package var tapGesture: TapGestureAction? {
        get { self[TapGestureKey.self] }
        set { self[TapGestureKey.self] = newValue }
    }

    /// Whether a `.hidden()` above hides this content.
    package var isHiddenByModifier: Bool {
        get { self[HiddenKey.self] }
        set { self[HiddenKey.self] = newValue }
    }

    /// Whether this content is a header (a section header, a content-unavailable title): its texts read
    /// as headers.
    package var isHeaderContent: Bool {
        get { self[HeaderContentKey.self] }
        set { self[HeaderContentKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.tapGesture`.
struct TapGestureKey: EnvironmentKey {
    static var defaultValue: TapGestureAction? { nil }
}

/// The key that stores `EnvironmentValues.isHiddenByModifier`.
struct HiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key that stores `EnvironmentValues.isHeaderContent`.
struct HeaderContentKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
