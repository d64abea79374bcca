/// When a text field capitalizes what is typed: `.never`, `.words`, `.sentences`, `.characters`.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let never = TextInputAutocapitalization(description: ".never")
    public static let words = TextInputAutocapitalization(description: ".words")
    public static let sentences = TextInputAutocapitalization(description: ".sentences")
    public static let characters = TextInputAutocapitalization(description: ".characters")
}

/// Whether the user can select a text: `.enabled` or `.disabled`.
public protocol TextSelectability: Sendable {
    /// The style as written, for the attribute.
    static var attributeName: String { get }
}

/// Text the user can select and copy.
public struct EnabledTextSelectability: TextSelectability {
    public static var attributeName: String { ".enabled" }
}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {
    public static var attributeName: String { ".disabled" }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
