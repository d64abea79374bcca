import RehearsalUI

/// A list that loads itself a page at a time, fetching the next page as its last rows appear.
@Observable @MainActor
final class PaginatedStore<Item: Identifiable & Sendable> {
    private(set) var items: [Item] = []
    private(set) var isLoading = false
    private(set) var hasMore = true
    var errorMessage: String?

    @ObservationIgnored private var currentPage = 0
    private let pageSize: Int
    private let fetchPage: @Sendable (_ page: Int, _ size: Int) async throws -> [Item]

    /// A store that calls `fetchPage` with 1-based page numbers; a page shorter than `pageSize` is the last.
    init(pageSize: Int = 20, fetchPage: @escaping @Sendable (_ page: Int, _ size: Int) async throws -> [Item]) {
        self.pageSize = pageSize
        self.fetchPage = fetchPage
    }

    func loadNextPage() async {
        guard !isLoading, hasMore else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await fetchPage(currentPage + 1, pageSize)
            items.append(contentsOf: page)
            currentPage += 1
            hasMore = page.count == pageSize
            errorMessage = nil
        } catch is CancellationError {
            return  // the row that asked went away; the next one to appear asks again
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// Loads the first page, unless a page is already here (the list reappearing keeps what it has).
    func loadFirstPage() async {
        guard items.isEmpty else { return }
        await loadNextPage()
    }

    /// Loads the next page when one of the last five rows appears.
    func itemAppeared(_ item: Item) async {
        guard let index = items.firstIndex(where: { $0.id == item.id }), index >= items.count - 5 else { return }
        await loadNextPage()
    }

    /// Starts again from the first page, as pull to refresh does.
    func reload() async {
        guard !isLoading else { return }
        items = []
        currentPage = 0
        hasMore = true
        errorMessage = nil
        await loadNextPage()
    }
}
