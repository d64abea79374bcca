/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let name: String

    /// The animation has logically completed, though it may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The whole animation is finished and removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`. Rehearsal plays no animation (there are no pixels): the changes happen at once,
/// so, as SwiftUI does when a change creates no animation, the completion runs right after `body`, in the same
/// step.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}
