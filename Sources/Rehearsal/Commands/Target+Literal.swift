/// Targets written in Swift, for the test API: `"Count"` is a label, `.id("saveButton")` an identifier,
/// `.button("Try Again")` or `.role("link", "Dune")` a role and a name, as the shell's TARGET forms.
extension Target: ExpressibleByStringLiteral {
    /// A target by its accessible name or label, as the shell's `"label"`.
    public init(stringLiteral label: String) {
        self.init(name: label)
    }

    /// A target by its accessibility identifier, as the shell's `#identifier`.
    public static func id(_ identifier: String) -> Target { Target(identifier: identifier) }

    /// A target by its role and, when given, its name, as the shell's `role "name"` (`list` alone names a list).
    public static func role(_ role: String, _ name: String? = nil) -> Target { Target(role: role, name: name) }

    /// A button by its name, as the shell's `button "name"`.
    public static func button(_ name: String) -> Target { Target(role: "button", name: name) }

    /// A link by its name, as the shell's `link "name"`.
    public static func link(_ name: String) -> Target { Target(role: "link", name: name) }

    /// The target written in Swift, as the test API spells it: `"Count"`, `.id("save")`, `.button("OK")`.
    package var swiftSource: String {
        if let identifier { return ".id(\(SwiftLiteral.string(identifier)))" }
        guard let role else { return SwiftLiteral.string(name ?? "") }
        guard let name else { return ".role(\(SwiftLiteral.string(role)))" }
        if role == "button" || role == "link" { return ".\(role)(\(SwiftLiteral.string(name)))" }
        return ".role(\(SwiftLiteral.string(role)), \(SwiftLiteral.string(name)))"
    }
}
