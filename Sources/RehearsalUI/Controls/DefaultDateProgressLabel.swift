import Foundation

/// The current value label of `ProgressView(timerInterval:countsDown:)`: the time left (or passed) as a timer.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

extension ProgressView {
    /// Progress through `timerInterval` as virtual time passes: it empties (or, with `countsDown: false`, fills)
    /// from the interval's start to its end, with its label and a current value label of your own.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let fraction = Self.fraction(of: timerInterval, countsDown: countsDown, at: VirtualNow.date)
        self.init(
            title: nil, label: label(), fraction: fraction, value: fraction, total: 1,
            currentValueLabel: currentValueLabel())
    }

    /// How much of `interval` is left (or, when not `countsDown`, done) at `now`.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let done = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - done : done
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with its label; the current value label is the timer's text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let fraction = Self.fraction(of: timerInterval, countsDown: countsDown, at: VirtualNow.date)
        self.init(
            title: nil, label: label(), fraction: fraction, value: fraction, total: 1,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }

    /// Progress through `timerInterval`; the current value label is the timer's text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        let fraction = Self.fraction(of: timerInterval, countsDown: countsDown, at: VirtualNow.date)
        self.init(
            title: nil, label: EmptyView(), fraction: fraction, value: fraction, total: 1,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}
