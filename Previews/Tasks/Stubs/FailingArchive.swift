import RehearsalUI

/// An archive that cannot be reached: every page fails after one second.
struct FailingArchive: PreviewModifier {
    static func makeSharedContext() async throws -> PaginatedStore<TaskItem> {
        let api = TaskArchiveAPI(archived: TaskItem.archivedSamples, latency: .seconds(1), failure: .unreachable)
        return PaginatedStore(pageSize: 20) { page, size in try await api.page(page, size: size) }
    }

    func body(content: Content, context: PaginatedStore<TaskItem>) -> some View {
        content.environment(context)
    }
}
