/// Attaches a gesture to a view: `.gesture`, `.simultaneousGesture`, `.highPriorityGesture`. The gesture's
/// actions reach the topmost elements of the content, as `.onTapGesture` does, for the shell's verbs.
struct GestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let attribute: String
    let actions: GestureActions

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let modifier = ObjectIdentifier(node)
        if actions.taps.count == 1, let (count, action) = actions.taps.first {
            environment.tapGesture = TapGestureAction(modifier: modifier, action: action, count: count)
        }
        if let press = actions.longPress {
            environment.longPressGesture = TapGestureAction(modifier: modifier, action: press)
        }
        if actions.drag != nil || actions.magnify != nil || actions.rotate != nil || actions.taps.count > 1 {
            environment.continuousGesture = ContinuousGestureAction(
                modifier: modifier, drag: actions.drag, magnify: actions.magnify, rotate: actions.rotate,
                taps: actions.taps.count > 1 ? actions.taps : [:])
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [attribute]
    }
}

/// Which parts of a view's gestures are active: its own, its subviews', both or none.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture; with `mask` `.none` or `.subviews` the gesture itself is off.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(".gesture", gesture, mask: mask)
    }

    /// Attaches a gesture recognized at the same time as the view's other gestures.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(".simultaneousGesture", gesture, mask: mask)
    }

    /// Attaches a gesture that wins over the gestures of the view's subviews.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(".highPriorityGesture", gesture, mask: mask)
    }

    private func attachGesture<T: Gesture>(_ name: String, _ gesture: T, mask: GestureMask) -> some View {
        let masked = mask == .all ? "" : mask.contains(.gesture) ? ", including: .gesture" : ", including: .subviews"
        return modifier(
            GestureModifier(
                attribute:
                    "\(name)(\(resolvedDescription(of: gesture))\(mask == .none ? ", including: .none" : masked))",
                actions: mask.contains(.gesture) ? resolvedActions(of: gesture) : GestureActions()))
    }
}

/// A drag, pinch or rotation on its way from `.gesture` to the elements it modifies.
package struct ContinuousGestureAction {
    package var modifier: ObjectIdentifier
    var drag: (@MainActor (DragPath) -> Void)?
    var magnify: (@MainActor (CGFloat) -> Void)?
    var rotate: (@MainActor (Angle) -> Void)?
    /// Tap actions by count, when a combined gesture asks for several counts (a double tap or a single one).
    var taps: [Int: @MainActor () -> Void] = [:]
}

extension EnvironmentValues {
    /// The drag, pinch or rotation of the nearest `.gesture` above, for its topmost elements to take.
    package var continuousGesture: ContinuousGestureAction? {
        get { self[ContinuousGestureKey.self] }
        set { self[ContinuousGestureKey.self] = newValue }
    }
}

/// The key that stores `EnvironmentValues.continuousGesture`.
struct ContinuousGestureKey: EnvironmentKey {
    static var defaultValue: ContinuousGestureAction? { nil }
}
