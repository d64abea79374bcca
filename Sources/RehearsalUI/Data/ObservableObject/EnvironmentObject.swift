/// An `ObservableObject` injected above the view with `.environmentObject(_:)`, found by its type.
///
/// The view is re-evaluated whenever the object changes. A view that reads one nobody injected stops before
/// its body runs, with a message naming the view, the type and the fix (SwiftUI traps).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object as? ObjectType else {
            let name = ViewTypeName.of(ObjectType.self)
            fatalError(
                "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be "
                    + "missing as an ancestor of this view.")
        }
        return object
    }

    /// Makes bindings to the object's properties: `$settings.username`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Where an `@EnvironmentObject` finds its object once the graph has linked it.
final class EnvironmentObjectBox {
    var object: AnyObject?
}

extension EnvironmentObject: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        let typeName = ViewTypeName.of(ObjectType.self)
        guard let object = node.environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType else {
            EnvironmentObjectNames.register(typeName)
            throw MissingEnvironmentObject(typeName: typeName, propertyName: name)
        }
        box.object = object
        let subscription =
            slot < node.propertyStorage.count ? node.propertyStorage[slot] as? ObjectSubscription : nil
        let current = subscription ?? ObjectSubscription()
        current.observe(object, node: node, wrapper: "@EnvironmentObject", name: name)
        if subscription == nil { node.setStorage(current, at: slot) }
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        let typeName = ViewTypeName.of(ObjectType.self)
        let present = node.environment.object(ObjectIdentifier(ObjectType.self)) != nil
        return PropertyDescription(wrapper: "@EnvironmentObject", text: present ? typeName : "\(typeName)=nil")
    }
}

extension EnvironmentObject: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty {
        let object = node.environment.object(ObjectIdentifier(ObjectType.self))
        let typeName = ViewTypeName.of(ObjectType.self)
        return ViewProperty(
            name: name, kind: .other(wrapper: "@EnvironmentObject"), value: object == nil ? "nil" : typeName,
            object: object)
    }
}

extension EnvironmentObject: ComparedByObservation {}

extension View {
    /// Injects an `ObservableObject`, found below by `@EnvironmentObject` of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(
            EnvironmentModifier(
                attribute: ".environmentObject(\(ViewTypeName.of(T.self)))",
                value: object,
                write: { $0.setObject(object, as: T.self) }))
    }
}
