@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that serves Rehearsal's macros over standard input and output.
///
/// The toolchain ships `SwiftCompilerPluginMessageHandling` but not `SwiftCompilerPlugin`, so the plugin
/// runs the message listener itself instead of conforming to `CompilerPlugin`.
@main
struct RehearsalMacrosPlugin: PluginProvider {
    /// The macros this plugin implements, by the type name that `#externalMacro` names.
    static var macros: [String: any Macro.Type] {
        [
            "PreviewMacro": PreviewMacro.self,
            "PreviewableMacro": PreviewableMacro.self,
            "EntryMacro": EntryMacro.self,
        ]
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = Self.macros[typeName] else {
            throw UnknownMacro(moduleName: moduleName, typeName: typeName)
        }
        return macro
    }

    static func main() throws {
        let listener = CompilerPluginMessageListener(
            connection: try StandardIOMessageConnection(), provider: RehearsalMacrosPlugin())
        try listener.main()
    }
}

/// The compiler asked for a macro type that this plugin does not implement.
struct UnknownMacro: Error, CustomStringConvertible {
    var moduleName: String
    var typeName: String

    var description: String {
        "RehearsalMacros has no macro named \(typeName) (requested for module \(moduleName)); "
            + "expected one of \(RehearsalMacrosPlugin.macros.keys.sorted().joined(separator: ", "))."
    }
}
