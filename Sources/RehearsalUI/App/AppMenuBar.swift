/// The menu bar an app's commands show now (`ViewGraph.commandsRoot`), as macOS would list it: the system's
/// own menus and items (the app menu, File, Edit, View, Window, Help, and the standard sets the app adds), the
/// app's `CommandGroup`s placed before, after or instead of the standard groups they name, and the app's
/// `CommandMenu`s between View and Window. Each item has its menu, title, keyboard shortcut and whether
/// `.disabled` allows it, as the focused values make them.
@MainActor package struct AppMenuBar {
    /// What an entry of a menu is.
    package enum Kind: String, Sendable {
        /// A `Button` (or a system command).
        case button
        /// A `Toggle`: a checkmark item.
        case toggle
        /// One option of a `Picker`: a checkmark item, on for the selected option.
        case option
        /// A `Link`: opens its destination.
        case link
        /// A submenu of the system's whose items Rehearsal does not list (Services).
        case submenu
        /// A `Divider`, or the line between two standard groups.
        case separator
        /// A `Section`'s header.
        case header
    }

    /// One entry of a menu: an item a user can choose, a separator or a section's header.
    package struct Item {
        /// The menu bar menu it is in: the `CommandMenu`'s name, or the system menu a group's placement names.
        package var menu: String
        /// The `CommandGroup`'s placement as written (`after: .sidebar`); `nil` in a `CommandMenu` and for the
        /// system's own items.
        package var group: String?
        /// The submenus (`Menu("Export")`, a `Picker`) between the menu and the item, outermost first.
        package var submenus: [String]
        package var title: String
        package var kind: Kind = .button
        package var shortcut: KeyboardShortcut?
        package var isEnabled: Bool
        /// A toggle's state, or whether an option is the picker's selection; `nil` for other items.
        package var isOn: Bool?
        /// Whether the item is one of the system's own (macOS puts it there), not the app's.
        package var isSystem = false
        /// Chooses the item, as clicking it or pressing its shortcut does; `nil` for a system item that
        /// Rehearsal does not perform.
        package var perform: (@MainActor () -> Void)?
        /// Why a system item is not performed, when there is more to say than that it is the system's.
        package var note: String?

        package init(
            menu: String, group: String?, submenus: [String], title: String, kind: Kind = .button,
            shortcut: KeyboardShortcut?, isEnabled: Bool, isOn: Bool?, perform: (@MainActor () -> Void)?
        ) {
            self.menu = menu
            self.group = group
            self.submenus = submenus
            self.title = title
            self.kind = kind
            self.shortcut = shortcut
            self.isEnabled = isEnabled
            self.isOn = isOn
            self.perform = perform
        }

        /// The item's path, as `command` takes it: `Story/New Chapter`, `Story/Export/As Text`.
        package var path: String { ([menu] + submenus + [title]).joined(separator: "/") }

        /// Whether `command` can name it: not a separator or a header.
        package var isChoosable: Bool { kind != .separator && kind != .header }
    }

    /// The entries, in the menu bar's order.
    package var items: [Item] = []
    /// The standard command sets the app adds (`SidebarCommands`), whose items are among `items`.
    package var standard: [String] = []

    /// The items `command` and `shortcut` can choose, in order.
    package var choosable: [Item] { items.filter(\.isChoosable) }

    /// The menu bar of the app whose commands are mounted in `graph`, or `nil` when its preview is not of an
    /// app's scene.
    package static func of(_ graph: ViewGraph, context: AppMenuContext) -> AppMenuBar? {
        guard let root = graph.commandsRoot else { return nil }
        var walk = Walk(appName: context.appName)
        walk.visit(root)
        var bar = AppMenuBar()
        bar.standard = walk.standard
        bar.items = SystemMenuItems.assemble(
            walk.placed, replaced: walk.replaced, standard: Set(walk.standard), context: context, window: graph)
        return bar
    }

    /// The menu bar of `appName`'s commands mounted in `graph`, with no more known of the app.
    package static func of(_ graph: ViewGraph, appName: String) -> AppMenuBar? {
        of(graph, context: AppMenuContext(appName: appName))
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

    /// An entry of the app's own commands with where it was declared.
    struct Placed {
        var placement: CommandMenuPlacement
        var item: Item
    }

    /// A depth-first walk that carries the menu, the submenus and the shortcut down to the items.
    @MainActor private struct Walk {
        let appName: String
        var placed: [Placed] = []
        var standard: [String] = []
        /// The standard groups a `CommandGroup(replacing:)` replaces, even with no items.
        var replaced: Set<String> = []
        var placement: CommandMenuPlacement?
        var menu: String?
        var group: String?
        var submenus: [String] = []
        var shortcut: KeyboardShortcut?
        var inlinePickers = false
        /// Whether the next entry at this level starts a new group (after a `Section`).
        var separatorPending = false

        mutating func visit(_ node: GraphNode) {
            let saved = (placement, menu, group, submenus, shortcut, inlinePickers)
            defer { (placement, menu, group, submenus, shortcut, inlinePickers) = saved }
            if let standard = node.view as? _StandardCommandsContent {
                self.standard.append(standard.name)
                return
            }
            if let holder = node.view as? any CommandMenuHolder {
                placement = holder.menu
                switch holder.menu {
                case .custom(let name):
                    menu = name
                    group = nil
                case .group(let placement, let position):
                    menu = AppMenuBar.menuName(of: placement, appName: appName)
                    group = "\(position): \(placement)"
                    if position == .replacing { replaced.insert(placement.name) }
                }
                submenus = []
                separatorPending = false
            }
            if let holder = node.view as? any KeyboardShortcutHolder { shortcut = holder.heldShortcut }
            if node.modifierAttributes.contains(".pickerStyle(.inline)") { inlinePickers = true }
            if node.modifierAttributes.contains(where: {
                $0.hasPrefix(".pickerStyle(") && $0 != ".pickerStyle(.inline)"
            }) {
                inlinePickers = false
            }
            guard menu != nil, let element = node.element else {
                for child in node.children { visit(child) }
                return
            }
            if element.name == "Divider" {
                append(kind: .separator, title: "", info: nil, perform: nil)
                separatorPending = false
                return
            }
            if element.name == "Section" {
                visitSection(node, title: element.accessibility?.label)
                return
            }
            guard let info = element.accessibility, !info.isHidden else {
                for child in node.children { visit(child) }
                return
            }
            let actions = element.actions
            switch info.role {
            case "menu":
                startEntry()
                submenus.append(info.label)
                let level = separatorPending
                separatorPending = false
                for child in node.children where child.key == .slot("menu") { visit(child) }
                separatorPending = level
                return
            case "picker":
                if let picker = node.view as? any MenuPickerOptions, let select = actions.select {
                    visitPicker(picker.menuOptions, info: info, select: select)
                    return
                }
            case "button" where actions.tap != nil, "link" where actions.tap != nil:
                append(kind: info.role == "link" ? .link : .button, title: info.label, info: info, perform: actions.tap)
                return
            case "toggle" where actions.toggle != nil:
                append(kind: .toggle, title: info.label, info: info, isOn: info.value == "on", perform: actions.toggle)
                return
            default: break
            }
            for child in node.children { visit(child) }
        }

        /// A `Section`: a group of its own, set apart by separators, with its header (if any) as a line.
        private mutating func visitSection(_ node: GraphNode, title: String?) {
            let header = title ?? node.children.first { $0.key == .slot("header") }.flatMap(Self.firstLabel(in:))
            startGroup()
            if let header, !header.isEmpty { append(kind: .header, title: header, info: nil, perform: nil) }
            for child in node.children where child.key != .slot("header") { visit(child) }
            separatorPending = true
        }

        /// A `Picker`: a submenu of its options (an `.inline` picker: the options in this menu, as a group).
        private mutating func visitPicker(
            _ options: [String], info: AccessibilityInfo, select: @escaping @MainActor (String) -> [String]?
        ) {
            let inline = inlinePickers
            if inline {
                startGroup()
                if !info.label.isEmpty { append(kind: .header, title: info.label, info: nil, perform: nil) }
            } else {
                startEntry()
                submenus.append(info.label)
            }
            for option in options {
                append(
                    kind: .option, title: option, info: info, isOn: option == info.value,
                    perform: { _ = select(option) })
            }
            if inline { separatorPending = true } else { submenus.removeLast() }
        }

        /// Adds the separator a finished group left pending, before the next entry at this level.
        private mutating func startEntry() {
            guard separatorPending else { return }
            separatorPending = false
            append(kind: .separator, title: "", info: nil, perform: nil)
        }

        /// Starts a group of its own: a separator unless it is the first entry at this level.
        private mutating func startGroup() {
            separatorPending = false
            let level = placed.last.map { $0.placement == placement && $0.item.submenus.starts(with: submenus) }
            if level == true, placed.last?.item.kind != .separator || placed.last?.item.submenus != submenus {
                append(kind: .separator, title: "", info: nil, perform: nil)
            }
        }

        private mutating func append(
            kind: Kind, title: String, info: AccessibilityInfo?, isOn: Bool? = nil,
            perform: (@MainActor () -> Void)?
        ) {
            guard let placement, let menu else { return }
            if kind != .separator { startEntry() }
            let item = Item(
                menu: menu, group: group, submenus: submenus, title: title, kind: kind,
                shortcut: kind == .separator || kind == .header ? nil : shortcut,
                isEnabled: info?.isEnabled ?? true, isOn: isOn, perform: perform)
            placed.append(Placed(placement: placement, item: item))
        }

        /// The first label a screen reader reads inside `node` (a section's header view).
        private static func firstLabel(in node: GraphNode) -> String? {
            if let label = node.element?.accessibility?.label, !label.isEmpty { return label }
            for child in node.children {
                if let label = firstLabel(in: child) { return label }
            }
            return nil
        }
    }
}

/// What the menu bar needs to know of the app beyond its commands: its name (the app menu's), whether it has a
/// `Settings` scene (Settings…) and its window's title (the Window menu's list).
package struct AppMenuContext: Sendable {
    package var appName: String
    package var hasSettings = false
    package var windowTitle: String?

    package init(appName: String, hasSettings: Bool = false, windowTitle: String? = nil) {
        self.appName = appName
        self.hasSettings = hasSettings
        self.windowTitle = windowTitle
    }
}
