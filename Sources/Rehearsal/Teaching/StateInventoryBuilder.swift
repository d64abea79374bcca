import RehearsalUI

/// Builds a ``StateInventory`` in one walk of the graph, after indexing what every node read.
@MainActor struct StateInventoryBuilder {
    private struct ObservedKey: Hashable {
        var registrar: ObjectIdentifier
        var property: String
    }

    /// Weak: a builder kept from step to step (``ScreenIndex``) must not keep a replaced screen alive.
    private(set) weak var graph: ViewGraph?
    let learnedReaders: [String: [String]]
    private var stateReaders: [ReadRecorder.StateRead: ReaderList] = [:]
    private var observedReaders: [ObservedKey: ReaderList] = [:]
    private var observedProperties: [ObjectIdentifier: [String]] = [:]
    private var observedTypes: [ObjectIdentifier: String] = [:]
    private var observedOrder: [ObjectIdentifier] = []
    private var listsMissing = false
    private var objects: [StateInventory.ObjectEntry] = []
    private var objectIndex: [ObjectIdentifier: Int] = [:]
    private var environment: [StateInventory.EnvironmentEntry] = []
    /// The views that hold each `ObservableObject` (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`):
    /// every change of the object re-evaluates them all, so they read each of its `@Published` properties.
    private var objectObservers: [ObjectIdentifier: ReaderList] = [:]
    /// For each entry ``describingValuesAgain(of:)`` described, the properties it listed and the tracked
    /// descriptions they came from: while the builder is kept, an object whose tracked properties read the same has
    /// the same properties (their readers are the builder's), so they are not listed again.
    private var described: [KeptProperties?] = []

    private struct KeptProperties {
        var tracked: [ObjectPropertyDescriptions.Described]
        var properties: [StateInventory.ObjectProperty]
    }

    init(graph: ViewGraph, learnedReaders: [String: [String]]) {
        self.graph = graph
        self.learnedReaders = learnedReaders
    }

    mutating func build() -> StateInventory {
        guard let graph else { return StateInventory() }
        indexReads(GraphWalk.nodes(graph))
        var inventory = StateInventory()
        if let root = graph.root { visit(root, depth: 0, into: &inventory.views) }
        addObjectsKnownOnlyByReads()
        addObjectObservers()
        label()
        inventory.objects = objects
        inventory.environment = environment
        inventory.readersFromChanges = listsMissing
        return inventory
    }

    /// The objects only, from the nodes that read `@Observable` properties (`readers`) and the nodes that hold,
    /// own or inject objects (`sources`, with each custom view's object properties), both in tree order: the
    /// same objects, origins, holders and readers as ``build()`` lists, without walking the other nodes.
    mutating func buildObjects(
        readers: [GraphNode], sources: [(node: GraphNode, properties: [ViewProperty], injection: Injection?)]
    )
        -> StateInventory
    {
        indexReads(readers)
        for (node, properties, injection) in sources {
            if let injection { addObject(injection.object, origin: injection.origin) }
            if node.kind == .custom, !properties.isEmpty { record(properties, of: node) }
        }
        addObjectsKnownOnlyByReads()
        addObjectObservers()
        label()
        var inventory = StateInventory()
        inventory.objects = objects
        inventory.readersFromChanges = listsMissing
        return inventory
    }

    /// Whether the readers of object properties come from `learnedReaders` (no access lists could be read).
    var readsLearnedReaders: Bool { listsMissing }

    /// Lets go of the objects ``buildObjects(readers:sources:)`` listed, so that a kept builder holds none.
    mutating func forgetObjects() {
        objects = []
    }

    /// `inventory`, which ``buildObjects(readers:sources:)`` made from the same readers and sources (each object
    /// back in its entry), with every object's properties described again as that build describes them: the
    /// values are all a step can change while the nodes the objects were found from are unchanged.
    mutating func describingValuesAgain(of inventory: StateInventory) -> StateInventory {
        objects = inventory.objects
        if described.count != objects.count { described = Array(repeating: nil, count: objects.count) }
        for index in objects.indices {
            guard let object = objects[index].object else { continue }
            objects[index].properties = properties(of: object, kept: &described[index])
        }
        addObjectObservers()
        var result = inventory
        result.objects = objects
        objects = []
        return result
    }

    // MARK: Reads

    private mutating func indexReads(_ nodes: [GraphNode]) {
        guard let recorder = graph?.reads else {
            listsMissing = true
            return
        }
        for node in nodes {
            guard let reads = recorder.reads(of: node) else { continue }
            for read in reads.state { stateReaders[read, default: ReaderList()].add(node) }
            guard let observed = reads.observed else {
                listsMissing = true
                continue
            }
            for access in observed {
                if observedTypes[access.registrar] == nil {
                    observedTypes[access.registrar] = access.typeName
                    observedOrder.append(access.registrar)
                }
                for name in access.propertyNames {
                    let key = ObservedKey(registrar: access.registrar, property: name)
                    if observedReaders[key] == nil { observedProperties[access.registrar, default: []].append(name) }
                    observedReaders[key, default: ReaderList()].add(node)
                }
            }
        }
    }

