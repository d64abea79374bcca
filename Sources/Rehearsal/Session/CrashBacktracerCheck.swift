import Foundation
import VirtualTime

/// The start-up check `backtracer`: the Swift runtime's crash backtracer, whose JSON report names the
/// user's file, line and function for a trap in the standard library, must be where the runtime looks for
/// it: `libexec/swift/linux/swift-backtrace` under the toolchain root of the loaded `libswiftCore.so`.
///
/// The report's layout (`threads[].frames[].sourceLocation` and the mangled `symbol`) can only be read
/// after a crash; a report that does not read gives no frame, and the crash message then says that the
/// preview's line is unknown. This check names the missing backtracer before any crash.
enum CrashBacktracerCheck {
    /// Whether the backtracer is there and executable (checked once; failed by the test hook).
    static let passes: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "backtracer") else { return false }
        return backtracerPath.map { FileManager.default.isExecutableFile(atPath: $0) } ?? false
    }()

    /// Where the runtime looks for its backtracer, or `nil` when the Swift runtime is not a loaded library
    /// (a binary linked with `-static-stdlib`, whose backtracer is not checked here).
    static var backtracerPath: String? {
        #if os(Linux)
            // The loaded images, one a line of /proc/self/maps, the path last.
            // Read to the end: a /proc file has no size to read up to.
            guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
                case let maps = String(decoding: data, as: UTF8.self),
                let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
                let slash = line.firstIndex(of: "/")
            else { return nil }
            let library = URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
            // <root>/lib/swift/linux/libswiftCore.so → <root>/libexec/swift/linux/swift-backtrace
            let root = library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return root.appendingPathComponent("libexec/swift/linux/swift-backtrace").path
        #else
            return nil
        #endif
    }
}
