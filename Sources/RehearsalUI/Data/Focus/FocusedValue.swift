/// Reads a value that the focused view or one of its ancestors publishes: `@FocusedValue(\.selectedNote)`.
///
/// When several views publish the same key, the one closest to focus wins; a value published with
/// `.focusedSceneValue` is seen wherever focus is. `nil` when nothing publishes it, and the reader is
/// re-evaluated when focus moves or the published value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    let box = FocusedValuesLink()

    /// A reader of the value at `keyPath` of `FocusedValues`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A reader of the `Observable` object of this type that the focused hierarchy publishes with
    /// `focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[object: objectType] }
    }

    /// The value for the focus key given where focus is now; `nil` when nothing in the focused view hierarchy
    /// publishes it.
    @MainActor public var wrappedValue: Value? {
        guard let store = box.store else { return nil }
        return read(store.values)
    }
}

extension FocusedValue: GraphLinkedProperty {
    package func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject) {
        box.store = node.graph.focusedValues
    }

    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? {
        let value = node.graph.focusedValues.untrackedValues
        return PropertyDescription(
            wrapper: "@FocusedValue", text: "\(name)=\(ValueDescription.short(read(value) as Any))")
    }
}

extension FocusedValue: ComparedByObservation {}

/// The graph's focused values, reached by a focused-value wrapper once the graph links it.
///
/// Made with the wrapper (in any context) and then only touched on the main actor, by the graph and the views'
/// bodies, which makes the `@unchecked Sendable` safe.
final class FocusedValuesLink: @unchecked Sendable {
    var store: FocusedValuesStore?
}
