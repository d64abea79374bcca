extension MatrixReport {
    /// The report as JUnit XML: one test case per script and variant, named `file [variant]`.
    public var junit: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"rehearse replay\" tests=\"\(runs.count)\" failures=\"\(failed)\">",
            "  <testsuite name=\"matrix \(ReplayReport.escape(matrix.description))\" tests=\"\(runs.count)\" "
                + "failures=\"\(failed)\">",
        ]
        for run in runs {
            let slash = run.file.lastIndex(of: "/")
            let directory = slash.map { String(run.file[..<$0]) } ?? "."
            let name =
                (slash.map { String(run.file[run.file.index(after: $0)...]) } ?? run.file)
                + " [\(run.variant.name)]"
            let open =
                "    <testcase classname=\"\(ReplayReport.escape(directory))\" name=\"\(ReplayReport.escape(name))\" "
                + "file=\"\(ReplayReport.escape(run.file))\""
            guard let failure = run.result.failure else {
                lines.append(open + "/>")
                continue
            }
            let message = "under \(run.variant.name): \(failure.file):\(failure.line): \(failure.message)"
            lines.append(open + ">")
            lines.append(
                "      <failure message=\"\(ReplayReport.escape(message))\">" + ReplayReport.escape(failure.details)
                    + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
