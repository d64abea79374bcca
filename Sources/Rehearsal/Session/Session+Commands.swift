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
    /// shortcut does, then settles. A disabled item is an error, and nothing runs. A shortcut no menu item has
    /// presses the window's button or toggle with that `.keyboardShortcut` (`shortcut return` for a
    /// `.defaultAction`), as SwiftUI sends a key the menu bar does not take to the window.
    func chooseMenuCommand(_ command: Command) throws(CommandError) -> String {
        let live = try requireGraph()
        let notes: [String]
        switch command {
        case .chooseCommand(let path):
            let (bar, app) = try menuBar(for: "command")
            notes = try choose(try Self.item(at: path, in: bar, app: app), in: live, origin: command.text)
        case .pressShortcut(let text):
            let shortcut = try Self.shortcut(from: text)
            let bar = try? menuBar(for: "shortcut")
            if let bar, let item = bar.0.choosable.first(where: { $0.shortcut?.matches(shortcut) == true }) {
                notes = try choose(item, in: live, origin: command.text)
            } else {
                let window = WindowShortcuts.of(live)
                guard let control = window.control(for: shortcut) else {
                    throw Self.noShortcut(shortcut, bar: bar?.0, app: bar?.1 ?? entry?.name ?? "", window: window)
                }
                guard control.isEnabled else {
                    throw CommandError(
                        "expected an enabled control for \(shortcut.commandText), but the \(control.role) "
                            + "\"\(control.title)\" is disabled now", code: "disabled",
                        hint: "change what its .disabled(...) reads first; `ax` shows which controls are disabled")
                }
                notes = Interactor(graph: live).press(control, origin: command.text).notes
            }
        default: throw CommandError("\(command.text) is not a menu command", code: "syntax")
        }
        settle()
        return notes.joined(separator: "\n")
    }

    /// Runs a menu item, or says why it cannot run; returns what it did outside the tree (a URL opened).
    private func choose(
        _ item: AppMenuBar.Item, in live: ViewGraph, origin: String
    ) throws(CommandError) -> [String] {
        guard item.isEnabled else {
            if item.isSystem {
                throw CommandError(
                    "expected an enabled menu item, but the system's \"\(item.path)\" is disabled: there is nothing "
                        + "in the window for it to act on", code: "disabled",
                    hint: item.title.hasSuffix("Sidebar")
                        ? "it shows or hides a NavigationSplitView's sidebar; this window has none" : nil)
            }
            throw CommandError(
                "expected an enabled menu item, but \"\(item.path)\" is disabled now: its .disabled(...) holds with "
                    + "the focused values as they are", code: "disabled",
                hint: "move focus to a view that publishes what it needs (`focus TARGET`, or `tap` a field), then "
                    + "check with `commands`")
        }
        guard item.perform != nil else {
            let what = item.kind == .submenu ? "a submenu of the system's" : "one of the system's own items"
            throw CommandError(
                "\"\(item.path)\" is \(what) (macOS provides it); Rehearsal lists it and does not perform it"
                    + (item.note.map { ": \($0)" } ?? ""), code: "unsupported",
                hint: "Rehearsal performs the app's own items and View/Show Sidebar (a split view's bound "
                    + "columnVisibility); `commands` lists them")
        }
        return Interactor(graph: live).choose(item, origin: origin).notes
    }

    /// Puts the open app's commands, made again, beside the window: after `env` rebuilt the window from a new
    /// instance of the app, the commands act on that instance, in the new stubs' environment.
    func remountCommands(in live: ViewGraph, origin: String) {
        guard let entry, let commands = (try? catalog.makeCommands(for: entry, stubs: stubs)) ?? nil else { return }
        scheduler.withOrigin(origin) { live.mountCommands(commands) }
        settle()
    }

    /// The menu items of the open preview's app, or an error that says why there are none.
    private func menuBar(for verb: String) throws(CommandError) -> (AppMenuBar, String) {
        guard let graph, let entry else {
            throw CommandError(
                "\(verb) expects an open preview of an app's scene, but no preview is open", code: "state",
                hint: "open an app's window first: \(appPreviewsHint(near: nil))")
        }
        guard let app = entry.app else {
            throw CommandError(
                "\(verb) expects a preview of an app's scene, but \"\(entry.name)\" is a preview of a view, which "
                    + "carries no menu commands (an app's `.commands { }` come with its WindowGroup or DocumentGroup)",
                code: "state", hint: "open the app's window instead: \(appPreviewsHint(near: entry.name))")
        }
        guard let bar = AppMenuBar.of(graph, context: app.menuContext) else {
            throw CommandError(
                "\(verb) expects menu commands, but \(app.name) declares none (no `.commands { }` on its scenes)",
                code: "state", hint: "add `.commands { CommandMenu(\"Name\") { ... } }` to a scene of \(app.name)")
        }
        return (bar, app.name)
    }

    /// The previews that carry an app's commands, for hints: first those in the group of the preview named
    /// `near` (its name up to the `/`), so a view's preview in an app's file names that app's window.
    private func appPreviewsHint(near name: String?) -> String {
        let windows = catalog.entries.filter { $0.app?.hasCommands == true }.map(\.name)
        let group = name.flatMap { name in name.firstIndex(of: "/").map { String(name[..<$0]) } }
        let near = group.map { group in windows.filter { $0.hasPrefix(group + "/") } } ?? []
        let names = (near + windows.filter { !near.contains($0) }).map { "\"\($0)\"" }
        guard !names.isEmpty else { return "no app in this package declares `.commands { }`" }
        return "`open \(names[0])`" + (names.count > 1 ? " (`previews` lists \(names.count) such windows)" : "")
    }

    private static func item(at path: String, in bar: AppMenuBar, app: String) throws(CommandError) -> AppMenuBar.Item {
        let items = bar.choosable
        if let exact = items.first(where: { $0.path == path }) { return exact }
        let wanted = comparable(path)
        var matches = items.filter { comparable($0.path) == wanted }
        if matches.isEmpty { matches = items.filter { comparable($0.title) == wanted } }
        if matches.count == 1 { return matches[0] }
        let paths = items.map(\.path)
        if matches.count > 1 {
            throw CommandError(
                "\"\(path)\" names \(matches.count) menu items: "
                    + matches.map { "\"\($0.path)\"" }.joined(separator: ", "), code: "ambiguous",
                hint: "write the whole path, like command \"\(matches[0].path)\"")
        }
        let ownPaths = items.filter { !$0.isSystem }.map(\.path)
        throw CommandError(
            "expected a menu item of \(app) as MENU/ITEM, found none at \"\(VisibleText.excerpt(path))\""
                + NearestMatches.suggestion(path, in: paths), code: "noMatch",
            hint: paths.isEmpty
                ? "\(app)'s commands show no item now (`commands` lists them)"
                : "`commands` lists the items, for example: command \"\((ownPaths.first ?? paths[0]))\"")
    }

    /// A path or title as `command` compares it: in lower case, with "..." for the ellipsis macOS writes.
    private static func comparable(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "…", with: "...")
    }

    private static func shortcut(from text: String) throws(CommandError) -> KeyboardShortcut {
        switch KeyboardShortcut.parse(commandText: text) {
        case .success(let parsed): return parsed
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
    }

    /// No menu item and no window control has `shortcut`: the error lists the app's own shortcuts and the window's.
    private static func noShortcut(
        _ shortcut: KeyboardShortcut, bar: AppMenuBar?, app: String, window: WindowShortcuts
    ) -> CommandError {
        let own = (bar?.choosable ?? []).filter { !$0.isSystem }
        let known =
            own.compactMap { item in item.shortcut.map { "\($0.commandText) (\(item.path))" } }
            + window.controls.map { "\($0.shortcut.commandText) (the \($0.role) \"\($0.title)\")" }
        let place = bar == nil ? "a control of the window" : "a menu item of \(app) or a control of its window"
        return CommandError(
            "expected \(place) with the shortcut \(shortcut.commandText), found none", code: "noMatch",
            hint: known.isEmpty
                ? "no item or control has a .keyboardShortcut now"
                    + (bar == nil ? "" : "; use command \"MENU/ITEM\" (`commands` lists the system's items too)")
                : "the shortcuts are " + known.joined(separator: ", ")
                    + (bar == nil ? "" : "; `commands` lists the system's items too"))
    }
}
