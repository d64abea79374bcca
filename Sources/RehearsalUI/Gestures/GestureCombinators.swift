/// `onChanged`, `onEnded`, `sequenced(before:)`, `simultaneously(with:)` and `exclusively(before:)`.
extension Gesture {
    /// Runs `action` with each new value while the gesture goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` with the last value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// A gesture with an action run on each change.
public struct _ChangedGesture<Base: Gesture>: Gesture, ResolvableGesture {
    public typealias Value = Base.Value

    let base: Base
    let action: (Value) -> Void

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        let action = action
        guard let base = base as? any ResolvableGesture else { return GestureActions() }
        return Self.actions(
            of: base,
            changed: {
                action($0)
                changed($0)
            }, ended: ended)
    }

    var gestureDescription: String { resolvedDescription(of: base) + ".onChanged" }
}

/// A gesture with an action run when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture, ResolvableGesture {
    public typealias Value = Base.Value

    let base: Base
    let action: (Value) -> Void

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        let action = action
        guard let base = base as? any ResolvableGesture else { return GestureActions() }
        return Self.actions(
            of: base, changed: changed,
            ended: {
                action($0)
                ended($0)
            })
    }

    var gestureDescription: String { resolvedDescription(of: base) + ".onEnded" }
}

extension ResolvableGesture {
    /// The actions of `base`, whose values are this gesture's values (the wrappers keep the base's type).
    @MainActor static func actions<B: ResolvableGesture>(
        of base: B, changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        base.gestureActions(
            changed: { if let value = $0 as? Value { changed(value) } },
            ended: { if let value = $0 as? Value { ended(value) } })
    }
}

/// Boxes the value a gesture ended with, for the gesture that follows it.
@MainActor final class GestureValueBox<Value> {
    var value: Value?
}

/// Two gestures, the second recognized once the first ends: a long press then a drag. The shell's verbs
/// perform each part; a `drag` on a long press then a drag presses first.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, ResolvableGesture {
    /// Where the sequence is: in the first gesture, or past it and in the second.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init(first: First, second: Second) { self.init(first, second) }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        let box = GestureValueBox<First.Value>()
        let firstActions = resolvedPart(first, changed: { changed(.first($0)) }, ended: { box.value = $0 })
        let secondActions = resolvedPart(
            second,
            changed: { value in if let start = box.value { changed(.second(start, value)) } },
            ended: { value in if let start = box.value { ended(.second(start, value)) } })
        // Performing the second part performs the first before it, as the user's finger must.
        var result = firstActions
        let pressFirst = firstActions.longPress ?? firstActions.taps[1] ?? firstActions.taps.values.first
        if let drag = secondActions.drag {
            result.drag = {
                pressFirst?()
                drag($0)
            }
        }
        if let press = secondActions.longPress { result.longPress = press }
        return result
    }

    var gestureDescription: String {
        resolvedDescription(of: first) + ".sequenced(before: " + resolvedDescription(of: second) + ")"
    }
}

/// Two gestures recognized together; each verb performs the parts it fits.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, ResolvableGesture {
    /// What each part has reported so far.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init(first: First, second: Second) { self.init(first, second) }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        resolvedPart(first, changed: { changed(Value(first: $0)) }, ended: { ended(Value(first: $0)) })
            .merged(
                with: resolvedPart(
                    second, changed: { changed(Value(second: $0)) }, ended: { ended(Value(second: $0)) }))
    }

    var gestureDescription: String {
        resolvedDescription(of: first) + ".simultaneously(with: " + resolvedDescription(of: second) + ")"
    }
}

/// Two gestures of which one is recognized: the first when a verb fits both.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, ResolvableGesture {
    /// Which part was recognized.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init(first: First, second: Second) { self.init(first, second) }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        let firstActions = resolvedPart(first, changed: { changed(.first($0)) }, ended: { ended(.first($0)) })
        var result = resolvedPart(second, changed: { changed(.second($0)) }, ended: { ended(.second($0)) })
        for (count, action) in firstActions.taps { result.taps[count] = action }
        result.longPress = firstActions.longPress ?? result.longPress
        result.drag = firstActions.drag ?? result.drag
        result.magnify = firstActions.magnify ?? result.magnify
        result.rotate = firstActions.rotate ?? result.rotate
        return result
    }

    var gestureDescription: String {
        resolvedDescription(of: first) + ".exclusively(before: " + resolvedDescription(of: second) + ")"
    }
}

/// The actions of one part of a combined gesture, its values passed on as they are.
@MainActor func resolvedPart<G: Gesture>(
    _ gesture: G, changed: @escaping @MainActor (G.Value) -> Void, ended: @escaping @MainActor (G.Value) -> Void
) -> GestureActions {
    guard let resolvable = gesture as? any ResolvableGesture else { return GestureActions() }
    return partActions(of: resolvable, as: G.Value.self, changed: changed, ended: ended)
}

@MainActor private func partActions<R: ResolvableGesture, V>(
    of gesture: R, as type: V.Type, changed: @escaping @MainActor (V) -> Void,
    ended: @escaping @MainActor (V) -> Void
) -> GestureActions {
    gesture.gestureActions(
        changed: { if let value = $0 as? V { changed(value) } }, ended: { if let value = $0 as? V { ended(value) } })
}
