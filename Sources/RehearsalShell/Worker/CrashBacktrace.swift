import Foundation

/// The frame of a crashed worker's backtrace that is to blame: the innermost one with a source location.
///
/// A trap in the standard library (an index out of range, a force unwrap of `nil` inside a collection)
/// prints a location in the toolchain's own files, which says nothing about the preview and changes with
/// every toolchain. The worker runs with the Swift runtime's backtracer on (`SWIFT_BACKTRACE`, JSON
/// format), which symbolicates the crashed thread with the DWARF line tables of the executable. The
/// toolchain's libraries carry no line tables, so the innermost frame with a source file is the code that
/// called into them: the user's (a view's `body`) or Rehearsal's own.
struct CrashBacktrace: Equatable {
    /// The function, as the backtracer names it without its offset: `RecentItems.body.getter`.
    var function: String
    /// The module the function is in, read from its mangled symbol: `SamplePreviews`.
    var module: String
    /// `SamplePreviews/UnrenderableScreen.swift:55`: the module and the file's name, as `#fileID` writes them.
    var location: String

    /// The settings the worker is started with: a JSON report of the crashed thread on standard error, no
    /// prompt, no registers or images, at most 16 frames (the blamed frame is near the top).
    static let environmentValue =
        "enable=yes,interactive=no,color=no,format=json,output-to=stderr,threads=crashed,registers=none,"
        + "images=none,limit=16,top=0"

    /// What the runtime prints when it starts the backtracer: the worker has trapped and is being reported.
    static let startMarker = ": Backtracing from "
    /// How long, past the watchdog, a worker that trapped may take to print its backtrace (on a loaded machine).
    static let grace: Duration = .seconds(10)

    /// The blamed frame of the crash report in `standardError`, or `nil` when there is none (the backtracer
    /// is off or unavailable, or no frame has a source location).
    init?(standardError: String) {
        guard
            let line = standardError.split(separator: "\n").last(where: { $0.contains("\"crashReport\"") }),
            let report = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let threads = report["threads"] as? [[String: Any]],
            let thread = threads.first(where: { $0["crashed"] as? Bool == true }) ?? threads.first,
            let frames = thread["frames"] as? [[String: Any]]
        else { return nil }
        for frame in frames {
            guard let source = frame["sourceLocation"] as? [String: Any], let file = source["file"] as? String,
                !file.hasPrefix("//<"), let lineNumber = source["line"] as? Int, lineNumber > 0,
                let symbol = frame["symbol"] as? String, let module = Self.module(ofMangled: symbol)
            else { continue }
            let description = frame["description"] as? String ?? symbol
            let name = description.range(of: " + ", options: .backwards).map { description[..<$0.lowerBound] }
            function = String((name ?? description[...]).replacing(/\.getter$/, with: ""))
            self.module = module
            location = "\(module)/\((file as NSString).lastPathComponent):\(lineNumber)"
            return
        }
        return nil
    }

    init(function: String, module: String, location: String) {
        self.function = function
        self.module = module
        self.location = location
    }

    /// The module of a Swift symbol, `SamplePreviews` in `$s14SamplePreviews11RecentItemsV4bodyQrvg`; `nil` for
    /// the standard library's (`$ss...`) and for symbols that are not Swift's.
    static func module(ofMangled symbol: String) -> String? {
        guard symbol.hasPrefix("$s") else { return nil }
        let rest = symbol.dropFirst(2)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }
}
