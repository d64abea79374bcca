import Catalog
import Formatting
import RehearsalUI

/// The catalog's books, loaded on appear.
public struct BookList: View {
    @State private var library = Library()

    public init() {}

    public var body: some View {
        List {
            ForEach(library.books, id: \.title) { book in
                Text("\(book.title), \(pages(book.pages))")
            }
        }
        .onAppear { library.load() }
    }
}

#Preview("Books") {
    BookList()
}
