import Rehearsal
import RehearsalUI

/// Store actions for Inkwell's previews, run with the shell's `do`: change the library behind a live screen.
///
/// Rehearsal-only: this file imports `Rehearsal`, so a build against SwiftUI leaves it out.
struct InkwellActions: PreviewActions {
    /// The files whose previews read a `LibraryClient`.
    private static let libraryScreens = [
        "RootView", "ShelfList", "ShelfScreen", "BookScreen", "SearchScreen", "AddBookSheet", "EditShelfSheet",
    ]

    static var actions: [PreviewAction] {
        libraryScreens.flatMap { screen in
            [
                PreviewAction("go offline", for: screen, store: LibraryClient.self) { client in
                    client.failure = .offline
                },
                PreviewAction("go online", for: screen, store: LibraryClient.self) { client in
                    client.failure = nil
                },
            ]
        } + [
            PreviewAction("add book", for: "ShelfList", store: LibraryClient.self) { client in
                try await client.addBook(title: "The Dispossessed", author: "Ursula K. Le Guin", pages: 387, shelfID: 3)
            },
            PreviewAction("rename shelf", for: "ShelfList", store: LibraryClient.self) { client in
                try await client.renameShelf(3, to: "Sci-Fi")
            },
            PreviewAction("open Dune", for: "RootView", store: AppNavigation.self) { navigation in
                navigation.open(URL(string: "inkwell://book/4821")!)
            },
        ]
    }
}
