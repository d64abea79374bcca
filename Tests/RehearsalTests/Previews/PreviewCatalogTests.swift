import Rehearsal
import RehearsalUI
import Testing

@MainActor @Suite struct PreviewCatalogTests {
    @Test("Discovers every fixture preview with no list, named and ordered by file then line")
    func listing() {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let listing = catalog.entries.map { entry in
            ([entry.name, entry.location] + entry.traitDescriptions).joined(separator: "  ")
        }
        #expect(
            listing.joined(separator: "\n") == """
                AnotherFixtureScreen/Only  RehearsalTests/AnotherFixtureScreen.swift:5
                PreviewFixtures/Preview 1  RehearsalTests/PreviewFixtures.swift:7
                PreviewFixtures/Loaded  RehearsalTests/PreviewFixtures.swift:11  .modifier(SampleLibrary)
                PreviewFixtures/Preview 2  RehearsalTests/PreviewFixtures.swift:15  .sizeThatFitsLayout  .landscapeLeft
                PreviewFixtures/Toggle  RehearsalTests/PreviewFixtures.swift:19
                PreviewFixtures/Missing client  RehearsalTests/PreviewFixtures.swift:26
                PreviewFixtures/Loaded (2)  RehearsalTests/PreviewFixtures.swift:30
                PreviewFixtures/Configured  RehearsalTests/PreviewFixtures.swift:34  .modifier(ConfiguredLibrary)
                PreviewFixtures/Labelled body  RehearsalTests/PreviewFixtures.swift:38
                PreviewFixtures/Signed in  RehearsalTests/PreviewFixtures.swift:44  .modifier(SampleLibrary)  .modifier(SignedIn)
                Shelf_Previews/Preview 1  Shelf_Previews
                Shelf_Previews/Preview 2  Shelf_Previews
                """)
    }

    @Test("Keeps each preview's display name and the location of the #Preview, not of its expansion")
    func displayNamesAndLocations() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let unnamed = try catalog.entry(named: "PreviewFixtures/Preview 2")
        let named = try catalog.entry(named: "PreviewFixtures/Loaded (2)")
        #expect(unnamed.preview.displayName == nil)
        #expect(named.preview.displayName == "Loaded")
        #expect(
            [unnamed.fileID, named.fileID] == [
                "RehearsalTests/PreviewFixtures.swift", "RehearsalTests/PreviewFixtures.swift",
            ])
        #expect([unnamed.line, named.line] == [15, 30])
    }

    @Test("Lists each view of a PreviewProvider's group as its own preview")
    func previewProvider() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let trees = try ["Shelf_Previews/Preview 1", "Shelf_Previews/Preview 2"].map {
            try renderedTree($0, in: catalog)
        }
        #expect(trees == [#"Text "Provider one""#, #"Text "Provider two""#])
    }

    @Test("A scope of modules keeps previews by file ID and types by qualified name")
    func moduleScope() {
        let catalog = PreviewCatalog.discover(in: .modules("RehearsalTests"))
        let names = Set(catalog.entries.map(\.name))
        #expect(
            names.isSuperset(of: ["PreviewFixtures/Toggle", "AnotherFixtureScreen/Only", "Shelf_Previews/Preview 1"]))
        #expect(PreviewCatalog.discover(in: .modules("NoSuchModule")).entries.isEmpty)
    }

    @Test("An unknown preview name fails with the expected form and the nearest names")
    func previewNotFound() {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            throws: PreviewError(
                code: .previewNotFound,
                message: """
                    error: no preview named "PreviewFixtures/Loadd"; expected a name listed by `previews`. \
                    Did you mean "PreviewFixtures/Loaded"?
                    """)
        ) {
            try catalog.entry(named: "PreviewFixtures/Loadd")
        }
    }

    @Test("Reports an action that names no preview")
    func issues() {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        #expect(
            catalog.issues == [
                """
                warning: action "ghost" is for previews "Nowhere/Preview 1", but no preview has that name or file stem. \
                To fix, use a name from `previews`, such as AnotherFixtureScreen/Only.
                """
            ])
    }
}
