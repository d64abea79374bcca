import Foundation
import Observation

/// One book of the catalog.
public struct Book: Codable, Hashable, Sendable {
    public var title: String
    public var pages: Int
}

/// The books, read from the target's own resource through `Bundle.module`.
@MainActor @Observable
public final class Library {
    public private(set) var books: [Book] = []

    public init() {}

    public func load() {
        guard let url = Bundle.module.url(forResource: "books", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return }
        books = (try? JSONDecoder().decode([Book].self, from: data)) ?? []
    }
}
