import Foundation
import Synchronization
import VirtualTime

/// Prints dates as ISO 8601 in UTC, so output never depends on the machine's zone.
///
/// One formatter serves every call: making one costs far more than formatting with it (a step that describes an
/// object's date spent most of its inventory there), and a formatter must not be used by two threads at once.
package enum VirtualDateDescription {
    private static let formatter = Mutex<ISO8601DateFormatter?>(nil)

    package static func describe(_ date: Date) -> String {
        formatter.withLock { kept in
            if let kept { return kept.string(from: date) }
            let made = ISO8601DateFormatter()
            made.timeZone = TimeZone(identifier: "UTC")
            kept = made
            return made.string(from: date)
        }
    }
}

/// The "now" that relative dates in text are measured from: the virtual clock's, never the wall clock's.
package enum VirtualNow {
    private static let provider = Mutex<@Sendable () -> Date>({ VirtualNow.start })

    /// 2026-01-01 09:00:00 UTC, the documented moment virtual time starts at.
    package static var start: Date { VirtualScheduler.startDate }

    package static var date: Date { provider.withLock { $0 }() }

    /// Makes relative dates follow another source (the session's virtual clock).
    package static func setProvider(_ source: @escaping @Sendable () -> Date) {
        provider.withLock { $0 = source }
    }
}
