// Seed 002_d5709f3c5c236462.txt, lines 57–60, copied verbatim. The snippet has no import of its own.
import RehearsalUI

enum LibraryRoute: Hashable {
    case shelf(Shelf.ID)
    case book(Book.ID)
}
