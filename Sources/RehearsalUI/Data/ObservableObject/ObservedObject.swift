/// An `ObservableObject` passed in by the parent; the view is re-evaluated whenever the object changes.
///
/// `$object.property` is a binding to a property of the object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object: `$store.query`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        let subscription =
            slot < node.propertyStorage.count
            ? node.propertyStorage[slot] as? ObjectSubscription : nil
        let current = subscription ?? ObjectSubscription()
        current.observe(wrappedValue, node: node, wrapper: "@ObservedObject", name: name)
        if subscription == nil { node.setStorage(current, at: slot) }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        PropertyDescription(wrapper: "@ObservedObject", text: "\(name)=\(ViewTypeName.of(ObjectType.self))")
    }
}

extension ObservedObject: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty {
        ViewProperty(
            name: name, kind: .other(wrapper: "@ObservedObject"), value: ViewTypeName.of(ObjectType.self),
            object: wrappedValue)
    }
}
