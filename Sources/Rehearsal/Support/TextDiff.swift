/// Line diffs of two texts, printed as unified diffs: used by `diff`, the echo after each action, and replay.
package enum TextDiff {
    /// One line of a diff.
    package enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The lines of `old` and `new` aligned by a longest common subsequence (for long texts with changes far
    /// apart, an alignment found without the full table: see `LineAlignment`).
    package static func lines(_ old: [String], _ new: [String]) -> [Line] {
        // Trim the common prefix and suffix first: most diffs here are small changes to long trees.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        let ids = LineAlignment.identifiers(a, b)
        var result = old[..<prefix].map(Line.same)
        result.reserveCapacity(prefix + max(a.count, b.count) + suffix)
        for step in LineAlignment(old: ids.old, new: ids.new).steps {
            switch step {
            case .same(let index, _): result.append(.same(a[index]))
            case .removed(let index): result.append(.removed(a[index]))
            case .added(let index): result.append(.added(b[index]))
            }
        }
        result += old[(old.count - suffix)...].map(Line.same)
        return result
    }

    /// A unified diff with `context` lines around each change, or `nil` when the texts are equal.
    package static func unified(
        _ old: String, _ new: String, oldName: String = "before", newName: String = "after", context: Int = 2
    ) -> String? {
        let oldLines = old.isEmpty ? [] : old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.isEmpty ? [] : new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let hunks = hunks(lines(oldLines, newLines), context: context) else { return nil }
        return (["--- \(oldName)", "+++ \(newName)"] + hunks).joined(separator: "\n")
    }

    /// The hunks of a unified diff (without its `---`/`+++` header) of `diff`, the aligned lines of a window of
    /// two texts that starts at line `firstLine` (1-based) of both, or `nil` when nothing changed.
    ///
    /// A window that holds `context` equal lines before its first change and after its last (or reaches the
    /// texts' ends) gives the same hunks as the whole texts do.
    package static func hunks(_ diff: [Line], firstLine: Int = 1, context: Int) -> [String]? {
        guard diff.contains(where: { if case .same = $0 { false } else { true } }) else { return nil }
        var output: [String] = []
        var index = 0
        var oldLine = firstLine
        var newLine = firstLine
        while index < diff.count {
            guard case .same = diff[index] else {
                let start = max(0, index - context)
                var end = index
                var lastChange = index
                while end < diff.count {
                    if case .same = diff[end] {
                        if end - lastChange > context * 2 { break }
                    } else {
                        lastChange = end
                    }
                    end += 1
                }
                end = min(diff.count, lastChange + context + 1)
                let leading = index - start
                let hunk = diff[start..<end]
                let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
                let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
                let oldStart = oldLine - leading
                let newStart = newLine - leading
                output.append(
                    "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@"
                )
                for line in hunk {
                    switch line {
                    case .same(let text): output.append(" " + text)
                    case .removed(let text): output.append("-" + text)
                    case .added(let text): output.append("+" + text)
                    }
                }
                for line in diff[index..<end] {
                    switch line {
                    case .same:
                        oldLine += 1
                        newLine += 1
                    case .removed: oldLine += 1
                    case .added: newLine += 1
                    }
                }
                index = end
                continue
            }
            oldLine += 1
            newLine += 1
            index += 1
        }
        return output
    }
}
