/// A problem the graph found while evaluating views, with the fix.
package enum GraphDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A view read an `@Environment(Type.self)` object that no ancestor injected.
    case missingEnvironmentObject(view: String, type: String, property: String)
    /// A body set a `@State` while views were being evaluated.
    case stateChangeDuringUpdate(view: String, owner: String, property: String)
    /// Views kept invalidating each other past the pass limit.
    case updateLoop(views: [String], passes: Int)

    package var description: String {
        switch self {
        case .missingEnvironmentObject(let view, let type, let property):
            "error: \(view) reads @Environment(\(type).self) (property \(property)), but no ancestor injected a "
                + "\(type). To fix, add .environment(\(type)(...)) to a view above \(view), or apply a stub "
                + "environment that provides one."
        case .stateChangeDuringUpdate(let view, let owner, let property):
            "warning: the body of \(view) set @State \(property) of \(owner) while views were being evaluated. "
                + "A body must only read state. To fix, move the change into an action, .onAppear, .task or "
                + ".onChange(of:)."
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
}
