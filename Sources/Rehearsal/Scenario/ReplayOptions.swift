/// The options of `rehearse replay`: which scripts, which shard of them, and which reports.
public struct ReplayOptions: Equatable, Sendable {
    /// Files and directories to replay (a directory means every `*.scenario` under it).
    public var paths: [String] = []
    /// Rewrite the expectations of failing scripts instead of only reporting them.
    public var update = false
    /// Where to write a JUnit XML report.
    public var junitPath: String?
    /// Print one JSON document instead of the text report.
    public var json = false
    /// How many processes may replay at once.
    public var jobs = 1
    /// This machine's part of the scripts, 1-based: `--shard 2/3` is (2, 3).
    public var shard: (index: Int, count: Int) = (1, 1)
    /// The real-time limit on each step, in seconds, from `--watchdog` (`nil`: `REHEARSE_WATCHDOG` or 10).
    public var watchdogSeconds: Double?
    /// `--matrix AXIS=V1,V2 ...`: replay every script under each combination and compare them.
    public var matrix: VariantMatrix?

    public init() {}

    public static func == (lhs: ReplayOptions, rhs: ReplayOptions) -> Bool {
        lhs.paths == rhs.paths && lhs.update == rhs.update && lhs.junitPath == rhs.junitPath && lhs.json == rhs.json
            && lhs.jobs == rhs.jobs && lhs.shard == rhs.shard && lhs.watchdogSeconds == rhs.watchdogSeconds
            && lhs.matrix == rhs.matrix
    }

    /// The usage line printed with every argument error.
    public static let usage =
        "usage: rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] [--watchdog SECONDS] "
        + "[--matrix AXIS=V1,V2 ...] PATH..."

    /// Reads the arguments after `replay`.
    public static func parse(_ arguments: [String]) throws(ReplayUsageError) -> ReplayOptions {
        var options = ReplayOptions()
        var index = 0
        func value(_ flag: String) throws(ReplayUsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw ReplayUsageError("\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--update": options.update = true
            case "--json": options.json = true
            case "--junit":
                let path = try value(argument)
                guard !path.hasSuffix(".scenario") else {
                    throw ReplayUsageError(
                        "--junit expects the report's file name, like report.xml, found the script \(path); "
                            + "a report is never written over a script")
                }
                options.junitPath = path
            case "--watchdog":
                let text = try value(argument)
                guard let seconds = NumberSyntax.decimal(text), seconds >= 0.1, seconds <= 86_400 else {
                    throw ReplayUsageError(
                        "--watchdog expects a number of seconds from 0.1 to 86400, like 10 or 2.5, found "
                            + Tokenizer.quoted(VisibleText.escaping(text)))
                }
                options.watchdogSeconds = seconds
            case "--jobs":
                let text = try value(argument)
                guard let jobs = Int(text), jobs >= 1 else {
                    throw ReplayUsageError("--jobs expects a number of processes of 1 or more, found \"\(text)\"")
                }
                options.jobs = jobs
            case "--shard": options.shard = try shard(try value(argument))
            case "--matrix":
                // The axes are the words after the flag that look like AXIS=VALUES; the scripts follow.
                var axes = options.matrix.map { $0.description.split(separator: " ").map(String.init) } ?? []
                let start = axes.count
                while index + 1 < arguments.count, isAxis(arguments[index + 1]) {
                    index += 1
                    axes.append(arguments[index])
                }
                guard axes.count > start else {
                    throw ReplayUsageError(
                        "--matrix needs one or more AXIS=VALUE,VALUE..., like --matrix \(VariantMatrix.example)")
                }
                do {
                    options.matrix = try VariantMatrix.parse(axes)
                } catch {
                    let hint = error.hint ?? ""
                    let joined =
                        error.message.hasSuffix("?")
                        ? " " + hint.prefix(1).uppercased() + hint.dropFirst() : "; " + hint
                    throw ReplayUsageError("--matrix: \(error.message)\(hint.isEmpty ? "" : joined)")
                }
            case "--":
                options.paths += arguments[(index + 1)...]
                index = arguments.count
            default:
                guard !argument.hasPrefix("--") else {
                    let flags = ["--update", "--junit", "--json", "--jobs", "--shard", "--watchdog", "--matrix"]
                    throw ReplayUsageError(
                        "unknown option \(VisibleText.escaping(argument))\(NearestMatches.suggestion(argument, in: flags, quote: false))"
                    )
                }
                options.paths.append(argument)
            }
            index += 1
        }
        guard !options.paths.isEmpty else {
            throw ReplayUsageError("replay expects scenario files or directories, like scripts/scenarios")
        }
        if options.update, options.matrix != nil {
            throw ReplayUsageError(
                "--update cannot be combined with --matrix: a script holds one expected output, not one per "
                    + "variant; replay without --matrix to rewrite it")
        }
        return options
    }

    /// Whether an argument after `--matrix` is an axis (`colorScheme=light,dark`) rather than a script.
    private static func isAxis(_ argument: String) -> Bool {
        guard let equals = argument.firstIndex(of: "="), !argument.hasPrefix("-") else { return false }
        return !argument[..<equals].contains("/") && !argument.hasSuffix(".scenario")
    }

    private static func shard(_ text: String) throws(ReplayUsageError) -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1,
            index <= count
        else {
            throw ReplayUsageError("--shard expects I/N with 1 <= I <= N, like 2/3, found \"\(text)\"")
        }
        return (index, count)
    }
}
