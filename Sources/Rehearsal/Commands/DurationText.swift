/// Reads and prints durations the way the command language writes them: `1s`, `250ms`, `1.5ms`, `2m`.
public enum DurationText {
    /// Parses a number with a unit (ms, s, m, h); `nil` when the text is not a duration.
    public static func parse(_ text: String) -> Duration? {
        let units: [(String, Double)] = [
            ("ms", 1_000_000), ("us", 1_000), ("ns", 1), ("s", 1_000_000_000),
            ("m", 60_000_000_000), ("h", 3_600_000_000_000),
        ]
        for (suffix, nanoseconds) in units where text.hasSuffix(suffix) {
            let number = text.dropLast(suffix.count)
            guard let value = NumberSyntax.decimal(String(number)), value >= 0 else { return nil }
            let total = (value * nanoseconds).rounded()
            guard total < 9.2e18 else { return nil }
            return .nanoseconds(Int64(total))
        }
        return nil
    }

    /// Prints a duration in the largest unit that keeps it exact: `1s`, `250ms`, `1.5ms`.
    public static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        // Int128: the seconds of a long virtual time times 10^9 overflow an Int64.
        let nanoseconds = Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
        if nanoseconds == 0 { return "0s" }
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        let milliseconds = Double(nanoseconds) / 1_000_000
        if nanoseconds % 1_000 == 0 { return "\(trim(milliseconds))ms" }
        return "\(nanoseconds)ns"
    }

    private static func trim(_ value: Double) -> String {
        var text = String(value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
