/// What `onInsert(of:perform:)` gives the rows of its `ForEach`: the types it accepts and its action.
package struct RowInsertAction {
    /// The content types the rows accept, as written.
    package let types: [UTType]
    /// Inserts the items at an offset of the `ForEach`'s data.
    package let perform: (Int, [NSItemProvider]) -> Void

    /// The accepted types as the row's attribute prints them: `[.plainText]`.
    var typeList: String { Self.typeList(types) }

    /// Types as a list, as code writes them: `[.plainText, .json]`.
    package static func typeList(_ types: [UTType]) -> String {
        "[" + types.map(\.written).joined(separator: ", ") + "]"
    }

    /// Whether plain text dropped among rows that accept `types` is accepted: some accepted type is plain
    /// text or one it conforms to.
    package static func acceptsText(_ types: [UTType]) -> Bool {
        types.contains { UTType.plainText.conforms(to: $0) }
    }
}
