import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: declares an environment value in one line, `@Entry var accent: Color = .blue` in an
/// `extension EnvironmentValues` (or `@Entry var selectedNote: Note?` in an `extension FocusedValues`), as
/// SwiftUI's macro does.
///
/// It adds a private `EnvironmentKey` named `__Key_<name>` whose default is the initializer, and makes the
/// variable a computed property that reads and writes the environment under that key.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = Entry(declaration) else { return [] }
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = Entry(declaration) else {
            context.diagnose(Diagnostic(node: node, message: EntryMacroDiagnostic.notAVariable))
            return []
        }
        if isInFocusedValues(context) {
            // A focused value has no default (it is nil when nothing publishes it): the key names the wrapped type.
            guard let type = entry.type, let wrapped = Self.wrappedType(type) else {
                context.diagnose(
                    Diagnostic(node: node, message: EntryMacroDiagnostic.focusedValueNotOptional(entry.name)))
                return []
            }
            return [
                """
                private struct __Key_\(raw: entry.name): FocusedValueKey {
                    typealias Value = \(raw: wrapped)
                }
                """
            ]
        }
        guard let value = entry.value else {
            context.diagnose(Diagnostic(node: node, message: EntryMacroDiagnostic.missingDefault(entry.name)))
            return []
        }
        if let type = entry.type {
            return [
                """
                private struct __Key_\(raw: entry.name): EnvironmentKey {
                    static var defaultValue: \(raw: type) { \(raw: value) }
                }
                """
            ]
        }
        return [
            """
            private struct __Key_\(raw: entry.name): EnvironmentKey {
                static let defaultValue = \(raw: value)
            }
            """
        ]
    }

    /// Whether the variable is declared in an `extension FocusedValues`.
    private static func isInFocusedValues(_ context: some MacroExpansionContext) -> Bool {
        context.lexicalContext.contains { syntax in
            guard let extended = syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription else {
                return false
            }
            return extended == "FocusedValues" || extended.hasSuffix(".FocusedValues")
        }
    }

    /// `Note` for `Note?` or `Optional<Note>`; `nil` for a type that is not optional.
    private static func wrappedType(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// The parts of `@Entry var name: Type = value` the expansion uses.
    private struct Entry {
        let name: String
        let type: String?
        let value: String?

        init?(_ declaration: some DeclSyntaxProtocol) {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            else { return nil }
            name = identifier.identifier.trimmedDescription
            type = binding.typeAnnotation?.type.trimmedDescription
            let initial = binding.initializer?.value.trimmedDescription
            // An optional without a default starts as nil, as a stored optional does.
            value = initial ?? (type?.hasSuffix("?") == true ? "nil" : nil)
        }
    }
}

/// A mistake in an `@Entry` use, with what was expected and how to fix it.
enum EntryMacroDiagnostic: Error, DiagnosticMessage {
    case notAVariable
    case missingDefault(String)
    case focusedValueNotOptional(String)

    var message: String {
        switch self {
        case .notAVariable:
            "@Entry expects one variable, like @Entry var accent: Color = .blue, in an extension of "
                + "EnvironmentValues. To fix, declare a single variable with a default value."
        case .missingDefault(let name):
            "@Entry needs a default value for '\(name)', but found none. To fix, write @Entry var \(name): "
                + "Type = value."
        case .focusedValueNotOptional(let name):
            "@Entry in FocusedValues needs an optional type for '\(name)' (a focused value is nil when nothing "
                + "publishes it), but found none. To fix, write @Entry var \(name): Type?."
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .notAVariable: MessageID(domain: "RehearsalMacros", id: "entryNotAVariable")
        case .missingDefault: MessageID(domain: "RehearsalMacros", id: "entryMissingDefault")
        case .focusedValueNotOptional: MessageID(domain: "RehearsalMacros", id: "entryFocusedValueNotOptional")
        }
    }
    var severity: DiagnosticSeverity { .error }
}
