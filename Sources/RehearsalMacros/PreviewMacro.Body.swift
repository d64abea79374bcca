import SwiftSyntax

extension PreviewMacro {
    /// The statements of a `#Preview` closure, split into `@Previewable` properties and the view-building rest.
    struct Body {
        /// The `@Previewable` variable declarations, with the attribute removed, in the order written.
        var properties: [VariableDeclSyntax] = []
        /// Every other statement, in the order written.
        var statements: [CodeBlockItemSyntax] = []

        init(_ closure: ClosureExprSyntax) {
            for item in closure.statements {
                if let variable = item.item.as(VariableDeclSyntax.self), Self.isPreviewable(variable) {
                    properties.append(Self.removingPreviewable(variable))
                } else {
                    statements.append(item)
                }
            }
        }

        /// Whether a declaration carries `@Previewable` (also spelled with its module).
        static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
            variable.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return false }
                return isPreviewableName(attribute.attributeName)
            }
        }

        static func isPreviewableName(_ type: TypeSyntax) -> Bool {
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                return identifier.name.text == "Previewable"
            }
            if let member = type.as(MemberTypeSyntax.self) {
                return member.name.text == "Previewable"
            }
            return false
        }

        private static func removingPreviewable(_ variable: VariableDeclSyntax) -> VariableDeclSyntax {
            var copy = variable
            copy.attributes = variable.attributes.filter { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return true }
                return !isPreviewableName(attribute.attributeName)
            }
            return copy
        }
    }
}
