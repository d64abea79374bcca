import Foundation

/// What `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows: a timer running within an interval,
/// resolved against Rehearsal's virtual now (`4:30`, `1:02:03`; without hours, `62:03`).
struct TextTimerInterval: Equatable, Sendable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    /// Never equal, not even to itself: what the timer shows depends on the moment it is read, so a body that
    /// makes the same timer again must show it afresh (`Text(timerInterval:)` counts as virtual time passes).
    static func == (lhs: TextTimerInterval, rhs: TextTimerInterval) -> Bool { false }

    func format(now: Date) -> String {
        var now = now
        if let pauseTime, pauseTime < now { now = pauseTime }
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        let span =
            countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        let seconds = Int(span.rounded())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, seconds >= 3_600 {
            return "\(seconds / 3_600):\(two((seconds % 3_600) / 60)):\(two(seconds % 60))"
        }
        return "\(seconds / 60):\(two(seconds % 60))"
    }
}

extension Text {
    /// A timer counting down (or up) within `timerInterval`, paused at `pauseTime` when given.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            storage: .timer(
                TextTimerInterval(
                    interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)),
            modifiers: [])
    }
}
