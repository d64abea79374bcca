/// The sheet the library tab presents, if any: one optional enum, so two sheets can never be up at once.
enum LibrarySheet: Identifiable, Hashable {
    case addBook
    case editShelf(Shelf.ID)

    var id: String {
        switch self {
        case .addBook: "addBook"
        case .editShelf(let id): "editShelf-\(id)"
        }
    }
}
