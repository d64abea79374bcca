/// Compares one script's runs under every variant, step by step, and says only what differs: the output
/// of a step, the view tree after it, or whether an expectation holds.
///
/// A step is reported when it shows a difference that is new: the same difference as the step before (an
/// `advance` that changes nothing, an `expect tree` of the tree a command already showed) is not repeated.
/// Quiet steps in a row are summarised in one line.
struct MatrixComparison {
    /// What differs at a step.
    struct Section: Equatable {
        enum Kind: String { case output, tree, verdict }
        var kind: Kind
        /// The heading after the step's label: `the tree differs`.
        var heading: String
        /// The diffs or failures, unindented.
        var lines: [String]
    }

    /// One line of the comparison: a run of quiet steps, or a step with differences.
    enum Entry: Equatable {
        /// Steps from `line` to `endLine` showed nothing new; `agree` when every variant showed the same.
        case quiet(line: Int, endLine: Int, steps: Int, agree: Bool)
        case step(line: Int, endLine: Int, label: String, sections: [Section])
    }

    let matrix: VariantMatrix
    let runs: [MatrixRun]
    let stepWord: String

    /// The variants of `runs`, in order.
    private var variants: [Variant] { runs.map(\.variant) }

    /// The script's heading, its entries, then one line per variant with its outcome.
    var lines: [String] {
        guard let file = runs.first?.file else { return [] }
        // A script that cannot be read or parsed fails the same way everywhere: say it once.
        if runs.allSatisfy(\.observations.isEmpty), let failure = runs.first?.result.failure,
            runs.allSatisfy({ $0.result.failure == failure })
        {
            return [
                "\(file): under every variant",
                "  FAIL " + failure.description.replacingOccurrences(of: "\n", with: "\n    "),
            ]
        }
        var lines = [file]
        for entry in entries {
            switch entry {
            case .quiet(let line, let endLine, let steps, let agree):
                let what =
                    agree ? "the \(count(runs.count, "variant")) agree" : "nothing new (the differences above remain)"
                let span = line == endLine ? "\(stepWord) \(line)" : "\(stepWord)s \(line)-\(endLine)"
                lines.append("  \(span)\(steps == 1 ? "" : " (\(steps) steps)"): \(what)")
            case .step(let line, let endLine, let label, let sections):
                let span = line == endLine ? "\(stepWord) \(line)" : "\(stepWord)s \(line)-\(endLine)"
                for (index, section) in sections.enumerated() {
                    let head = index == 0 ? "  \(span) `\(label)`: " : "    and "
                    lines.append(head + section.heading)
                    lines += section.lines.map { $0.isEmpty ? "" : "    " + $0 }
                }
            }
        }
        // The variants that passed in one line; each that failed in a line of its own, named.
        let passing = runs.indices.filter { runs[$0].result.passed }
        if !passing.isEmpty {
            let commands = Set(passing.map { runs[$0].result.commands })
            let each = commands.count == 1 ? count(commands.first ?? 0, "command") : nil
            if passing.count == runs.count {
                let all = runs.count == 2 ? "both variants" : "all \(count(runs.count, "variant"))"
                lines.append("  PASS under \(all)" + (each.map { " (\($0) each)" } ?? ""))
            } else {
                let detail =
                    passing.count == 1
                    ? each.map { " (\($0))" } ?? ""
                    : " (\(passing.count) variants" + (each.map { ", \($0) each" } ?? "") + ")"
                lines.append("  PASS under \(describe(passing))" + detail)
            }
        }
        for run in runs where !run.result.passed {
            let failure = run.result.failure
            lines.append(
                "  FAIL \(run.variant.name): \(stepWord) \(failure?.line ?? 1): \(failure?.message ?? "failed")")
        }
        return lines
    }

