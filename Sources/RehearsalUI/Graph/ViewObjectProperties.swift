@_spi(Reflection) import Swift

/// The properties of a custom view that hold an object: what ``ViewProperties/of(_:)`` lists with an object,
/// in the same order, found without `Mirror` and without describing the values that hold none.
///
/// The teaching recorder asks it for every custom view on a screen that opens (100,000 rows: 100,000 views),
/// where `Mirror` of each view and the description of each `@State` were most of the index's first refresh.
/// A view type that customizes its mirror, or is not a struct, is listed by ``ViewProperties/of(_:)`` itself.
@MainActor package enum ViewObjectProperties {
    /// A stored field of a view type that is not a dynamic property, and could hold an object.
    private struct Candidate {
        var name: String
        var offset: Int
        var type: Any.Type
    }

    /// The candidates of each view type, or `nil` for a type that `Mirror` must list.
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: [Candidate]?] = [:]
    /// Whether each view type's dynamic properties can never hold an object (only `@State`s of plain values).
    @exclusivity(unchecked) private static var holdsNoObject: [ObjectIdentifier: Bool] = [:]

    package static func of(_ node: GraphNode) -> [ViewProperty] {
        let view = node.view
        guard let candidates = candidates(of: view) else {
            return ViewProperties.of(node).filter { $0.object != nil }
        }
        // A row of 100,000 with a `@State var taps = 0`: nothing to read, since no field can hold an object.
        if candidates.isEmpty, holdsNoObject(type(of: view)) { return [] }
        var properties: [ViewProperty] = []
        let fields = DynamicProperties.fields(of: type(of: view))
        DynamicProperties.withFieldValues(of: view, fields: fields) { slot, field, property in
            guard let listed = property as? any ListedProperty else { return }
            if let state = property as? any ObjectCheckedProperty, !state.mayHoldObject(node: node, slot: slot) {
                return
            }
            let listing = listed.listed(node: node, slot: slot, name: field.name)
            if listing.object != nil { properties.append(listing) }
        }
        guard !candidates.isEmpty else { return properties }
        for (candidate, value) in values(of: view, candidates) {
            if let passed = value as? any PassedProperty {
                let listing = passed.listed(name: candidate.name)
                if listing.object != nil { properties.append(listing) }
            } else if let object = ViewProperties.observableObject(value) {
                properties.append(
                    ViewProperty(
                        name: candidate.name, kind: .object, value: ViewTypeName.of(type(of: object)), object: object))
            }
        }
        return properties
    }

    /// The fields `Mirror` would hand `ViewProperties.of(_:)` that are not dynamic properties and whose type
    /// can hold an object (a class, an existential) or is passed in (`@Bindable`, `@Binding`).
    private static func candidates(of view: any View) -> [Candidate]? {
        let type = type(of: view)
        let id = ObjectIdentifier(type)
        if let cached = cache[id] { return cached }
        var found: [Candidate]? = []
        if !FieldWalkCheck.isReadable || type is any CustomReflectable.Type
            || Mirror(reflecting: view).displayStyle != .struct
        {
            found = nil
        } else {
            let linked = Set(DynamicProperties.fields(of: type).map(\.name))
            let complete = _forEachField(of: type) { namePointer, offset, fieldType, kind in
                let label = String(cString: namePointer)
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                guard !linked.contains(name) else { return true }
                switch kind {
                case .class, .existential, .foreignClass, .opaque:
                    found?.append(Candidate(name: name, offset: offset, type: fieldType))
                default:
                    if fieldType is any PassedProperty.Type {
                        found?.append(Candidate(name: name, offset: offset, type: fieldType))
                    }
                }
                return true
            }
            if !complete { found = nil }
        }
        cache[id] = .some(found)
        return found
    }

    /// Whether every dynamic property of `type` is one whose type alone shows it never holds an object.
    private static func holdsNoObject(_ type: any View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = holdsNoObject[id] { return known }
        let answer = DynamicProperties.fields(of: type).allSatisfy { field in
            guard field.type is any ListedProperty.Type else { return true }
            return (field.type as? any ObjectCheckedProperty.Type)?.neverHoldsObject ?? false
        }
        holdsNoObject[id] = answer
        return answer
    }

    /// The candidates' values in `view`, read at their offsets.
    private nonisolated static func values(of view: any View, _ candidates: [Candidate]) -> [(Candidate, Any)] {
        func read<V>(_ view: V) -> [(Candidate, Any)] {
            withUnsafeBytes(of: view) { raw in
                candidates.map { ($0, load($0.type, from: raw, at: $0.offset)) }
            }
        }
        return read(view)
    }

    private nonisolated static func load(_ type: Any.Type, from raw: UnsafeRawBufferPointer, at offset: Int) -> Any {
        func open<T>(_: T.Type) -> Any { raw.load(fromByteOffset: offset, as: T.self) }
        return _openExistential(type, do: open)
    }
}

/// A listed property that can tell, without describing its value, that it holds no object (`@State`).
@MainActor protocol ObjectCheckedProperty {
    func mayHoldObject(node: GraphNode, slot: Int) -> Bool
    /// Whether no value of the type can hold an object (a plain value: no class reference anywhere in it).
    static var neverHoldsObject: Bool { get }
}

extension State: ObjectCheckedProperty {
    static var neverHoldsObject: Bool { _isPOD(Value.self) }

    func mayHoldObject(node: GraphNode, slot: Int) -> Bool {
        let persisted = slot < node.propertyStorage.count ? node.propertyStorage[slot] as? StateBox<Value> : nil
        return ViewProperties.observableObject((persisted ?? box).untrackedValue) != nil
    }
}
