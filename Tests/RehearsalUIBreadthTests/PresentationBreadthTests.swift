import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of each presentation API of issue 11, in ordinary SwiftUI spelling: a missing overload
/// fails the build.
@MainActor @Suite struct PresentationBreadthTests {
    struct Item: Identifiable {
        let id: Int
    }

    struct Presenting: View {
        @State private var shows = false
        @State private var item: Item?
        var body: some View {
            VStack {
                Text("alert").alert(isPresented: $shows) {
                    Alert(title: Text("Title"), message: Text("Message"), dismissButton: .default(Text("OK")))
                }
                Text("alert2").alert(isPresented: $shows) {
                    Alert(
                        title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) {},
                        secondaryButton: .cancel())
                }
                Text("alert item").alert(item: $item) { item in Alert(title: Text("\(item.id)")) }
                Text("sheet").actionSheet(isPresented: $shows) {
                    ActionSheet(title: Text("Share"), message: nil, buttons: [.default(Text("Copy")), .cancel()])
                }
                Text("sheet item").actionSheet(item: $item) { _ in ActionSheet(title: Text("Item")) }
                Text("popover").popover(isPresented: $shows) { Text("Pop") }
                Text("popover item").popover(item: $item) { item in Text("\(item.id)") }
                Text("cover").fullScreenCover(isPresented: $shows) { Text("Cover") }
                Text("cover item").fullScreenCover(item: $item) { item in Text("\(item.id)") }
                Text("inspector").inspector(isPresented: $shows) { Text("Inspector") }
                Text("dialog").confirmationDialog("Title", isPresented: $shows) { Button("OK") {} }
                Text("dialog2").confirmationDialog("Title", isPresented: $shows, titleVisibility: .visible) {
                    Button("OK") {}
                } message: {
                    Text("Message")
                }
                Text("dialog3").confirmationDialog("Title", isPresented: $shows, presenting: item) { item in
                    Button("Delete \(item.id)", role: .destructive) {}
                }
                Text("sheet").sheet(isPresented: $shows) {
                    Text("Sheet")
                        .presentationDetents([.medium, .large])
                        .presentationDragIndicator(.visible)
                        .presentationBackground(.thinMaterial)
                        .presentationCornerRadius(12)
                        .presentationContentInteraction(.scrolls)
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                        .presentationCompactAdaptation(.fullScreenCover)
                        .interactiveDismissDisabled()
                }
            }
        }
    }

    @Test("Every presentation API compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Presenting())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
