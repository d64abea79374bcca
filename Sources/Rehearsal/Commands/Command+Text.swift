extension Command {
    /// The command written back in its canonical form, which `CommandParser` reads unchanged.
    public var text: String {
        switch self {
        case .show(let output, let json): output.rawValue + (json ? " --json" : "")
        case .open(let name): "open " + Tokenizer.quoted(name)
        case .env(let stub): "env " + Tokenizer.quote(stub)
        case .trait(let values, let order): "trait " + order.map { "\($0)=\(values[$0] ?? "")" }.joined(separator: " ")
        case .defaults(let values, let order):
            (["defaults"] + order.map { Tokenizer.quote("\($0)=\(values[$0] ?? "")") }).joined(separator: " ")
        case .interact(let interaction, let target): Self.text(interaction, target)
        case .refresh: "refresh"
        case .back: "back"
        case .dismiss: "dismiss"
        case .tab(let name): "tab " + Tokenizer.quote(name)
        case .search(let text): "search " + Tokenizer.quoted(text)
        case .url(let url): "url " + Tokenizer.quote(url)
        case .perform(let action): "do " + Tokenizer.quote(action)
        case .step: "step"
        case .settle: "settle"
        case .advance(let duration): "advance " + DurationText.format(duration)
        case .undo: "undo"
        case .goto(let step): "goto \(step)"
        case .record(let file, let force): "record " + (force ? "--force " : "") + Tokenizer.quote(file)
        case .stop: "stop"
        case .reload: "reload"
        case .export(let file, let force): "export " + (force ? "--force " : "") + Tokenizer.quote(file)
        case .replay(let files): "replay " + files.map(Tokenizer.quote).joined(separator: " ")
        case .explain(let view): view.map { "explain " + Tokenizer.quote($0) } ?? "explain"
        case .lesson(let name): name.map { "lesson " + Tokenizer.quote($0) } ?? "lesson"
        case .help(let name): name.map { "help " + Tokenizer.quote($0) } ?? "help"
        case .set(let key, let value): "set \(key) \(value)"
        case .quit: "quit"
        case .matrix(let matrix): "matrix \(matrix)"
        case .chooseCommand(let path): "command " + Tokenizer.quoted(path)
        case .pressShortcut(let keys): "shortcut " + Tokenizer.quote(keys)
        }
    }

    private static func text(_ interaction: Interaction, _ target: Target) -> String {
        switch interaction {
        case .tap: "tap \(target)"
        case .type(let text): "type \(target) \(Tokenizer.quoted(text))"
        case .clear: "clear \(target)"
        case .submit: "submit \(target)"
        case .toggle: "toggle \(target)"
        case .focus: "focus \(target)"
        case .select(let option): "select \(target) \(Tokenizer.quoted(option))"
        case .adjust(let value): "adjust \(target) \(formatNumber(value))"
        case .swipe(let action): "swipe \(target) \(Tokenizer.quoted(action))"
        case .menu(let action): "menu \(target) \(Tokenizer.quoted(action))"
        case .scroll: target == Target(role: "list") ? "scroll" : "scroll \(target)"
        case .refresh: "refresh \(target)"
        case .replace(let text): "replace \(target) \(Tokenizer.quoted(text))"
        case .multiTap(let count): "tap --count \(count) \(target)"
        case .longPress: "longpress \(target)"
        case .selectRow: "select \(target)"
        case .action(let name): "action \(target) \(Tokenizer.quoted(name))"
        case .delete: "delete \(target)"
        case .move(let position): "move \(target) --to \(position)"
        case .insert(let texts, let position):
            "insert \(target) --at \(position) " + texts.map(Tokenizer.quoted).joined(separator: " ")
        case .menuPath(let path): "menu \(target) " + path.map(Tokenizer.quoted).joined(separator: " ")
        case .drag(let dx, let dy): "drag \(target) \(formatNumber(dx)) \(formatNumber(dy))"
        case .dragFrom(let x, let y, let toX, let toY):
            "drag \(target) --from \(formatNumber(x)),\(formatNumber(y)) --to \(formatNumber(toX)),\(formatNumber(toY))"
        case .pinch(let scale): "pinch \(target) \(formatNumber(scale))"
        case .rotate(let degrees): "rotate \(target) \(formatNumber(degrees))"
        case .press: "press \(target)"
        case .release: "release \(target)"
        case .cancelPress: "release \(target) --cancel"
        }
    }

    private static func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
