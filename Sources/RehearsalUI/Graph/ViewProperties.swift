import Observation

/// One property of a custom view that holds or reaches state, as the state listing shows it.
package struct ViewProperty {
    /// What the property is, which says who owns what it holds.
    package enum Kind: Equatable {
        /// `@State`: the view owns the value.
        case state
        /// `@Environment(\.key)`: a value set above the view (or the default).
        case environmentValue(key: String)
        /// `@Environment(Type.self)`: an object injected above the view.
        case environmentObject(type: String)
        /// `@Bindable`: an object passed in, with bindings to its properties.
        case bindable
        /// `@Binding`: a value owned elsewhere.
        case binding
        /// A stored `@Observable` object passed in as a plain property.
        case object
        /// Another dynamic property (`@FocusState`, `@Namespace`), with its wrapper.
        case other(wrapper: String)
    }

    package var name: String
    package var kind: Kind
    /// The current value, described: `.loaded(3 items)`; an object's type name.
    package var value: String
    /// The `@Observable` object the property holds or reaches, if any.
    package var object: AnyObject?

    /// The wrapper as written in the view: `@State`, `@Environment`, `@Bindable`, `let`.
    package var wrapper: String {
        switch kind {
        case .state: "@State"
        case .environmentValue, .environmentObject: "@Environment"
        case .bindable: "@Bindable"
        case .binding: "@Binding"
        case .object: "let"
        case .other(let wrapper): wrapper
        }
    }
}

/// Lists the state-related properties of a mounted custom view: its dynamic properties, then the
/// `@Bindable`, `@Binding` and `@Observable` objects it was given.
@MainActor package enum ViewProperties {
    package static func of(_ node: GraphNode) -> [ViewProperty] {
        let view = node.view
        let fields = DynamicProperties.fields(of: type(of: view))
        var properties: [ViewProperty] = []
        DynamicProperties.withFieldValues(of: view, fields: fields) { slot, field, property in
            if let listed = property as? any ListedProperty {
                properties.append(listed.listed(node: node, slot: slot, name: field.name))
            } else if let description = property.describe(node: node, slot: slot, name: field.name) {
                let value = description.text.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
                properties.append(
                    ViewProperty(
                        name: field.name, kind: .other(wrapper: description.wrapper), value: value ?? "", object: nil))
            }
        }
        let linked = Set(fields.map(\.name))
        for child in Mirror(reflecting: view).children {
            guard let label = child.label else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            guard !linked.contains(name) else { continue }
            if let passed = child.value as? any PassedProperty {
                properties.append(passed.listed(name: name))
            } else if let object = observableObject(child.value) {
                properties.append(
                    ViewProperty(name: name, kind: .object, value: ViewTypeName.of(type(of: object)), object: object))
            }
        }
        return properties
    }

    /// `value` as an `@Observable` class instance (or an `ObservableObject`), if it is one.
    package nonisolated static func observableObject(_ value: Any) -> AnyObject? {
        guard Mirror(reflecting: value).displayStyle == .class, value is any Observable || value is any ObservableObject
        else { return nil }
        return value as AnyObject
    }
}

/// A dynamic property that lists itself with its kind and the object it holds.
@MainActor protocol ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty
}

/// A property wrapper passed in by the parent (`@Bindable`, `@Binding`), listed from its value alone.
protocol PassedProperty {
    func listed(name: String) -> ViewProperty
}

extension State: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty {
        let persisted = slot < node.propertyStorage.count ? node.propertyStorage[slot] as? StateBox<Value> : nil
        let value = (persisted ?? box).untrackedValue
        return ViewProperty(
            name: name, kind: .state, value: ValueDescription.short(value),
            object: ViewProperties.observableObject(value))
    }
}

extension Environment: ListedProperty {
    func listed(node: GraphNode, slot: Int, name: String) -> ViewProperty {
        switch source {
        case .keyPath(let keyPath):
            return ViewProperty(
                name: name, kind: .environmentValue(key: KeyPathNames.propertyName(keyPath) ?? name),
                value: ValueDescription.short(node.environment[keyPath: keyPath]), object: nil)
        case .object(let type, let typeName, _):
            let object = node.environment.object(type)
            return ViewProperty(
                name: name, kind: .environmentObject(type: typeName), value: object == nil ? "nil" : typeName,
                object: object)
        }
    }
}

extension Bindable: PassedProperty {
    func listed(name: String) -> ViewProperty {
        ViewProperty(
            name: name, kind: .bindable, value: ViewTypeName.of(type(of: wrappedValue as Any)),
            object: ViewProperties.observableObject(wrappedValue))
    }
}

extension Binding: PassedProperty {
    func listed(name: String) -> ViewProperty {
        ViewProperty(name: name, kind: .binding, value: ValueDescription.short(wrappedValue), object: nil)
    }
}
