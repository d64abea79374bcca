import Foundation
import Synchronization
import VirtualTime

/// Prints dates as ISO 8601 in UTC, so output never depends on the machine's zone.
///
/// One formatter serves every call, and the texts of recent dates are kept: making a formatter costs far more than
/// formatting with it, and formatting more than looking up a date the state inventory described at the last step
/// (it describes every object's properties at every step). A formatter must not be used by two threads at once.
package enum VirtualDateDescription {
    private struct Kept {
        var formatter: ISO8601DateFormatter?
        var texts: [Date: String] = [:]
    }

    private static let kept = Mutex(Kept())

    package static func describe(_ date: Date) -> String {
        kept.withLock { kept in
            if let text = kept.texts[date] { return text }
            let formatter = kept.formatter ?? ISO8601DateFormatter()
            if kept.formatter == nil {
                formatter.timeZone = TimeZone(identifier: "UTC")
                kept.formatter = formatter
            }
            let text = formatter.string(from: date)
            if kept.texts.count >= 256 { kept.texts.removeAll(keepingCapacity: true) }
            kept.texts[date] = text
            return text
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
