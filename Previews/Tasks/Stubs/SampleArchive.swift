import RehearsalUI

/// An archive of 45 completed tasks served in pages of 20, each page after one second.
struct SampleArchive: PreviewModifier {
    static func makeSharedContext() async throws -> PaginatedStore<TaskItem> {
        let api = TaskArchiveAPI(archived: TaskItem.archivedSamples, latency: .seconds(1))
        return PaginatedStore(pageSize: 20) { page, size in try await api.page(page, size: size) }
    }

    func body(content: Content, context: PaginatedStore<TaskItem>) -> some View {
        content.environment(context)
    }
}
