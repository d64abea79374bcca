import RehearsalUI

/// An archive with nothing in it, answering after one second.
struct EmptyArchive: PreviewModifier {
    static func makeSharedContext() async throws -> PaginatedStore<TaskItem> {
        let api = TaskArchiveAPI(archived: [], latency: .seconds(1))
        return PaginatedStore(pageSize: 20) { page, size in try await api.page(page, size: size) }
    }

    func body(content: Content, context: PaginatedStore<TaskItem>) -> some View {
        content.environment(context)
    }
}
