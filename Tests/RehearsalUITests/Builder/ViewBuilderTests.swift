import Testing

@testable import RehearsalUI

@MainActor @Suite struct ViewBuilderTests {
    enum Phase {
        case loading
        case loaded([String])
        case failed(String)
    }

    struct PhaseView: View {
        let phase: Phase
        let showsFooter: Bool
        var body: some View {
            VStack {
                switch phase {
                case .loading:
                    ProgressView()
                case .loaded(let names):
                    let count = names.count
                    Text("\(count) names")
                    ForEach(names, id: \.self) { Text($0) }
                case .failed(let message):
                    Text(message)
                }
                if showsFooter {
                    Text("Footer")
                }
                if #available(iOS 26.0, *) {
                    Text("New layout")
                } else {
                    Text("Old layout")
                }
            }
        }
    }

    @Test("switch, if, local declarations and if #available all build; on Linux #available(iOS 26, *) holds")
    func controlFlow() {
        #expect(
            MountedView(PhaseView(phase: .loaded(["Ann", "Bob"]), showsFooter: true)).tree == """
                PhaseView
                  VStack
                    Text "2 names"
                    Text "Ann"
                    Text "Bob"
                    Text "Footer"
                    Text "New layout"
                """)
        #expect(
            MountedView(PhaseView(phase: .failed("Offline"), showsFooter: false)).tree == """
                PhaseView
                  VStack
                    Text "Offline"
                    Text "New layout"
                """)
    }

    @Test("An empty body builds EmptyView and shows nothing") func emptyBody() {
        struct Placeholder: View {
            var body: some View {
                // Nothing yet.
            }
        }
        #expect(
            MountedView(VStack { Placeholder() }).tree == """
                VStack
                  Placeholder
                """)
    }
}
