/// A tap, or several in a row; `onEnded` runs when the shell taps that many times.
public struct TapGesture: Gesture, ResolvableGesture {
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) { self.count = count }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.taps[count] = { ended(()) }
        return actions
    }

    var gestureDescription: String { count == 1 ? "TapGesture()" : "TapGesture(count: \(count))" }
}

/// A press held for `minimumDuration`; `longpress` performs it (`onChanged(true)`, then `onEnded(true)`).
public struct LongPressGesture: Gesture, ResolvableGesture {
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.longPress = {
            changed(true)
            ended(true)
        }
        return actions
    }

    var gestureDescription: String {
        minimumDuration == 0.5
            ? "LongPressGesture()" : "LongPressGesture(minimumDuration: \(ValueDescription.short(minimumDuration)))"
    }
}

/// A drag; `drag TARGET DX DY` performs it: `onChanged` with the whole translation, then `onEnded`.
///
/// Rehearsal does not lay out, so `drag TARGET DX DY` starts at the element's local origin (`startLocation`
/// is 0, 0 and `location` is the translation); `drag TARGET --from X,Y --to X,Y` starts and ends where it says,
/// in the element's own coordinates.
public struct DragGesture: Gesture, ResolvableGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.drag = { path in
            let value = Value(
                time: VirtualNow.date, location: path.end, startLocation: path.start, translation: path.translation,
                velocity: .zero, predictedEndLocation: path.end, predictedEndTranslation: path.translation)
            changed(value)
            ended(value)
        }
        return actions
    }

    var gestureDescription: String {
        minimumDistance == 10
            ? "DragGesture()" : "DragGesture(minimumDistance: \(LayoutNumber.format(minimumDistance)))"
    }
}

/// A pinch; its value's `magnification` is the scale.
public struct MagnifyGesture: Gesture, ResolvableGesture {
    /// How far a pinch has gone.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.magnify = { scale in
            let value = Value(
                time: VirtualNow.date, magnification: scale, velocity: 0, startAnchor: .center, startLocation: .zero)
            changed(value)
            ended(value)
        }
        return actions
    }

    var gestureDescription: String { "MagnifyGesture()" }
}

/// A two-finger rotation; its value's `rotation` is the angle.
public struct RotateGesture: Gesture, ResolvableGesture {
    /// How far a rotation has gone.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.rotate = { angle in
            let value = Value(
                time: VirtualNow.date, rotation: angle, velocity: .zero, startAnchor: .center, startLocation: .zero)
            changed(value)
            ended(value)
        }
        return actions
    }

    var gestureDescription: String { "RotateGesture()" }
}

/// The gesture before `MagnifyGesture`; its value is the scale.
public typealias MagnificationGesture = _ScaleGesture

/// The pinch of `MagnificationGesture`, whose value is the scale itself.
public struct _ScaleGesture: Gesture, ResolvableGesture {
    public typealias Value = CGFloat

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.magnify = { scale in
            changed(scale)
            ended(scale)
        }
        return actions
    }

    var gestureDescription: String { "MagnificationGesture()" }
}

/// The gesture before `RotateGesture`; its value is the angle.
public struct RotationGesture: Gesture, ResolvableGesture {
    public typealias Value = Angle

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func gestureActions(
        changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void
    ) -> GestureActions {
        var actions = GestureActions()
        actions.rotate = { angle in
            changed(angle)
            ended(angle)
        }
        return actions
    }

    var gestureDescription: String { "RotationGesture()" }
}
