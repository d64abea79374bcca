/// Prints the numbers controls show: integers without `.0`, fractions rounded to six places, so binary
/// noise (`0.30000000000000004`) never reaches the output.
enum NumberText {
    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A closed range: `10...30`.
    static func range(_ lower: Double, _ upper: Double) -> String { "\(format(lower))...\(format(upper))" }

    /// A fraction of a range as VoiceOver reads it: `30%`.
    static func percent(_ value: Double, in lower: Double, _ upper: Double) -> String {
        guard upper > lower else { return "0%" }
        let fraction = min(max((value - lower) / (upper - lower), 0), 1)
        return "\(Int((fraction * 100).rounded()))%"
    }
}
