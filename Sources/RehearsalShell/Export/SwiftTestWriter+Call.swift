import Rehearsal

extension SwiftTestWriter {
    /// A step as a call of the test API: `try screen.tap("Count")`; only a line that is not a step (which
    /// the history does not hold) would run as the shell's line, `try screen.run("...")`.
    static func call(_ command: Command) -> String {
        let literal = SwiftLiteral.string
        switch command {
        case .interact(let interaction, let target):
            return interact(interaction, target)
        case .refresh: return "try screen.refresh()"
        case .back: return "try screen.back()"
        case .dismiss: return "try screen.dismiss()"
        case .tab(let title): return "try screen.selectTab(\(literal(title)))"
        case .search(let text): return "try screen.search(\(literal(text)))"
        case .url(let url): return "try screen.open(url: \(literal(url)))"
        case .perform(let name): return "try screen.perform(storeAction: \(literal(name)))"
        case .chooseCommand(let path): return "try screen.chooseCommand(\(literal(path)))"
        case .pressShortcut(let keys): return "try screen.pressShortcut(\(literal(keys)))"
        case .step: return "try screen.step()"
        case .settle: return "try screen.settle()"
        case .advance(let duration): return "try screen.advance(\(swiftDuration(duration)))"
        case .env(let stub): return "try screen.apply(stub: \(literal(stub)))"
        case .open(let name): return "try screen.open(\(literal(name)))"
        case .trait(let values, let order):
            return "try screen.setTraits(\(pairs(order.map { ($0, values[$0] ?? "") })))"
        case .defaults(let values, let order):
            return "try screen.setDefaults(\(pairs(order.map { ($0, values[$0] ?? "") })))"
        default: return "try screen.run(\(literal(command.text)))"
        }
    }

    /// The typed call for an interaction: every verb has a method of the test API (the switch is exhaustive, so
    /// a new verb needs one).
    private static func interact(_ interaction: Command.Interaction, _ target: Target) -> String {
        let literal = SwiftLiteral.string
        let on = target.swiftSource
        switch interaction {
        case .tap: return "try screen.tap(\(on))"
        case .multiTap(let count): return "try screen.tap(\(on), count: \(count))"
        case .longPress: return "try screen.longPress(\(on))"
        case .type(let text): return "try screen.type(\(literal(text)), into: \(on))"
        case .replace(let text): return "try screen.replace(\(on), with: \(literal(text)))"
        case .clear: return "try screen.clear(\(on))"
        case .submit: return "try screen.submit(\(on))"
        case .toggle: return "try screen.toggle(\(on))"
        case .focus: return "try screen.focus(\(on))"
        case .select(let option): return "try screen.select(\(literal(option)), in: \(on))"
        case .adjust(let value): return "try screen.adjust(\(on), \(number(value)))"
        case .swipe(let action): return "try screen.swipe(\(on), action: \(literal(action)))"
        case .menu(let action): return "try screen.menu(\(on), action: \(literal(action)))"
        case .action(let name): return "try screen.perform(\(literal(name)), on: \(on))"
        case .scroll: return target == Target(role: "list") ? "try screen.scroll()" : "try screen.scroll(\(on))"
        case .refresh: return "try screen.refresh(\(on))"
        case .delete: return "try screen.delete(\(on))"
        case .move(let position): return "try screen.move(\(on), to: \(position))"
        case .menuPath(let path): return "try screen.menu(\(on), path: [\(path.map(literal).joined(separator: ", "))])"
        case .selectRow: return "try screen.selectRow(\(on))"
        case .drag(let dx, let dy): return "try screen.drag(\(on), by: (\(number(dx)), \(number(dy))))"
        case .insert(let texts, let position):
            return "try screen.insert([\(texts.map(literal).joined(separator: ", "))], at: \(position), in: \(on))"
        case .dragFrom(let x, let y, let toX, let toY):
            return "try screen.drag(\(on), from: (\(number(x)), \(number(y))), to: (\(number(toX)), \(number(toY))))"
        case .pinch(let scale): return "try screen.pinch(\(on), to: \(number(scale)))"
        case .rotate(let degrees): return "try screen.rotate(\(on), by: \(number(degrees)))"
        case .press: return "try screen.press(\(on))"
        case .release: return "try screen.release(\(on))"
        case .cancelPress: return "try screen.release(\(on), cancel: true)"
        }
    }

    /// `.seconds(1)`, `.milliseconds(250)`, `.microseconds(1500)` or `.nanoseconds(...)`: the largest unit
    /// that states the duration exactly.
    static func swiftDuration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        for (unit, size) in [("seconds", Int64(1_000_000_000)), ("milliseconds", 1_000_000), ("microseconds", 1_000)]
        where nanoseconds % size == 0 {
            return ".\(unit)(\(nanoseconds / size))"
        }
        return ".nanoseconds(\(nanoseconds))"
    }

    /// A number as Swift reads it back: `18`, `-1`, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
