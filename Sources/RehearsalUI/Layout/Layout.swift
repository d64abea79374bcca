/// A custom layout container: `struct Flow: Layout { sizeThatFits(...); placeSubviews(...) }`, used as
/// `Flow { Text("a"); Text("b") }`.
///
/// Rehearsal does not lay views out, so neither method is called: the layout prints as its type name with
/// its subviews as children, in the order written, and `.layoutValue(key:value:)` prints as an attribute.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    static var layoutProperties: LayoutProperties { get }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Lays out `content` with this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(name: layoutName, content: content())
    }

    /// The layout's name in the tree: its type, or the type an `AnyLayout` wraps.
    var layoutName: String {
        (self as? AnyLayout)?.name ?? (self as? any CustomStringConvertible)?.description ?? ViewTypeName.of(Self.self)
    }
}

/// A size proposed to a view: a width and a height, each `nil` for the view's ideal size.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The subviews a layout places.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let items: [LayoutSubview]
    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(index: Int) -> LayoutSubview { items[index] }
}

/// One subview a layout places: its size for a proposal, its spacing and its layout values.
public struct LayoutSubview: Equatable, Sendable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public var priority: Double { 0 }
    public var spacing: ViewSpacing { ViewSpacing() }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

/// The space a view wants around it.
public struct ViewSpacing: Equatable, Sendable {
    public init() {}
    public static let zero = ViewSpacing()
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// What a layout says about itself: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
    public init() {}
    public var stackOrientation: Axis?
}

/// A key for a value a view hands to its layout: `.layoutValue(key: Rank.self, value: 2)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Hands a value to the layout that places this view; printed as an attribute.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        attribute(".layoutValue(key: \(ViewTypeName.of(K.self)).self, value: \(ValueDescription.short(value)))")
    }
}

/// The view a layout's `callAsFunction` makes: the layout's name with its subviews as children.
public struct _LayoutRoot<Content: View>: View {
    public typealias Body = Never

    let name: String
    let content: Content
}

extension _LayoutRoot: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.element = Element(name)
        children.append(content, key: .index(0))
    }
}
