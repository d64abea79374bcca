import RehearsalUI

/// One element on screen that a command can target: by `role "label"`, by `"label"` or by `#identifier`.
package struct CompletionTarget: Equatable, Sendable, Decodable {
    package var role: String
    package var label: String
    package var identifier: String?
    /// The names of its swipe actions, for `swipe TARGET "action"`.
    package var swipeActions: [String]
    /// The names of its context-menu items, for `menu TARGET "item"`.
    package var menuActions: [String]

    package init(
        role: String, label: String, identifier: String? = nil, swipeActions: [String] = [], menuActions: [String] = []
    ) {
        self.role = role
        self.label = label
        self.identifier = identifier
        self.swipeActions = swipeActions
        self.menuActions = menuActions
    }

    private enum CodingKeys: String, CodingKey {
        case role, label, identifier, swipe, menu
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        role = try container.decode(String.self, forKey: .role)
        label = try container.decode(String.self, forKey: .label)
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        swipeActions = try container.decodeIfPresent([String].self, forKey: .swipe) ?? []
        menuActions = try container.decodeIfPresent([String].self, forKey: .menu) ?? []
    }

    /// The element as JSON; keys without a value are left out.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("role", .string(role)), ("label", .string(label))]
        if let identifier { fields.append(("identifier", .string(identifier))) }
        if !swipeActions.isEmpty { fields.append(("swipe", .array(swipeActions.map(JSONValue.string)))) }
        if !menuActions.isEmpty { fields.append(("menu", .array(menuActions.map(JSONValue.string)))) }
        return .object(fields)
    }
}