    // MARK: Views

    private mutating func visit(_ node: GraphNode, depth: Int, into views: inout [StateInventory.ViewEntry]) {
        var childDepth = depth
        noteInjection(at: node)
        if node.kind == .custom {
            let properties = ViewProperties.of(node)
            if !properties.isEmpty {
                views.append(
                    StateInventory.ViewEntry(
                        name: node.typeName, depth: depth,
                        properties: properties.map { property in
                            let read = ReadRecorder.StateRead(owner: ObjectIdentifier(node), property: property.name)
                            return StateInventory.PropertyEntry(
                                property: property,
                                readers: property.kind == .state ? stateReaders[read]?.names ?? [] : [])
                        }))
                childDepth += 1
                record(properties, of: node)
            }
        }
        for child in node.children { visit(child, depth: childDepth, into: &views) }
    }

    /// An object an `.environment(_:)` modifier injects, and the origin the inventory gives it.
    struct Injection {
        var object: AnyObject
        var origin: String
    }

    /// Adds the object an `.environment(_:)` modifier at `node` injects, if it injects one.
    private mutating func noteInjection(at node: GraphNode) {
        if let injection = Self.injection(at: node) { addObject(injection.object, origin: injection.origin) }
    }

    /// The object an `.environment(_:)` modifier at `node` injects, if it injects one: it changes only when the
    /// node is updated, so the screen index keeps it with the node's facts.
    static func injection(at node: GraphNode) -> Injection? {
        guard let modifier = node.appliedModifier as? EnvironmentModifier,
            let injected = Mirror(reflecting: modifier).descendant("value"), let object = Self.object(in: injected)
        else { return nil }
        let type = ShortTypeName.of(Swift.type(of: object))
        let call =
            (Mirror(reflecting: modifier).descendant("attributes") as? [String])?.first ?? ".environment(\(type))"
        return Injection(object: object, origin: "injected by \(call) in \(Self.injector(of: node))")
    }

    private mutating func record(_ properties: [ViewProperty], of node: GraphNode) {
        for property in properties {
            switch property.kind {
            case .environmentValue(let key):
                if let index = environment.firstIndex(where: { $0.key == key }) {
                    environment[index].readers.append(node.typeName)
                } else {
                    environment.append(
                        StateInventory.EnvironmentEntry(key: key, value: property.value, readers: [node.typeName]))
                }
            default:
                break
            }
            guard let object = property.object else { continue }
            if Self.observingWrappers.contains(property.wrapper) {
                objectObservers[ObjectIdentifier(object), default: ReaderList()].add(node)
            }
            if property.kind == .state || property.wrapper == "@StateObject" {
                addObject(object, origin: "created by \(property.wrapper) \(property.name) in \(node.typeName)")
            } else {
                addObject(object, holder: "\(node.typeName) (\(property.wrapper) \(property.name))")
            }
        }
    }

    // MARK: Objects

    private mutating func addObject(_ object: AnyObject, origin: String? = nil, holder: String? = nil) {
        let id = ObjectIdentifier(object)
        if objectIndex[id] == nil {
            objectIndex[id] = objects.count
            objects.append(
                StateInventory.ObjectEntry(
                    label: ShortTypeName.of(type(of: object)), object: object, origins: [], holders: [],
                    properties: properties(of: object)))
        }
        let index = objectIndex[id]!
        if let origin, !objects[index].origins.contains(origin) { objects[index].origins.append(origin) }
        if let holder, !objects[index].holders.contains(holder) { objects[index].holders.append(holder) }
    }

    /// The object's tracked properties (the `@Observable` macro's `_name` storage) with their readers, then
    /// any other property views read.
    private func properties(of object: AnyObject) -> [StateInventory.ObjectProperty] {
        var kept: KeptProperties?
        return properties(of: object, kept: &kept)
    }

