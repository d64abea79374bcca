import SwiftSyntax

extension PreviewMacro {
    /// The arguments of one `#Preview` use, sorted into its name, its traits and its body closure.
    struct Arguments {
        /// The display name expression, if the preview has one.
        var name: ExprSyntax?
        /// The trait expressions in the order written: `traits:` first, then the additional ones.
        var traits: [ExprSyntax] = []
        /// The closure that builds the previewed view.
        var body: ClosureExprSyntax

        /// Reads the arguments of a `#Preview` expansion, or throws a diagnostic naming what is missing.
        init(_ node: some FreestandingMacroExpansionSyntax) throws(PreviewMacroDiagnostic) {
            var name: ExprSyntax?
            var traits: [ExprSyntax] = []
            var body: ClosureExprSyntax?
            var inTraits = false
            for (index, argument) in node.arguments.enumerated() {
                switch argument.label?.text {
                case nil where index == 0:
                    if let closure = argument.expression.as(ClosureExprSyntax.self), node.arguments.count == 1 {
                        body = closure
                    } else {
                        name = argument.expression
                    }
                case nil where inTraits:
                    traits.append(argument.expression)
                case "traits":
                    inTraits = true
                    traits.append(argument.expression)
                case "body":
                    inTraits = false
                    guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                        throw .bodyIsNotAClosure
                    }
                    body = closure
                default:
                    throw .unexpectedArgument(argument.label?.text ?? "_")
                }
            }
            if let trailing = node.trailingClosure {
                body = trailing
            }
            guard let body else { throw .missingBody }
            self.name = name
            self.traits = traits
            self.body = body
        }
    }
}
