// Seed 002_d5709f3c5c236462.txt, lines 122–130, copied verbatim. The snippet has no import of its own.
import RehearsalUI

#Preview("Loaded") {
    NavigationStack { ShelfScreen(shelfID: 3) }
        .environment(LibraryClient.stub(books: Book.samples))
}

#Preview("Request fails") {
    NavigationStack { ShelfScreen(shelfID: 3) }
        .environment(LibraryClient.stub(failing: true))
}
