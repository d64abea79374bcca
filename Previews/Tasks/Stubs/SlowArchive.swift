import RehearsalUI

/// The sample archive on a slow connection: every page takes 30 seconds.
struct SlowArchive: PreviewModifier {
    static func makeSharedContext() async throws -> PaginatedStore<TaskItem> {
        let api = TaskArchiveAPI(archived: TaskItem.archivedSamples, latency: .seconds(30))
        return PaginatedStore(pageSize: 20) { page, size in try await api.page(page, size: size) }
    }

    func body(content: Content, context: PaginatedStore<TaskItem>) -> some View {
        content.environment(context)
    }
}
