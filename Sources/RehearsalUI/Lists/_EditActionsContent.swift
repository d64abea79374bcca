import Foundation

/// A `ForEach` (or other dynamic content) with the delete or move action of `onDelete(perform:)` or
/// `onMove(perform:)`; chained calls nest.
///
/// It prints nothing of its own: each row prints `.onDelete`/`.onMove`. A row's elements can then be
/// deleted (the `delete` verb, or `swipe ROW "Delete"` as a user swipes) and, in edit mode, moved (`move`).
public struct _EditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never

    let base: Base
    let delete: ((IndexSet) -> Void)??
    let move: ((IndexSet, Int) -> Void)??
    var insert: RowInsertAction?

    public var data: Base.Data { base.data }
}

extension _EditActionsContent: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var environment = children.environment
        var actions = environment.rowEditActions ?? RowEditActions(rowEnvironment: environment)
        // The call written nearest the ForEach wins, as in SwiftUI; `nil` turns the action off.
        if let delete { actions.delete = delete }
        if let move { actions.move = move }
        if let insert { actions.insert = insert }
        environment.rowEditActions = actions
        children.append(base, key: .index(0), environment: environment)
    }
}

extension DynamicViewContent {
    /// Sets the action that deletes rows: a user swipes a row and taps Delete, or taps its delete control in
    /// edit mode. The action receives the offsets of the rows in `data`; `nil` turns deleting off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditActionsContent(base: self, delete: .some(action), move: nil)
    }

    /// Sets the action that inserts items dropped among the rows: it receives the offset in `data` to insert
    /// at and the dropped items (`insert ROW --at N "text"` drops plain text there).
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent {
        _EditActionsContent(
            base: self, delete: nil, move: nil, insert: RowInsertAction(types: supportedContentTypes, perform: action))
    }

    /// Sets the insert action for items of the given type identifiers (the older form of `onInsert`).
    @_disfavoredOverload
    public func onInsert(
        of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent {
        onInsert(of: acceptedTypeIdentifiers.map { UTType($0) ?? UTType(exportedAs: $0) }, perform: action)
    }

    /// Sets the action that moves rows in edit mode: it receives the offsets moved and the offset to insert
    /// them before, in `data`'s indices (what `Array.move(fromOffsets:toOffset:)` takes).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditActionsContent(base: self, delete: nil, move: .some(action))
    }
}

extension _EditActionsContent: OptionContainer {
    func visitOptions(implicitTag: AnyHashable?, into options: inout [TaggedOptions.Option], depth: Int) {
        TaggedOptions.visit(base, implicitTag: implicitTag, into: &options, depth: depth)
    }
}
