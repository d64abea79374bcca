public import Rehearsal
public import Testing

extension PreviewSession {
    /// Inserts texts into a `ForEach` with `onInsert` before a position counted from 1, each as one plain-text
    /// item (`insert TARGET --at N "text" ...`); the row count plus one appends.
    @discardableResult
    public func insert(
        _ texts: [String], at position: Int, in target: Target, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try run(.interact(.insert(texts, at: position), target), sourceLocation: sourceLocation)
    }

    /// Drags an element from a point to a point in its own coordinates through its `DragGesture`
    /// (`drag TARGET --from X,Y --to X,Y`).
    @discardableResult
    public func drag(
        _ target: Target, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try run(
            .interact(.dragFrom(x: start.x, y: start.y, toX: end.x, toY: end.y), target), sourceLocation: sourceLocation
        )
    }

    /// Pinches an element to a scale through its `MagnifyGesture` (`pinch TARGET 2`; below 1 pinches in).
    @discardableResult
    public func pinch(
        _ target: Target, to scale: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.pinch(scale), target), sourceLocation: sourceLocation)
    }

    /// Rotates an element by an angle in degrees through its `RotateGesture` (`rotate TARGET 90`).
    @discardableResult
    public func rotate(
        _ target: Target, by degrees: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.rotate(degrees), target), sourceLocation: sourceLocation)
    }

    /// Puts a finger down on a button and keeps it there: its `ButtonStyle` sees `isPressed` (`press TARGET`).
    @discardableResult
    public func press(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.press, target), sourceLocation: sourceLocation)
    }

    /// Lifts the finger that `press` put down: the button's action runs (`release TARGET`); with `cancel`, the
    /// finger slides off the button first and no action runs (`release TARGET --cancel`).
    @discardableResult
    public func release(
        _ target: Target, cancel: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try run(.interact(cancel ? .cancelPress : .release, target), sourceLocation: sourceLocation)
    }
}
