import RehearsalUI

extension PreviewCatalog {
    /// The stub environments in scope, plus any type used in an in-scope preview's `.modifier(...)` trait.
    static func discoverStubs(in scope: PreviewScope, entries: [PreviewEntry]) -> [PreviewStub] {
        var types = ConformanceScanner.conformingTypes(toProtocolNamed: "PreviewModifier", inModule: "RehearsalUI")
            .compactMap { $0 as? any PreviewModifier.Type }
            .filter { scope.includes(.type(String(reflecting: $0))) }
        var instances: [ObjectIdentifier: any PreviewModifier] = [:]
        for entry in entries {
            for modifier in entry.preview.modifiers {
                let type = type(of: modifier)
                let id = ObjectIdentifier(type)
                if instances[id] == nil { instances[id] = modifier }
                if !types.contains(where: { ObjectIdentifier($0) == id }) { types.append(type) }
            }
        }
        let shortNames = types.map { ShortTypeName.of($0) }
        var stubs: [PreviewStub] = []
        for (index, type) in types.enumerated() {
            let shared = shortNames.filter { $0 == shortNames[index] }.count > 1
            let name = shared ? String(reflecting: type) : shortNames[index]
            let instance = instances[ObjectIdentifier(type)] ?? StubInstantiation.instance(of: type)
            stubs.append(PreviewStub(name: name, modifierType: type, instance: instance))
        }
        return stubs.sorted { $0.name < $1.name }
    }
}
