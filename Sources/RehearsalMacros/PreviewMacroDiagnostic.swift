import SwiftDiagnostics

/// A mistake in a `#Preview` use, reported at the macro with what was expected and how to fix it.
enum PreviewMacroDiagnostic: Error, DiagnosticMessage {
    case missingBody
    case bodyIsNotAClosure
    case unexpectedArgument(String)
    case nestedPreviewable
    case previewableOutsidePreview

    var message: String {
        switch self {
        case .missingBody:
            "#Preview needs a closure that returns the view to preview. To fix, write #Preview { MyView() }."
        case .bodyIsNotAClosure:
            "#Preview's body must be a closure literal, because the macro turns its statements into a view. "
                + "To fix, write the view inline: #Preview { MyView() }."
        case .unexpectedArgument(let label):
            "#Preview takes a name, traits: and a body closure, but found an argument labelled '\(label)'. "
                + "To fix, remove it or write #Preview(\"Name\", traits: .sizeThatFitsLayout) { ... }."
        case .nestedPreviewable:
            "@Previewable only works on a variable at the top level of a #Preview body; here it would make "
                + "a local that no view owns. To fix, move the declaration to the first lines of the closure."
        case .previewableOutsidePreview:
            "@Previewable marks variables of a #Preview body, but this declaration is not in one. To fix, remove "
                + "@Previewable, or move the declaration to the top of a #Preview closure."
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .missingBody: MessageID(domain: "RehearsalMacros", id: "missingBody")
        case .bodyIsNotAClosure: MessageID(domain: "RehearsalMacros", id: "bodyIsNotAClosure")
        case .unexpectedArgument: MessageID(domain: "RehearsalMacros", id: "unexpectedArgument")
        case .nestedPreviewable: MessageID(domain: "RehearsalMacros", id: "nestedPreviewable")
        case .previewableOutsidePreview: MessageID(domain: "RehearsalMacros", id: "previewableOutsidePreview")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
