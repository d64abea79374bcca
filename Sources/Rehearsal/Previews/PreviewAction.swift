/// One named store action, offered for the previews of a file (`ShelfScreen`) or for one preview.
@MainActor
public struct PreviewAction {
    /// The name the shell shows and `do` takes: `reload`, `toggle first`.
    public let name: String
    /// A preview's full name (`ShelfScreen/Loaded`), or a file stem or provider type for all of its previews.
    public let preview: String
    private let body: @MainActor (PreviewActionContext) async throws -> Void

    /// An action that receives the live preview's context and finds what it needs in it.
    public init(
        _ name: String, for preview: String,
        perform body: @escaping @MainActor (PreviewActionContext) async throws -> Void
    ) {
        self.name = name
        self.preview = preview
        self.body = body
    }

    /// An action on the store of type `Store` that the live preview holds (in its environment or `@State`).
    public init<Store: AnyObject>(
        _ name: String, for preview: String, store: Store.Type,
        perform body: @escaping @MainActor (Store) async throws -> Void
    ) {
        self.init(name, for: preview) { context in
            try await body(try context.object(Store.self))
        }
    }

    /// Whether the action is offered for the preview with this full name.
    public func matches(_ previewName: String) -> Bool {
        previewName == preview || previewName.hasPrefix(preview + "/")
    }

    func matches(anyOf names: Set<String>) -> Bool {
        names.contains { matches($0) }
    }

    /// Runs the action against a live preview.
    package func perform(in context: PreviewActionContext) async throws {
        try await body(context)
    }
}
