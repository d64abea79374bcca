import RehearsalUI
import Screens

@main
struct ShelfApp: App {
    @State private var reading = Reading()

    var body: some Scene {
        WindowGroup("Shelf") {
            ReadingLog(reading: reading)
        }
        .commands {
            CommandMenu("Reading") {
                Button("Finish Dune") { reading.finished.append("Dune") }
                    .keyboardShortcut("d", modifiers: [.command, .shift])
                    .disabled(reading.finished.contains("Dune"))
                Divider()
                Picker("Order", selection: Binding(get: { reading.order }, set: { reading.order = $0 })) {
                    Text("Finished first").tag("finished")
                    Text("By title").tag("title")
                }
            }
            CommandGroup(replacing: .newItem) {}
        }
    }
}

/// What the reader finished, changed from the app's menu commands.
@Observable final class Reading {
    var finished: [String] = []
    var order = "finished"
}

/// The app's window: the books finished, in the order the Reading menu picks.
struct ReadingLog: View {
    var reading: Reading

    var body: some View {
        VStack {
            Text("Finished: \(reading.finished.count), \(reading.order)")
            ForEach(reading.order == "title" ? reading.finished.sorted() : reading.finished, id: \.self) { title in
                Text(title)
            }
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
