extension Book {
    /// Seven books with fixed identifiers and dates; "Dune" is 4821, the book of the sample deep link.
    static let samples: [Book] = [
        Book(
            id: 4821, title: "Dune", author: "Frank Herbert", pages: 412, shelfID: 3,
            addedOn: .sample(days: -40)),
        Book(
            id: 4822, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, shelfID: 3,
            addedOn: .sample(days: -32)),
        Book(
            id: 4823, title: "Hyperion", author: "Dan Simmons", pages: 482, shelfID: 3,
            addedOn: .sample(days: -12)),
        Book(
            id: 5101, title: "Middlemarch", author: "George Eliot", pages: 880, shelfID: 2,
            addedOn: .sample(days: -90)),
        Book(
            id: 5102, title: "Persuasion", author: "Jane Austen", pages: 249, shelfID: 2,
            addedOn: .sample(days: -75)),
        Book(
            id: 6001, title: "The Overstory", author: "Richard Powers", pages: 502, shelfID: 1,
            addedOn: .sample(days: -3)),
        Book(
            id: 6002, title: "Piranesi", author: "Susanna Clarke", pages: 272, shelfID: 1,
            addedOn: .sample(days: -1)),
    ]
}
