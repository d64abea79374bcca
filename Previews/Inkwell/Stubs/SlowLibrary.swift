import RehearsalUI

/// The sample library on a slow connection: every request takes 30 seconds, so screens stay loading.
struct SlowLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> LibraryClient {
        LibraryClient(shelves: Shelf.samples, books: Book.samples, delay: .seconds(30))
    }

    func body(content: Content, context: LibraryClient) -> some View {
        content.environment(context)
    }
}
