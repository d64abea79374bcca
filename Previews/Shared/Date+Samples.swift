import RehearsalUI

extension Date {
    /// The virtual start date of every session, 2026-01-01 09:00 UTC; sample data is dated from it.
    ///
    /// Sample data never calls `Date()`: the wall clock would make every run print something different.
    static let sampleStart = Date(timeIntervalSince1970: 1_767_258_000)

    /// A date a whole number of days and hours after the virtual start (negative for before it).
    static func sample(days: Int = 0, hours: Int = 0) -> Date {
        sampleStart.addingTimeInterval(TimeInterval(days * 86_400 + hours * 3_600))
    }
}
