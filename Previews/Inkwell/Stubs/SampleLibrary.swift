import RehearsalUI

/// A library of four shelves and seven books that answers after one second.
struct SampleLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> LibraryClient {
        LibraryClient(shelves: Shelf.samples, books: Book.samples, delay: .seconds(1))
    }

    func body(content: Content, context: LibraryClient) -> some View {
        content.environment(context)
    }
}
