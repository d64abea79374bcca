import RehearsalUI

/// Prints the causal chain of one step in order and in plain words: what the command did, what it changed
/// and who had read it, which views were re-evaluated and which were not, what the tasks did, and how the
/// navigation path changed.
///
/// ```
/// explain step 3: tap "Try Again"
/// 1. The command ran the action of button "Try Again", declared in ShelfScreen.
/// 2. It changed:
///      @State phase of ShelfScreen: .failed("The library is offline.") → .loading  (read by ShelfScreen)
/// 3. Re-evaluated, because of what they read or were given:
///      ShelfScreen: it read @State phase of ShelfScreen
///    Not re-evaluated (nothing they read changed, and their inputs were equal): none
/// 4. Tasks:
///      task#2 [tap button "Try Again"] started; it sleeps until +2s (in 1s)
/// 5. The navigation path did not change.
/// ```
/// After `advance`, the tasks come before the changes: timers resumed them, and they changed the state.
enum Explanation {
    static func render(_ step: StepRecord) -> String {
        var sections: [[String]] = [action(step)]
        let taskLines = tasks(step)
        if step.kind == .time { sections.append(taskLines) }
        sections.append(changes(step))
        sections.append(evaluations(step))
        if step.kind != .time { sections.append(taskLines) }
        sections.append(navigation(step))
        if !step.warnings.isEmpty {
            let what = step.warnings.count == 1 ? "a pattern warning" : "pattern warnings"
            let firstLines = step.warnings.map { "     " + ($0.split(separator: "\n").first.map(String.init) ?? $0) }
            sections.append(["It raised \(what) (printed with the step):"] + firstLines)
        }
        var lines = ["explain step \(step.number): \(step.command)"]
        for (index, section) in sections.enumerated() where !section.isEmpty {
            lines.append("\(index + 1). " + section[0])
            lines.append(contentsOf: section.dropFirst().map { "   " + $0 })
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Sections

    private static func action(_ step: StepRecord) -> [String] {
        switch step.kind {
        case .open:
            return [
                "The command mounted the preview: every view appeared and its body ran once, then the onAppear "
                    + "actions ran and the .task modifiers started their tasks."
            ]
        case .environment:
            return [
                "The command replaced the environment at the root: views whose environment or inputs changed were "
                    + "updated, and every view kept its state."
            ]
        case .time:
            if step.timeBefore == step.timeAfter {
                return ["The command ran the jobs that were ready; virtual time stayed at \(step.timeAfter)."]
            }
            return [
                "The command moved virtual time from \(step.timeBefore) to \(step.timeAfter); sleeps that came due "
                    + "resumed their tasks."
            ]
        case .action:
            return ["The command ran a store action of the preview, in a task."]
        case .interaction:
            guard !step.interactions.isEmpty else { return ["The command did not reach an element."] }
            return step.interactions.map(describe)
        }
    }

    private static func describe(_ interaction: StepRecord.Interaction) -> String {
        if let target = interaction.target, let owner = interaction.owner {
            let verb = interaction.origin.split(separator: " ").first.map(String.init) ?? ""
            let (gesture, effect) = gestures[verb] ?? ("The command", "ran the action of")
            let declared = ["tap", "type", "clear", "toggle", "select", "adjust"].contains(verb)
            return "\(gesture) \(effect) \(target), " + (declared ? "declared in \(owner)." : "an element of \(owner).")
        }
        let origin = interaction.origin
        if origin == "back" {
            return "The command tapped the back button: its stack dropped the last value of its path."
        }
        if origin == "dismiss" {
            return "The command dismissed the presentation on top, as a swipe down does: its binding was set back."
        }
        if origin == "refresh" { return "The command pulled to refresh: the .refreshable action started in a task." }
        if origin.hasPrefix("url ") {
            return "The command delivered \(origin.dropFirst(4)) to every mounted onOpenURL handler."
        }
        if origin.hasPrefix("tab ") {
            return "The command tapped the tab \(origin.dropFirst(4)): the TabView's selection binding was set."
        }
        if origin.hasPrefix("search ") {
            return "The command typed \(origin.dropFirst(7)) into the search field: its .searchable binding was set."
        }
        return "The command performed \(origin)."
    }

    /// How each interaction is named, and what it does to its element, by the first word of its origin.
    private static let gestures: [String: (String, String)] = [
        "tap": ("The tap", "ran the action of"),
        "submit": ("Submitting", "ran the onSubmit actions above"),
        "swipe": ("The swipe", "ran a swipe action of"),
        "open": ("The context menu", "ran an item of"),
        "menu": ("The menu", "ran an item of"),
        "delete": ("Deleting", "ran the onDelete action of the ForEach of"),
        "move": ("Moving", "ran the onMove action of the ForEach of"),
        "insert": ("Dropping", "ran the onInsert action of the ForEach of"),
        "perform": ("The named action", "ran an action of"),
        "type": ("Typing", "wrote the text binding of"),
        "clear": ("Clearing", "wrote the text binding of"),
        "toggle": ("Toggling", "wrote the isOn binding of"),
        "select": ("Selecting", "wrote the selection binding of"),
        "adjust": ("Adjusting", "wrote the value binding of"),
    ]

    private static func changes(_ step: StepRecord) -> [String] {
        guard !step.changes.isEmpty else {
            return ["It changed no @State and no property of an @Observable object that is on screen."]
        }
        return ["It changed:"]
            + step.changes.map { change in
                let readers =
                    change.readers.isEmpty
                    ? "read by no view, so none is re-evaluated for it"
                    : "read by " + GraphWalk.counted(change.readers).joined(separator: ", ")
                switch change.shape {
                case .transition: return "  \(change.name): \(change.old) → \(change.new)  (\(readers))"
                case .reverted: return "  \(change.name) changed, then changed back to \(change.new)  (\(readers))"
                case .hidden: return "  \(change.name) was set; it prints \(change.new) before and after  (\(readers))"
                }
            }
    }

    private static func evaluations(_ step: StepRecord) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        let evaluatedViews = Set(step.evaluations.map(\.view))
        for evaluation in step.evaluations {
            let line = "\(evaluation.view): \(reason(evaluation.cause, evaluated: evaluatedViews))"
            if counts[line] == nil { order.append(line) }
            counts[line, default: 0] += 1
        }
        let evaluated = order.map { line in
            guard let count = counts[line], count > 1, let colon = line.firstIndex(of: ":") else { return "  " + line }
            return "  \(line[..<colon]) ×\(count)\(line[colon...])"
        }
        let skipped = step.notEvaluated.isEmpty ? "none" : step.notEvaluated.joined(separator: ", ")
        if evaluated.isEmpty {
            return ["No view was evaluated: nothing that the views on screen read changed (\(skipped))."]
        }
        return ["Evaluated, because of what they read or were given:"] + evaluated
            + ["Not re-evaluated (nothing they read changed, and their inputs were equal): \(skipped)"]
    }

    private static func reason(_ cause: EvaluationCause, evaluated: Set<String>) -> String {
        switch cause {
        case .mount: "it appeared"
        case .parent(let name) where evaluated.contains(name):
            "its parent \(name) was re-evaluated and passed it new inputs"
        case .parent(let name):
            "a part of its parent \(name) that follows a binding was updated and passed it new inputs"
        case .environment(let keys): EvaluationCause.environmentSentence(keys)
        case .state(let owner, let property, _, _, let wrapper): "it read \(wrapper) \(property) of \(owner)"
        case .observed(let type, let property): "it read \(type).\(property)"
        case .session(let what): what
        }
    }

    private static func tasks(_ step: StepRecord) -> [String] {
        guard !step.tasks.isEmpty else { return ["No task started, resumed, finished or was cancelled."] }
        return ["Tasks:"]
            + step.tasks.map { task in
                let what =
                    task.started
                    ? (task.ended ? "started and" : "started; it")
                    : task.resumed && task.outcome != "was cancelled"
                        ? resumption(task) : (task.ended ? "" : "now")
                return "  \(task.label) [\(task.origin)] " + (what.isEmpty ? "" : what + " ") + task.outcome
            }
    }

    /// `woke from its sleep until +1s and`, or `resumed; it` for a task that waits again.
    private static func resumption(_ task: StepRecord.TaskEvent) -> String {
        let woke = task.sleptUntil.map { "woke from its sleep until \($0)" } ?? "resumed"
        return task.ended ? "\(woke) and" : "\(woke); it now"
    }

    private static func navigation(_ step: StepRecord) -> [String] {
        guard step.pathBefore != step.pathAfter else { return ["The navigation path did not change."] }
        if step.kind == .open {
            let after = step.pathAfter.isEmpty ? ["(no tab view, stack or presentation)"] : lines(step.pathAfter)
            return ["The navigation path is now:"] + after.map { "  " + $0 }
        }
        let diff = TextDiff.lines(lines(step.pathBefore), lines(step.pathAfter)).compactMap { line -> String? in
            switch line {
            case .same: nil
            case .removed(let text): "  - " + text
            case .added(let text): "  + " + text
            }
        }
        return ["The navigation path changed:"] + diff
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