    /// The object's properties, as ``properties(of:)`` lists them; `kept` when its tracked properties read as they
    /// did when `kept` was listed (only what they read can differ), and then `kept` holds these.
    private func properties(of object: AnyObject, kept: inout KeptProperties?) -> [StateInventory.ObjectProperty] {
        // Kept from step to step and described again only when changed, for the objects read in place.
        let tracked = ObjectPropertyDescriptions.tracked(of: object)
        if let tracked, let kept, kept.tracked == tracked { return kept.properties }
        let registrar = RegistrarCache.registrar(of: object)
        let typeName = ShortTypeName.of(type(of: object))
        var result: [StateInventory.ObjectProperty] = []
        for property in tracked ?? [] {
            result.append(
                StateInventory.ObjectProperty(
                    name: property.name, value: property.value,
                    readers: readers(registrar: registrar, type: typeName, property: property.name),
                    fingerprint: property.fingerprint))
        }
        let isObservableObject = object is any ObservableObject
        var mirror: Mirror? = tracked == nil ? Mirror(reflecting: object) : nil
        while let current = mirror {
            // Each walk of a mirror's children reflects every field again: they are read once, here.
            let children = Array(current.children)
            let isMacroStorage = children.contains { $0.label == "_$observationRegistrar" }
            for child in children where isMacroStorage {
                guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { continue }
                let name = String(label.dropFirst())
                result.append(
                    StateInventory.ObjectProperty(
                        name: name, value: ValueDescription.short(child.value),
                        readers: readers(registrar: registrar, type: typeName, property: name),
                        fingerprint: String(reflecting: child.value)))
            }
            for child in children where isObservableObject {
                guard let label = child.label, let published = child.value as? any PublishedProperty else { continue }
                result.append(
                    StateInventory.ObjectProperty(
                        name: label.hasPrefix("_") ? String(label.dropFirst()) : label,
                        value: ValueDescription.short(published.currentValue), readers: [],
                        fingerprint: String(reflecting: published.currentValue)))
            }
            mirror = current.superclassMirror
        }
        for name in registrar.flatMap({ observedProperties[$0] }) ?? []
        where !result.contains(where: { $0.name == name }) {
            result.append(
                StateInventory.ObjectProperty(
                    name: name, value: nil, readers: readers(registrar: registrar, type: typeName, property: name)))
        }
        kept = tracked.map { KeptProperties(tracked: $0, properties: result) }
        return result
    }

    private func readers(registrar: ObjectIdentifier?, type: String, property: String) -> [String] {
        if listsMissing { return learnedReaders["\(type).\(property)"] ?? [] }
        guard let registrar else { return [] }
        return observedReaders[ObservedKey(registrar: registrar, property: property)]?.names ?? []
    }

    private mutating func addObjectsKnownOnlyByReads() {
        let known = Set(objects.compactMap { $0.object.flatMap(RegistrarCache.registrar(of:)) })
        for registrar in observedOrder where !known.contains(registrar) {
            let type = observedTypes[registrar] ?? "an object"
            objects.append(
                StateInventory.ObjectEntry(
                    label: type, object: nil,
                    origins: ["not held by any view on screen (reached through another object, or a global)"],
                    holders: [],
                    properties: (observedProperties[registrar] ?? []).map { name in
                        StateInventory.ObjectProperty(
                            name: name, value: nil, readers: readers(registrar: registrar, type: type, property: name))
                    }))
        }
    }

    /// The wrappers that subscribe a view to an `ObservableObject`.
    private static let observingWrappers: Set<String> = ["@StateObject", "@ObservedObject", "@EnvironmentObject"]

    /// Names the observers of each `ObservableObject` as the readers of its `@Published` properties.
    private mutating func addObjectObservers() {
        for index in objects.indices {
            guard let object = objects[index].object, object is any ObservableObject,
                let observers = objectObservers[ObjectIdentifier(object)]
            else { continue }
            for property in objects[index].properties.indices where objects[index].properties[property].readers.isEmpty
            {
                objects[index].properties[property].readers = observers.names
            }
        }
    }

    /// Numbers objects that share a type name: `TaskStore #1`, `TaskStore #2`.
    private mutating func label() {
        var totals: [String: Int] = [:]
        for object in objects { totals[object.label, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for index in objects.indices where totals[objects[index].label, default: 0] > 1 {
            let base = objects[index].label
            seen[base, default: 0] += 1
            objects[index].label = "\(base) #\(seen[base]!)"
        }
    }

    // MARK: Helpers

    private static func object(in value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.flatMap { ViewProperties.observableObject($0.value) }
        }
        return ViewProperties.observableObject(value)
    }

    /// Who wrote an `.environment(_:)` modifier: the custom view whose body has it, or a preview stub.
    ///
    /// A modifier inside the content a stub wraps (below its `PreviewModifierContent`: an app's scene modifiers,
    /// `.environment(atlas)` on a `WindowGroup`) is not the stub's: the walk passes that stub's host by.
    private static func injector(of node: GraphNode) -> String {
        var current = node.parent
        var wrappedBy = 0
        while let ancestor = current {
            if ancestor.kind == .custom { return ancestor.typeName }
            if ancestor.view is PreviewModifierContent {
                wrappedBy += 1
            } else if ancestor.view is _PreviewModifierHost {
                if wrappedBy > 0 {
                    wrappedBy -= 1
                } else if let modifier = Mirror(reflecting: ancestor.view).descendant("modifier") {
                    return "the preview stub \(ShortTypeName.of(type(of: modifier)))"
                }
            }
            current = ancestor.parent
        }
        return "the preview, above its views"
    }
}
