public import Testing

/// The shell's list-editing, menu and drag verbs as methods, like the others in `PreviewSession+Verbs`.
extension PreviewSession {
    /// Deletes a row of a `ForEach` with `onDelete` (`delete TARGET`).
    @discardableResult
    public func delete(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.delete, target), sourceLocation: sourceLocation)
    }

    /// Moves a row of a `ForEach` with `onMove` to a position counted from 1 (`move TARGET --to N`).
    @discardableResult
    public func move(
        _ target: Target, to position: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(.interact(.move(position), target), sourceLocation: sourceLocation)
    }

    /// Picks a menu item through its submenus (`menu TARGET "More" "Archive"`).
    @discardableResult
    public func menu(
        _ target: Target, path: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> String
    {
        try run(
            .interact(path.count == 1 ? .menu(path[0]) : .menuPath(path), target), sourceLocation: sourceLocation)
    }

    /// Selects the row `target` names in the selectable list that holds it (`select "Inbox"`).
    @discardableResult
    public func selectRow(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try run(.interact(.selectRow, target), sourceLocation: sourceLocation)
    }

    /// Drags an element by a translation in points through its `DragGesture` (`drag TARGET DX DY`).
    @discardableResult
    public func drag(
        _ target: Target, by translation: (x: Double, y: Double), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try run(.interact(.drag(translation.x, translation.y), target), sourceLocation: sourceLocation)
    }
}
