/// What a `GeometryReader` tells its content: the container's size, frames and safe area, fixed by the
/// preview's device (never measured), so every run reads the same numbers.
public struct GeometryProxy {
    let geometry: ContainerGeometry

    /// The container's size: the device's safe area, or the nearest `.frame(width:height:)` above.
    public var size: CGSize { geometry.size }

    /// The safe area's insets of the device (zero inside a fixed frame).
    public var safeAreaInsets: EdgeInsets { geometry.safeAreaInsets }

    /// The container's frame: from the screen's corner in `.global`, from its own in `.local` and in a named
    /// space (Rehearsal does not lay out, so a named space is taken to start at the container).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: CGRect(origin: geometry.origin, size: geometry.size)
        case .local, .named: CGRect(origin: .zero, size: geometry.size)
        }
    }

    /// The container's frame in a coordinate space, as SwiftUI 5 spells it.
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space: the container's, from its corner.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: geometry.size)
    }
}
