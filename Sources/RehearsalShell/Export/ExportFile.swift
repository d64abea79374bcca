import Foundation
package import Rehearsal

/// Where `export` may write, checked before anything is written: a path that names a `.swift` file without
/// control characters, and either no file there yet, one that `export` wrote, or `--force`.
package enum ExportFile {
    /// Checks `file` as typed, `path` its absolute form; returns whether a file `export` wrote is replaced.
    package static func check(_ file: String, path: String, force: Bool) throws(CommandError) -> Bool {
        if let bad = file.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw CommandError(
                "export expects a file path without control characters, found \(Tokenizer.quoted(file)) "
                    + "(with U+\(String(format: "%04X", bad.value)))",
                code: "syntax", hint: "choose a plain name, like Tests/AppTests/RetryTests.swift")
        }
        guard file.hasSuffix(".swift"), !file.hasSuffix("/.swift"), file != ".swift" else {
            throw CommandError(
                "export writes Swift source, so it expects a FILE.swift, found \(Tokenizer.quoted(file))",
                code: "syntax", hint: "for example: export Tests/AppTests/RetryTests.swift")
        }
        var info = stat()
        // Nothing there, or not a regular file: the write itself creates it, or refuses it saying what it is.
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        if (try? ScriptFile.read(path))?.hasPrefix(SwiftTestWriter.marker) == true || force { return true }
        throw CommandError(
            "\(file) already exists and `export` did not write it, so it is not replaced", code: "state",
            hint: "`export --force \(file)` replaces it (keeping its mode and line endings), or choose another name")
    }

    /// The suite's type name from the file's name: `RetryTests` for `Tests/AppTests/RetryTests.swift`,
    /// `Shelf_retryTests` for `shelf-retry.swift`, `_2faTests` for `2fa.swift`.
    package static func suiteName(for file: String) -> String {
        let stem = String((file as NSString).lastPathComponent.dropLast(".swift".count))
        var name = ""
        for character in stem {
            name.append(character.isLetter || character.isNumber || character == "_" ? character : "_")
        }
        if let first = name.first, first.isLowercase { name = first.uppercased() + name.dropFirst() }
        if name.isEmpty || name.first?.isNumber == true { name = "_" + name }
        return name.hasSuffix("Tests") ? name : name + "Tests"
    }
}

extension ExportFile {
    /// What `export` prints: the file, its steps and checks, and how to run it.
    package static func summary(
        _ result: SwiftTestWriter.Result, file: String, suite: String, replaced: Bool
    )
        -> String
    {
        let steps = "\(result.steps) \(result.steps == 1 ? "step" : "steps")"
        let checks = "\(result.checks) \(result.checks == 1 ? "check" : "checks")"
        return """
            \(replaced ? "replaced" : "exported") \(file): \(suite).rehearsed() with \(steps) and \(checks)
            run it with `swift test --filter \(suite)` in a test target that depends on RehearsalTesting
            """
    }
}
