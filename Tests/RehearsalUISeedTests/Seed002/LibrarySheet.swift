// Seed 002_d5709f3c5c236462.txt, lines 74–83, copied verbatim. The snippet has no import of its own.
import RehearsalUI

enum LibrarySheet: Identifiable {
    case addBook
    case editShelf(Shelf.ID)
    var id: String {
        switch self {
        case .addBook: "addBook"
        case .editShelf(let id): "editShelf-\(id)"
        }
    }
}
