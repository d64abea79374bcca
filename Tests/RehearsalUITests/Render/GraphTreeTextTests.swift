import Testing

@testable import RehearsalUI

/// A custom view with state, around content of its own.
private struct Card: View {
    let title: String
    let content: AnyView
    @State private var taps = 0
    @State private var open = false

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}

/// A custom view whose body is a single modified text.
private struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)").bold().padding()
    }
}

/// Builds random screens of every kind of node the tree prints: custom views with and without state, elements,
/// structure (tuples, `ForEach`, conditionals, `Group`, `AnyView`), modifiers with attributes nested in each other,
/// and slots (overlays and backgrounds, empty or not, with content that is itself modified or structural).
@MainActor private struct RandomScreen {
    var random: SplitMix

    mutating func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }

    mutating func view(depth: Int) -> AnyView {
        let leaf = depth >= 4 || pick(3) == 0
        if leaf {
            switch pick(6) {
            case 0: return AnyView(Text("t\(pick(9))"))
            case 1: return AnyView(Image(systemName: "star"))
            case 2: return AnyView(Spacer())
            case 3: return AnyView(EmptyView())
            case 4: return AnyView(Badge(count: pick(5)))
            default: return AnyView(Text("bold").bold())
            }
        }
        switch pick(11) {
        case 0:
            let (first, second) = (view(depth: depth + 1), view(depth: depth + 1))
            return AnyView(
                VStack {
                    first
                    second
                })
        case 1:
            let rows = (0..<pick(4)).map { _ in view(depth: depth + 1) }
            return AnyView(HStack { ForEach(rows.indices, id: \.self) { rows[$0] } })
        case 2:
            let (first, second) = (view(depth: depth + 1), view(depth: depth + 1))
            return AnyView(
                Group {
                    first
                    second
                })
        case 3:
            let content = view(depth: depth + 1)
            return AnyView(content.padding().opacity(0.5))
        case 4:
            let (content, over) = (view(depth: depth + 1), view(depth: depth + 1))
            let shows = pick(2) == 0
            return AnyView(content.overlay { if shows { over } })
        case 5:
            let (content, back) = (view(depth: depth + 1), view(depth: depth + 1))
            return AnyView(content.background { back.padding() }.font(.title))
        case 6:
            let (content, over) = (view(depth: depth + 1), view(depth: depth + 1))
            return AnyView(content.overlay { over }.overlay { Text("second") }.padding())
        case 7:
            let content = view(depth: depth + 1)
            return AnyView(Card(title: "c\(pick(9))", content: content).padding())
        case 8:
            let (first, second) = (view(depth: depth + 1), view(depth: depth + 1))
            let branch = pick(2) == 0
            return AnyView(
                VStack {
                    if branch { first } else { second }
                })
        case 9:
            let content = view(depth: depth + 1)
            return AnyView(Group { content }.bold().italic())
        default:
            let (first, second) = (view(depth: depth + 1), view(depth: depth + 1))
            return AnyView(
                Group {
                    first
                    second
                }.overlay { EmptyView() }.padding())
        }
    }
}

@MainActor @Suite struct GraphTreeTextTests {
    @Test(
        "A graph's text, written as it is walked, is the text of its snapshot, on random screens",
        arguments: Array(UInt64(1)...UInt64(300)))
    func equalsSnapshotText(seed: UInt64) {
        var screen = RandomScreen(random: SplitMix(seed: seed))
        let graph = ViewGraph()
        graph.mount(screen.view(depth: 0))
        let expected = TreeRenderer.render(SnapshotBuilder.build(graph))
        #expect(TreeRenderer.render(graph) == expected, "seed \(seed)")
    }

    @Test("Modifiers' attributes, innermost first, and slots after the first line, as the snapshot places them")
    func wrappersAndSlots() {
        let graph = ViewGraph()
        graph.mount(
            VStack {
                Text("a").bold().padding().opacity(0.5)
                Group {
                    Text("b")
                    Text("c")
                }
                .padding()
                .overlay { Text("over") }
                EmptyView().overlay { Text("alone") }.padding()
                Badge(count: 2)
            })
        let text = TreeRenderer.render(graph)
        #expect(text == TreeRenderer.render(SnapshotBuilder.build(graph)))
        #expect(
            text == """
                VStack
                  Text "a"  .bold .padding .opacity(0.5)
                  Text "b"  .padding
                    .overlay
                      Text "over"
                  Text "c"  .padding
                  .overlay  .padding
                    Text "alone"
                  Badge
                    Text "2"  .bold .padding
                """)
    }

    @Test("An empty graph prints nothing")
    func empty() {
        let graph = ViewGraph()
        #expect(TreeRenderer.render(graph) == "")
        graph.mount(EmptyView())
        #expect(TreeRenderer.render(graph) == TreeRenderer.render(SnapshotBuilder.build(graph)))
    }
}
