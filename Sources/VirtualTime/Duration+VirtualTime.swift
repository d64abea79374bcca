extension Duration {
    /// A short, exact, locale-free rendering for reports: `0s`, `1s`, `1.5s`, `250ms`, `1.5ms`, `20us`, `7ns`.
    ///
    /// Whole units are preferred, fractions are exact and trimmed, and sub-nanosecond parts are dropped.
    package var virtualTimeDescription: String {
        let (seconds, attoseconds) = components
        let negative = seconds < 0 || (seconds == 0 && attoseconds < 0)
        let magnitudeSeconds = seconds.magnitude
        let magnitudeNanoseconds = attoseconds.magnitude / 1_000_000_000
        let sign = negative ? "-" : ""
        if magnitudeSeconds == 0 && magnitudeNanoseconds == 0 { return "0s" }
        if magnitudeSeconds > 0 {
            return sign + Self.decimal(magnitudeSeconds, fraction: magnitudeNanoseconds, digits: 9) + "s"
        }
        if magnitudeNanoseconds >= 1_000_000 {
            return sign
                + Self.decimal(magnitudeNanoseconds / 1_000_000, fraction: magnitudeNanoseconds % 1_000_000, digits: 6)
                + "ms"
        }
        if magnitudeNanoseconds >= 1_000 {
            return sign
                + Self.decimal(magnitudeNanoseconds / 1_000, fraction: magnitudeNanoseconds % 1_000, digits: 3)
                + "us"
        }
        return sign + "\(magnitudeNanoseconds)ns"
    }

    private static func decimal(_ whole: UInt64, fraction: UInt64, digits: Int) -> String {
        guard fraction > 0 else { return "\(whole)" }
        var text = String(fraction)
        text = String(repeating: "0", count: digits - text.count) + text
        while text.hasSuffix("0") { text.removeLast() }
        return "\(whole).\(text)"
    }
}
