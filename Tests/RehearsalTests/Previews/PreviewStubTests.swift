import Rehearsal
import RehearsalUI
import Testing

@MainActor @Suite struct PreviewStubTests {
    @Test("Lists every PreviewModifier as a stub by type name, available when Rehearsal has an instance")
    func listing() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let listing = catalog.stubs.map { $0.name + ($0.isAvailable ? "" : "  (unavailable)") }
        #expect(
            listing == [
                "ConfiguredLibrary", "EmptyLibrary", "SampleLibrary", "SignedIn", "SlowLibrary",
                "UnusedConfigured  (unavailable)",
            ])
        #expect(
            try catalog.stub(named: "UnusedConfigured").unavailableReason == """
                UnusedConfigured has stored properties and no preview attaches one with .modifier(UnusedConfigured(...)), \
                so Rehearsal cannot make an instance. To fix, attach it to a preview's traits or give it defaults in a \
                type without stored properties.
                """)
    }

    @Test("A preview's own .modifier trait applies its stub; a configured instance keeps its properties")
    func ownStubs() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            try renderedTree("PreviewFixtures/Loaded", in: catalog) == """
                Shelf  @Environment Client  .environment(Client)
                  VStack
                    Text "Dune"
                    Text "Emma"
                """)
        #expect(
            try renderedTree("PreviewFixtures/Configured", in: catalog) == """
                Shelf  @Environment Client  .environment(Client)
                  VStack
                    Text "Dune"
                """)
    }

    @Test("Any stub applies to any preview, with its shared context made once per catalog")
    func applyStub() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let empty = try catalog.stub(named: "EmptyLibrary")
        #expect(
            try renderedTree("PreviewFixtures/Missing client", in: catalog, stubs: [empty]) == """
                Shelf  @Environment Client  .environment(Client)
                  VStack
                """)
        let first = try catalog.sharedContext(for: empty) as AnyObject
        let second = try catalog.sharedContext(for: empty) as AnyObject
        #expect(ObjectIdentifier(first) == ObjectIdentifier(second))
    }

    @Test("Swapping a stub replaces the one that injects the same object and keeps the others")
    func swapStub() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Signed in")
        let swapped = try catalog.swapping(
            in: catalog.defaultStubs(for: entry), to: catalog.stub(named: "EmptyLibrary"))
        #expect(swapped.map(\.name) == ["EmptyLibrary", "SignedIn"])
        #expect(
            try renderedTree(entry.name, in: catalog, stubs: swapped) == """
                Shelf  @Environment Client  .environment(Client) .environment(Account)
                  VStack
                """)
        let added = try catalog.swapping(in: [], to: catalog.stub(named: "SignedIn"))
        #expect(added.map(\.name) == ["SignedIn"])
    }

    @Test("Swapping a stub in a live graph keeps the state of the previewed views")
    func swapKeepsState() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Toggle")
        let sample = try catalog.stub(named: "SampleLibrary")
        let graph = ViewGraph()
        graph.mount(try catalog.makeContent(for: entry, stubs: [sample]))
        var node = graph.root
        while let current = node, current.typeName != "PreviewBody" { node = current.children.first }
        let box = try #require(node?.propertyStorage.first as? StateBox<Bool>)
        box.value = false
        graph.flush()
        let swapped = try catalog.swapping(in: [sample], to: catalog.stub(named: "EmptyLibrary"))
        graph.update(root: try catalog.makeContent(for: entry, stubs: swapped), cause: "env EmptyLibrary")
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                PreviewBody  @State isOn=false taps=0  .environment(Client)
                  Text "Off"
                  Text "Taps: 0"
                """)
    }

    @Test("A probe finds what a stub injects")
    func providedNames() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(try catalog.providedNames(by: catalog.stub(named: "SignedIn")) == ["Account"])
        #expect(
            catalog.stubs(providing: "Client").map(\.name) == ["ConfiguredLibrary", "EmptyLibrary", "SampleLibrary"])
    }

    @Test("A missing environment object names the view, the type and the stubs that would provide it")
    func missingObject() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Missing client")
        let graph = ViewGraph()
        graph.mount(try catalog.makeContent(for: entry))
        #expect(TreeRenderer.render(SnapshotBuilder.build(graph)) == "Shelf ⚠ missing @Environment(Client.self)")
        #expect(
            catalog.missingObjectErrors(in: graph, entry: entry) == [
                PreviewError(
                    code: .missingEnvironmentObject,
                    message: """
                        error: Shelf reads @Environment(Client.self) (property client), but nothing in preview \
                        "PreviewFixtures/Missing client" provides a Client. Stub environments that provide one: \
                        ConfiguredLibrary, EmptyLibrary, SampleLibrary. To fix, apply one (`env ConfiguredLibrary`), \
                        attach it with .modifier(...) in the preview's traits, or add .environment(Client(...)) to the \
                        preview.
                        """,
                    fileID: "RehearsalTests/PreviewFixtures.swift", line: 26)
            ])
    }

    @Test("A missing object that no stub provides says how to write one")
    func missingObjectWithoutStub() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let entry = try catalog.entry(named: "PreviewFixtures/Missing client")
        let error = catalog.missingObjectError(view: "Profile", type: "Account2", property: "account", entry: entry)
        #expect(
            error.message == """
                error: Profile reads @Environment(Account2.self) (property account), but nothing in preview \
                "PreviewFixtures/Missing client" provides a Account2. No stub environment provides one. To fix, add \
                .environment(Account2(...)) to the preview, or write a PreviewModifier that injects one and attach it \
                with .modifier(...).
                """)
    }

    @Test("A shared context that suspends with no scheduler fails with a clear error instead of blocking")
    func suspendingContext() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            throws: PreviewError(
                code: .sharedContextSuspended,
                message: """
                    error: SlowLibrary.makeSharedContext() suspended (it awaits a sleep, another actor or a task), and no \
                    scheduler is running to finish it. To fix, build the context without waiting, or open the preview in a \
                    session, which runs pending work in virtual time.
                    """)
        ) {
            try catalog.makeContent(
                for: catalog.entry(named: "PreviewFixtures/Preview 1"), stubs: [catalog.stub(named: "SlowLibrary")])
        }
    }

    @Test("An unavailable stub cannot be applied")
    func unavailableStub() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let stub = try catalog.stub(named: "UnusedConfigured")
        #expect(throws: PreviewError(code: .stubUnavailable, message: "error: " + stub.unavailableReason!)) {
            try catalog.makeContent(for: catalog.entry(named: "PreviewFixtures/Preview 1"), stubs: [stub])
        }
    }
}
