import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable at the root of a `#Preview` body as state of the generated preview view.
///
/// It generates nothing by itself: `#Preview` finds the marked declarations, removes the attribute and turns
/// them into properties of a wrapper view whose body is the rest of the closure. So when the compiler does
/// expand it, the attribute is somewhere `#Preview` did not remove it: outside a preview body, an error.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        context.diagnose(Diagnostic(node: node, message: PreviewMacroDiagnostic.previewableOutsidePreview))
        return []
    }
}
