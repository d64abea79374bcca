extension Shelf {
    /// Four shelves with fixed identifiers; "Wishlist" (4) holds no books.
    static let samples: [Shelf] = [
        Shelf(id: 1, name: "Reading Now"),
        Shelf(id: 2, name: "Classics"),
        Shelf(id: 3, name: "Science Fiction"),
        Shelf(id: 4, name: "Wishlist"),
    ]
}
