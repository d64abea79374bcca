import RehearsalUI
import Testing
import VirtualTime

/// Geometry, timelines, canvases and remote images, mounted without a session.
@MainActor @Suite struct DrawingBreadthTests {
    struct Screen: View {
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Text(
                        "\(Int(proxy.size.width)) \(Int(proxy.frame(in: .local).minY)) \(Int(proxy.safeAreaInsets.top))"
                    )
                }
                .coordinateSpace(.named("card"))
                ScrollViewReader { proxy in
                    Button("Top") { proxy.scrollTo("top", anchor: .top) }
                }
                TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { context in
                    Text(context.cadence == .seconds ? "seconds" : "other")
                }
                TimelineView(.animation(minimumInterval: 0.5, paused: true)) { _ in Text("Frame") }
                Canvas { context, _ in
                    context.draw(Text("Hi"), at: .zero)
                    context.fill(Path(), with: .style(Color.red))
                }
                AsyncImage(url: nil, scale: 2)
            }
        }
    }

    @Test("A GeometryReader reads the device; scrollTo is recorded; timelines, canvases and images print")
    func drawing() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Screen())
            try mounted.interactor.tap(TargetQuery(label: "Top"))
            #expect(
                mounted.tree == """
                    Screen
                      VStack
                        GeometryReader 393×759  .coordinateSpace(.named("card"))
                          Text "393 0 59"
                        ScrollViewReader scrolledTo="top" anchor=.top
                          Button "Top"
                        TimelineView .explicit(1 dates) date=1970-01-01T00:00:00Z
                          Text "seconds"
                        TimelineView .animation(minimumInterval: 0.5, paused: true) date=2026-01-01T09:00:00Z
                          Text "Frame"
                        Canvas draw×1 fill×1
                        AsyncImage url: nil scale: 2 phase=.empty
                          Color .gray.opacity(0.25)
                    """)
        }
    }
}
