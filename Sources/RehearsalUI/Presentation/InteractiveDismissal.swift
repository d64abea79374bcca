/// The user's gesture that dismisses a presentation (a swipe down on a sheet), and what refuses it.
@MainActor package enum InteractiveDismissal {
    /// The outcome of the user's attempt to dismiss a presentation.
    package enum Outcome: Equatable {
        case dismissed
        /// `interactiveDismissDisabled(true)` in the named view refused it.
        case refused(by: String)
    }

    /// The custom view whose `interactiveDismissDisabled(true)` holds inside the presentation, if any.
    package static func blocker(in host: GraphNode) -> String? {
        for node in NavigationScope.nodesIncludingScreens(in: host) {
            if let modifier = node.appliedModifier as? InteractiveDismissDisabledModifier, modifier.isDisabled {
                return AccessibilityTreeBuilder.owner(of: node)
            }
        }
        return nil
    }

    /// Dismisses the presentation as the user would, unless a view inside refuses it. An alert or a
    /// dialog is dismissed with its cancel button's action when it has one.
    package static func attempt(_ model: PresentationModel) -> Outcome {
        if let host = model.host, let blocker = blocker(in: host) { return .refused(by: blocker) }
        model.dismiss()
        return .dismissed
    }
}
