/// Touches pass through content whose hit testing is off: a gesture on it fails with the reason.
extension Interactor {
    /// Fails when `.allowsHitTesting(false)` lets touches pass through the element.
    func requireHitTesting(
        _ element: AccessibilityNode, _ expectation: String, _ gesture: String
    ) throws(InteractionError) {
        guard let owner = element.hitTestingDisabledBy else { return }
        throw InteractionError(
            .hitTestingDisabled,
            "expected a \(element.reference) that \(expectation), but .allowsHitTesting(false) in \(owner) turns hit "
                + "testing off, so \(gesture) passes through it. To fix, remove .allowsHitTesting(false) or make its "
                + "condition true first.")
    }
}

extension InteractionError.Code {
    /// `.allowsHitTesting(false)` lets touches pass through the element.
    public static let hitTestingDisabled = InteractionError.Code(rawValue: "hitTestingDisabled")
}
