import Rehearsal

/// Chooses the words Tab can complete from what the line says so far: commands first, then what the
/// command takes (previews, stubs, targets on screen, tabs, URLs already opened, files).
///
/// Candidates are whole, unquoted words, as `WordCompletion` expects. Labels are offered after an opening
/// quote (`tap "Tr` → `Try Again`), so that a completed label is always quoted as the parser wants;
/// without one, a target slot offers roles and `#identifiers`. After a target, `swipe` and `menu` offer the
/// named element's swipe actions and menu items.
package struct Completer {
    /// What the session knows: previews, stubs, actions, targets, tabs, traits.
    package var data: CompletionData
    /// URLs the user already opened with `url`, oldest first.
    package var urls: [String]
    /// How many steps the session's history holds, for `goto`.
    package var stepCount: Int
    /// The paths that start with a typed prefix: files, and folders ending in `/`.
    package var files: (String) -> [String]

    package init(
        data: CompletionData = CompletionData(), urls: [String] = [], stepCount: Int = 0,
        files: @escaping (String) -> [String] = { _ in [] }
    ) {
        self.data = data
        self.urls = urls
        self.stepCount = stepCount
        self.files = files
    }

    /// The commands that take a target as their first argument.
    static let targetCommands: Set<String> = [
        "tap", "longpress", "drag", "action", "type", "clear", "submit", "toggle", "select", "adjust", "swipe", "menu",
        "scroll", "refresh", "replace", "delete", "move", "focus", "insert", "pinch", "rotate", "press",
        "release",
    ]

    /// Every command name, sorted, as the first word of a line offers them.
    static let commandNames: [String] = CommandSpec.all.map(\.name).sorted()

    /// The candidates for the word before the cursor, in the order to list them; only those that extend it.
    package func candidates(lineBeforeCursor line: String) -> [String] {
        let word = WordCompletion.Word(endingLine: line)
        let before = String(line.dropLast(word.text.count))
        guard let words = try? Tokenizer.tokenize(before) else { return [] }
        let all = candidates(after: words, word: word)
        var seen: Set<String> = []
        return all.filter { $0.hasPrefix(word.value) && seen.insert($0).inserted }
    }

    private func candidates(after words: [Token], word: WordCompletion.Word) -> [String] {
        guard let command = words.first?.text else { return Self.commandNames }
        let position = words.count
        if Command.Output(rawValue: command) != nil { return position == 1 ? ["--json"] : [] }
        if Self.targetCommands.contains(command) {
            var arguments = Array(words.dropFirst())
            // `tap --count 2 TARGET`: the target follows the count.
            if command == "tap", let flag = arguments.first, flag.text == "--count", !flag.isQuoted {
                if arguments.count == 1 { return [] }
                arguments.removeFirst(2)
            }
            return targetCandidates(command: command, after: arguments, word: word)
        }
        switch (command, position) {
        case ("open", 1): return previewCandidates(word.value)
        case ("env", 1): return data.stubs
        case ("do", 1): return data.actions
        case ("help", 1): return Self.commandNames
        case ("tab", 1): return data.tabs
        case ("command", 1): return data.menuCommands ?? []
        case ("shortcut", 1): return data.shortcuts ?? []
        case ("url", 1): return urls
        case ("goto", 1): return stepCount > 0 ? (1...stepCount).map(String.init) : []
        case ("set", 1): return ["echo"]
        case ("set", 2) where words[1].text == "echo": return Echo.allCases.map(\.rawValue)
        case ("trait", _):
            let given = Set(words.dropFirst().map { String($0.text.prefix { $0 != "=" }) })
            return data.traits.filter { !given.contains(String($0.prefix { $0 != "=" })) }
        case ("matrix", _): return matrixCandidates(after: words, typed: word.value)
        case ("record", 1), ("replay", _), ("export", 1): return files(word.value)
        case ("export", 2) where words[1].text == "--force": return files(word.value)
        default: return []
        }
    }

    /// A target's first word (`"label"`, `#identifier` or a role), the label after a role, then the swipe
    /// action or menu item of the element the target names.
    private func targetCandidates(command: String, after arguments: [Token], word: WordCompletion.Word) -> [String] {
        let onScreen = data.targets
        guard let first = arguments.first else {
            if word.startsQuoted { return onScreen.map(\.label).filter { !$0.isEmpty } }
            let roles = onScreen.map(\.role).filter { !$0.isEmpty }
            return roles + onScreen.compactMap { $0.identifier.map { "#" + $0 } }
        }
        let isRole = !first.isQuoted && !first.text.hasPrefix("#")
        guard word.startsQuoted else { return [] }
        if isRole, arguments.count == 1 {
            return onScreen.filter { $0.role == first.text }.map(\.label).filter { !$0.isEmpty }
        }
        guard arguments.count == (isRole ? 2 : 1) else { return [] }
        let named = onScreen.filter { element in
            if first.text.hasPrefix("#"), !first.isQuoted {
                return element.identifier == String(first.text.dropFirst())
            }
            if isRole { return element.role == first.text && element.label == arguments[1].text }
            return element.label == first.text
        }
        switch command {
        case "swipe": return named.flatMap(\.swipeActions)
        case "menu": return named.flatMap(\.menuActions)
        default: return []
        }
    }

    /// `matrix`'s axes not given yet (`colorScheme=`), then, once an axis is typed, its values after the
    /// ones already listed: `colorScheme=light,` offers `colorScheme=light,dark`.
    private func matrixCandidates(after words: [Token], typed: String) -> [String] {
        let given = Set(words.dropFirst().map { String($0.text.prefix { $0 != "=" }) })
        guard let equals = typed.firstIndex(of: "=") else {
            return PreviewSettings.names.filter { !given.contains($0) }.map { $0 + "=" }
        }
        let axis = String(typed[..<equals])
        guard let values = PreviewSettings.values(of: axis) else { return [] }
        let listed = typed[typed.index(after: equals)...]
        let head = listed.lastIndex(of: ",").map { String(typed[...$0]) } ?? axis + "="
        // The values before the last comma are chosen; the last one is being typed.
        let chosen = Set(listed.split(separator: ",", omittingEmptySubsequences: false).dropLast().map(String.init))
        return values.filter { !chosen.contains($0) }.map { head + $0 }
    }

    /// Preview names: the file stems first (`ShelfScreen/`), whole names once a stem is chosen; a stem with
    /// one preview completes to it at once.
    private func previewCandidates(_ typed: String) -> [String] {
        if typed.contains("/") { return data.previews }
        var stems: [String] = []
        var counts: [String: Int] = [:]
        for name in data.previews {
            let stem = String(name.prefix { $0 != "/" })
            if counts[stem] == nil { stems.append(stem) }
            counts[stem, default: 0] += 1
        }
        return stems.map { stem in
            counts[stem] == 1 ? data.previews.first { $0.hasPrefix(stem + "/") } ?? stem : stem + "/"
        }
    }
}
