import Foundation

/// `rehearse --host-package SPEC`: writes the host package for another package's previews, builds it with
/// the toolchain's `swift`, and prints the path of the executable it built.
///
/// The build's output goes to standard error with paths rewritten to the user's files; only the path of
/// the executable goes to standard output, as the command plugin reads it.
package enum HostPackageBuilder {
    /// Reads the spec at `specPath`, builds, and returns the exit status (the build's, when it failed).
    package static func run(specPath: String, swift: String) -> Int32 {
        let errors = FileDescriptorOutput.standardError
        let spec: HostPackageSpec
        do {
            spec = try JSONDecoder().decode(
                HostPackageSpec.self, from: Data(contentsOf: URL(fileURLWithPath: specPath)))
            try HostPackageGenerator.write(spec)
        } catch {
            errors.write("rehearse: cannot prepare the host package from \(specPath): \(error)\n")
            return 1
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = [
            "build", "--package-path", spec.hostDirectory, "--product", HostPackageGenerator.productName,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            errors.write("rehearse: cannot run \(swift): \(error.localizedDescription)\n")
            return 1
        }
        let rewriter = DiagnosticRewriter(spec: spec)
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                if let shown = rewriter.rewrite(line) { errors.write(shown + "\n") }
            }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return process.terminationStatus }
        let executable = URL(fileURLWithPath: spec.hostDirectory)
            .appendingPathComponent(".build/debug/\(HostPackageGenerator.productName)").path
        FileDescriptorOutput.standardOutput.write(executable + "\n")
        return 0
    }
}
