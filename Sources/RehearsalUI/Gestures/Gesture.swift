/// A gesture a view recognizes: `TapGesture`, `LongPressGesture`, `DragGesture`, `MagnifyGesture`,
/// `RotateGesture`, and their combinations. Attach one with `.gesture(_:)`; the shell's verbs perform it
/// (`tap`, `tap --count N`, `longpress`, `drag TARGET DX DY`).
public protocol Gesture {
    associatedtype Value
}

/// What a gesture does when the shell performs it, collected from a gesture and the ones it combines.
struct GestureActions {
    var taps: [Int: @MainActor () -> Void] = [:]
    var longPress: (@MainActor () -> Void)?
    var drag: (@MainActor (DragPath) -> Void)?
    var magnify: (@MainActor (CGFloat) -> Void)?
    var rotate: (@MainActor (Angle) -> Void)?

    /// Both gestures' actions; where both have one, the first's runs, then the second's.
    func merged(with other: GestureActions) -> GestureActions {
        var result = self
        for (count, action) in other.taps {
            let first = result.taps[count]
            result.taps[count] = {
                first?()
                action()
            }
        }
        result.longPress = Self.chain(longPress, other.longPress)
        if let second = other.drag {
            let first = drag
            result.drag = {
                first?($0)
                second($0)
            }
        }
        if let second = other.magnify {
            let first = magnify
            result.magnify = {
                first?($0)
                second($0)
            }
        }
        if let second = other.rotate {
            let first = rotate
            result.rotate = {
                first?($0)
                second($0)
            }
        }
        return result
    }

    private static func chain(
        _ first: (@MainActor () -> Void)?, _ second: (@MainActor () -> Void)?
    ) -> (@MainActor () -> Void)? {
        guard let second else { return first }
        guard let first else { return second }
        return {
            first()
            second()
        }
    }
}

/// A gesture the graph can read: its actions, which report values to `changed` and `ended`, and how it is
/// written in the tree.
protocol ResolvableGesture: Gesture {
    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions
    var gestureDescription: String { get }
}

/// The actions of any gesture: none for a type Rehearsal does not know.
@MainActor func resolvedActions<G: Gesture>(of gesture: G) -> GestureActions {
    guard let resolvable = gesture as? any ResolvableGesture else { return GestureActions() }
    return actions(of: resolvable)
}

@MainActor private func actions<G: ResolvableGesture>(of gesture: G) -> GestureActions {
    gesture.gestureActions(changed: { _ in }, ended: { _ in })
}

/// How a gesture is written in the tree: `DragGesture()`, `TapGesture(count: 2)`.
func resolvedDescription<G: Gesture>(of gesture: G) -> String {
    (gesture as? any ResolvableGesture)?.gestureDescription ?? ViewTypeName.of(G.self) + "()"
}
