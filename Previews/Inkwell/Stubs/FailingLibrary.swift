import RehearsalUI

/// A library that is offline: every request fails after one second.
struct FailingLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> LibraryClient {
        LibraryClient(shelves: Shelf.samples, books: Book.samples, delay: .seconds(1), failure: .offline)
    }

    func body(content: Content, context: LibraryClient) -> some View {
        content.environment(context)
    }
}
