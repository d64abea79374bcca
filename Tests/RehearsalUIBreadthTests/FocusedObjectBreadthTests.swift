import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each focused-object API, and of text inputs focused without `.focused(...)`, in ordinary
/// SwiftUI spelling.
@MainActor @Suite struct FocusedObjectBreadthTests {
    final class BreadthDocument: ObservableObject {
        @Published var title = "Untitled"
    }

    struct Publisher: View {
        @StateObject private var document = BreadthDocument()
        @State private var text = ""
        @State private var secret = ""
        @State private var notes = ""
        let missing: BreadthDocument? = nil

        var body: some View {
            VStack {
                TextField("Title", text: $text).focusedObject(document)
                SecureField("Secret", text: $secret).focusedObject(missing)
                TextEditor(text: $notes).focusedSceneObject(missing)
                Reader()
            }
            .focusedSceneObject(document)
        }
    }

    struct Reader: View {
        @FocusedObject var document: BreadthDocument?

        var body: some View {
            VStack {
                Text(document?.title ?? "none")
                if let title = $document?.title {
                    TextField("Rename", text: title)
                }
            }
        }
    }

    @Test("Every focused-object form compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Publisher())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
