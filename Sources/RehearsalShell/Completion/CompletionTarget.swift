import RehearsalUI

/// One element on screen that a command can target: by `role "label"`, by `"label"` or by `#identifier`.
package struct CompletionTarget: Equatable, Sendable, Decodable {
    package var role: String
    package var label: String
    package var identifier: String?

    package init(role: String, label: String, identifier: String? = nil) {
        self.role = role
        self.label = label
        self.identifier = identifier
    }

    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("role", .string(role)), ("label", .string(label))]
        if let identifier { fields.append(("identifier", .string(identifier))) }
        return .object(fields)
    }
}
