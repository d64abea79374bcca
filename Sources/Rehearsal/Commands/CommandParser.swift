/// Parses one line of the command language into a `Command`, with errors that say what was expected.
public enum CommandParser {
    /// Parses a line; a blank line or a comment gives `nil`.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let tokens = try Tokenizer.tokenize(line)
        guard let first = tokens.first else { return nil }
        var reader = Reader(tokens: Array(tokens.dropFirst()), command: first.text, lineEnd: line.count + 1)
        let command = try parse(first, &reader)
        try reader.finish()
        return command
    }

    private static func parse(_ first: Token, _ reader: inout Reader) throws(CommandError) -> Command {
        let name = first.text
        if let output = Command.Output(rawValue: name) {
            return .show(output, json: reader.flag("--json"))
        }
        switch name {
        case "open": return .open(try reader.word("a preview name, like \"ShelfScreen/Loaded\""))
        case "env": return .env(try reader.word("a stub name (list them with `stubs`)"))
        case "trait": return try trait(&reader)
        case "defaults": return try defaults(&reader)
        case "tap": return try tap(&reader)
        case "longpress": return .interact(.longPress, try reader.target())
        case "drag":
            let target = try reader.target()
            if reader.flag("--from") { return try dragFrom(target, &reader) }
            let dx = try reader.number("a horizontal distance in points, like 120 or -40")
            return .interact(.drag(dx, try reader.number("a vertical distance in points, like 0 or 80")), target)
        case "pinch": return try pinch(&reader)
        case "rotate": return try rotate(&reader)
        case "press": return .interact(.press, try reader.target())
        case "release":
            let target = try reader.target()
            return .interact(reader.flag("--cancel") ? .cancelPress : .release, target)
        case "action":
            let target = try reader.target()
            return .interact(.action(try reader.word("the action's name, in quotes, like \"Reset\"")), target)
        case "type":
            let target = try reader.target()
            return .interact(.type(try reader.word("the text to type, in quotes")), target)
        case "replace":
            let target = try reader.target()
            return .interact(.replace(try reader.word("the new text, in quotes")), target)
        case "clear": return .interact(.clear, try reader.target())
        case "submit": return .interact(.submit, try reader.target())
        case "toggle": return .interact(.toggle, try reader.target())
        case "focus": return .interact(.focus, try reader.target())
        case "select":
            // `select list "Row"`: a list has no label, so its one quoted word is the option.
            let container = reader.tokens.first?.text ?? ""
            if reader.tokens.count == 2, ["list", "table"].contains(container), !reader.tokens[0].isQuoted {
                reader.index = 1
                return .interact(.select(try reader.word("the row's label, in quotes")), Target(role: container))
            }
            let target = try reader.target()
            if reader.isAtEnd { return .interact(.selectRow, target) }
            return .interact(.select(try reader.word("the option's label, in quotes")), target)
        case "adjust":
            let target = try reader.target()
            return .interact(.adjust(try reader.number("a number, like 18 or +1")), target)
        case "swipe":
            let target = try reader.target()
            return .interact(.swipe(try reader.word("the swipe action's label, like \"Delete\"")), target)
        case "menu":
            let target = try reader.target()
            var path = [try reader.word("the menu item's label, in quotes")]
            while !reader.isAtEnd { path.append(try reader.word("a submenu item's label, in quotes")) }
            return .interact(path.count == 1 ? .menu(path[0]) : .menuPath(path), target)
        case "delete": return .interact(.delete, try reader.target())
        case "move": return try move(&reader)
        case "insert": return try insert(&reader)
        case "scroll": return .interact(.scroll, reader.isAtEnd ? Target(role: "list") : try reader.target())
        case "refresh": return reader.isAtEnd ? .refresh : .interact(.refresh, try reader.target())
        case "back": return .back
        case "dismiss": return .dismiss
        case "tab": return .tab(try reader.word("a tab's title, like Library"))
        case "search": return .search(try reader.word("the search text, in quotes"))
        case "url": return .url(try reader.word("a URL, like inkwell://book/4821"))
        case "do": return .perform(try reader.word("a store action's name (list them with `actions`)"))
        case "step": return .step
        case "settle": return .settle
        case "advance": return .advance(try reader.duration())
        case "undo": return .undo
        case "goto": return .goto(try reader.stepNumber())
        case "record":
            let force = reader.flag("--force")
            return .record(try reader.word("a file to record into, like scripts/retry.scenario"), force: force)
        case "stop": return .stop
        case "reload": return .reload
        case "export":
            let force = reader.flag("--force")
            let file = try reader.word("a Swift file to write the test into, like Tests/AppTests/RetryTests.swift")
            return .export(file, force: force)
        case "replay":
            var files = [try reader.word("a scenario file")]
            while !reader.isAtEnd { files.append(try reader.word("a scenario file")) }
            return .replay(files)
        case "explain": return .explain(reader.isAtEnd ? nil : try reader.word("a view's name"))
        case "lesson": return .lesson(reader.isAtEnd ? nil : try reader.word("a lesson's name"))
        case "help": return .help(reader.isAtEnd ? nil : try reader.word("a command's name"))
        case "set":
            let key = try reader.word("a setting: echo")
            guard key == "echo" else {
                throw CommandError(
                    "unknown setting \"\(VisibleText.excerpt(key))\"; expected echo", hint: "for example: set echo tree"
                )
            }
            let value = try reader.word("tree, ax, path, diff or none")
            guard ["tree", "ax", "path", "diff", "none"].contains(value) else {
                throw CommandError(
                    "set echo takes tree, ax, path, diff or none, not \"\(VisibleText.excerpt(value))\"",
                    hint: "for example: set echo diff")
            }
            return .set(key, value)
        case "quit", "exit": return .quit
        case "matrix": return try matrix(&reader)
        case "command":
            return .chooseCommand(try reader.word("a menu item as \"MENU/ITEM\", like \"Story/New Chapter\""))
        case "shortcut": return .pressShortcut(try reader.word("a keyboard shortcut, like cmd+shift+n"))
        default:
            let names = CommandSpec.all.map(\.name)
            throw CommandError(
                "unknown command \"\(VisibleText.excerpt(name))\"\(NearestMatches.suggestion(name, in: names, quote: false))",
                code: "unknownCommand", hint: "type `help` to list the commands", column: first.column)
        }
    }

    /// `move TARGET --to N`: the row's position after the move, counting from 1.
    private static func move(_ reader: inout Reader) throws(CommandError) -> Command {
        let target = try reader.target()
        let flag = try reader.token("--to N, the row's new position counting from 1")
        guard flag.text == "--to", !flag.isQuoted else {
            throw CommandError(
                "move expects --to N after the row, found \"\(VisibleText.excerpt(flag.text))\"",
                hint: "for example: move \"Buy milk\" --to 1", column: flag.column)
        }
        let number = try reader.token("the row's new position, a whole number from 1")
        guard let position = NumberSyntax.wholeNumber(number.text), position >= 1 else {
            throw CommandError(
                "move --to expects a whole position from 1 (the first row), found \"\(VisibleText.excerpt(number.text))\"",
                hint: "for example: move \"Buy milk\" --to 1", column: number.column)
        }
        return .interact(.move(position), target)
    }

    /// `insert TARGET --at N "text" ...`: the position of the first dropped item, counting from 1.
    private static func insert(_ reader: inout Reader) throws(CommandError) -> Command {
        let target = try reader.target()
        let flag = try reader.token("--at N, the position to drop at counting from 1")
        guard flag.text == "--at", !flag.isQuoted else {
            throw CommandError(
                "insert expects --at N after the row, found \"\(VisibleText.excerpt(flag.text))\"",
                hint: "for example: insert \"Buy milk\" --at 1 \"Eggs\"", column: flag.column)
        }
        let number = try reader.token("the position to drop at, a whole number from 1")
        guard let position = NumberSyntax.wholeNumber(number.text), position >= 1 else {
            throw CommandError(
                "insert --at expects a whole position from 1 (before the first row), found \"\(VisibleText.excerpt(number.text))\"",
                hint: "for example: insert \"Buy milk\" --at 1 \"Eggs\"", column: number.column)
        }
        var texts = [try reader.word("the text to drop, in quotes")]
        while !reader.isAtEnd { texts.append(try reader.word("the text to drop, in quotes")) }
        return .interact(.insert(texts, at: position), target)
    }

    private static func trait(_ reader: inout Reader) throws(CommandError) -> Command {
        var values: [String: String] = [:]
        var order: [String] = []
        repeat {
            let token = try reader.token("KEY=VALUE, like colorScheme=dark")
            let parts = token.text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw CommandError(
                    "expected KEY=VALUE, found \"\(VisibleText.excerpt(token.text))\"",
                    hint: "for example: trait colorScheme=dark dynamicTypeSize=xxxLarge", column: token.column)
            }
            if values[parts[0]] == nil { order.append(parts[0]) }
            values[parts[0]] = parts[1]
        } while !reader.isAtEnd
        return .trait(values, order: order)
    }

    private static func matrix(_ reader: inout Reader) throws(CommandError) -> Command {
        var arguments: [String] = []
        while !reader.isAtEnd {
            arguments.append(try reader.token("AXIS=VALUE,VALUE, like colorScheme=light,dark").text)
        }
        return .matrix(try VariantMatrix.parse(arguments))
    }

    private static func defaults(_ reader: inout Reader) throws(CommandError) -> Command {
        var values: [String: String] = [:]
        var order: [String] = []
        while !reader.isAtEnd {
            let token = try reader.token("KEY=VALUE, like username=ada")
            let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw CommandError(
                    "expected KEY=VALUE, found \"\(token.text)\"",
                    hint:
                        "for example: defaults username=ada showsTips=false \"greeting=Hello there\" (KEY= removes one)",
                    column: token.column)
            }
            if values[parts[0]] == nil { order.append(parts[0]) }
            values[parts[0]] = parts[1]
        }
        return .defaults(values, order: order)
    }

    /// Reads the words after a command's name.
    struct Reader {
        var tokens: [Token]
        var command: String
        var lineEnd: Int
        var index = 0

        var isAtEnd: Bool { index >= tokens.count }

        mutating func token(_ expected: String) throws(CommandError) -> Token {
            guard index < tokens.count else {
                let usage = CommandSpec.named(command).map { "usage: \($0.usage)" }
                throw CommandError("\(command) expects \(expected)", hint: usage, column: lineEnd)
            }
            defer { index += 1 }
            return tokens[index]
        }

        mutating func word(_ expected: String) throws(CommandError) -> String {
            try token(expected).text
        }

        mutating func flag(_ name: String) -> Bool {
            if index < tokens.count, tokens[index].text == name, !tokens[index].isQuoted {
                index += 1
                return true
            }
            return false
        }

        mutating func number(_ expected: String) throws(CommandError) -> Double {
            let token = try token(expected)
            guard let value = NumberSyntax.decimal(token.text) else {
                throw CommandError(
                    "\(command) expects \(expected), found \"\(VisibleText.excerpt(token.text))\"",
                    hint: NumberSyntax.hint, column: token.column)
            }
            return value
        }

        /// A step of the history: a whole number written in decimal digits.
        mutating func stepNumber() throws(CommandError) -> Int {
            let token = try token("a step number from `history`")
            guard let value = NumberSyntax.wholeNumber(token.text) else {
                throw CommandError(
                    "goto expects a whole step number from `history`, like 2, found \"\(VisibleText.excerpt(token.text))\"",
                    hint: "`history` lists the steps", column: token.column)
            }
            return value
        }

        mutating func duration() throws(CommandError) -> Duration {
            let token = try token("a duration, like 1s, 250ms, 1.5ms or 2m")
            guard let duration = DurationText.parse(token.text) else {
                throw CommandError(
                    "advance expects a duration, like 1s, 250ms, 1.5ms or 2m, found \"\(VisibleText.excerpt(token.text))\"",
                    hint: "units: ms, s, m, h", column: token.column)
            }
            return duration
        }

        /// `"label"`, `#identifier`, or `role "name"`.
        mutating func target() throws(CommandError) -> Target {
            let first = try token("a target: \"label\", #identifier or role \"name\"")
            if !first.isQuoted, first.text.hasPrefix("#"), first.text.count > 1 {
                return Target(identifier: String(first.text.dropFirst()))
            }
            if first.isQuoted { return Target(name: first.text) }
            if index < tokens.count, tokens[index].isQuoted {
                let name = tokens[index].text
                index += 1
                return Target(role: first.text, name: name)
            }
            if ["list", "table", "scrollView", "form", "pageIndicator"].contains(first.text) {
                return Target(role: first.text)
            }
            throw CommandError(
                "expected a target (\"label\", #identifier or role \"name\"), found \(VisibleText.excerpt(first.text))",
                hint: "quote labels: \(command) \"\(VisibleText.excerpt(first.text))\"", column: first.column)
        }

        func finish() throws(CommandError) {
            guard index < tokens.count else { return }
            let extra = tokens[index]
            let usage = CommandSpec.named(command).map { "usage: \($0.usage)" }
            throw CommandError(
                "\(command) got an unexpected extra argument \"\(VisibleText.excerpt(extra.text))\"", hint: usage,
                column: extra.column)
        }
    }
}
