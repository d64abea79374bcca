import Synchronization
import VirtualTime

/// Names the property behind an observed key path, for explanations: `TaskStore.isLoading`.
///
/// Observation reports changes as key paths. A stored property's prints as `\Type.name`, but an
/// `@Observable` property is computed, and its key path prints `\TaskStore.<computed 0x… (Bool)>`: the
/// address of the key path's getter thunk, which must never reach the output. The name is recovered from
/// that thunk's symbol (`key path getter for Module.TaskStore.isLoading : …`), found in the `.symtab` of the
/// image that holds it, once per key path. A stripped binary has no such symbols; the name is then
/// reported as unknown, and why.
enum KeyPathNames {
    /// What stands for a property whose name the binary does not record.
    static let unknownProperty = "a property whose name is not in the binary's symbols (stripped?)"

    private static let cache = Mutex<[CacheKey: String?]>([:])

    /// A key path as a cache key; key paths are immutable, so sharing one across threads is safe.
    private struct CacheKey: Hashable, @unchecked Sendable {
        var keyPath: AnyKeyPath
    }

    static func cause(for keyPath: AnyKeyPath?) -> EvaluationCause {
        guard let keyPath else { return .observed(type: "an observed object", property: "a property") }
        let root = ViewTypeName.of(type(of: keyPath).rootType)
        return .observed(type: root, property: propertyName(keyPath) ?? unknownProperty)
    }

    /// The name of the property a key path ends in, or `nil` when it cannot be known.
    static func propertyName(_ keyPath: AnyKeyPath) -> String? {
        let key = CacheKey(keyPath: keyPath)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let name = resolve(keyPath)
        cache.withLock { $0[key] = .some(name) }
        return name
    }

    /// Whether an `@Observable` property's name comes back from the symbols: checked once, on a probe's, when
    /// the start-up checks run (the first use otherwise).
    ///
    /// When it does not (a stripped binary, a changed symbol table or mangling), names are reported as
    /// unknown rather than guessed.
    /// The image that holds the probe's accessors, when the symbols check failed because it has no symbol
    /// table (a stripped binary); `nil` otherwise.
    static var strippedImage: String? {
        guard !symbolsAreReadable, !StartupCheckHook.forcesFailure(of: "symbols"),
            let getter = ComputedKeyPathID.getterAddress(in: \StartupCheckProbe.value)
        else { return nil }
        return CodeSymbols.strippedImage(holding: getter)
    }

    static let symbolsAreReadable: Bool =
        !StartupCheckHook.forcesFailure(of: "symbols") && symbolName(\StartupCheckProbe.value) == "value"

    private static func resolve(_ keyPath: AnyKeyPath) -> String? {
        let text = "\(keyPath)"
        guard text.contains("<computed 0x") else {
            // Stored properties print as `\Type.name`.
            let components = AccessorName.components(of: String(text.drop { $0 == "\\" }))
            return components.count > 1 ? components.last : nil
        }
        guard symbolsAreReadable else { return nil }
        return symbolName(keyPath)
    }

    /// The name from the symbol of the key path's id (the property's getter or its method descriptor), else
    /// from its getter thunk's, whatever `symbolsAreReadable` says.
    ///
    /// The id comes first: it is the same in debug and release builds, where the thunk may be a private copy
    /// without a symbol (see ``ComputedKeyPathID``).
    private static func symbolName(_ keyPath: AnyKeyPath) -> String? {
        guard let getter = ComputedKeyPathID.getterAddress(in: keyPath) else { return nil }
        let rootType = ViewTypeName.of(type(of: keyPath).rootType)
        for address in [ComputedKeyPathID.id(of: keyPath, getter: getter), getter].compactMap(\.self) {
            if let accessor = CodeSymbols.demangledName(at: address),
                let name = AccessorName.property(in: accessor, rootType: rootType)
            {
                return name
            }
        }
        return nil
    }
}
