// Seed 000_23ab5d4c89955339.txt, lines 293–322, copied verbatim. The snippet has no import of its own.
import RehearsalUI

@Observable
class PaginatedStore<Item: Identifiable & Decodable> {
    var items: [Item] = []
    var isLoading = false
    var hasMore = true
    private var currentPage = 0
    private let pageSize = 20
    private let endpoint: String

    init(endpoint: String) { self.endpoint = endpoint }

    func loadNextPage() async {
        guard !isLoading, hasMore else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page: [Item] = try await APIClient.get(
                "\(endpoint)?page=\(currentPage + 1)&limit=\(pageSize)")
            items.append(contentsOf: page)
            currentPage += 1
            hasMore = page.count == pageSize
        } catch {}
    }

    func itemAppeared(_ item: Item) async {
        guard let index = items.firstIndex(where: { $0.id == item.id }),
            index >= items.count - 5
        else { return }
        await loadNextPage()
    }
}
