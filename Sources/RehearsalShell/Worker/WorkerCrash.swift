import Foundation

/// How a worker ended: its wait status and the message Swift printed when it trapped.
struct WorkerCrash: Equatable {
    /// The runtime's message, `Fatal error: Index out of range`, if the worker printed one.
    var message: String?
    /// Where the trap happened, `SamplePreviews/CrashingScreen.swift:24`, if the message said.
    var location: String?
    /// How the process ended: `signal 4 (SIGILL)`, `exit status 3`.
    var ending: String
    /// The innermost frame with a source location in the backtrace, when the backtracer printed one.
    var frame: CrashBacktrace?

    /// Reads the trap's message from what the worker wrote to standard error.
    init(status: Int32?, standardError: String) {
        ending = Self.describe(status)
        frame = CrashBacktrace(standardError: standardError)
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

    /// The modules of Rehearsal itself: a trap there is Rehearsal's bug, not the preview's.
    static let ownModules: Set<String> = ["Rehearsal", "RehearsalUI", "RehearsalShell", "VirtualTime", "rehearse"]
    /// The toolchain's modules: their file names and lines change with every toolchain, so they are not shown.
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Synchronization", "Observation", "Dispatch", "_StringProcessing",
    ]

    /// The module of `location`: `SamplePreviews` in `SamplePreviews/CrashingScreen.swift:17`.
    var module: String? {
        guard let location, let slash = location.firstIndex(of: "/") else { return nil }
        return String(location[..<slash])
    }

    /// Whether the trap is in Rehearsal's own code, so the preview is not to blame: where the runtime says
    /// it trapped, or, for a trap in the toolchain's code, the innermost frame with a source location.
    var isInRehearsal: Bool {
        if let module, !Self.toolchainModules.contains(module) { return Self.ownModules.contains(module) }
        return frame.map { Self.ownModules.contains($0.module) } ?? false
    }

    /// The trap in words: the message and where (in the user's code only), or how the process ended.
    var summary: String {
        guard let message else { return "the worker ended with \(ending) and printed no message" }
        guard let location, let module, !Self.toolchainModules.contains(module) else {
            // The runtime named the toolchain's file (or nothing): the backtrace names the caller.
            guard let frame else {
                guard location != nil else { return message }
                return "\(message) (in the toolchain's code; the line of the preview that called it is unknown, "
                    + "because the worker printed no backtrace)"
            }
            if Self.ownModules.contains(frame.module) { return message }
            return "\(message) (at \(frame.location), in \(frame.function))"
        }
        return Self.ownModules.contains(module) ? message : "\(message) (at \(location))"
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
