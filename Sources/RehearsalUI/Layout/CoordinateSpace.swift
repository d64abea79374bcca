/// A coordinate space a `GeometryProxy` converts frames into.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A coordinate space, as `frame(in:)` takes it in SwiftUI 5 and later (`.global`, `.local`, `.named("x")`).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space named by `.coordinateSpace(.named(_:))`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }

    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension View {
    /// Names this view's coordinate space; frames in it are measured from the container's corner.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        attribute(".coordinateSpace(.named(\(ValueDescription.short(name.name.base))))")
    }

    /// Names this view's coordinate space (the form before SwiftUI 5).
    @_disfavoredOverload
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        attribute(".coordinateSpace(name: \(ValueDescription.short(name)))")
    }
}
