/// A problem the graph found while evaluating views, with the fix.
package enum GraphDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A view read an `@Environment(Type.self)` object that no ancestor injected.
    case missingEnvironmentObject(view: String, type: String, property: String)
    /// A body set a `@State` while views were being evaluated.
    case stateChangeDuringUpdate(view: String, owner: String, property: String)
    /// Views kept invalidating each other past the pass limit.
    case updateLoop(views: [String], passes: Int)
    /// A `navigationDestination(for:)` is declared inside a lazy container, where SwiftUI's stack may miss it.
    case navigationDestinationInLazyContainer(view: String, type: String, container: String)
    /// A `NavigationLink` pushed a value whose type no `navigationDestination(for:)` in its stack handles.
    case navigationLinkWithoutDestination(view: String, type: String)
    /// A `NavigationLink` pushed a value whose type does not fit the stack's typed path.
    case navigationPathTypeMismatch(view: String, value: String, path: String)

    package var description: String {
        switch self {
        case .missingEnvironmentObject(let view, let type, let property):
            "error: \(view) reads \(EnvironmentObjectNames.reader(of: type)) (property \(property)), but no ancestor "
                + "injected a \(type). To fix, add \(EnvironmentObjectNames.injection(of: type)) to a view above \(view), "
                + "or apply a stub environment that provides one."
        case .stateChangeDuringUpdate(let view, let owner, let property):
            "warning: the body of \(view) set @State \(property) of \(owner) while views were being evaluated. "
                + "A body must only read state. To fix, move the change into an action, .onAppear, .task or "
                + ".onChange(of:)."
        case .navigationDestinationInLazyContainer(let view, let type, let container):
            "warning: \(view) declares navigationDestination(for: \(type).self) inside a \(container). SwiftUI's "
                + "documentation warns that a stack may not see a destination declared in a lazy container; "
                + "Rehearsal still registers it. To fix, move the modifier out of the \(container), onto the "
                + "stack's root view."
        case .navigationLinkWithoutDestination(let view, let type):
            "warning: a NavigationLink in \(view) presents a value of type \(type), but no "
                + "navigationDestination(for: \(type).self) is declared in its NavigationStack, so the link does "
                + "nothing. To fix, add .navigationDestination(for: \(type).self) { ... } to the stack's root view."
        case .navigationPathTypeMismatch(let view, let value, let path):
            "warning: a NavigationLink in \(view) presents a value of type \(value), but its NavigationStack's "
                + "path holds \(path) values, so the value cannot be appended. To fix, push a \(path), or bind the "
                + "stack to a NavigationPath, which holds values of any type."
        case .updateLoop(let views, let passes):
            "error: views kept invalidating each other: \(views.joined(separator: ", ")) were still changing after "
                + "\(passes) update passes, so the update was stopped. To fix, make sure no body or onChange "
                + "handler writes a value that it (or its parent) reads on every update."
        }
    }
}

/// Receives graph events as they happen: the pattern warnings and explanations listen here.
@MainActor package protocol GraphObserver: AnyObject {
    func stateWillChange(owner: GraphNode, property: String, cause: EvaluationCause)
    func stateInitialValueIgnored(node: GraphNode, property: String, initial: Any, kept: Any)
    // The requirements below have empty defaults (GraphObserver+Defaults.swift).
    /// A `@State` was mounted with its initial value.
    func stateMounted(node: GraphNode, property: String, initial: Any)
    /// The graph reported a diagnostic it had not reported since its diagnostics were last cleared.
    func diagnosticReported(_ diagnostic: GraphDiagnostic)
    /// An `onAppear` action of a modifier in `node` is about to run, or has just run.
    func appearActionWillRun(in node: GraphNode)
    func appearActionDidRun(in node: GraphNode)
    /// A `.task` or a refresh started a task for `node`.
    func viewTaskStarted(_ task: ViewTask, in node: GraphNode)
    /// An interaction found its target element, is about to run its action, or has run it and flushed.
    func interactionResolved(_ element: AccessibilityNode)
    func interactionWillRun(_ origin: String)
    func interactionDidRun(_ origin: String)
}
