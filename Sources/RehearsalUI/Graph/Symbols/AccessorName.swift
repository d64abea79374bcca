/// Reads the property name out of a demangled accessor symbol.
///
/// `key path getter for Module.TaskStore.isLoading : Swift.Bool : Module.TaskStore`,
/// `Module.TaskStore.isLoading.getter : Swift.Bool` and `method descriptor for` that getter all name
/// `isLoading`; a private property appears as `(secret in _9A83…)`. A merged function (identical code folded into one symbol) may belong to another
/// property, so it names nothing.
enum AccessorName {
    private static let prefixes = ["key path getter for ", "key path setter for ", "method descriptor for "]
    private static let accessorSuffixes: Set<String> = [
        "getter", "setter", "modify", "read", "unsafeAddressor", "unsafeMutableAddressor", "init",
    ]

    /// The property `demangled` is an accessor of, when its owner is `rootType` (a name without module).
    static func property(in demangled: String, rootType: String) -> String? {
        guard !demangled.hasPrefix("merged "), !demangled.contains(" forwarder ") else { return nil }
        var text = Substring(demangled)
        if let prefix = prefixes.first(where: { text.hasPrefix($0) }) {
            text = text.dropFirst(prefix.count)
        } else if demangled.contains(" for ") {
            return nil
        }
        var components = components(of: String(upToTypeAnnotation(text)))
        if let last = components.last, accessorSuffixes.contains(last) { components.removeLast() }
        guard components.count >= 2 else { return nil }
        let owner = privateName(components[components.count - 2])
        guard owner.prefix(while: { $0 != "<" }) == rootType.prefix(while: { $0 != "<" }) else { return nil }
        let property = privateName(components[components.count - 1])
        guard let first = property.first, first.isLetter || first == "_",
            property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return property
    }

    /// The dot-separated components of a qualified name, ignoring dots inside `()` and `<>`.
    static func components(of name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in name {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            default: break
            }
            if character == ".", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// The text before the first ` : ` at nesting depth zero (the accessor's type annotation follows).
    private static func upToTypeAnnotation(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case " " where depth == 0 && text[index...].hasPrefix(" : "): return text[..<index]
            default: break
            }
            index = text.index(after: index)
        }
        return text
    }

    /// `secret` for `(secret in _9A83…)` (a private declaration); any other name as it is.
    private static func privateName(_ component: String) -> String {
        guard component.hasPrefix("("), component.hasSuffix(")"), let space = component.firstIndex(of: " ") else {
            return component
        }
        return String(component[component.index(after: component.startIndex)..<space])
    }
}
