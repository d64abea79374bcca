import RehearsalUI

/// Prints an app's menu bar for `commands`: one menu a header line, its entries indented beneath it with their
/// shortcut and state (`---` a separator, `-- Name --` a section's header), the system's own items marked.
@MainActor enum MenuBarText {
    /// ```
    /// Story
    ///   New Chapter     cmd+shift+n
    ///   Rename Chapter  cmd+r        [disabled]
    ///   ---
    ///   -- Sort --
    ///   Sort By/Title                [selected]
    /// View
    ///   Show Outline                 [on, after: .sidebar]
    ///   Show Sidebar    ctrl+cmd+s   [system]
    /// ```
    static func render(_ bar: AppMenuBar, app: String) -> String {
        var lines: [String] = []
        let choosable = bar.choosable
        let titleWidth = choosable.map { title(of: $0).count }.max() ?? 0
        let shortcutWidth = choosable.map { $0.shortcut?.commandText.count ?? 0 }.max() ?? 0
        var header: String?
        for item in bar.items {
            if item.menu != header {
                lines.append(item.menu)
                header = item.menu
            }
            let prefix = item.submenus.map { $0 + "/" }.joined()
            switch item.kind {
            case .separator:
                lines.append("  " + prefix + "---")
                continue
            case .header:
                lines.append("  " + prefix + "-- \(item.title) --")
                continue
            default: break
            }
            var line = "  " + pad(title(of: item), titleWidth)
            if shortcutWidth > 0 { line += "  " + pad(item.shortcut?.commandText ?? "", shortcutWidth) }
            let flags = self.flags(of: item)
            if !flags.isEmpty { line += "  [" + flags.joined(separator: ", ") + "]" }
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        if choosable.filter({ !$0.isSystem }).isEmpty { lines.append("\(app)'s own commands show no item now") }
        let performed = choosable.filter { $0.isSystem && $0.perform != nil }.map { "\"\($0.path)\"" }
        lines.append(
            "[system]: macOS's own items, listed with their shortcuts; Rehearsal performs "
                + (performed.isEmpty ? "none of them here" : performed.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    /// `{"app":"StoryApp","items":[{"path":"Story/New Chapter","menu":"Story",...}],"standard":[...]}`; a
    /// separator or a header has no path.
    static func json(_ bar: AppMenuBar, app: String) -> JSONValue {
        .object([
            ("app", .string(app)),
            (
                "items",
                .array(
                    bar.items.map { item in
                        .object([
                            ("path", item.isChoosable ? .string(item.path) : .null), ("menu", .string(item.menu)),
                            ("group", item.group.map(JSONValue.string) ?? .null), ("title", .string(item.title)),
                            ("kind", .string(item.kind.rawValue)),
                            ("shortcut", item.shortcut.map { .string($0.commandText) } ?? .null),
                            ("enabled", .bool(item.isEnabled)), ("on", item.isOn.map(JSONValue.bool) ?? .null),
                            ("system", .bool(item.isSystem)),
                            ("performed", .bool(item.isChoosable && item.perform != nil)),
                        ])
                    })
            ),
            ("standard", .array(bar.standard.map(JSONValue.string))),
        ])
    }

    private static func title(of item: AppMenuBar.Item) -> String {
        (item.submenus + [item.title]).joined(separator: "/")
    }

    private static func flags(of item: AppMenuBar.Item) -> [String] {
        var flags: [String] = []
        if let isOn = item.isOn {
            if item.kind == .option {
                if isOn { flags.append("selected") }
            } else {
                flags.append(isOn ? "on" : "off")
            }
        }
        if !item.isEnabled { flags.append("disabled") }
        if let group = item.group { flags.append(group) }
        if item.isSystem { flags.append("system") }
        if item.kind == .link { flags.append("link") }
        return flags
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
