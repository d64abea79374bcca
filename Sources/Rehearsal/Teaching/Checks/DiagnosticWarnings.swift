import RehearsalUI

/// Turns the graph's diagnostics about state-management patterns into pattern warnings with their guideline.
///
/// Other diagnostics (update loops, links without destinations, path type mismatches) are not about these
/// patterns; the session prints them as they are.
enum DiagnosticWarnings {
    /// Whether a diagnostic becomes a pattern warning (so the session does not print it a second time).
    static func covers(_ diagnostic: GraphDiagnostic) -> Bool { warning(for: diagnostic) != nil }

    static func warning(for diagnostic: GraphDiagnostic) -> PatternWarning? {
        switch diagnostic {
        case .missingEnvironmentObject(let view, let type, let property):
            PatternWarning(
                .injectWhatYouRead,
                "\(view) reads \(EnvironmentObjectNames.reader(of: type)) (property \(property)), but no view above it injected a "
                    + "\(type), so its body cannot run (SwiftUI stops the app here)",
                fix:
                    "inject one with \(EnvironmentObjectNames.injection(of: type)) on a view above \(view) (in a preview, apply a stub "
                    + "with `env`), or declare the property optional (\(type)?) if it may be absent")
        case .stateChangeDuringUpdate(let view, let owner, let property):
            PatternWarning(
                .bodyOnlyReads,
                "the body of \(view) set @State \(property) of \(owner) while views were being evaluated, so the "
                    + "update invalidates itself",
                fix: "let the body only read state, and move the change into an action, .task(id:) or "
                    + ".onChange(of:)")
        case .navigationDestinationInLazyContainer(let view, let type, let container):
            PatternWarning(
                .destinationOnStackRoot,
                "\(view) declares navigationDestination(for: \(type).self) inside a \(container), where the stack "
                    + "may not see it until the row that declares it is loaded",
                fix: "move the modifier out of the \(container), onto the stack's root view")
        default:
            nil
        }
    }
}
