import Testing
import VirtualTime

@Suite struct DurationFormattingTests {
    @Test(
        "Durations print short, exact and locale-free",
        arguments: [
            (Duration.zero, "0s"),
            (.seconds(1), "1s"),
            (.seconds(60), "60s"),
            (.milliseconds(1500), "1.5s"),
            (.milliseconds(250), "250ms"),
            (.microseconds(1500), "1.5ms"),
            (.microseconds(20), "20us"),
            (.nanoseconds(7), "7ns"),
            (.nanoseconds(1_000_000_001), "1.000000001s"),
            (.milliseconds(-250), "-250ms"),
        ]
    )
    func formatting(duration: Duration, text: String) {
        #expect(duration.virtualTimeDescription == text)
    }
}
