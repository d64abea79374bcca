extension ReplayReport {
    /// The report as JUnit XML: one test case per script, named by its file, in the same order.
    public var junit: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"rehearse replay\" tests=\"\(results.count)\" failures=\"\(failed)\">",
            "  <testsuite name=\"scenarios\" tests=\"\(results.count)\" failures=\"\(failed)\">",
        ]
        for result in results {
            let slash = result.file.lastIndex(of: "/")
            let directory = slash.map { String(result.file[..<$0]) } ?? "."
            let name = slash.map { String(result.file[result.file.index(after: $0)...]) } ?? result.file
            let open =
                "    <testcase classname=\"\(Self.escape(directory))\" name=\"\(Self.escape(name))\" "
                + "file=\"\(Self.escape(result.file))\""
            let failure = result.failure ?? updatedFailure(result)
            guard failure != nil || !result.prints.isEmpty else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            if let failure {
                lines.append(
                    "      <failure message=\"\(Self.escape("\(failure.file):\(failure.line): \(failure.message)"))\">"
                        + Self.escape(failure.details) + "</failure>")
            }
            if !result.prints.isEmpty {
                // What the preview printed is the test case's standard output, as JUnit readers show it.
                let printed = result.prints.map(\.description).joined(separator: "\n")
                lines.append("      <system-out>" + Self.escape(printed) + "</system-out>")
            }
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A script that `--update` rewrote fails in the report, as a recorded golden file fails its test.
    private func updatedFailure(_ result: ScenarioResult) -> ScenarioFailure? {
        guard result.status == .updated else { return nil }
        return ScenarioFailure(
            file: result.file, line: 1,
            message: "rewrote \(result.updatedExpectations) expectations; replay again to check them")
    }

    /// Escapes text for XML attributes and content; characters XML 1.0 cannot hold become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
