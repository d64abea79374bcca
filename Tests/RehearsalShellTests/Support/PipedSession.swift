import Foundation

/// The built `rehearse` on pipes that stay open: a test writes a line, then reads what comes back while the
/// program waits for more, as a tool that drives it does (`RehearseBinary.run` gives all the input at once).
final class PipedSession {
    /// A wait that ran out of time; the description shows what was read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    /// The program's home and working folder, removed with the session.
    private let folder: URL
    private let input = Pipe()
    private let output = Pipe()
    /// Everything read so far, standard output and error together.
    var transcript: String { buffer.text }
    private var buffer = TranscriptBuffer()

    /// Starts `rehearse arguments` with `environment` added to a small one of its own.
    init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        let folder = try RehearseBinary.temporaryFolder()
        self.folder = folder
        process.executableURL = URL(fileURLWithPath: RehearseBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var base = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path,
            "LANG": "C.UTF-8",
        ]
        base.merge(environment) { _, given in given }
        process.environment = base
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The program's process id, to read its resident memory.
    var processID: Int32 { process.processIdentifier }

    /// Writes `line` and a newline to the program's standard input.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Reads until the transcript ends with `text`, waiting at most `seconds` of real time in all;
    /// returns the transcript.
    @discardableResult
    func waitFor(_ text: String, seconds: Int = 60) throws -> String {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var waited = 0
        while !transcript.hasSuffix(text) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard waited < seconds * 10 else {
                throw Failure(
                    description: "expected the output to end with \(String(reflecting: text)); it is:\n\(transcript)")
            }
            waited += 1
            guard poll(&request, 1, 100) > 0 else { continue }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw Failure(description: "the output ended before \(String(reflecting: text)):\n\(transcript)")
            }
            buffer.append(chunk)
        }
        return transcript
    }

    /// Reads until the transcript holds `count` whole lines, waiting at most `seconds` of real time in all;
    /// returns the transcript.
    @discardableResult
    func waitForLines(_ count: Int, seconds: Int = 60) throws -> String {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var waited = 0
        while buffer.lineCount < count {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard waited < seconds * 10 else {
                throw Failure(description: "expected \(count) lines of output; it is:\n\(transcript)")
            }
            waited += 1
            guard poll(&request, 1, 100) > 0 else { continue }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw Failure(description: "the output ended before \(count) lines:\n\(transcript)")
            }
            buffer.append(chunk)
        }
        return transcript
    }

    /// Closes standard input, reads the rest, and returns the transcript and the exit status.
    func finish(seconds: Double = 60) throws -> (transcript: String, status: Int32) {
        input.fileHandleForWriting.closeFile()
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        buffer.finish()
        return (transcript, try RehearseBinary.ended(process, within: seconds))
    }
}
