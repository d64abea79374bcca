/// Publishes focused values for the modified view's hierarchy (`.focusedValue`) or its scene
/// (`.focusedSceneValue`), printed as the call: `.focusedValue(\.selectedNote, "Groceries")`.
///
/// The value is printed as it is now: a binding's value is read at each update, inside tracking, so typing into
/// the field it points to prints the new text although no body re-evaluated.
package struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let values: FocusedValues
    let isScene: Bool
    /// The call and the key path, `focusedValue(\.selectedNote`, or the whole attribute when `value` is not printed.
    let call: String
    /// The published value, printed when the modifier updates.
    let value: Any?
    let printsValue: Bool

    init(values: FocusedValues, isScene: Bool, call: String, value: Any?) {
        self.values = values
        self.isScene = isScene
        self.call = call
        self.value = value
        printsValue = true
    }

    /// A modifier printed as `attribute`, whatever it publishes (`.focusedObject(Library)`).
    init(values: FocusedValues, isScene: Bool, attribute: String) {
        self.values = values
        self.isScene = isScene
        call = attribute
        value = nil
        printsValue = false
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if printsValue {
            let argument = node.trackingReads { value.map { ValueDescription.short($0) } ?? "nil" }
            node.modifierAttributes = [".\(call), \(argument))"]
        } else {
            node.modifierAttributes = [call]
        }
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
        return FocusedValueModifier(values: values, isScene: isScene, call: "\(call)(\(name)", value: value)
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
