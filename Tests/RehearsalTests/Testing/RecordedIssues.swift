import Synchronization
import Testing

/// The issues a `withKnownIssue` matched, as `line N: comment`, so a test can compare them whole.
final class RecordedIssues: Sendable {
    private let issues = Mutex<[String]>([])

    /// Keeps the issue; returns `true`, so `withKnownIssue` counts it as known.
    func keep(_ issue: Issue) -> Bool {
        let line = issue.sourceLocation.map { "line \($0.line)" } ?? "no line"
        issues.withLock { $0.append("\(line): " + issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }

    /// Every issue kept, in order.
    var all: [String] { issues.withLock { $0 } }
}
