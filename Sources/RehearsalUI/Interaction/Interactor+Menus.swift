/// Picking an item of a menu by the path of item labels: a `Menu`'s items, or a context menu's, through
/// submenus (`menu "Options" "More" "Archive"`).
extension Interactor {
    /// One item a menu offers at one level: a button, a toggle, or a submenu with items of its own.
    private struct MenuEntry {
        var name: String
        var isEnabled: Bool
        var perform: (@MainActor () -> Void)?
        var items: [AccessibilityNode]?
    }

    /// Opens the menu of `target` (a `Menu`, or a view with a context menu) and picks the item at `path`.
    @discardableResult
    package func menu(_ target: TargetQuery, path: [String]) throws(InteractionError) -> Result {
        guard let first = path.first else { throw InteractionError(.actionNotFound, "expected a menu item's label.") }
        let element = try resolve(target, for: "open the menu of")
        if element.role != "menu", path.count == 1 { return try contextMenu(target, action: first) }
        var level: [MenuEntry]
        if element.role == "menu" {
            level = Self.entries(of: element.children)
        } else {
            level = element.customActions.filter { $0.kind == .contextMenu }.map { action in
                MenuEntry(
                    name: action.name, isEnabled: action.isEnabled,
                    perform: action.items.isEmpty ? action.perform : nil,
                    items: action.items.isEmpty ? nil : action.items)
            }
        }
        var walked = element.reference
        for (depth, name) in path.enumerated() {
            guard let entry = level.first(where: { $0.name == name }) else {
                let names = level.map { ValueDescription.quoted($0.name) }
                throw InteractionError(
                    .actionNotFound,
                    "expected a menu item \(ValueDescription.quoted(name)) in \(walked) (in \(element.owner)), but "
                        + (names.isEmpty ? "it has no items" : "its items are " + names.joined(separator: ", "))
                        + ". To fix, "
                        + (names.isEmpty ? "add Button(\"\(name)\") { ... } to it." : "name one of those items."))
            }
            guard entry.isEnabled else {
                throw InteractionError(
                    .disabled,
                    "expected an enabled menu item \(ValueDescription.quoted(name)) in \(walked), but it is disabled. "
                        + "To fix, make the condition that disables it false first.")
            }
            let isLast = depth == path.count - 1
            if let items = entry.items {
                guard !isLast else {
                    let names = Self.entries(of: items).map { ValueDescription.quoted($0.name) }
                    throw InteractionError(
                        .actionNotFound,
                        "expected a menu item to pick, but \(ValueDescription.quoted(name)) in \(walked) is a submenu. "
                            + "To fix, name one of its items after it: " + names.joined(separator: ", ") + ".")
                }
                level = Self.entries(of: items)
                walked = "menu \(ValueDescription.quoted(name))"
                continue
            }
            guard isLast else {
                throw InteractionError(
                    .actionNotFound,
                    "expected a submenu \(ValueDescription.quoted(name)) in \(walked), but it is an item with no items "
                        + "of its own. To fix, end the path there: "
                        + "`menu \(element.reference) "
                        + path.prefix(depth + 1).map { ValueDescription.quoted($0) }.joined(separator: " ") + "`.")
            }
            let origin =
                "menu \(element.reference): " + path.map { ValueDescription.quoted($0) }.joined(separator: " → ")
            return run(origin) { entry.perform?() }
        }
        throw InteractionError(.actionNotFound, "expected a menu item's label.")
    }

    /// The items a menu's elements offer: buttons, toggles and submenus, with section headers passed over.
    private static func entries(of elements: [AccessibilityNode]) -> [MenuEntry] {
        var entries: [MenuEntry] = []
        for element in elements {
            switch element.role {
            case "menu" where !element.label.isEmpty:
                entries.append(
                    MenuEntry(
                        name: element.label, isEnabled: element.isEnabled, perform: nil, items: element.children))
            case "picker" where element.menuPickerOptions != nil:
                entries.append(
                    MenuEntry(
                        name: element.label, isEnabled: element.isEnabled, perform: nil,
                        items: element.menuPickerOptions))
            case "button", "link":
                entries.append(
                    MenuEntry(name: element.label, isEnabled: element.isEnabled, perform: element.actions.tap))
            case "toggle":
                entries.append(
                    MenuEntry(name: element.label, isEnabled: element.isEnabled, perform: element.actions.toggle))
            default:
                entries += Self.entries(of: element.children)
            }
        }
        return entries
    }
}
