/// Publishes focused values for the modified view's hierarchy (`.focusedValue`) or its scene
/// (`.focusedSceneValue`), printed as the call: `.focusedValue(\.selectedNote, "Groceries")`.
package struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let values: FocusedValues
    let isScene: Bool
    let attribute: String

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
        let store = node.graph.focusedValues
        store.publish(values, isScene: isScene, by: node)
        if node.onUnmount == nil {
            node.onUnmount = { [weak store] in store?.refresh() }
            node.onReappear = { [weak store] in store?.refresh() }
        }
    }

    @MainActor static func make(
        _ values: FocusedValues, isScene: Bool, name: String, value: Any?
    ) -> FocusedValueModifier {
        let call = isScene ? "focusedSceneValue" : "focusedValue"
        let argument = value.map { ValueDescription.short($0) } ?? "nil"
        return FocusedValueModifier(values: values, isScene: isScene, attribute: ".\(call)(\(name), \(argument))")
    }

    static func name(_ keyPath: AnyKeyPath) -> String {
        KeyPathNames.propertyName(keyPath).map { "\\.\($0)" } ?? "\\.value"
    }
}

extension View {
    /// Publishes `value` at `keyPath` for views that read it with `@FocusedValue` while focus is in this
    /// view's hierarchy.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishFocused(keyPath, value, isScene: false)
    }

    /// Publishes `value` at `keyPath`, or nothing when it is `nil`, while focus is in this view's hierarchy.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishFocused(keyPath, value, isScene: false)
    }

    /// Publishes an `Observable` object for `@FocusedValue(Model.self)` while focus is in this view's hierarchy.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishFocused(object, isScene: false)
    }

    /// Publishes `value` at `keyPath` for the whole scene: readers see it wherever focus is.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishFocused(keyPath, value, isScene: true)
    }

    /// Publishes `value` at `keyPath`, or nothing when it is `nil`, for the whole scene.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishFocused(keyPath, value, isScene: true)
    }

    /// Publishes an `Observable` object for the whole scene.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishFocused(object, isScene: true)
    }

    private func publishFocused<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, isScene: Bool
    ) -> ModifiedContent<Self, FocusedValueModifier> {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(
            FocusedValueModifier.make(
                values, isScene: isScene, name: FocusedValueModifier.name(keyPath), value: value))
    }

    private func publishFocused<T: AnyObject & Observable>(
        _ object: T?, isScene: Bool
    ) -> ModifiedContent<Self, FocusedValueModifier> {
        var values = FocusedValues()
        values[object: T.self] = object
        return modifier(
            FocusedValueModifier.make(values, isScene: isScene, name: "\(T.self)", value: object))
    }
}
