import RehearsalUI
import Screens

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

/// The app's first screen: a title over the book list.
struct RootView: View {
    @State private var showsBooks = false

    var body: some View {
        VStack {
            Text("Shelf")
            if showsBooks {
                BookList()
            } else {
                Button("Show books") { showsBooks = true }
            }
        }
    }
}

#Preview("Root") {
    RootView()
}
