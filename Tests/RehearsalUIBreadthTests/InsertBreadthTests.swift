import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// `onInsert(of:perform:)` in both forms (content types and type identifiers), chained with `onDelete`,
/// driven as a drop of text: the offset and plain-text providers reach the action; a list that takes only
/// images refuses text.
@MainActor @Suite struct InsertBreadthTests {
    struct Drops: View {
        @State private var words = ["one", "three"]
        @State private var photos = ["cat.png"]
        @State private var log = ""

        var body: some View {
            VStack {
                List {
                    ForEach(words, id: \.self) { Text($0) }
                        .onDelete { words.remove(atOffsets: $0) }
                        .onInsert(of: [UTType.text.identifier]) { offset, providers in
                            for provider in providers.reversed() {
                                provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) { item, _ in
                                    if let word = item as? String { words.insert(word, at: offset) }
                                }
                                let types = provider.registeredTypeIdentifiers.joined()
                                let json = provider.hasItemConformingToTypeIdentifier(UTType.json.identifier)
                                log += "\(offset):\(types) json=\(json) "
                            }
                        }
                }
                List {
                    ForEach(photos, id: \.self) { Text($0) }
                        .onInsert(of: [.png, UTType(exportedAs: "com.example.photo")]) { _, _ in log += "photo " }
                }
                Text("Log: \(log)")
            }
        }
    }

    @Test("Dropped text reaches onInsert at its offset; a list of images says which types it takes")
    func drops() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Drops())
            try mounted.interactor.insert(TargetQuery(label: "three"), texts: ["two"], at: 2)
            let refused = #expect(throws: InteractionError.self) {
                try mounted.interactor.insert(TargetQuery(label: "cat.png"), texts: ["dog"], at: 1)
            }
            #expect(
                refused?.message == """
                    expected the ForEach of staticText "cat.png" to accept text (insert drops plain text), but its .onInsert \
                    accepts [.png, UTType("com.example.photo")]. To fix, add .plainText (or .text) to the types its \
                    onInsert(of:) takes.
                    """)
            #expect(
                mounted.tree == """
                    Drops  @State words=["one", "two", "three"] photos=["cat.png"] log="1:public.plain-text json=false "
                      VStack
                        List
                          Text "one"  .onDelete .onInsert(of: [.text])
                          Text "two"  .onDelete .onInsert(of: [.text])
                          Text "three"  .onDelete .onInsert(of: [.text])
                        List
                          Text "cat.png"  .onInsert(of: [.png, UTType("com.example.photo")])
                        Text "Log: 1:public.plain-text json=false "
                    """)
        }
    }

    @Test("An item provider loads its text as data and as an object, and reports what it lacks")
    func providers() {
        let provider = NSItemProvider(object: "hello")
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.text.identifier) { loaded, _ in data = loaded }
        var text: String?
        provider.loadObject(ofClass: String.self) { loaded, _ in text = loaded }
        var failure = ""
        provider.loadItem(forTypeIdentifier: UTType.png.identifier) { _, error in
            failure = error.map { "\($0.localizedDescription)" } ?? "none"
        }
        #expect(data == Data("hello".utf8) && text == "hello" && provider.canLoadObject(ofClass: String.self))
        #expect(failure == "no item of public.png; the provider has public.plain-text")
    }
}
