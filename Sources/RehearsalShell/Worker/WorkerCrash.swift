import Foundation

/// How a worker ended: its wait status and the message Swift printed when it trapped.
struct WorkerCrash: Equatable {
    /// The runtime's message, `Fatal error: Index out of range`, if the worker printed one.
    var message: String?
    /// Where the trap happened, `SamplePreviews/CrashingScreen.swift:24`, if the message said.
    var location: String?
    /// How the process ended: `signal 4 (SIGILL)`, `exit status 3`.
    var ending: String

    /// Reads the trap's message from what the worker wrote to standard error.
    init(status: Int32?, standardError: String) {
        ending = Self.describe(status)
        let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
        let lines = standardError.split(separator: "\n").map(String.init)
        guard let line = lines.last(where: { line in markers.contains { line.contains($0) } }) else { return }
        for marker in markers {
            guard let range = line.range(of: marker) else { continue }
            message = String(line[range.lowerBound...])
            let before = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            location = before.isEmpty ? nil : before
            return
        }
    }

    /// The trap in words: the message and where, or how the process ended when it said nothing.
    var summary: String {
        guard let message else { return "the worker ended with \(ending) and printed no message" }
        return location.map { "\(message) (at \($0))" } ?? message
    }

    private static func describe(_ status: Int32?) -> String {
        guard let status else { return "an unknown status" }
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
            SIGKILL: "SIGKILL", SIGFPE: "SIGFPE",
        ]
        return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }
}
