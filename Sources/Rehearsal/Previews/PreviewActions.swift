/// Named store actions that a package offers next to its previews, for the shell's `actions` and `do ACTION`.
///
/// Declare a type that conforms, anywhere in the target that holds the previews; Rehearsal discovers it the
/// way it discovers previews, with no list to register it in:
///
/// ```swift
/// struct ShelfActions: PreviewActions {
///     static var actions: [PreviewAction] {
///         [
///             PreviewAction("reload", for: "ShelfScreen", store: ShelfStore.self) { store in await store.load() },
///             PreviewAction("toggle first", for: "ShelfScreen/Loaded", store: ShelfStore.self) { store in
///                 store.books[0].isFavorite.toggle()
///             },
///         ]
///     }
/// }
/// ```
///
/// An action runs against the live preview: its store is the first object of that type found in the
/// mounted views' environment or `@State`, searched from the root, depth first.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewActions {
    /// The actions, each for the previews it names.
    static var actions: [PreviewAction] { get }
}
