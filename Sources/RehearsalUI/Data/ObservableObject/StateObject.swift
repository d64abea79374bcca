/// An `ObservableObject` owned by a view: made once per identity, kept while the identity stays in the tree.
///
/// As in SwiftUI, the autoclosure runs only when the view first appears; values of the view made later
/// (each time its parent is re-evaluated) reach the object made then. The view is re-evaluated whenever
/// the object changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object kept for the view's identity.
    public var wrappedValue: ObjectType { box.resolved.object }

    /// Makes bindings to the object's properties: `$store.query`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// The storage behind one `@StateObject`: the closure that makes the object, and the object once made.
///
/// A fresh box comes with each view value; the graph links it to the box persisted for the identity, so
/// only the first box's closure ever runs. Read on the main actor only, as views are.
final class StateObjectBox<ObjectType: ObservableObject>: OwnedStorage {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var link: StateObjectBox<ObjectType>?
    let subscription = ObjectSubscription()

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var resolved: StateObjectBox<ObjectType> { link ?? self }

    /// The object, made now if it was not yet (a view read outside the graph makes its own).
    var object: ObjectType {
        if let made { return made }
        let created = make()
        made = created
        return created
    }

    func link(to persisted: StateObjectBox<ObjectType>) {
        if persisted !== self { link = persisted }
    }

    func detachOwner() { subscription.detachOwner() }
}

extension StateObject: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        if slot < node.propertyStorage.count,
            let persisted = node.propertyStorage[slot] as? StateObjectBox<ObjectType>
        {
            box.link(to: persisted)
            return
        }
        node.setStorage(box, at: slot)
        box.subscription.observe(box.object, node: node, wrapper: "@StateObject", name: name)
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        PropertyDescription(wrapper: "@StateObject", text: "\(name)=\(ViewTypeName.of(ObjectType.self))")
    }
}

extension StateObject: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty {
        let persisted =
            slot < node.propertyStorage.count ? node.propertyStorage[slot] as? StateObjectBox<ObjectType> : nil
        return ViewProperty(
            name: name, kind: .other(wrapper: "@StateObject"), value: ViewTypeName.of(ObjectType.self),
            object: (persisted ?? box.resolved).object)
    }
}

extension StateObject: ComparedByObservation {}
