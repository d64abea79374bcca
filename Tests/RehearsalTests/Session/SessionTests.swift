import SamplePreviews
import Testing
import VirtualTime

@testable import Rehearsal

/// Runs command lines against a fresh session on the sample previews and returns the transcript.
@MainActor func transcript(_ lines: [String]) -> String {
    withVirtualTime { scheduler in
        let session = Session(catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
        defer { session.teardown() }
        var output: [String] = []
        for line in lines {
            output.append("> " + line)
            do throws(CommandError) {
                guard let command = try CommandParser.parse(line) else { continue }
                let result = session.execute(command).rendered
                if !result.isEmpty { output.append(result) }
            } catch {
                output.append(error.description)
            }
        }
        return output.joined(separator: "\n")
    }
}

@MainActor @Suite(.serialized) struct SessionTests {
    @Test("A loading shelf shows progress until virtual time reaches the response") func loadingThenLoaded() {
        #expect(
            transcript(["open \"ShelfScreen/Loaded\"", "tasks", "advance 999ms", "advance 1ms", "tasks"]) == """
                > open "ShelfScreen/Loaded"
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""  .navigationDestination(for: LibraryRoute.self)
                    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                > tasks
                pending work at +0s:
                  task#2 sleeps until +1s (in 1s) [origin: ShelfScreen .task(id: 3)]
                > advance 999ms
                virtual time 999ms
                (no change to the view tree)
                > advance 1ms
                virtual time 1s
                @State phase of ShelfScreen: .loading → .loaded(3 items)
                @@ -1,3 +1,6 @@
                 NavigationStack  .environment(LibraryClient)
                -  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""  .navigationDestination(for: LibraryRoute.self)
                -    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                +  ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""  .navigationDestination(for: LibraryRoute.self)
                +    List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                +      NavigationLink "Dune" → LibraryRoute.book(4821)  .accessibilityIdentifier("book-4821")
                +      NavigationLink "The Left Hand of Darkness" → LibraryRoute.book(4822)  .accessibilityIdentifier("book-4822")
                +      NavigationLink "Hyperion" → LibraryRoute.book(4823)  .accessibilityIdentifier("book-4823")
                > tasks
                no pending tasks; virtual time 1s
                """)
    }

    @Test("Undo and goto replay the history; a new step after undo starts a branch") func timeTravel() {
        #expect(
            transcript([
                "set echo none", "open \"ShelfScreen/Loaded\"", "advance 1s", "search \"dune\"", "history", "undo",
                "history", "goto 3", "undo", "undo", "advance 500ms", "history",
            ]) == """
                > set echo none
                > open "ShelfScreen/Loaded"
                > advance 1s
                virtual time 1s
                > search "dune"
                > history
                  1  open "ShelfScreen/Loaded"
                  2  advance 1s
                * 3  search "dune"
                > undo
                at step 2 of 3: advance 1s
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""  .navigationDestination(for: LibraryRoute.self)
                    List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                      NavigationLink "Dune" → LibraryRoute.book(4821)  .accessibilityIdentifier("book-4821")
                      NavigationLink "The Left Hand of Darkness" → LibraryRoute.book(4822)  .accessibilityIdentifier("book-4822")
                      NavigationLink "Hyperion" → LibraryRoute.book(4823)  .accessibilityIdentifier("book-4823")
                > history
                  1  open "ShelfScreen/Loaded"
                * 2  advance 1s
                  3  search "dune"
                > goto 3
                at step 3 of 3: search "dune"
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query="dune"  .navigationDestination(for: LibraryRoute.self)
                    List  .navigationTitle("Shelf") .searchable(text: "dune") .task(id: 3) .refreshable
                      NavigationLink "Dune" → LibraryRoute.book(4821)  .accessibilityIdentifier("book-4821")
                > undo
                at step 2 of 3: advance 1s
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loaded(3 items) query=""  .navigationDestination(for: LibraryRoute.self)
                    List  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                      NavigationLink "Dune" → LibraryRoute.book(4821)  .accessibilityIdentifier("book-4821")
                      NavigationLink "The Left Hand of Darkness" → LibraryRoute.book(4822)  .accessibilityIdentifier("book-4822")
                      NavigationLink "Hyperion" → LibraryRoute.book(4823)  .accessibilityIdentifier("book-4823")
                > undo
                at step 1 of 3: open "ShelfScreen/Loaded"
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""  .navigationDestination(for: LibraryRoute.self)
                    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                > advance 500ms
                virtual time 500ms
                > history
                  1  open "ShelfScreen/Loaded"
                * 2  advance 500ms
                """)
    }

    @Test("Commands on nothing, unknown names and failing interactions say what to do") func errors() {
        #expect(
            transcript([
                "tree", "open \"ShelfScreen/Lodaed\"", "env Nope", "open \"ShelfScreen/Request fails\"",
                "advance 1s", "tap \"Try again\"", "history",
            ]) == """
                > tree
                error: `tree` expects an open preview, but no preview is open
                  open one first: `previews` lists them, `open NAME` loads one
                > open "ShelfScreen/Lodaed"
                error: no preview named "ShelfScreen/Lodaed"; expected a name listed by `previews`. Did you mean "ShelfScreen/Loaded"?
                  list them with `previews`
                > env Nope
                error: `env` expects an open preview, but no preview is open
                  open one first: `previews` lists them, `open NAME` loads one
                > open "ShelfScreen/Request fails"
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                > advance 1s
                virtual time 1s
                @State phase of ShelfScreen: .loading → .failed("The library is offline. Check your connection and try again.")
                @@ -1,3 +1,6 @@
                 NavigationStack  .environment(LibraryClient)
                -  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""
                -    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                +  ShelfScreen  @Environment LibraryClient  @State phase=.failed("The library is offline. Check your connection and try again.") query=""
                +    ContentUnavailableView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                +      Label "Couldn't load this shelf" systemImage: "wifi.exclamationmark"
                +      Text "The library is offline. Check your connection and try again."
                +      Button "Try Again"  .accessibilityIdentifier("tryAgainButton")
                > tap "Try again"
                error: expected an element matching "Try again" on screen to tap, but there is none.
                Did you mean: button "Try Again" #tryAgainButton, staticText "The library is offline. Check your connection and try again."?
                To fix, use a target from `ax` (labels match exactly, case included).
                > history
                  1  open "ShelfScreen/Request fails"
                * 2  advance 1s
                """)
    }
}
