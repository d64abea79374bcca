@_spi(Reflection) import Swift

/// A property that the graph connects to a node before the body that uses it is evaluated.
///
/// `@State`, `@Environment`, `@FocusState` and `@Namespace` conform. `link` receives the node and the
/// property's slot: the index of its persisted storage in `node.propertyStorage`.
@MainActor package protocol GraphLinkedProperty {
    /// Connects this instance to the node's persisted storage, creating it on first mount.
    func link(to node: GraphNode, slot: Int, name: String) throws(MissingEnvironmentObject)
    /// Describes the property for the tree and the state listing, or `nil` to leave it out.
    func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription?
}

extension GraphLinkedProperty {
    package func describe(node: GraphNode, slot: Int, name: String) -> PropertyDescription? { nil }
}

/// One dynamic property as the tree prints it: `@State` and `query=""`.
package struct PropertyDescription: Equatable {
    package var wrapper: String
    package var text: String

    package init(wrapper: String, text: String) {
        self.wrapper = wrapper
        self.text = text
    }
}

/// A view read an environment object that no ancestor injected.
package struct MissingEnvironmentObject: Error {
    package var typeName: String
    package var propertyName: String
}

/// Finds the dynamic properties of view types once per type, and links instances to their nodes.
@MainActor package enum DynamicProperties {
    /// One dynamic property field of a view type.
    package struct Field {
        package var name: String
        package var offset: Int
        package var type: any GraphLinkedProperty.Type
    }

    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: [Field]] = [:]
    /// The type asked last and its fields: a mount asks for one type after another of the same (a list's rows), and
    /// the dictionary's hashing was a fifth of linking a row's `@State`.
    @exclusivity(unchecked) private static var lastAsked: (id: ObjectIdentifier, fields: [Field])?

    /// The dynamic property fields of a type, in declaration order, including those nested in
    /// user-defined `DynamicProperty` structs.
    package static func fields(of type: Any.Type) -> [Field] {
        let id = ObjectIdentifier(type)
        if let lastAsked, lastAsked.id == id { return lastAsked.fields }
        if let cached = cache[id] {
            lastAsked = (id, cached)
            return cached
        }
        var found: [Field] = []
        collect(type, baseOffset: 0, prefix: "", into: &found)
        cache[id] = found
        lastAsked = (id, found)
        return found
    }

    private static func collect(_ type: Any.Type, baseOffset: Int, prefix: String, into found: inout [Field]) {
        guard FieldWalkCheck.isReadable else { return }
        _ = _forEachField(of: type) { namePointer, offset, fieldType, kind in
            let name = prefix + Self.displayName(String(cString: namePointer))
            if let linked = fieldType as? any GraphLinkedProperty.Type {
                found.append(Field(name: name, offset: baseOffset + offset, type: linked))
            } else if kind == .struct, fieldType is any DynamicProperty.Type {
                collect(fieldType, baseOffset: baseOffset + offset, prefix: name + ".", into: &found)
            } else if kind == .struct, fieldType is any ViewModifier.Type {
                collect(fieldType, baseOffset: baseOffset + offset, prefix: "", into: &found)
            } else if kind == .struct, fieldType is any Commands.Type || fieldType is any App.Type {
                // The views that hold an app's commands link the properties of the app or commands they hold.
                collect(fieldType, baseOffset: baseOffset + offset, prefix: "", into: &found)
            }
            return true
        }
    }

    /// Property wrappers store their value in `_name`; the tree prints the name the user wrote.
    private static func displayName(_ raw: String) -> String {
        raw.hasPrefix("_") ? String(raw.dropFirst()) : raw
    }

    @exclusivity(unchecked) private static var printsNodeStateOnly: [ObjectIdentifier: Bool] = [:]

    /// Whether every dynamic property of a view type is `@State` (or it has none): what its node prints then comes
    /// from the node's own storage, which stamps the node when it changes, so an equal new value prints the same.
    package static func printsOnlyNodeState(_ type: any View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = printsNodeStateOnly[id] { return known }
        let known = FieldWalkCheck.isReadable && fields(of: type).allSatisfy { $0.type is any NodeStoredProperty.Type }
        printsNodeStateOnly[id] = known
        return known
    }

    /// Links every dynamic property of `view` to `node`'s storage.
    package static func link(_ view: any View, to node: GraphNode) throws(MissingEnvironmentObject) {
        let fields = fields(of: type(of: view))
        guard !fields.isEmpty else { return }
        var failure: MissingEnvironmentObject?
        withFieldValues(of: view, fields: fields) { slot, field, property in
            guard failure == nil else { return }
            do throws(MissingEnvironmentObject) {
                try property.link(to: node, slot: slot, name: field.name)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Describes the dynamic properties of `view`, for the view tree and the state listing.
    package static func describe(_ view: any View, node: GraphNode) -> [PropertyDescription] {
        let fields = fields(of: type(of: view))
        var lines: [PropertyDescription] = []
        withFieldValues(of: view, fields: fields) { slot, field, property in
            if let line = property.describe(node: node, slot: slot, name: field.name) { lines.append(line) }
        }
        return lines
    }

    static func withFieldValues(
        of view: any View,
        fields: [Field],
        _ body: (Int, Field, any GraphLinkedProperty) -> Void
    ) {
        // Each property is read by a nonisolated function: a main-actor closure given to `withUnsafeBytes` checked
        // its executor every time it ran (once per body evaluated).
        func open<V: View>(_ view: V) {
            for slot in fields.indices {
                body(slot, fields[slot], property(fields[slot], of: view))
            }
        }
        open(view)
    }

    /// The value of a dynamic property field of `view`.
    private nonisolated static func property<V>(_ field: Field, of view: V) -> any GraphLinkedProperty {
        withUnsafeBytes(of: view) { raw in load(field.type, from: raw, at: field.offset) }
    }

    private nonisolated static func load<P: GraphLinkedProperty>(
        _ type: P.Type,
        from raw: UnsafeRawBufferPointer,
        at offset: Int
    ) -> any GraphLinkedProperty {
        raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: P.self).pointee
    }
}

/// A dynamic property whose printed value is read from the node's storage, never from the view's value (`@State`).
protocol NodeStoredProperty {}

extension State: NodeStoredProperty {}

/// A property that the view graph updates before it evaluates a body, as in SwiftUI.
public protocol DynamicProperty {
    /// Called before the body that owns the property is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
