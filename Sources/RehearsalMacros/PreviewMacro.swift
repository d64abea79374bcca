import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: declares a uniquely named type that registers the preview, so discovery needs no list.
///
/// The type conforms to `RehearsalUI._PreviewRegistration`, whose conformance records the catalog finds at
/// run time. It records where the preview was written and builds the `Preview` from the closure. When the
/// closure starts with `@Previewable` variables, they become the properties of a nested `PreviewBody` view
/// whose body is the rest of the closure, so `@State` lives in the graph like any view's state.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments: Arguments
        do {
            arguments = try Arguments(node)
        } catch {
            context.diagnose(Diagnostic(node: node, message: error))
            return []
        }
        for misplaced in NestedPreviewableFinder.find(in: arguments.body) {
            context.diagnose(Diagnostic(node: misplaced, message: PreviewMacroDiagnostic.nestedPreviewable))
        }
        let body = Body(arguments.body)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let typeName = context.makeUniqueName("Preview")
        let name = arguments.name.map { $0.trimmedDescription } ?? "nil"
        let makeCall = previewCall(arguments, body: body)
        let wrapper = body.properties.isEmpty ? "" : "\n\n" + wrapperView(body)
        let declaration: DeclSyntax = """
            enum \(typeName): RehearsalUI._PreviewRegistration {
                static var previewName: Swift.String? { \(raw: name) }
                static var previewFileID: Swift.String { \(location?.file ?? "#fileID") }
                static var previewLine: Swift.Int { \(location?.line ?? "#line") }
                static var previewColumn: Swift.Int { \(location?.column ?? "#column") }

                @MainActor static func makePreview() -> RehearsalUI.Preview {
                    \(raw: makeCall)
                }\(raw: wrapper)
            }
            """
        return [declaration]
    }

    /// The `Preview(...)` initializer call with the preview's name, traits and content.
    static func previewCall(_ arguments: Arguments, body: Body) -> String {
        var parts: [String] = []
        if let name = arguments.name { parts.append(name.trimmedDescription) }
        for (index, trait) in arguments.traits.enumerated() {
            parts.append((index == 0 ? "traits: " : "") + trait.trimmedDescription)
        }
        let content = body.properties.isEmpty ? arguments.body.trimmedDescription : "{ PreviewBody() }"
        let list = parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
        return "RehearsalUI.Preview\(list) \(content)"
    }

    /// The view that owns the `@Previewable` properties and builds the rest of the closure as its body.
    static func wrapperView(_ body: Body) -> String {
        let properties = body.properties.map { "        " + $0.trimmedDescription }.joined(separator: "\n")
        let statements = body.statements.map { "            " + $0.trimmedDescription }.joined(separator: "\n")
        return """
                /// The preview's content, owning the state its `@Previewable` variables declared.
                struct PreviewBody: RehearsalUI.View {
            \(properties)

                    var body: RehearsalUI.AnyView { RehearsalUI.AnyView(_previewContent) }

                    @RehearsalUI.ViewBuilder var _previewContent: any RehearsalUI.View {
            \(statements)
                    }
                }
            """
    }
}
