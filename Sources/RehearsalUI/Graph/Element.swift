/// What one node of the graph shows in the view tree: a name, its content and the modifiers applied to it.
package struct Element {
    /// The view's name, `Text` or `ShelfScreen`.
    package var name: String
    /// The content shown after the name: a text's string, a link's route, a custom view's state.
    package var summary: String
    /// The modifiers applied to this view, in the order they were written: `.padding`, `.font(.title)`.
    package var attributes: [String] = []
    /// What a screen reader meets for this view, or `nil` when it contributes no element of its own
    /// (stacks, spacers); its children may still.
    package var accessibility: AccessibilityInfo?
    /// What a user can do to this view: tap it, type into it, toggle it.
    package var actions: ElementActions {
        get { actionsBox?.value ?? ElementActions() }
        set {
            if actionsBox != nil, isKnownUniquelyReferenced(&actionsBox!) {
                actionsBox!.value = newValue
            } else {
                actionsBox = ElementActionsBox(newValue)
            }
        }
    }
    /// The actions, out of line: most elements (texts, stacks, spacers) have none, and the actions are a
    /// dozen closures, which kept inline would more than double the size of every element.
    private var actionsBox: ElementActionsBox?

    package init(_ name: String, _ summary: String = "") {
        self.name = name
        self.summary = summary
    }
}

/// The out-of-line storage of an element's actions, copied on write.
private final class ElementActionsBox {
    var value: ElementActions

    init(_ value: ElementActions) { self.value = value }
}

/// The interactions an element supports. Each runs on the main actor, as a user's gesture would.
package struct ElementActions {
    /// A tap or the default accessibility action.
    package var tap: (@MainActor () -> Void)?
    /// Replaces the text of a text field.
    package var setText: (@MainActor (String) -> Void)?
    /// Submits a text field (the return key).
    package var submit: (@MainActor () -> Void)?
    /// Flips a toggle.
    package var toggle: (@MainActor () -> Void)?
    /// Sets a slider's value, or steps a stepper by the sign of the argument.
    package var adjust: (@MainActor (Double) -> Void)?
    /// Selects a picker option by its label; returns the labels when the option does not exist.
    package var select: (@MainActor (String) -> [String]?)?
    /// Actions of tap gestures that ask for more than one tap (`.onTapGesture(count: 2)`), by count.
    package var taps: [Int: @MainActor () -> Void] = [:]
    /// A long press (`.onLongPressGesture`).
    package var longPress: (@MainActor () -> Void)?
    /// A drag from a point to a point (`.gesture(DragGesture())`), performed by `drag TARGET DX DY`.
    package var drag: (@MainActor (DragPath) -> Void)?
    /// A pinch to a scale (`.gesture(MagnifyGesture())`), performed by `pinch TARGET SCALE`.
    package var magnify: (@MainActor (CGFloat) -> Void)?
    /// A two-finger rotation (`.gesture(RotateGesture())`), performed by `rotate TARGET DEGREES`.
    package var rotate: (@MainActor (Angle) -> Void)?
    /// Puts a finger down on a button (`true`) or lifts it (`false`, which runs the action), for `press`.
    package var setPressed: (@MainActor (Bool) -> Void)?
    /// Whether a `press` holds this button down now.
    package var isPressed = false
    /// Gives the element keyboard focus (`.focused(...)` above it), performed by `focus TARGET`.
    package var focus: (@MainActor () -> Void)?
    /// Named actions: accessibility actions, swipe actions, context-menu items.
    package var named: [(name: String, perform: @MainActor () -> Void)] = []

    package init() {}

    /// The kinds of interaction this element supports, for error messages.
    package var supported: [String] {
        var kinds: [String] = []
        if tap != nil { kinds.append("tap") }
        kinds += taps.keys.sorted().map { "tap --count \($0)" }
        if longPress != nil { kinds.append("longpress") }
        if drag != nil { kinds.append("drag") }
        if magnify != nil { kinds.append("pinch") }
        if rotate != nil { kinds.append("rotate") }
        if setText != nil { kinds.append("type") }
        if toggle != nil { kinds.append("toggle") }
        if adjust != nil { kinds.append("adjust") }
        if select != nil { kinds.append("select") }
        if focus != nil { kinds.append("focus") }
        if !named.isEmpty { kinds.append("do") }
        return kinds
    }
}
