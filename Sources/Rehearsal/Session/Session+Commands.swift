import RehearsalUI

extension Session {
    /// `commands`: the open app's menu items as they are now (an output: nothing changes).
    func commandsListing(json: Bool) -> SessionOutput {
        do {
            let (bar, app) = try menuBar(for: "commands")
            return SessionOutput(
                json ? MenuBarText.json(bar, app: app).serialized() : MenuBarText.render(bar, app: app))
        } catch {
            return .failure(error)
        }
    }

    /// `command "Story/New Chapter"` and `shortcut cmd+shift+n`: chooses a menu item, as a click on it or its
    /// shortcut does, then settles. A disabled item is an error, and nothing runs.
    func chooseMenuCommand(_ command: Command) throws(CommandError) -> String {
        let live = try requireGraph()
        let verb = command.text.prefix { $0 != " " }
        let (bar, app) = try menuBar(for: String(verb))
        let item: AppMenuBar.Item
        switch command {
        case .chooseCommand(let path): item = try Self.item(at: path, in: bar, app: app)
        case .pressShortcut(let text): item = try Self.item(withShortcut: text, in: bar, app: app)
        default: throw CommandError("\(command.text) is not a menu command", code: "syntax")
        }
        guard item.isEnabled else {
            throw CommandError(
                "expected an enabled menu item, but \"\(item.path)\" is disabled now: its .disabled(...) holds with "
                    + "the focused values as they are", code: "disabled",
                hint: "move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then "
                    + "check with `commands`")
        }
        Interactor(graph: live).choose(item, origin: command.text)
        settle()
        return ""
    }

    /// The menu items of the open preview's app, or an error that says why there are none.
    private func menuBar(for verb: String) throws(CommandError) -> (AppMenuBar, String) {
        guard let graph, let entry else {
            throw CommandError(
                "\(verb) expects an open preview of an app's scene, but no preview is open", code: "state",
                hint: "open an app's window first: \(appPreviewsHint)")
        }
        guard let app = entry.app else {
            throw CommandError(
                "\(verb) expects a preview of an app's scene, but \"\(entry.name)\" is a preview of a view, which "
                    + "carries no menu commands (an app's `.commands { }` come with its WindowGroup or DocumentGroup)",
                code: "state", hint: "open the app's window instead: \(appPreviewsHint)")
        }
        guard let bar = AppMenuBar.of(graph, appName: app.name) else {
            throw CommandError(
                "\(verb) expects menu commands, but \(app.name) declares none (no `.commands { }` on its scenes)",
                code: "state", hint: "add `.commands { CommandMenu(\"Name\") { ... } }` to a scene of \(app.name)")
        }
        return (bar, app.name)
    }

    /// The previews that carry an app's commands, for hints.
    private var appPreviewsHint: String {
        let names = catalog.entries.filter { $0.app?.hasCommands == true }.map { "\"\($0.name)\"" }
        guard !names.isEmpty else { return "no app in this package declares `.commands { }`" }
        return "`open \(names[0])`" + (names.count > 1 ? " (`previews` lists \(names.count) such windows)" : "")
    }

    private static func item(at path: String, in bar: AppMenuBar, app: String) throws(CommandError) -> AppMenuBar.Item {
        if let exact = bar.items.first(where: { $0.path == path }) { return exact }
        let lowered = path.lowercased()
        let matches = bar.items.filter { $0.path.lowercased() == lowered || $0.title.lowercased() == lowered }
        if matches.count == 1 { return matches[0] }
        let paths = bar.items.map(\.path)
        if matches.count > 1 {
            throw CommandError(
                "\"\(path)\" names \(matches.count) menu items: "
                    + matches.map { "\"\($0.path)\"" }.joined(separator: ", "), code: "ambiguous",
                hint: "write the whole path, like command \"\(matches[0].path)\"")
        }
        throw CommandError(
            "expected a menu item of \(app) as MENU/ITEM, found none at \"\(VisibleText.excerpt(path))\""
                + NearestMatches.suggestion(path, in: paths), code: "noMatch",
            hint: paths.isEmpty
                ? "\(app)'s commands show no item now (`commands` lists them)"
                : "`commands` lists the items, for example: command \"\(paths[0])\"")
    }

    private static func item(
        withShortcut text: String, in bar: AppMenuBar, app: String
    ) throws(CommandError) -> AppMenuBar.Item {
        let shortcut: KeyboardShortcut
        switch KeyboardShortcut.parse(commandText: text) {
        case .success(let parsed): shortcut = parsed
        case .failure(let error):
            let found: String
            switch error {
            case .noKey: found = "no key after the modifiers"
            case .unknownModifier(let name): found = "\"\(VisibleText.excerpt(name))\", which is not a modifier"
            case .unknownKey(let name): found = "\"\(VisibleText.excerpt(name))\", which is not a key"
            }
            throw CommandError(
                "shortcut expects modifiers and a key joined by +, like cmd+shift+n, but found \(found)",
                code: "syntax",
                hint: "modifiers: cmd, shift, opt, ctrl; keys: one character, or \(KeyboardShortcut.keyNamesText)")
        }
        if let item = bar.items.first(where: { $0.shortcut?.matches(shortcut) == true }) { return item }
        let known = bar.items.compactMap { item in item.shortcut.map { "\($0.commandText) (\(item.path))" } }
        throw CommandError(
            "expected a menu item of \(app) with the shortcut \(shortcut.commandText), found none",
            code: "noMatch",
            hint: known.isEmpty
                ? "no item of \(app)'s commands has a .keyboardShortcut now; use command \"MENU/ITEM\""
                : "the shortcuts are " + known.joined(separator: ", "))
    }
}
