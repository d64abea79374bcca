/// The menu items an app's commands show now (`ViewGraph.commandsRoot`), as the menu bar would list them: each
/// with its menu, title, keyboard shortcut and whether `.disabled` allows it, as the focused values make them.
@MainActor package struct AppMenuBar {
    /// One item a user can choose: a button or a toggle of a `CommandMenu` or `CommandGroup`.
    package struct Item {
        /// The menu bar menu it is in: the `CommandMenu`'s name, or the system menu a group's placement names.
        package var menu: String
        /// The `CommandGroup`'s placement as written (`after: .sidebar`); `nil` in a `CommandMenu`.
        package var group: String?
        /// The submenus (`Menu("Export")`) between the menu and the item, outermost first.
        package var submenus: [String]
        package var title: String
        package var shortcut: KeyboardShortcut?
        package var isEnabled: Bool
        /// A toggle's state (`true` when on); `nil` for a button.
        package var isOn: Bool?
        /// Chooses the item, as clicking it or pressing its shortcut does.
        package var perform: @MainActor () -> Void

        /// The item's path, as `command` takes it: `Story/New Chapter`, `Story/Export/As Text`.
        package var path: String { ([menu] + submenus + [title]).joined(separator: "/") }
    }

    /// The items, in the order the app declares them.
    package var items: [Item] = []
    /// The standard command sets the app adds (`SidebarCommands`): the system's, with no items to run headless.
    package var standard: [String] = []

    /// The menu commands mounted in `graph`, or `nil` when its preview is not of an app's scene.
    package static func of(_ graph: ViewGraph, appName: String) -> AppMenuBar? {
        guard let root = graph.commandsRoot else { return nil }
        var bar = AppMenuBar()
        var walk = Walk(appName: appName)
        walk.visit(root, into: &bar)
        return bar
    }

    /// The system menu that a standard group of commands is in (macOS); the app menu is named after the app.
    package static func menuName(of group: CommandGroupPlacement, appName: String) -> String {
        switch group.name {
        case "appInfo", "appSettings", "systemServices", "appVisibility", "appTermination": appName
        case "newItem", "saveItem", "importExport", "printItem": "File"
        case "undoRedo", "pasteboard", "textEditing": "Edit"
        case "textFormatting": "Format"
        case "toolbar", "sidebar": "View"
        case "windowSize", "windowList", "singleWindowList", "windowArrangement": "Window"
        default: "Help"
        }
    }

    /// A depth-first walk that carries the menu, the submenus and the shortcut down to the items.
    @MainActor private struct Walk {
        let appName: String
        var menu: String?
        var group: String?
        var submenus: [String] = []
        var shortcut: KeyboardShortcut?

        mutating func visit(_ node: GraphNode, into bar: inout AppMenuBar) {
            let saved = (menu, group, submenus, shortcut)
            defer { (menu, group, submenus, shortcut) = saved }
            if let standard = node.view as? _StandardCommandsContent {
                bar.standard.append(standard.name)
                return
            }
            if let holder = node.view as? any CommandMenuHolder {
                switch holder.menu {
                case .custom(let name):
                    menu = name
                    group = nil
                case .group(let placement, let written):
                    menu = AppMenuBar.menuName(of: placement, appName: appName)
                    group = written
                }
                submenus = []
            }
            if let holder = node.view as? any KeyboardShortcutHolder { shortcut = holder.heldShortcut }
            if let menu, let info = node.element?.accessibility, !info.isHidden {
                let actions = node.element?.actions ?? ElementActions()
                if info.role == "menu" {
                    submenus.append(info.label)
                    for child in node.children where child.key == .slot("menu") { visit(child, into: &bar) }
                    return
                }
                if info.role == "button", let tap = actions.tap {
                    bar.items.append(item(menu, info, isOn: nil, perform: tap))
                    return
                }
                if info.role == "toggle", let toggle = actions.toggle {
                    bar.items.append(item(menu, info, isOn: info.value == "on", perform: toggle))
                    return
                }
            }
            for child in node.children { visit(child, into: &bar) }
        }

        private func item(
            _ menu: String, _ info: AccessibilityInfo, isOn: Bool?, perform: @escaping @MainActor () -> Void
        ) -> Item {
            Item(
                menu: menu, group: group, submenus: submenus, title: info.label, shortcut: shortcut,
                isEnabled: info.isEnabled, isOn: isOn, perform: perform)
        }
    }
}
