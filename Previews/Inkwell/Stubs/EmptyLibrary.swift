import RehearsalUI

/// A library with no shelves and no books, answering after one second.
struct EmptyLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> LibraryClient {
        LibraryClient(delay: .seconds(1))
    }

    func body(content: Content, context: LibraryClient) -> some View {
        content.environment(context)
    }
}
