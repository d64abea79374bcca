/// Which previews, stubs and actions a catalog takes: all that are loaded, or those of some modules or files.
///
/// A test binary links every test target and the sample previews together, so a catalog for one package or
/// one fixture file needs a scope. Macro previews are matched by their `#fileID` (`Module/File.swift`);
/// `PreviewProvider`s, stubs and actions by their fully qualified type name (`Module.Outer.Type`).
public struct PreviewScope: Sendable {
    /// Where a discovered item comes from.
    public enum Origin: Sendable {
        /// A `#Preview`, by the `#fileID` of its file.
        case file(String)
        /// A conforming type, by its fully qualified name.
        case type(String)
    }

    let includes: @Sendable (Origin) -> Bool

    /// A scope defined by a predicate over origins.
    public init(_ includes: @escaping @Sendable (Origin) -> Bool) {
        self.includes = includes
    }

    /// Everything loaded in the process.
    public static var all: PreviewScope { PreviewScope { _ in true } }

    /// The items declared in the given modules.
    public static func modules(_ names: String...) -> PreviewScope {
        let names = Set(names)
        return PreviewScope { origin in
            switch origin {
            case .file(let fileID): names.contains(String(fileID.prefix { $0 != "/" }))
            case .type(let name): names.contains(String(name.prefix { $0 != "." }))
            }
        }
    }
}
