/// Performs a user's interactions on a mounted graph: finds the target in the accessibility tree, checks
/// that it can take the interaction, runs it as the user's gesture would, and flushes the graph.
///
/// Actions run synchronously; async work they start (`Task { ... }`, a refresh) runs on whatever
/// scheduler drives the session. URLs that views hand to the system while an interaction runs are
/// reported in the result.
@MainActor package struct Interactor {
    /// What an interaction did besides its effect on the views: URLs handed to the system.
    package struct Result: Equatable {
        package var notes: [String] = []
    }

    package let graph: ViewGraph

    package init(graph: ViewGraph) { self.graph = graph }

    /// The accessibility tree now.
    package var snapshot: AccessibilitySnapshot { AccessibilityTreeBuilder.snapshot(of: graph) }

    // MARK: Controls

    /// Taps an element: a button, a link, a tab, a row with a tap action.
    @discardableResult
    package func tap(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "tap")
        try requireHitTesting(element, "takes taps", "a tap")
        guard let tap = element.actions.tap else { throw wrongTapCount(element, asked: 1) }
        return run("tap \(element.reference)", tap)
    }

    /// Types text at the end of a text field's (or the search field's) text, as a user typing into it would.
    @discardableResult
    package func type(_ target: TargetQuery, _ text: String) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "type into")
        guard let setText = element.actions.setText else { throw unsupported(element, "typed into") }
        let current = Self.currentText(of: element)
        return run("type into \(element.reference)") { setText(current + text) }
    }

    /// Clears a text field.
    @discardableResult
    package func clear(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "clear")
        guard let setText = element.actions.setText else { throw unsupported(element, "cleared") }
        return run("clear \(element.reference)") { setText("") }
    }

    /// Submits a text field or the search field (the return key), running the `onSubmit` actions above it.
    @discardableResult
    package func submit(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "submit")
        guard let submit = element.actions.submit else { throw unsupported(element, "submitted") }
        return run("submit \(element.reference)", submit)
    }

    /// Flips a toggle.
    @discardableResult
    package func toggle(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "toggle")
        guard let toggle = element.actions.toggle else { throw unsupported(element, "toggled") }
        return run("toggle \(element.reference)", toggle)
    }

    /// Gives an element keyboard focus through the `.focused(...)` above it (any text input takes focus without
    /// one); the view that had focus loses it.
    @discardableResult
    package func focus(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "focus")
        guard let focus = element.actions.focus else {
            throw InteractionError(
                .unsupported,
                "expected an element that can take focus, but \(element.reference) (in \(element.owner)) is not a "
                    + "text input and has no .focused(...) above it. To fix, tie it to a @FocusState with .focused($state) or "
                    + ".focused($state, equals: value), or target another element (see `ax`).")
        }
        return run("focus \(element.reference)", focus)
    }

    /// Sets a slider's value, or steps a stepper (up for a positive amount, down for a negative one).
    @discardableResult
    package func adjust(_ target: TargetQuery, by amount: Double) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "adjust")
        guard let adjust = element.actions.adjust else { throw unsupported(element, "adjusted") }
        return run("adjust \(element.reference)") { adjust(amount) }
    }

    /// Selects a picker's (or a selectable list's) option by its label.
    @discardableResult
    package func select(_ target: TargetQuery, option: String) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "select in")
        guard let select = element.actions.select else { throw unsupported(element, "used to select") }
        if let node = element.source, let list = node.view as? any MultipleSelectionList, list.needsEditMode(node) {
            throw InteractionError(
                .notEditable,
                "expected \(element.reference) (in \(element.owner)) to be in edit mode to select several rows, but edit "
                    + "mode is inactive (on iOS a list selects several rows only in edit mode). To fix, tap the "
                    + "EditButton (\"Edit\") first.")
        }
        var options: [String]?
        let result = run("select \(ValueDescription.quoted(option)) in \(element.reference)") {
            options = select(option)
        }
        if let options {
            if element.role == "datePicker", let expected = options.first {
                throw InteractionError(
                    .optionNotFound,
                    "expected \(expected) in \(element.reference), but found \(ValueDescription.quoted(option)). To "
                        + "fix, write the date that way, within the picker's range.")
            }
            let nearest = options.min {
                TargetResolver.distance(option.lowercased(), $0.lowercased())
                    < TargetResolver.distance(option.lowercased(), $1.lowercased())
            }
            throw InteractionError(
                .optionNotFound,
                "expected an option \(ValueDescription.quoted(option)) in \(element.reference), but its options are "
                    + options.map { ValueDescription.quoted($0) }.joined(separator: ", ") + "."
                    + (nearest.map { " Did you mean \(ValueDescription.quoted($0))?" } ?? "")
                    + " To fix, select one of those.")
        }
        return result
    }

    /// The text a field holds: read from its binding (a secure field's value prints as bullets), or its value.
    static func currentText(of element: AccessibilityNode) -> String {
        if let view = element.source?.view, let text = Mirror(reflecting: view).descendant("text") as? Binding<String> {
            return text.wrappedValue
        }
        return element.value ?? ""
    }

    // MARK: Running

    /// Finds a reachable, enabled element for an interaction.
    func resolve(_ target: TargetQuery, for verb: String) throws(InteractionError) -> AccessibilityNode {
        let element = try TargetResolver(snapshot).resolve(target, for: verb)
        for observer in graph.observers { observer.interactionResolved(element) }
        guard element.isEnabled else {
            if let (reason, fix) = element.disabledReason {
                throw InteractionError(
                    .disabled,
                    "expected an enabled \(element.reference) to \(verb), but it is disabled: \(reason). To fix, "
                        + "\(fix).")
            }
            throw InteractionError(
                .disabled,
                "expected an enabled \(element.reference) to \(verb), but it is disabled (by .disabled(true) in "
                    + "\(element.owner), or its own state). To fix, make the condition that disables it false first "
                    + "(see `state`), then try again.")
        }
        return element
    }

    func unsupported(_ element: AccessibilityNode, _ verb: String) -> InteractionError {
        let supported = element.actions.supported + (element.customActions.isEmpty ? [] : ["named actions"])
        return InteractionError(
            .unsupported,
            "expected an element that can be \(verb), but \(element.reference) (in \(element.owner)) cannot; it "
                + (supported.isEmpty ? "supports no interaction" : "supports " + supported.joined(separator: ", "))
                + ". To fix, target another element (see `ax`) or use an interaction it supports.")
    }

    /// Runs an action as a user's gesture, then brings the graph up to date. Tasks the action starts are
    /// named after the gesture (`tap button "Try Again"`) in the scheduler's reports.
    func run(_ origin: String, _ action: @MainActor () -> Void) -> Result {
        let log = URLOpenLog()
        for observer in graph.observers { observer.interactionWillRun(origin) }
        URLOpenLog.$current.withValue(log) {
            ActionOrigin.perform(origin) { action() }
            graph.flush()
        }
        for observer in graph.observers { observer.interactionDidRun(origin) }
        var result = Result()
        for url in log.take() {
            result.notes.append(
                "opened \(url.absoluteString) with the system; Rehearsal does not follow it (use `url` to deliver "
                    + "a deep link to the app)")
        }
        for item in log.takeShares() {
            result.notes.append("shared \(item) through the system's share sheet; Rehearsal shows no sheet")
        }
        return result
    }
}
