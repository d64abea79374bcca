/// Keyframes that animate a value over time, for `keyframeAnimator`. Nothing animates headless: they
/// are built (so their code compiles and runs) but only the animator's initial value is shown.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one track: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

/// A track of keyframes for one property of the animated value.
public struct KeyframeTrack<Root, Member: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Member {
    public typealias Value = Root

    public init(
        _ keyPath: WritableKeyPath<Root, Member>, @KeyframeTrackContentBuilder<Member> content: () -> Content
    ) {
        _ = content()
    }
}

extension KeyframeTrack where Root == Member {
    public init(@KeyframeTrackContentBuilder<Member> content: () -> Content) { _ = content() }
}

/// Keyframes made of others, as a builder block makes them.
public struct _KeyframesGroup<Value>: Keyframes {}

/// Builds a keyframe animator's tracks.
@resultBuilder public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildBlock(_ components: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }
    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
}

/// Keyframes of one track made of others, as a builder block makes them.
public struct _KeyframeTrackGroup<Value: Animatable>: KeyframeTrackContent {}

/// Builds the keyframes of one track.
@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTrackGroup<Value>
    where K.Value == Value {
        _KeyframeTrackGroup()
    }
    public static func buildBlock(_ components: _KeyframeTrackGroup<Value>...) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
}

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe that jumps to its value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve; kept for spelling.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's parameters; kept for spelling.
public struct Spring: Hashable, Sendable {
    public init(duration: Double = 0.5, bounce: Double = 0) {}
}
