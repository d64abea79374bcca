/// Sets a value or injects an object in the environment of the modified content.
package struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let attributes: [String]
    let value: Any
    let write: (inout EnvironmentValues) -> Void

    init(attribute: String, value: Any, write: @escaping (inout EnvironmentValues) -> Void) {
        self.init(attributes: [attribute], value: value, write: write)
    }

    init(attributes: [String], value: Any, write: @escaping (inout EnvironmentValues) -> Void) {
        self.attributes = attributes
        self.value = value
        self.write = write
    }

    package func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        node.cachedEnvironment(&environment, value: value, write: write)
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = attributes
    }
}

extension View {
    /// Sets an environment value for this view and the views below it: `.environment(\.colorScheme, .dark)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(
            EnvironmentModifier(
                attribute: ".environment(\\.\(EnvironmentKeyName.of(keyPath)), \(ValueDescription.short(value)))",
                value: value,
                write: { $0[keyPath: keyPath] = value }))
    }

    /// Injects an `@Observable` object, found below by `@Environment(T.self)` for the type it is passed as
    /// (`.environment(mock as Client)` is found as a `Client`); `nil` removes the one injected above.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            EnvironmentModifier(
                attribute:
                    ".environment(\(object == nil ? "nil as \(ViewTypeName.of(T.self))?" : ViewTypeName.of(T.self)))",
                value: object as Any,
                write: { environment in environment.setObject(object, as: T.self) }))
    }

    /// Changes an environment value for this view and the views below it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(
            EnvironmentModifier(
                attribute: ".transformEnvironment(\\.\(EnvironmentKeyName.of(keyPath)))",
                value: { () in } as Any,
                write: { transform(&$0[keyPath: keyPath]) }))
    }
}

/// Names the environment property a key path writes, for attributes: `colorScheme`, `taskStore`.
///
/// Key paths to computed properties print code addresses, so the name comes from the key type the
/// property's setter stores under: `TaskStoreKey` gives `taskStore`, the `@Entry` macro's
/// `__Key_taskStore` gives `taskStore`.
enum EnvironmentKeyName {
    @MainActor private static var cache: [AnyKeyPath: String] = [:]

    @MainActor static func of<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>) -> String {
        if let cached = cache[keyPath] { return cached }
        var probe = EnvironmentValues()
        // Reading first gives the setter a value of the right type to write back.
        let current = probe[keyPath: keyPath]
        probe[keyPath: keyPath] = current
        let name = probe.setNames.first.map(propertyName(forKey:)) ?? "?"
        cache[keyPath] = name
        return name
    }

    static func propertyName(forKey key: String) -> String {
        var name = key
        if name.hasPrefix("__Key_") { name.removeFirst("__Key_".count) }
        if name.hasSuffix("EnvironmentKey") {
            name.removeLast("EnvironmentKey".count)
        } else if name.hasSuffix("Key") {
            name.removeLast("Key".count)
        }
        guard let first = name.first else { return key }
        return first.lowercased() + name.dropFirst()
    }
}
