import Foundation

/// How a `DatePicker` writes and reads dates: fixed patterns in UTC and `en_US_POSIX`, never the machine's
/// locale or time zone, so outputs are the same everywhere.
enum DatePickerText {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = calendar
        formatter.dateFormat = pattern
        return formatter
    }

    /// The date as the picker shows it: `2026-12-01`, `14:30`, or `2026-12-01 14:30`.
    static func format(_ date: Date, _ components: DatePickerComponents) -> String {
        formatter(components.pattern).string(from: date)
    }

    /// `text` read for `components`, on top of `current`: a date-only text keeps the time of day, a
    /// time-only text keeps the day. `nil` when it does not read.
    static func parse(_ text: String, _ components: DatePickerComponents, keeping current: Date) -> Date? {
        guard let read = formatter(components.pattern).date(from: text) else { return nil }
        let calendar = calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
        let given = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: read)
        if components.contains(.date) {
            parts.year = given.year
            parts.month = given.month
            parts.day = given.day
        }
        if components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond) || components.isEmpty {
            parts.hour = given.hour
            parts.minute = given.minute
            parts.second = components.contains(.hourMinuteAndSecond) ? given.second : 0
        }
        return calendar.date(from: parts)
    }

    /// A select action that sets the date `text` names; when it does not read or is out of range, it
    /// returns one line saying what it takes.
    @MainActor static func selectAction(
        _ selection: Binding<Date>, components: DatePickerComponents, range: (lower: Date?, upper: Date?)
    ) -> @MainActor (String) -> [String]? {
        { text in
            let example = formatter(components.pattern).string(from: VirtualNow.date)
            var expected = "a date written like \(ValueDescription.quoted(example))"
            if let lower = range.lower { expected += " from \(format(lower, components))" }
            if let upper = range.upper { expected += " through \(format(upper, components))" }
            guard let date = parse(text, components, keeping: selection.wrappedValue) else { return [expected] }
            if let lower = range.lower, date < lower { return [expected] }
            if let upper = range.upper, date > upper { return [expected] }
            selection.wrappedValue = date
            return nil
        }
    }
}
