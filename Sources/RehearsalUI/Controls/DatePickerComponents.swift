/// Which parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, minute and second.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)

    /// How a date with these components is written in the tree and in `select`, in UTC: `2026-12-01`,
    /// `14:30`, `14:30:05`, or both separated by a space.
    var pattern: String {
        var parts: [String] = []
        if contains(.date) { parts.append("yyyy-MM-dd") }
        if contains(.hourMinuteAndSecond) {
            parts.append("HH:mm:ss")
        } else if contains(.hourAndMinute) {
            parts.append("HH:mm")
        }
        return parts.isEmpty ? "yyyy-MM-dd HH:mm" : parts.joined(separator: " ")
    }

    /// The printed form of the attribute: `[.date]`, `[.date, .hourAndMinute]`.
    var attribute: String {
        var names: [String] = []
        if contains(.date) { names.append(".date") }
        if contains(.hourAndMinute) { names.append(".hourAndMinute") }
        if contains(.hourMinuteAndSecond) { names.append(".hourMinuteAndSecond") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
