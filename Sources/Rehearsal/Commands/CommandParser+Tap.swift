extension CommandParser {
    /// `tap TARGET` or `tap --count N TARGET`, N a whole number from 1 to 10.
    static func tap(_ reader: inout Reader) throws(CommandError) -> Command {
        guard reader.flag("--count") else { return .interact(.tap, try reader.target()) }
        let count = try reader.number("a tap count, like 2")
        guard count == count.rounded(), count >= 1, count <= 10 else {
            throw CommandError(
                "tap --count expects a whole number of taps from 1 to 10, found \(formatCount(count))",
                hint: "for example: tap --count 2 \"Photo\"")
        }
        let target = try reader.target()
        return .interact(count == 1 ? .tap : .multiTap(Int(count)), target)
    }

    private static func formatCount(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
