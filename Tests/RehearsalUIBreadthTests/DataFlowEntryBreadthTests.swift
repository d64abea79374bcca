import RehearsalUI
import Testing
import VirtualTime

/// One short use of `@Entry` and `@AccessibilityFocusState` in ordinary SwiftUI spelling: a missing form
/// fails the build. The test mounts it and reads the tree back.
extension EnvironmentValues {
    @Entry var entryBreadthTint: String = "blue"
    @Entry var entryBreadthLimit = 3
    @Entry var entryBreadthShelf: String?
}

private struct EntryBreadth: View {
    enum Field: Hashable { case name }

    @Environment(\.entryBreadthTint) private var tint
    @Environment(\.entryBreadthLimit) private var limit
    @Environment(\.entryBreadthShelf) private var shelf
    @AccessibilityFocusState private var isAnnounced: Bool
    @AccessibilityFocusState private var field: Field?

    var body: some View {
        Text("\(tint) \(limit) \(shelf ?? "none")")
            .accessibilityFocused($isAnnounced)
            .accessibilityFocused($field, equals: .name)
    }
}

@MainActor @Suite struct DataFlowEntryBreadthTests {
    @Test("@Entry and @AccessibilityFocusState compile and run") func entryAndFocus() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(EntryBreadth().environment(\.entryBreadthLimit, 5))
            graph.flush()
            #expect(
                TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                    EntryBreadth  @Environment tint="blue" limit=5 shelf=nil  @AccessibilityFocusState isAnnounced=false \
                    field=nil  .environment(\\.entryBreadthLimit, 5)
                      Text "blue 5 none"  .accessibilityFocused(false) .accessibilityFocused(false)
                    """)
        }
    }
}
