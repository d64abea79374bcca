#if canImport(Glibc)
import Glibc
#endif

/// Names the property behind an observed key path, for explanations: `TaskStore.isLoading`.
///
/// Observation reports changes as key paths whose printed form holds a code address, which must never
/// reach the output. The root type is always known; the property name is recovered from the symbol of
/// the accessor the key path refers to when the binary exports it, and left out otherwise.
enum KeyPathNames {
    static func cause(for keyPath: AnyKeyPath?) -> EvaluationCause {
        guard let keyPath else { return .observed(type: "an observed object", property: "a property") }
        let root = ViewTypeName.of(type(of: keyPath).rootType)
        return .observed(type: root, property: propertyName(keyPath) ?? "a property")
    }

    static func propertyName(_ keyPath: AnyKeyPath) -> String? {
        let text = "\(keyPath)"
        // Stored properties print as `\Type.name`.
        if !text.contains("<computed"), let dot = text.lastIndex(of: ".") {
            return String(text[text.index(after: dot)...])
        }
        return nil
    }
}
