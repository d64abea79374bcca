/// The items macOS puts in a SwiftUI app's menu bar by itself, by standard group (as the pages of
/// `CommandGroupPlacement` list them), with their usual shortcuts, and the order of the menus: the app menu,
/// File, Edit, Format, View, the app's own `CommandMenu`s, Window, Help. `assemble` places the app's
/// `CommandGroup`s before, after or instead of the groups they name (an empty `replacing:` group removes them).
///
/// Rehearsal performs the system items it models: Show/Hide Sidebar sets a `NavigationSplitView`'s bound
/// `columnVisibility`. The others are listed, and choosing one says that Rehearsal does not perform it.
@MainActor enum SystemMenuItems {
    /// The group that `InspectorCommands` adds to the View menu; no `CommandGroupPlacement` names it.
    static let inspectorGroup = "inspector"

    /// The menus and their standard groups, in the menu bar's order, with the app's own menus (`custom`)
    /// between View and Window.
    static func layout(appName: String, custom: [String]) -> [(menu: String, groups: [String])] {
        [
            (appName, ["appInfo", "appSettings", "systemServices", "appVisibility", "appTermination"]),
            ("File", ["newItem", "saveItem", "importExport", "printItem"]),
            ("Edit", ["undoRedo", "pasteboard", "textEditing"]),
            ("Format", ["textFormatting"]),
            ("View", ["toolbar", "sidebar", inspectorGroup]),
        ] + custom.map { (menu: $0, groups: [String]()) } + [
            ("Window", ["windowSize", "singleWindowList", "windowArrangement", "windowList"]),
            ("Help", ["help"]),
        ]
    }

    /// The whole menu bar: each menu's groups, separated by a line, each group the app's items placed before
    /// it, its own items (or the app's that replace them), and the app's items placed after it.
    static func assemble(
        _ placed: [AppMenuBar.Placed], replaced: Set<String>, standard: Set<String>, context: AppMenuContext,
        window: ViewGraph
    ) -> [AppMenuBar.Item] {
        var custom: [String] = []
        for entry in placed {
            if case .custom(let name) = entry.placement, !custom.contains(name) { custom.append(name) }
        }
        var items: [AppMenuBar.Item] = []
        for (menu, groups) in layout(appName: context.appName, custom: custom) {
            let blocks: [[AppMenuBar.Item]] =
                groups.isEmpty
                ? [placed.filter { $0.placement == .custom(menu) }.map(\.item)]
                : groups.map { group in
                    let app = { (position: CommandGroupPosition) in
                        placed.filter { entry in
                            guard case .group(let placement, let at) = entry.placement else { return false }
                            return placement.name == group && at == position
                        }.map(\.item)
                    }
                    let own =
                        replaced.contains(group)
                        ? app(.replacing)
                        : systemItems(group, menu: menu, standard: standard, context: context, window: window)
                    return app(.before) + own + app(.after)
                }
            var first = true
            for block in blocks where !block.isEmpty {
                if !first {
                    items.append(
                        AppMenuBar.Item(
                            menu: menu, group: nil, submenus: [], title: "", kind: .separator, shortcut: nil,
                            isEnabled: true, isOn: nil, perform: nil))
                }
                items += block
                first = false
            }
        }
        return items
    }

    /// The system's own items of `group`, given the standard sets the app adds.
    private static func systemItems(
        _ group: String, menu: String, standard: Set<String>, context: AppMenuContext, window: ViewGraph
    ) -> [AppMenuBar.Item] {
        let app = context.appName
        func item(
            _ title: String, _ key: KeyEquivalent? = nil, _ modifiers: EventModifiers = .command,
            in submenu: String? = nil, kind: AppMenuBar.Kind = .button
        ) -> AppMenuBar.Item {
            var item = AppMenuBar.Item(
                menu: menu, group: nil, submenus: submenu.map { [$0] } ?? [], title: title, kind: kind,
                shortcut: key.map { KeyboardShortcut($0, modifiers: modifiers) }, isEnabled: true, isOn: nil,
                perform: nil)
            item.isSystem = true
            return item
        }
        switch group {
        case "appInfo": return [item("About \(app)")]
        case "appSettings": return context.hasSettings ? [item("Settings…", ",")] : []
        case "systemServices": return [item("Services", kind: .submenu)]
        case "appVisibility":
            return [item("Hide \(app)", "h"), item("Hide Others", "h", [.command, .option]), item("Show All")]
        case "appTermination": return [item("Quit \(app)", "q")]
        case "newItem": return [item("New Window", "n")]
        case "saveItem": return [item("Close", "w")]
        case "printItem": return [item("Page Setup…", "p", [.command, .shift]), item("Print…", "p")]
        case "undoRedo": return [item("Undo", "z"), item("Redo", "z", [.command, .shift])]
        case "pasteboard":
            return [
                item("Cut", "x"), item("Copy", "c"), item("Paste", "v"),
                item("Paste and Match Style", "v", [.command, .option, .shift]), item("Delete"),
                item("Select All", "a"),
            ]
        case "textEditing":
            guard standard.contains("TextEditingCommands") else { return [] }
            return [
                item("Find…", "f", in: "Find"), item("Find and Replace…", "f", [.command, .option], in: "Find"),
                item("Find Next", "g", in: "Find"), item("Find Previous", "g", [.command, .shift], in: "Find"),
                item("Use Selection for Find", "e", in: "Find"), item("Jump to Selection", "j", in: "Find"),
                item("Spelling and Grammar", kind: .submenu), item("Substitutions", kind: .submenu),
                item("Transformations", kind: .submenu), item("Speech", kind: .submenu),
            ]
        case "textFormatting":
            guard standard.contains("TextFormattingCommands") else { return [] }
            return [
                item("Show Fonts", "t", in: "Font"), item("Bold", "b", in: "Font"), item("Italic", "i", in: "Font"),
                item("Underline", "u", in: "Font"), item("Bigger", "+", in: "Font"), item("Smaller", "-", in: "Font"),
                item("Align Left", "{", in: "Text"), item("Center", "|", in: "Text"), item("Justify", in: "Text"),
                item("Align Right", "}", in: "Text"),
            ]
        case "toolbar":
            guard standard.contains("ToolbarCommands") else { return [] }
            return [item("Hide Toolbar", "t", [.command, .option]), item("Customize Toolbar…")]
        case "sidebar":
            var items: [AppMenuBar.Item] = []
            if standard.contains("SidebarCommands") {
                var sidebar = item("Show Sidebar", "s", [.command, .control])
                SidebarToggle.configure(&sidebar, window: window)
                items.append(sidebar)
            }
            return items + [item("Enter Full Screen", "f", [.command, .control])]
        case inspectorGroup:
            guard standard.contains("InspectorCommands") else { return [] }
            var inspector = item("Show Inspector", "i", [.command, .control])
            inspector.note = "an inspector is a sheet headless (`.inspector(isPresented:)`): set its binding instead"
            return [inspector]
        case "windowSize": return [item("Minimize", "m"), item("Zoom")]
        case "windowArrangement": return [item("Bring All to Front")]
        case "windowList": return [item(context.windowTitle ?? app)]
        case "help": return [item("\(app) Help", "?")]
        default: return []
        }
    }
}
