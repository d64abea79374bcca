import RehearsalUI

/// Warns when a cancellation is shown to the user as a failure: text that mentions `CancellationError`, or
/// a `.failed` phase set right after the view's own task was cancelled.
@MainActor final class CancellationCheck {
    /// The view tasks seen so far, and whether each was already cancelled at the last check.
    private var tasks: [(task: ViewTask, view: String, wasCancelled: Bool)] = []
    /// Views already warned about: one warning says it, whatever else shows the same cancellation.
    private var warned: Set<String> = []

    func started(_ task: ViewTask, in view: String) {
        tasks.append((task, view, task.isCancelled))
    }

    func warnings(_ nodes: [GraphNode], changes: [StateChangeRecord]) -> [PatternWarning] {
        var result: [(view: String, warning: PatternWarning)] = []
        var cancelledIn: [String: String] = [:]
        for index in tasks.indices where tasks[index].task.isCancelled && !tasks[index].wasCancelled {
            tasks[index].wasCancelled = true
            let task = tasks[index].task
            cancelledIn[tasks[index].view] = "\(task.tracked?.label ?? "a task") (\(task.origin))"
        }
        tasks.removeAll { $0.wasCancelled || ($0.task.tracked?.isFinished ?? false) }
        for change in changes {
            if change.new.contains("CancellationError") {
                result.append(
                    (
                        change.owner,
                        warning(
                            "\(change.wrapper) \(change.property) of \(change.owner) became \(change.new)",
                            in: change.owner)
                    ))
            } else if change.new.hasPrefix(".failed"), let task = cancelledIn[change.owner] {
                result.append(
                    (
                        change.owner,
                        warning(
                            "\(task) was cancelled, and then \(change.wrapper) \(change.property) of \(change.owner) became "
                                + "\(change.new)", in: change.owner)
                    ))
            }
        }
        for node in nodes {
            guard let element = node.element, let shown = Self.shownCancellation(in: element) else { continue }
            let owner = GraphWalk.ownerName(node)
            result.append((owner, warning("\(owner) shows \(element.name) \(shown)", in: owner)))
        }
        return result.filter { warned.insert($0.view).inserted }.map(\.warning)
    }

    /// The text of `element` (its summary, accessibility label or value) that mentions `CancellationError`, if any.
    static func shownCancellation(in element: Element) -> String? {
        // Most texts are shorter than the name (a row's title): no search for those, and no list of them made.
        // Foundation's search (it matches canonically equivalent text) runs only when the bytes hold the name.
        func mentions(_ text: String) -> Bool {
            text.utf8.count >= 17 && holdsNameBytes(text) && text.contains("CancellationError")
        }
        if mentions(element.summary) { return element.summary }
        guard let accessibility = element.accessibility else { return nil }
        if mentions(accessibility.label) { return accessibility.label }
        guard let value = accessibility.value, mentions(value) else { return nil }
        return value
    }

    /// Whether the UTF-8 bytes of `text` hold those of `CancellationError`: text equivalent to the name holds them,
    /// since no other character's decomposition is made of its letters alone.
    private static func holdsNameBytes(_ text: String) -> Bool {
        let name: StaticString = "CancellationError"
        let count = name.utf8CodeUnitCount
        return name.withUTF8Buffer { needle in
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.count >= count else { return false }
                var start = 0
                while start <= bytes.count - count {
                    guard let first = bytes[start...(bytes.count - count)].firstIndex(of: needle[0]) else {
                        return false
                    }
                    if bytes[first..<(first + count)].elementsEqual(needle) {
                        return true
                    }
                    start = first + 1
                }
                return false
            }
        }
    }

    private func warning(_ what: String, in view: String) -> PatternWarning {
        PatternWarning(
            .cancellationIsNotAnError,
            "a cancellation is shown as a failure: \(what). A task is cancelled when its view disappears or its "
                + ".task(id:) restarts; that is not an error",
            fix: "catch CancellationError before other errors in \(view) (catch is CancellationError { return }) "
                + "and leave the phase alone")
    }
}
