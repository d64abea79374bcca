/// Taps counted as a user makes them (`tap --count 2`) and long presses: a gesture that asks for two taps
/// does not fire on one, as in SwiftUI.
extension Interactor {
    /// Taps an element `count` times in a row, as a double or triple tap.
    @discardableResult
    package func tap(_ target: TargetQuery, count: Int) throws(InteractionError) -> Result {
        guard count != 1 else { return try tap(target) }
        let element = try resolve(target, for: "tap")
        guard count > 1 else {
            throw InteractionError(
                .unsupported,
                "expected a tap count of 1 or more for \(element.reference), but found \(count). To fix, use "
                    + "`tap --count 2 TARGET` for a double tap.")
        }
        try requireHitTesting(element, "takes taps", "a tap")
        if let action = element.actions.taps[count] {
            return run("tap --count \(count) \(element.reference)", action)
        }
        // Taps beyond what any gesture asks for still reach a single-tap action once per tap.
        if let tap = element.actions.tap, element.actions.taps.isEmpty {
            return run("tap --count \(count) \(element.reference)") {
                for _ in 0..<count { tap() }
            }
        }
        throw wrongTapCount(element, asked: count)
    }

    /// The error for a tap whose count no gesture of the element asks for.
    func wrongTapCount(_ element: AccessibilityNode, asked count: Int) -> InteractionError {
        let counts = element.actions.taps.keys.sorted()
        guard !counts.isEmpty else { return unsupported(element, "tapped") }
        let listed = counts.map { "\($0) taps (.onTapGesture(count: \($0)))" }.joined(separator: " or ")
        return InteractionError(
            .wrongTapCount,
            "expected \(element.reference) (in \(element.owner)) to take \(count == 1 ? "a single tap" : "\(count) taps"), "
                + "but it takes \(listed). To fix, use `tap --count \(counts[0]) \(element.reference)`.")
    }

    /// Presses an element for as long as its `onLongPressGesture` asks, then lifts the finger.
    @discardableResult
    package func longPress(_ target: TargetQuery) throws(InteractionError) -> Result {
        let element = try resolve(target, for: "long-press")
        try requireHitTesting(element, "takes long presses", "a long press")
        guard let press = element.actions.longPress else { throw unsupported(element, "long-pressed") }
        return run("longpress \(element.reference)", press)
    }
}

extension InteractionError.Code {
    /// The element's tap gesture asks for another number of taps.
    public static let wrongTapCount = InteractionError.Code(rawValue: "wrongTapCount")
}
