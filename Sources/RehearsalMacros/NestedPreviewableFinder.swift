import SwiftSyntax

/// Finds `@Previewable` declarations that are not at the top level of a `#Preview` closure.
final class NestedPreviewableFinder: SyntaxVisitor {
    private var found: [AttributeSyntax] = []

    /// The misplaced `@Previewable` attributes in a closure, in source order.
    static func find(in closure: ClosureExprSyntax) -> [AttributeSyntax] {
        let finder = NestedPreviewableFinder(viewMode: .sourceAccurate)
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                // A top-level declaration may itself be @Previewable; only its initializer is nested.
                finder.walk(variable.bindings)
            } else {
                finder.walk(item)
            }
        }
        return finder.found
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if PreviewMacro.Body.isPreviewableName(node.attributeName) { found.append(node) }
        return .visitChildren
    }
}
