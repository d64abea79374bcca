import Foundation
import Testing

@testable import Rehearsal

@MainActor @Suite(.serialized) struct ScenarioRunnerTests {
    static let passing = """
        # rehearsal-scenario 1
        open "ShelfScreen/Request fails"
        advance 1s
        expect ax contains button "Try Again" #tryAgainButton
        back
        expect error "\(Self.noBackButton)"
        expect path == NavigationStack(Shelf) path=[]

        """

    static let noBackButton =
        "expected a back button on the screen on top, but it has none: it is the root of its navigation stack, is "
        + "not in one, or hides its back button (.navigationBarBackButtonHidden). To fix, push a screen first (tap a "
        + "link), or leave the screen with one of its own buttons."

    @Test("A broken block stops the script there with a unified diff of expected and actual, file and line")
    func brokenBlock() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeScript(
            """
            open "ShelfScreen/Request fails"
            advance 1s
            expect ax
              navigationBar "Shelf"
                searchField "Search"
              header "Couldn't load this shelf"
              button "Try Again" #tryAgainButton
            end
            tap #tryAgainButton
            expect tree
            end

            """, named: "broken.scenario", in: directory)
        let result = withScenarioRunner { runner, _ in runner.run(file: path) }
        #expect(result.status == .failed)
        #expect(result.commands == 2)
        #expect(
            result.failure?.description == """
                \(path):3: expect ax: the output differs from the expected block
                --- expected
                +++ actual
                @@ -2,3 +2,4 @@
                   searchField "Search"
                 header "Couldn't load this shelf"
                +staticText "The library is offline. Check your connection and try again."
                 button "Try Again" #tryAgainButton
                """)
    }

    @Test("expect error: exact message; a command that fails without one, or succeeds with one, fails the script")
    func errors() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let unexpected = try writeScript("tap #nothing\n", named: "a.scenario", in: directory)
        let succeeded = try writeScript(
            "open \"ShelfScreen/Loaded\"\nexpect error \"boom\"\n", named: "b.scenario", in: directory)
        let other = try writeScript("back\nexpect error \"no preview\"\n", named: "c.scenario", in: directory)
        let results = withScenarioRunner { runner, _ in [unexpected, succeeded, other].map { runner.run(file: $0) } }
        #expect(
            results.map { $0.failure?.description ?? "passed" } == [
                """
                \(unexpected):1: `tap #nothing` failed: `tap` expects an open preview, but no preview is open
                  open one first: `previews` lists them, `open NAME` loads one
                """,
                "\(succeeded):2: `open \"ShelfScreen/Loaded\"` was expected to fail with \"boom\", but it succeeded",
                """
                \(other):2: `back` failed with another message than expected
                --- expected
                +++ actual
                @@ -1,1 +1,1 @@
                -no preview
                +`back` expects an open preview, but no preview is open
                """,
            ])
    }

    @Test("contains and lacks compare whole lines without their indentation")
    func containsAndLacks() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeScript(
            Self.passing + "expect ax lacks button \"Try Again\" #tryAgainButton\n", named: "c.scenario", in: directory)
        let result = withScenarioRunner { runner, _ in runner.run(file: path) }
        #expect(
            result.failure?.description == """
                \(path):8: expect ax lacks: line 5 of the ax output is button "Try Again" #tryAgainButton
                the ax output:
                  navigationBar "Shelf"
                    searchField "Search"
                  header "Couldn't load this shelf"
                  staticText "The library is offline. Check your connection and try again."
                  button "Try Again" #tryAgainButton
                """)
    }

    @Test("--update rewrites blocks, == lines and error messages to what happened, and leaves the rest alone")
    func update() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeScript(
            """
            # rehearsal-scenario 1
            # a comment stays
            open "ShelfScreen/Request fails"
            expect path == NavigationStack path=[]
            advance 1s
            expect ax
              stale
            end
            back
            expect error "old message"
            tap #tryAgainButton
            expect error "it succeeds now"
            tap #nothing

            """, named: "u.scenario", in: directory)
        let (updated, replayed) = withScenarioRunner { runner, _ in (runner.update(file: path), runner.run(file: path))
        }
        #expect(updated.status == .updated)
        #expect(updated.updatedExpectations == 5)
        #expect(replayed.status == .passed)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                # rehearsal-scenario 1
                # a comment stays
                open "ShelfScreen/Request fails"
                expect path == NavigationStack(Shelf) path=[]
                advance 1s
                expect ax
                  navigationBar "Shelf"
                    searchField "Search"
                  header "Couldn't load this shelf"
                  staticText "The library is offline. Check your connection and try again."
                  button "Try Again" #tryAgainButton
                end
                back
                expect error "expected a back button on the screen on top, but it has none: it is the root of its navigation stack, is not in one, or hides its back button (.navigationBarBackButtonHidden). To fix, push a screen first (tap a link), or leave the screen with one of its own buttons."
                tap #tryAgainButton
                tap #nothing
                expect error "expected an element matching #nothing on screen to tap, but there is none.\\nThe screen has: navigationBar \\"Shelf\\", searchField \\"Search\\".\\nTo fix, use a target from `ax` (labels match exactly, case included)."

                """)
    }

    @Test("--update leaves contains and lacks to the author and says so")
    func updateRefusesContains() throws {
        let directory = makeScenarioDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = "open \"ShelfScreen/Loaded\"\nexpect ax contains button \"Nope\"\n"
        let path = try writeScript(text, named: "n.scenario", in: directory)
        let result = withScenarioRunner { runner, _ in runner.update(file: path) }
        #expect(result.status == .failed)
        #expect(result.updatedExpectations == 0)
        #expect(result.failure?.message == "expect ax contains: no line of the ax output is button \"Nope\"")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
