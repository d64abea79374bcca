/// Where a scroll view is scrolled, as a value the app keeps in a `@State` and binds with
/// `.scrollPosition($position)`: a view's id inside the scroll view's `.scrollTargetLayout()`, an edge or a
/// point, or nothing yet (automatic).
///
/// Rehearsal does not lay out, so nothing scrolls by itself: `scroll TARGET` on a view of the target layout
/// scrolls to it (the position takes that view's id, and `isPositionedByUser` is true), and `scrollTo(...)`
/// in the app's code is a scroll the app asks for (`isPositionedByUser` is false). The scroll view's attribute
/// shows where it is: `.scrollPosition(id: 12)`, `.scrollPosition(edge: .bottom)`, `.scrollPosition(id: nil)`.
public struct ScrollPosition: Sendable, Equatable, CustomRehearsalDescription {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.place == rhs.place && lhs.idType == rhs.idType && lhs.isPositionedByUser == rhs.isPositionedByUser
    }

    /// Where the position points.
    enum Place: Equatable, Sendable {
        case automatic
        case id(any Hashable & Sendable, anchor: UnitPoint?)
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
    }

    var place: Place
    /// The type of the ids the scroll view reports as the user scrolls (`Never`: none).
    let idType: ObjectIdentifier
    /// A row's id as that type, `nil` when it is of another.
    private let typedID: @Sendable (AnyHashable) -> (any Hashable & Sendable)?

    /// Whether the user's scroll put the view where it is (`scroll TARGET`), not the app's code.
    public private(set) var isPositionedByUser = false

    /// A position that lets the scroll view start where it starts, reporting ids of `idType`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        self.init(.automatic, idType: idType)
    }

    /// A position at an edge of the content.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        self.init(.edge(edge), idType: idType)
    }

    /// A position at a point of the content.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.init(.point(point), idType: idType)
    }

    /// A position at a horizontal offset of the content.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        self.init(.x(x), idType: idType)
    }

    /// A position at a vertical offset of the content.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        self.init(.y(y), idType: idType)
    }

    /// A position at the view with `id` in the scroll view's target layout.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(.id(id, anchor: anchor), idType: ID.self)
    }

    private init<ID: Hashable & Sendable>(_ place: Place, idType: ID.Type) {
        self.place = place
        self.idType = ObjectIdentifier(idType)
        typedID = { id in ID.self == Never.self ? nil : id.base as? ID }
    }

    /// The id of the view the scroll view is positioned at, when an id put it there or the user scrolled to
    /// one.
    public var viewID: (any Hashable & Sendable)? {
        guard case .id(let id, _) = place else { return nil }
        return id
    }

    /// `viewID` when it is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        guard case .id(let id, _) = place else { return nil }
        return id as? T
    }

    /// The edge the scroll view is positioned at, if an edge put it there.
    public var edge: Edge? {
        guard case .edge(let edge) = place else { return nil }
        return edge
    }

    /// The point the scroll view is positioned at, if a point put it there.
    public var point: CGPoint? {
        guard case .point(let point) = place else { return nil }
        return point
    }

    /// The id a scroll to a view points at, for the lazy rows to mount up to it.
    var revealID: AnyHashable? {
        guard case .id(let id, _) = place else { return nil }
        return AnyHashable(id)
    }

    /// Scrolls to the view with `id` in the scroll view's target layout.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        move(to: .id(id, anchor: anchor))
    }

    /// Scrolls to an edge of the content.
    public mutating func scrollTo(edge: Edge) { move(to: .edge(edge)) }

    /// Scrolls to a point of the content.
    public mutating func scrollTo(point: CGPoint) { move(to: .point(point)) }

    /// Scrolls to a horizontal offset of the content.
    public mutating func scrollTo(x: CGFloat) { move(to: .x(x)) }

    /// Scrolls to a vertical offset of the content.
    public mutating func scrollTo(y: CGFloat) { move(to: .y(y)) }

    /// Scrolls to a point of the content, given as its two offsets.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { move(to: .point(CGPoint(x: x, y: y))) }

    private mutating func move(to place: Place) {
        self.place = place
        isPositionedByUser = false
    }

    /// The user scrolled to the view with `id` (`scroll TARGET`); `false` when the position reports ids of
    /// another type (or none: `ScrollPosition()` is made for ids of type `Never`).
    mutating func userScrolled(to id: AnyHashable) -> Bool {
        guard let typed = typedID(id) else { return false }
        place = .id(typed, anchor: nil)
        isPositionedByUser = true
        return true
    }

    /// Where it points, as the scroll view's attribute prints it: `id: 12`, `edge: .bottom`.
    var placeText: String {
        switch place {
        case .automatic: "id: nil"
        case .id(let id, let anchor):
            "id: \(ValueDescription.short(id))" + (anchor.map { ", anchor: \(AttributeText.value($0))" } ?? "")
        case .edge(let edge): "edge: \(edge)"
        case .point(let point): "point: (\(LayoutNumber.format(point.x)), \(LayoutNumber.format(point.y)))"
        case .x(let x): "x: \(LayoutNumber.format(x))"
        case .y(let y): "y: \(LayoutNumber.format(y))"
        }
    }

    /// `ScrollPosition(id: 12, by the user)`, as `state` and the change log print it.
    public var rehearsalDescription: String {
        "ScrollPosition(\(place == .automatic ? "automatic" : placeText)\(isPositionedByUser ? ", by the user" : ""))"
    }
}

extension ScrollPosition.Place {
    /// Ids compare as `AnyHashable` does: equal values of one type.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.automatic, .automatic): true
        case (.id(let a, let anchorA), .id(let b, let anchorB)): AnyHashable(a) == AnyHashable(b) && anchorA == anchorB
        case (.edge(let a), .edge(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.x(let a), .x(let b)): a == b
        case (.y(let a), .y(let b)): a == b
        default: false
        }
    }
}
