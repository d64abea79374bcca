import Testing

@testable import VirtualTime

@Suite struct SleepWindowTests {
    @Test(
        "Round durations come back exact from a window microseconds wide",
        arguments: [
            (Duration.seconds(1), Duration.microseconds(37), Duration.microseconds(40)),
            (.milliseconds(250), .nanoseconds(1_250), .microseconds(3)),
            (.microseconds(1500), .microseconds(37), .microseconds(45)),
            (.microseconds(1900), .microseconds(5), .microseconds(8)),
            (.milliseconds(300), .microseconds(2), .microseconds(90)),
            (.seconds(3600), .microseconds(10), .microseconds(20)),
        ]
    )
    func roundDurations(asked: Duration, gap: Duration, slack: Duration) {
        #expect(SleepWindow(shortest: asked - gap, slack: slack).intendedDuration == asked)
    }

    @Test("An exact deadline with no slack is kept to the nanosecond")
    func exactWindow() {
        #expect(
            SleepWindow(shortest: .nanoseconds(1_234_567), slack: .zero).intendedDuration == .nanoseconds(1_234_567))
    }

    @Test("Deadlines already past give a zero duration")
    func pastDeadlines() {
        #expect(SleepWindow(shortest: .microseconds(-30), slack: .microseconds(10)).intendedDuration == .zero)
        #expect(SleepWindow(shortest: .zero, slack: .zero).intendedDuration == .zero)
    }

    @Test("A deadline computed one job earlier comes back round through the wider window")
    func deadlineFromThePreviousJob() {
        let window = SleepWindow(
            shortest: .seconds(5) - .microseconds(40),
            slack: .microseconds(3),
            widerSlack: .microseconds(200)
        )
        #expect(window.intendedDuration == .seconds(5))
    }

    @Test("The wider window never rounds a finer duration to a much coarser one")
    func widerWindowIsCautious() {
        let fine = SleepWindow(
            shortest: .microseconds(1250) - .microseconds(3),
            slack: .microseconds(5),
            widerSlack: .milliseconds(1)
        )
        #expect(fine.intendedDuration == .microseconds(1250))
        let frame = SleepWindow(
            shortest: .nanoseconds(16_666_667) - .microseconds(3),
            slack: .microseconds(4),
            widerSlack: .microseconds(600)
        )
        let recovered = frame.intendedDuration
        #expect(recovered > .nanoseconds(16_666_667) - .microseconds(5))
        #expect(recovered < .nanoseconds(16_666_667) + .microseconds(5))
    }
}
