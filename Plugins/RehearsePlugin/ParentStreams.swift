import Foundation

/// SwiftPM's own standard input, output and error, taken by the command plugin for the shell it starts.
///
/// A command plugin's standard input and output are SwiftPM's message channel to it, and SwiftPM holds
/// back everything a plugin writes until the plugin ends; so a shell that inherited the plugin's streams
/// would read no commands and answer nothing before it quits. The plugin takes the streams of its parent,
/// the running `swift package`, instead, in two ways:
/// - `pidfd_getfd` (Linux 5.6) duplicates the parent's descriptor itself: any kind of stream (a pipe, a
///   socket, a file, a terminal) with its offset shared, as if the shell had inherited it. It needs
///   permission to trace the parent, which Yama's `ptrace_scope` 1 (Ubuntu's default) refuses;
/// - opening `/proc/PARENT/fd/N` needs only the same user, and gives a pipe, a terminal or a device the
///   same stream, and a file read from its start; it cannot open a socket, and an output file is left to
///   SwiftPM (its offset would not be shared).
///
/// `REHEARSE_PLUGIN_STREAMS` chooses the ways, for tests: `pidfd`, `proc`, or `none` (the plugin's own).
struct ParentStreams {
    /// The environment variable that chooses the ways to take a stream.
    static let environmentKey = "REHEARSE_PLUGIN_STREAMS"

    /// This process's descriptors for SwiftPM's standard input, output and error; `nil` where a stream
    /// could not be taken.
    private(set) var descriptors: [Int32?] = [nil, nil, nil]
    /// Why each stream that could not be taken was not, by stream.
    private(set) var problems: [Int32: String] = [:]
    /// The output streams that are files, left to SwiftPM (which writes what it holds back when the plugin
    /// ends): no problem for a file.
    private(set) var filesLeftToSwiftPM: Set<Int32> = []

    /// Takes the three standard streams of the parent process, the ways `environment` allows.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let ways = environment[Self.environmentKey] ?? "pidfd,proc"
        #if os(Linux)
            let parent = getppid()
            let pidfd = ways.contains("pidfd") ? Self.pidfdOpen(parent) : -1
            defer { if pidfd >= 0 { close(pidfd) } }
            for stream: Int32 in 0...2 {
                var reasons: [String] = []
                if ways.contains("pidfd") {
                    if pidfd < 0 {
                        reasons.append("pidfd_open: \(String(cString: strerror(errno)))")
                    } else if let taken = Self.pidfdGetfd(pidfd, stream) {
                        descriptors[Int(stream)] = taken
                        continue
                    } else {
                        reasons.append("pidfd_getfd: \(String(cString: strerror(errno)))")
                    }
                }
                if ways.contains("proc") {
                    let (taken, reason) = Self.openThroughProc(parent: parent, stream: stream)
                    if let taken {
                        descriptors[Int(stream)] = taken
                        continue
                    }
                    reasons.append(reason)
                    if reason.hasSuffix(Self.fileReason) { filesLeftToSwiftPM.insert(stream) }
                }
                problems[stream] =
                    reasons.isEmpty ? "not tried (\(Self.environmentKey)=\(ways))" : reasons.joined(separator: "; ")
            }
        #else
            for stream: Int32 in 0...2 { problems[stream] = "only Linux lets a plugin take its parent's streams" }
        #endif
    }

    /// Standard input, when it was taken.
    var input: Int32? { descriptors[0] }

    /// Whether SwiftPM's standard input is a terminal (then the shell is interactive).
    var inputIsTerminal: Bool { input.map { isatty($0) == 1 } ?? false }

    /// Standard error, when it was taken and is a terminal: where build progress goes.
    var terminalError: Int32? {
        guard let error = descriptors[2], isatty(error) == 1 else { return nil }
        return error
    }

    /// Closes the descriptors this process holds (the child has its own copies).
    func closeAll() {
        for case let descriptor? in descriptors { close(descriptor) }
    }

    #if os(Linux)
        private typealias PidfdOpenFunction = @convention(c) (pid_t, UInt32) -> Int32
        private typealias PidfdGetfdFunction = @convention(c) (Int32, Int32, UInt32) -> Int32

        /// glibc 2.36 has `pidfd_open` and `pidfd_getfd`, but no module map declares them: found by name.
        private static func function<T>(_ name: String, as type: T.Type) -> T? {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }

        private static func pidfdOpen(_ pid: pid_t) -> Int32 {
            guard let open = function("pidfd_open", as: PidfdOpenFunction.self) else {
                errno = ENOSYS
                return -1
            }
            return open(pid, 0)
        }

        /// The parent's descriptor `stream`, duplicated into this process (close-on-exec).
        private static func pidfdGetfd(_ pidfd: Int32, _ stream: Int32) -> Int32? {
            guard let getfd = function("pidfd_getfd", as: PidfdGetfdFunction.self) else {
                errno = ENOSYS
                return nil
            }
            let descriptor = getfd(pidfd, stream, 0)
            return descriptor < 0 ? nil : descriptor
        }

        private static let fileReason = " is a file, whose offset a new opening would not share"

        /// The parent's stream opened by its path, or why it could not be.
        private static func openThroughProc(parent: pid_t, stream: Int32) -> (Int32?, String) {
            let path = "/proc/\(parent)/fd/\(stream)"
            var status = stat()
            guard stat(path, &status) == 0 else { return (nil, "\(path): \(String(cString: strerror(errno)))") }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFSOCK { return (nil, "\(path) is a socket, which cannot be opened by its path") }
            if stream > 0 && kind == S_IFREG {
                return (nil, "\(path)\(fileReason)")
            }
            let descriptor = open(path, (stream == 0 ? O_RDONLY : O_WRONLY) | O_CLOEXEC)
            guard descriptor >= 0 else { return (nil, "open \(path): \(String(cString: strerror(errno)))") }
            return (descriptor, "")
        }
    #endif
}
