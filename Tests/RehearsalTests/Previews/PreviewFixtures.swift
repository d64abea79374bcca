import Rehearsal
import RehearsalUI

// Previews, stubs and actions that the catalog tests discover with no list. Line numbers matter: the
// tests compare the whole listing, locations included. Add new fixtures at the end of the file.

#Preview {
    Text("First unnamed")
}

#Preview("Loaded", traits: .modifier(PreviewFixtures.SampleLibrary())) {
    PreviewFixtures.Shelf()
}

#Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("Second unnamed")
}

#Preview("Toggle") {
    @Previewable @State var isOn = true
    @Previewable @State var taps = 0
    Text(isOn ? "On" : "Off")
    Text("Taps: \(taps)")
}

#Preview("Missing client") {
    PreviewFixtures.Shelf()
}

#Preview("Loaded") {
    Text("Same name, later line")
}

#Preview("Configured", traits: .modifier(PreviewFixtures.ConfiguredLibrary(books: ["Dune"]))) {
    PreviewFixtures.Shelf()
}

#Preview(
    "Labelled body",
    body: {
        Text("Body passed by label")
    })

#Preview("Signed in", traits: .modifier(PreviewFixtures.SampleLibrary()), .modifier(PreviewFixtures.SignedIn())) {
    PreviewFixtures.Shelf()
}

/// Views, stubs and actions for the preview catalog tests, in a namespace so a scope can select them.
enum PreviewFixtures {
    /// The books a shelf shows.
    @Observable final class Client {
        var books: [String]

        init(books: [String]) { self.books = books }
    }

    /// Who is signed in.
    @Observable final class Account {
        var name = "Ada"
    }

    /// Reads a client from the environment and shows its books.
    struct Shelf: View {
        @Environment(Client.self) private var client

        var body: some View {
            VStack {
                ForEach(client.books, id: \.self) { title in
                    Text(title)
                }
            }
        }
    }

    /// A stub with no stored properties: Rehearsal can make it by itself.
    struct SampleLibrary: PreviewModifier {
        func body(content: Content, context: Void) -> some View {
            content.environment(Client(books: ["Dune", "Emma"]))
        }
    }

    /// A stub whose client comes from an async shared context, made once per catalog.
    struct EmptyLibrary: PreviewModifier {
        static func makeSharedContext() async throws -> Client {
            Client(books: [])
        }

        func body(content: Content, context: Client) -> some View {
            content.environment(context)
        }
    }

    /// A stub with a stored property, available because a preview attaches one.
    struct ConfiguredLibrary: PreviewModifier {
        var books: [String]

        func body(content: Content, context: Void) -> some View {
            content.environment(Client(books: books))
        }
    }

    /// A stub with a stored property that no preview attaches: listed, but unavailable.
    struct UnusedConfigured: PreviewModifier {
        var flag: Bool

        func body(content: Content, context: Void) -> some View {
            content
        }
    }

    /// A stub that injects another object, which swapping a library stub must keep.
    struct SignedIn: PreviewModifier {
        func body(content: Content, context: Void) -> some View {
            content.environment(Account())
        }
    }

    /// A stub whose context waits on a sleep, which nothing runs outside a session.
    struct SlowLibrary: PreviewModifier {
        static func makeSharedContext() async throws -> Client {
            try await Task.sleep(for: .seconds(1))
            return Client(books: ["Late"])
        }

        func body(content: Content, context: Client) -> some View {
            content.environment(context)
        }
    }

    /// The form that predates `#Preview`: each view of the group is one preview.
    struct Shelf_Previews: PreviewProvider {
        static var previews: some View {
            Text("Provider one")
            Text("Provider two")
        }
    }

    /// Store actions for the fixture previews.
    struct Actions: PreviewActions {
        static var actions: [PreviewAction] {
            [
                PreviewAction("add book", for: "PreviewFixtures/Loaded", store: Client.self) { client in
                    client.books.append("Middlemarch")
                },
                PreviewAction("clear", for: "PreviewFixtures", store: Client.self) { client in
                    client.books.removeAll()
                },
                PreviewAction("ghost", for: "Nowhere/Preview 1") { _ in },
            ]
        }
    }
}
