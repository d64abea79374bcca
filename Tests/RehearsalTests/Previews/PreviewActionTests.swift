import Rehearsal
import RehearsalUI
import Testing

@MainActor @Suite struct PreviewActionTests {
    @Test("Discovers actions with no list and offers each for the previews it names or their file")
    func offeredActions() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let offered = try ["PreviewFixtures/Loaded", "PreviewFixtures/Toggle", "AnotherFixtureScreen/Only"].map {
            catalog.actions(for: try catalog.entry(named: $0)).map(\.name)
        }
        #expect(offered == [["add book", "clear"], ["clear"], []])
    }

    @Test("An action runs against the store the live preview holds, and the graph shows the change")
    func performAction() async throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Loaded")
        let graph = ViewGraph()
        graph.mount(try catalog.makeContent(for: entry))
        try await catalog.action(named: "add book", for: entry).perform(
            in: PreviewActionContext(graph: graph, previewName: entry.name))
        graph.flush()
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                Shelf  @Environment Client  .environment(Client)
                  VStack
                    Text "Dune"
                    Text "Emma"
                    Text "Middlemarch"
                """)
    }

    @Test("An action whose store the preview does not hold fails with the fix")
    func missingStore() async throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Toggle")
        let graph = ViewGraph()
        graph.mount(try catalog.makeContent(for: entry))
        let context = PreviewActionContext(graph: graph, previewName: entry.name)
        await #expect(
            throws: PreviewError(
                code: .actionTargetNotFound,
                message: """
                    error: the action needs a Client, but preview "PreviewFixtures/Toggle" holds none in its views' \
                    environment or @State. To fix, inject one with .environment(Client(...)) or keep it in the @State of \
                    a view of the preview.
                    """)
        ) {
            try await catalog.action(named: "clear", for: entry).perform(in: context)
        }
    }

    @Test("An action a preview lacks fails with the ones it has")
    func unknownAction() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            throws: PreviewError(
                code: .actionNotFound,
                message: """
                    error: preview "PreviewFixtures/Loaded" has no action "add"; expected one of "add book", "clear". \
                    Did you mean "add book"?
                    """)
        ) {
            try catalog.action(named: "add", for: catalog.entry(named: "PreviewFixtures/Loaded"))
        }
    }
}
