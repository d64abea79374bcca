import Rehearsal
import RehearsalUI

/// The fixture previews of this target, and nothing else linked into the test binary.
let fixtureScope = PreviewScope { origin in
    switch origin {
    case .file(let fileID):
        fileID == "RehearsalTests/PreviewFixtures.swift" || fileID == "RehearsalTests/AnotherFixtureScreen.swift"
    case .type(let name):
        name.hasPrefix("RehearsalTests.PreviewFixtures.")
    }
}

/// Mounts a preview with its stubs (by default, its own) and prints its view tree.
@MainActor
func renderedTree(
    _ name: String, in catalog: PreviewCatalog, stubs: [PreviewStub]? = nil,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> String {
    let graph = ViewGraph(environment: environment)
    graph.mount(try catalog.makeContent(for: catalog.entry(named: name), stubs: stubs))
    return TreeRenderer.render(SnapshotBuilder.build(graph))
}
