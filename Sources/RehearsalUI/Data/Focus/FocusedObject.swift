/// Reads the `ObservableObject` of this type that the focused view or one of its ancestors publishes with
/// `.focusedObject(_:)`, or the scene with `.focusedSceneObject(_:)`: `@FocusedObject var document: Document?`.
///
/// `nil` when nothing in the focused view hierarchy publishes one. The reader is re-evaluated when focus moves to
/// another object, and, as with `@ObservedObject`, whenever the object it sees sends `objectWillChange`.
/// `$document.title` is a binding to a property of the object, or `nil` when there is none.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = FocusedValuesLink()

    /// A reader of the focused object of this type.
    public init() {}

    /// The object published where focus is now; `nil` when nothing in the focused view hierarchy publishes one.
    @MainActor public var wrappedValue: ObjectType? {
        guard let store = box.store else { return nil }
        return store.values[observableObject: ObjectType.self]
    }

    /// Bindings to the properties of the focused object, or `nil` when there is none.
    @MainActor public var projectedValue: Wrapper? {
        guard let object = wrappedValue else { return nil }
        return Wrapper(object: object)
    }

    /// Makes bindings to the properties of the focused object: `$document?.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension FocusedObject: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        let store = node.graph.focusedValues
        box.store = store
        // The view observes the object it sees now, as `@ObservedObject` does; another object replaces it.
        let subscription =
            slot < node.propertyStorage.count ? node.propertyStorage[slot] as? ObjectSubscription : nil
        let current = subscription ?? ObjectSubscription()
        if let object = store.untrackedValues[observableObject: ObjectType.self] {
            current.observe(object, node: node, wrapper: "@FocusedObject", name: name)
        } else {
            current.detachOwner()
        }
        if subscription == nil { node.setStorage(current, at: slot) }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        let object = node.graph.focusedValues.untrackedValues[observableObject: ObjectType.self]
        return PropertyDescription(
            wrapper: "@FocusedObject", text: "\(name)=\(object == nil ? "nil" : ViewTypeName.of(ObjectType.self))")
    }
}

extension FocusedObject: ComparedByObservation {}

extension FocusedValues {
    /// The published object of an `ObservableObject` class (`focusedObject(_:)`, `@FocusedObject`).
    subscript<T: ObservableObject>(observableObject type: T.Type) -> T? {
        get { storage[ObjectIdentifier(type)] as? T }
        set { storage[ObjectIdentifier(type)] = newValue }
    }
}

extension View {
    /// Publishes `object` for `@FocusedObject` readers while focus is in this view's hierarchy.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        publishFocusedObject(object, isScene: false)
    }

    /// Publishes `object`, or nothing when it is `nil`, while focus is in this view's hierarchy.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        publishFocusedObject(object, isScene: false)
    }

    /// Publishes `object` for the whole scene: `@FocusedObject` readers see it wherever focus is.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        publishFocusedObject(object, isScene: true)
    }

    /// Publishes `object`, or nothing when it is `nil`, for the whole scene.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        publishFocusedObject(object, isScene: true)
    }

    private func publishFocusedObject<T: ObservableObject>(
        _ object: T?, isScene: Bool
    ) -> ModifiedContent<Self, FocusedValueModifier> {
        var values = FocusedValues()
        values[observableObject: T.self] = object
        let call = isScene ? "focusedSceneObject" : "focusedObject"
        let argument = object == nil ? "nil" : ViewTypeName.of(T.self)
        return modifier(FocusedValueModifier(values: values, isScene: isScene, attribute: ".\(call)(\(argument))"))
    }
}
