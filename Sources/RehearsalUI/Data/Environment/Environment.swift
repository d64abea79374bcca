import Observation

/// Reads a value or an object from the view's environment.
///
/// `@Environment(\.colorScheme)` reads a key path of `EnvironmentValues`; `@Environment(LibraryClient.self)`
/// reads an object injected with `.environment(_:)`. A required object that no ancestor injected stops the
/// view before its body runs, with a message naming the view, the type and the fix (SwiftUI traps).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, typeName: String, isOptional: Bool)
    }

    let source: Source
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), typeName: ViewTypeName.of(objectType), isOptional: false)
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), typeName: ViewTypeName.of(objectType), isOptional: true)
    }

    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            let values = box.values ?? EnvironmentValues()
            return EnvironmentReads.reading(through: keyPath) { values[keyPath: keyPath] }
        case .object(let type, let typeName, _):
            let object = box.object ?? box.values?.object(type)
            if let object { return object as! Value }
            if let none = Optional<AnyObject>.none as? Value { return none }
            fatalError(
                "No observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be "
                    + "missing as an ancestor of this view.")
        }
    }
}

/// Where an `@Environment` instance reads from once the graph has linked it.
final class EnvironmentBox {
    var values: EnvironmentValues?
    var object: AnyObject?
}

extension Environment: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.values = node.environment
        if case .object(let type, let typeName, let isOptional) = source {
            box.object = node.environment.object(type)
            if box.object == nil && !isOptional {
                throw MissingEnvironmentObject(typeName: typeName, propertyName: name)
            }
        }
        node.setStorage(box, at: slot)
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        switch source {
        case .keyPath(let keyPath):
            let values = box.values ?? node.environment
            return PropertyDescription(
                wrapper: "@Environment", text: "\(name)=\(ValueDescription.short(values[keyPath: keyPath]))")
        case .object(let type, let typeName, _):
            let present = (box.object ?? node.environment.object(type)) != nil
            return PropertyDescription(wrapper: "@Environment", text: present ? typeName : "\(typeName)=nil")
        }
    }
}
