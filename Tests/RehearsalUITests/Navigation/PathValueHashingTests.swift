import Testing

@testable import RehearsalUI

/// A stack's screens are keyed by position and type, so a path value is never hashed to show it.
@MainActor @Suite struct PathValueHashingTests {
    /// A route as a real app wrote it: its `hash(into:)` recurses forever if anything hashes it.
    enum Route: Hashable {
        case meeting(String)

        func hash(into hasher: inout Hasher) { hasher.combine(self) }
    }

    struct Meetings: View {
        @State private var path: [Route] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Standup") { path.append(.meeting("Standup")) }
                    Button("Retro") { path = [.meeting("Retro")] }
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .meeting(let name): Text("Meeting \(name)")
                    }
                }
            }
        }
    }

    @Test("Pushing and replacing a route whose hash(into:) recurses shows its screen instead of crashing")
    func routeIsNotHashed() {
        let mounted = MountedView(Meetings())
        mounted.tap("button", "Standup")
        #expect(
            mounted.tree == """
                Meetings  @State path=[.meeting("Standup")]
                  NavigationStack path=[.meeting("Standup")]
                    VStack  .navigationDestination(for: Route.self)
                      Button "Standup"
                      Button "Retro"
                    Text "Meeting Standup"  .navigationDestination(.meeting("Standup"))
                """)
        mounted.tap("button", "Retro")
        #expect(
            mounted.tree == """
                Meetings  @State path=[.meeting("Retro")]
                  NavigationStack path=[.meeting("Retro")]
                    VStack  .navigationDestination(for: Route.self)
                      Button "Standup"
                      Button "Retro"
                    Text "Meeting Retro"  .navigationDestination(.meeting("Retro"))
                """)
    }
}
