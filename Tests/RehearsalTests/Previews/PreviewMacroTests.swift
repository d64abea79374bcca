import Rehearsal
import RehearsalUI
import Testing

@MainActor @Suite struct PreviewMacroTests {
    @Test("@Previewable variables become @State of a generated view whose body is the rest of the closure")
    func previewableState() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            try renderedTree("PreviewFixtures/Toggle", in: catalog) == """
                PreviewBody  @State isOn=true taps=0
                  Text "On"
                  Text "Taps: 0"
                """)
    }

    @Test("@Previewable state lives in the graph: a change re-evaluates the preview, a new mount starts over")
    func previewableStateIsGraphState() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Toggle")
        let graph = ViewGraph()
        graph.mount(try catalog.makeContent(for: entry))
        let box = try #require(graph.root?.propertyStorage.first as? StateBox<Bool>)
        box.value = false
        graph.flush()
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                PreviewBody  @State isOn=false taps=0
                  Text "Off"
                  Text "Taps: 0"
                """)
        graph.mount(try catalog.makeContent(for: entry))
        #expect(TreeRenderer.render(SnapshotBuilder.build(graph)).hasPrefix("PreviewBody  @State isOn=true"))
    }

    @Test("A body passed with its label builds the same way as a trailing closure")
    func labelledBody() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(try renderedTree("PreviewFixtures/Labelled body", in: catalog) == #"Text "Body passed by label""#)
    }

    @Test("Traits keep the order written, the first one from traits: and the rest from the additional list")
    func traitOrder() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Signed in")
        #expect(entry.traitDescriptions == [".modifier(SampleLibrary)", ".modifier(SignedIn)"])
        #expect(catalog.defaultStubs(for: entry).map(\.name) == ["SampleLibrary", "SignedIn"])
    }
}
