import Foundation

/// Formats dates for `Text(_:style:)` in English, in UTC, relative to the virtual now.
enum DateText {
    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `June 3, 2019`.
    static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(monthNames[parts.month! - 1]) \(parts.day!), \(parts.year!)"
    }

    /// `11:23 PM`.
    static func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour!
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let minute = parts.minute! < 10 ? "0\(parts.minute!)" : "\(parts.minute!)"
        return "\(twelve):\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// `2 hours, 23 minutes`, or with `signed`, `+2 hours`.
    static func relative(from now: Date, to date: Date, signed: Bool) -> String {
        let seconds = Int((date.timeIntervalSince(now)).rounded())
        let magnitude = abs(seconds)
        let units: [(String, Int)] = [
            ("year", 365 * 86_400), ("month", 30 * 86_400), ("week", 7 * 86_400), ("day", 86_400),
            ("hour", 3_600), ("minute", 60), ("second", 1),
        ]
        var parts: [String] = []
        var remainder = magnitude
        for (name, size) in units where remainder >= size && parts.count < 2 {
            let count = remainder / size
            remainder -= count * size
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
            if signed { break }
        }
        if parts.isEmpty { parts = ["0 seconds"] }
        let text = parts.joined(separator: ", ")
        return signed ? (seconds < 0 ? "-" : "+") + text : text
    }

    /// `2:32` or `36:59:01`.
    static func timer(from now: Date, to date: Date) -> String {
        let seconds = abs(Int(date.timeIntervalSince(now).rounded()))
        let hours = seconds / 3_600
        let minutes = (seconds % 3_600) / 60
        let rest = seconds % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
