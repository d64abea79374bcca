import RehearsalUI
import SamplePreviews
import Testing
import VirtualTime

@testable import Rehearsal

@MainActor @Suite struct GraphTreeTextPreviewTests {
    @Test("Every sample preview's tree, written from the graph, is the text of its snapshot, opened and 2 s on")
    func everyPreview() throws {
        try withVirtualTime { scheduler in
            let catalog = PreviewCatalog.discover(in: .modules("SamplePreviews"))
            let session = Session(catalog: catalog, scheduler: scheduler)
            defer { session.teardown() }
            // The long lists' own tests cover them (mounted in a debug build they would take most of the suite's time),
            // and the screens that trap or hang are opened only in a worker process, which survives them.
            let names = catalog.entries.map(\.name).filter {
                !$0.hasSuffix("0000 rows") && !$0.hasPrefix("UnrenderableScreen/")
            }
            #expect(names.count > 100)
            var compared = 0
            for name in names {
                for line in ["open \"\(name)\"", "advance 2s"] {
                    _ = session.execute(try #require(try CommandParser.parse(line)))
                    guard let graph = session.graph else { continue }
                    #expect(
                        TreeRenderer.render(graph) == TreeRenderer.render(SnapshotBuilder.build(graph)),
                        "\(name): \(line)")
                    compared += 1
                }
            }
            #expect(compared > 200)
        }
    }
}
