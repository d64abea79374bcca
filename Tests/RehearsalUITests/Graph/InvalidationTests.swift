import Testing

@testable import RehearsalUI

@MainActor @Suite struct InvalidationTests {
    @Observable final class Library {
        var title = "Shelf"
        var count = 0
    }

    struct TitleView: View {
        let library: Library
        var body: some View { Text(library.title) }
    }

    struct CountView: View {
        let library: Library
        var body: some View { Text("\(library.count) books") }
    }

    struct Badge: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct Screen: View {
        let library: Library
        @State private var taps = 0
        var body: some View {
            VStack {
                TitleView(library: library)
                CountView(library: library)
                Badge(label: "New")
                Button("Tapped \(taps)") { taps += 1 }
            }
        }
    }

    @Test("A change re-evaluates only the views that read it") func onlyReaders() {
        let library = Library()
        let mounted = MountedView(Screen(library: library))
        #expect(mounted.evaluations { library.count = 4 } == ["CountView"])
        #expect(mounted.evaluations { library.title = "Fiction" } == ["TitleView"])
        #expect(
            mounted.tree == """
                Screen  @State taps=0
                  VStack
                    TitleView
                      Text "Fiction"
                    CountView
                      Text "4 books"
                    Badge
                      Text "New"
                    Button "Tapped 0"
                """)
    }

    @Test("When a parent re-evaluates, children whose inputs are equal are skipped") func equalInputsSkip() {
        let library = Library()
        let mounted = MountedView(Screen(library: library))
        // The parent reads `taps`; its children get equal inputs (the same object, the same string).
        #expect(mounted.evaluations { mounted.element("button", "Tapped 0")?.actions.tap?() } == ["Screen"])
    }

    @Test("A child whose input changed is re-evaluated with its parent") func changedInputReevaluates() {
        struct Host: View {
            @State private var label = "New"
            var body: some View {
                VStack {
                    Badge(label: label)
                    Button("Change") { label = "Sale" }
                }
            }
        }
        let mounted = MountedView(Host())
        #expect(mounted.evaluations { mounted.element("button", "Change")?.actions.tap?() } == ["Host", "Badge"])
    }
}
