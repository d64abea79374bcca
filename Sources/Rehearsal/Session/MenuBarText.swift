import RehearsalUI

/// Prints an app's menu items for `commands`: one menu a header line, its items indented beneath it with their
/// shortcut and state, then the standard command sets the app adds.
@MainActor enum MenuBarText {
    /// ```
    /// Story
    ///   New Chapter     cmd+shift+n
    ///   Rename Chapter  cmd+r        [disabled]
    /// View (after: .sidebar)
    ///   Show Outline                 [on]
    /// ```
    static func render(_ bar: AppMenuBar, app: String) -> String {
        var lines: [String] = []
        let titleWidth = bar.items.map { title(of: $0).count }.max() ?? 0
        let shortcutWidth = bar.items.map { $0.shortcut?.commandText.count ?? 0 }.max() ?? 0
        var header: String?
        for item in bar.items {
            let itemHeader = item.group.map { "\(item.menu) (\($0))" } ?? item.menu
            if itemHeader != header {
                lines.append(itemHeader)
                header = itemHeader
            }
            var line = "  " + pad(title(of: item), titleWidth)
            if shortcutWidth > 0 { line += "  " + pad(item.shortcut?.commandText ?? "", shortcutWidth) }
            let flags = self.flags(of: item)
            if !flags.isEmpty { line += "  [" + flags.joined(separator: ", ") + "]" }
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        if bar.items.isEmpty { lines.append("\(app)'s commands show no item now") }
        if !bar.standard.isEmpty {
            lines.append(
                "standard: " + bar.standard.joined(separator: ", ")
                    + " (the system's own items: named, not listed or run headless)")
        }
        return lines.joined(separator: "\n")
    }

    /// `{"app":"StoryApp","items":[{"path":"Story/New Chapter","menu":"Story",...}],"standard":[...]}`.
    static func json(_ bar: AppMenuBar, app: String) -> JSONValue {
        .object([
            ("app", .string(app)),
            (
                "items",
                .array(
                    bar.items.map { item in
                        .object([
                            ("path", .string(item.path)), ("menu", .string(item.menu)),
                            ("group", item.group.map(JSONValue.string) ?? .null), ("title", .string(item.title)),
                            ("shortcut", item.shortcut.map { .string($0.commandText) } ?? .null),
                            ("enabled", .bool(item.isEnabled)), ("on", item.isOn.map(JSONValue.bool) ?? .null),
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
        if let isOn = item.isOn { flags.append(isOn ? "on" : "off") }
        if !item.isEnabled { flags.append("disabled") }
        return flags
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
