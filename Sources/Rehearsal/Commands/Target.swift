/// How a command names an element on screen: `"label"`, `#identifier`, or `role "name"`.
public struct Target: Equatable, Sendable, CustomStringConvertible {
    /// The role, when given (`button` in `button "Try Again"`).
    public var role: String?
    /// The accessible name or label, when given.
    public var name: String?
    /// The accessibility identifier, when given (`saveButton` in `#saveButton`).
    public var identifier: String?

    public init(role: String? = nil, name: String? = nil, identifier: String? = nil) {
        self.role = role
        self.name = name
        self.identifier = identifier
    }

    public var description: String {
        if let identifier { return "#" + identifier }
        if let role, name == nil { return role }
        let quoted = Tokenizer.quoted(name ?? "")
        if let role { return "\(role) \(quoted)" }
        return quoted
    }
}
