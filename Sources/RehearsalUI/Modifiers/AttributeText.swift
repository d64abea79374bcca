/// Prints a modifier call as the tree shows it: `.frame(maxWidth: .infinity)`, `.padding(.horizontal, 8)`.
///
/// Arguments left at their defaults are omitted, so the attribute reads like the code that was written.
package enum AttributeText {
    /// `.name(label: value, value)`, leaving out arguments whose value is `nil`; `.name` with none.
    package static func call(_ name: String, _ arguments: [(label: String?, value: String?)]) -> String {
        let parts = arguments.compactMap { argument -> String? in
            guard let value = argument.value else { return nil }
            guard let label = argument.label else { return value }
            return "\(label): \(value)"
        }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// A layout length: `16`, `0.5`, `.infinity`.
    package static func length(_ value: CGFloat?) -> String? {
        guard let value else { return nil }
        if value == .infinity { return ".infinity" }
        return LayoutNumber.format(value)
    }

    /// A style, color or other value as written: its description when it has one, else its type name.
    package static func value(_ value: Any) -> String {
        if let described = value as? any CustomStringConvertible { return described.description }
        return ValueDescription.short(value)
    }
}
