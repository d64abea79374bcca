/// What a test's views and tasks did, one event a line, in the order it happened.
@MainActor final class Timeline {
    private var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// The events recorded since the last call, which are then forgotten.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}