    /// The steps in order, quiet ones merged.
    var entries: [Entry] {
        var entries: [Entry] = []
        let steps = runs.map(\.observations.count).max() ?? 0
        // The tree after the last command, per variant, and the last difference shown of each output: a
        // difference is shown again only when it changed.
        var lastTree = [String](repeating: "", count: runs.count)
        var lastShown: [String: [String]] = [:]
        func isNew(_ section: Section, key: String) -> Bool {
            let lines = section.lines.filter { !$0.hasPrefix("@@") }
            defer { lastShown[key] = lines }
            return lastShown[key] != lines
        }
        for index in 0..<steps {
            let observed = runs.map { $0.observations.count > index ? $0.observations[index] : nil }
            guard let reference = observed.compactMap({ $0 }).first else { continue }
            var sections: [Section] = []
            let outputs = observed.enumerated().map { variant, observation in
                observation?.output ?? ended(runs[variant])
            }
            var agree = Set(outputs).count == 1
            if let shown = reference.shown {
                // `expect tree` reads the tree a command already compared.
                let key = shown == .tree ? "tree" : "output " + shown.rawValue
                if !agree {
                    let difference = section(.output, "the \(shown.rawValue) differs", outputs)
                    if isNew(difference, key: key) { sections.append(difference) }
                }
            } else {
                if !agree { sections.append(section(.output, "the output differs", outputs)) }
                lastTree = observed.enumerated().map { variant, observation in
                    observation?.tree ?? ended(runs[variant])
                }
                if Set(lastTree).count > 1 {
                    let difference = section(.tree, "the tree differs", lastTree)
                    if isNew(difference, key: "tree") { sections.append(difference) }
                } else {
                    lastShown["tree"] = nil
                }
            }
            agree = agree && Set(lastTree).count == 1
            let verdicts = observed.map { observation in
                observation.map { $0.failures.map(Self.shortened).joined(separator: "\n") } ?? ""
            }
            if verdicts.contains(where: { !$0.isEmpty }) {
                sections.append(verdict(verdicts, isExpectation: reference.shown != nil))
            }
            if sections.isEmpty {
                if case .quiet(let line, _, let count, let allAgreed)? = entries.last {
                    entries[entries.count - 1] = .quiet(
                        line: line, endLine: reference.endLine, steps: count + 1, agree: allAgreed && agree)
                } else {
                    entries.append(.quiet(line: reference.line, endLine: reference.endLine, steps: 1, agree: agree))
                }
            } else {
                entries.append(
                    .step(line: reference.line, endLine: reference.endLine, label: reference.label, sections: sections))
            }
        }
        return entries
    }

    /// The diffs of each group of variants that showed the same text against the group of the first variant.
    private func section(_ kind: Section.Kind, _ heading: String, _ texts: [String]) -> Section {
        let groups = grouped(texts)
        var lines: [String] = []
        let base = groups[0]
        for group in groups.dropFirst() {
            lines +=
                TextDiff.unified(
                    texts[base[0]], texts[group[0]], oldName: describe(base), newName: describe(group), context: 1)?
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        }
        return Section(kind: kind, heading: heading, lines: lines)
    }

    /// Which variants an expectation (or a command's `expect error`) holds under, and how it fails elsewhere.
    private func verdict(_ failures: [String], isExpectation: Bool) -> Section {
        let groups = grouped(failures)
        let holding = groups.first { failures[$0[0]].isEmpty }
        let failing = groups.filter { !failures[$0[0]].isEmpty }
        let subject = isExpectation ? "the expectation" : "the step"
        var heading: String
        if let holding {
            heading =
                "\(subject) holds under \(describe(holding)); fails under "
                + failing.map(describe).joined(separator: "; ")
        } else {
            heading = "\(subject) fails under every variant"
        }
        var lines: [String] = []
        for group in failing {
            if groups.count > 1 || holding != nil { lines.append("under \(describe(group)):") }
            lines += failures[group[0]].split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        if holding == nil, failing.count == 1 { lines = lines.map { String($0.dropFirst(2)) } }
        return Section(kind: .verdict, heading: heading, lines: lines)
    }

    /// The indices of variants that showed the same text, groups in the order of their first variant.
    private func grouped(_ texts: [String]) -> [[Int]] {
        var groups: [[Int]] = []
        var byText: [String: Int] = [:]
        for (index, text) in texts.enumerated() {
            if let group = byText[text] {
                groups[group].append(index)
            } else {
                byText[text] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// A group of variants in the fewest words: `every variant`, the settings they share when the group is
    /// every variant with them (`horizontalSizeClass=regular`), else their names.
    private func describe(_ group: [Int]) -> String {
        if group.count == variants.count { return "every variant" }
        let axes = variants.first?.assignments.count ?? 0
        let shared = (0..<axes).compactMap { axis -> String? in
            let values = Set(group.map { variants[$0].assignments[axis] })
            return values.count == 1 ? values.first : nil
        }
        let matching = variants.indices.filter { index in shared.allSatisfy(variants[index].assignments.contains) }
        if !shared.isEmpty, matching == group { return shared.joined(separator: " ") }
        return group.map { variants[$0].name }.joined(separator: "; ")
    }

    /// The most lines of a failure's diff shown in a comparison: a whole tree would drown the others.
    static let detailLimit = 12

    /// A failure's message, with its diff when it has one (cut to `detailLimit` lines); an output that
    /// lacked a line is not repeated, since the diff of that output between variants says more.
    static func shortened(_ failure: ScenarioFailure) -> String {
        let head = "\(failure.file):\(failure.line): \(failure.message)"
        guard failure.details.hasPrefix("--- ") else { return head }
        let details = failure.details.split(separator: "\n", omittingEmptySubsequences: false)
        guard details.count > detailLimit else { return failure.description }
        return head + "\n" + details.prefix(detailLimit).joined(separator: "\n")
            + "\n... \(details.count - detailLimit) more lines"
    }

    /// What a variant that stopped early shows at the steps it never reached.
    private func ended(_ run: MatrixRun) -> String {
        "(not run: the replay ended at \(stepWord) \(run.result.failure?.line ?? 0))"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
