import Rehearsal
import RehearsalShell
import Testing

/// The Swift that `export` writes for each kind of step, and what it keeps of a session that opened more
/// than one preview, set defaults or changed the echo.
@Suite struct SwiftTestWriterTests {
    typealias Observation = SessionTranscript.Observation

    @Test("Every step becomes its API call, from the first open on: defaults before it, reopens, --json reads")
    func everyVerb() throws {
        let steps = [
            "defaults showsTips=false \"name=Ada L\" gone=1", "defaults gone=", "open \"ShelfScreen/Loaded\"",
            "tap \"Dune\"", "open \"SettingsScreen/Loaded\"", "tap --count 2 #photo", "longpress \"Card\"",
            "type #titleField \"a \\\"b\\\"\"", "replace #titleField \"x\"", "clear #titleField",
            "submit #titleField", "toggle toggle \"Tips\"", "select \"Theme\" \"Dark\"", "adjust \"Size\" 1.5",
            "swipe \"Row\" \"Delete\"", "menu link \"Dune\" \"Share\"", "action \"Volume\" \"Mute\"", "scroll",
            "scroll list \"Books\"", "refresh", "refresh \"Feed\"", "back", "dismiss", "tab Library",
            "search \"du\"", "url inkwell://book/1", "do reload", "step", "settle", "advance 1.5ms",
            "advance 2m", "advance 250ms", "env FailingLibrary", "trait colorScheme=dark dynamicTypeSize=large",
            "delete \"Row 2\"", "move \"Row 1\" --to 3", "menu \"Book\" \"More\" \"Archive\"", "select \"Inbox\"",
            "drag \"Card\" 120 -8.5", "defaults a=1",
        ]
        let writer = SwiftTestWriter(
            steps: steps,
            observations: [
                Observation(steps: Array(steps[...2]), output: nil, text: "List", echo: .diff),
                Observation(
                    steps: Array(steps[...3]), output: .ax, text: #"[{"role":"button","label":"Dune"}]"#, echo: .diff,
                    json: true),
                Observation(steps: Array(steps[...4]), output: nil, text: "Form", echo: .tree),
                Observation(steps: Array(steps[...5]), output: nil, text: "", echo: .none),
                Observation(steps: Array(steps[...5]), output: .path, text: "NavigationStack", echo: .none),
                Observation(steps: Array(steps[...5]), output: .path, text: "NavigationStack", echo: .none),
                Observation(steps: Array(steps[...5]), output: .path, text: #"{"stacks":[]}"#, echo: .none, json: true),
                Observation(
                    steps: Array(steps[...5]), output: nil, text: "error: no \"Nope\"", echo: .none,
                    failed: .interact(.tap, Target(name: "Nope"))),
                Observation(steps: ["open \"Other/Preview\""], output: .ax, text: "button \"Gone\"", echo: .none),
            ],
            module: nil, suite: "SettingsTests")
        let result = try writer.write()
        #expect(result.steps == 38)
        #expect(result.checks == 5)
        #expect(
            result.text == #"""
                // Exported by `rehearse` (export FILE.swift) from a session on ShelfScreen/Loaded.
                // 38 steps, 5 checks. Run it with `swift test --filter SettingsTests`; it fails when the screen changes.
                // Its test target depends on the RehearsalTesting product and on the target that declares the preview.
                // It reopens in the same session, as the shell did: `open "SettingsScreen/Loaded"`.
                import RehearsalTesting
                import Testing

                /// The session on ShelfScreen/Loaded, replayed: each step, then what the shell printed after it.
                @MainActor @Suite struct SettingsTests {
                    @Test("ShelfScreen/Loaded, as rehearsed") func rehearsed() throws {
                        try withPreview("ShelfScreen/Loaded", defaults: ["showsTips": "false", "name": "Ada L"]) { screen in
                            screen.expect(
                                .echo,
                                """
                                List
                                """)
                            try screen.tap("Dune")
                            screen.expectJSON(
                                .ax,
                                """
                                [{"role":"button","label":"Dune"}]
                                """)
                            screen.echo = .tree
                            try screen.open("SettingsScreen/Loaded")
                            screen.expect(
                                .echo,
                                """
                                Form
                                """)
                            try screen.tap(.id("photo"), count: 2)
                            screen.expect(
                                .path,
                                """
                                NavigationStack
                                """)
                            screen.expectFailure(
                                """
                                error: no "Nope"
                                """
                            ) {
                                try screen.tap("Nope")
                            }
                            try screen.longPress("Card")
                            try screen.type("a \"b\"", into: .id("titleField"))
                            try screen.replace(.id("titleField"), with: "x")
                            try screen.clear(.id("titleField"))
                            try screen.submit(.id("titleField"))
                            try screen.toggle(.role("toggle", "Tips"))
                            try screen.select("Dark", in: "Theme")
                            try screen.adjust("Size", 1.5)
                            try screen.swipe("Row", action: "Delete")
                            try screen.menu(.link("Dune"), action: "Share")
                            try screen.perform("Mute", on: "Volume")
                            try screen.scroll()
                            try screen.scroll(.role("list", "Books"))
                            try screen.refresh()
                            try screen.refresh("Feed")
                            try screen.back()
                            try screen.dismiss()
                            try screen.selectTab("Library")
                            try screen.search("du")
                            try screen.open(url: "inkwell://book/1")
                            try screen.perform(storeAction: "reload")
                            try screen.step()
                            try screen.settle()
                            try screen.advance(.microseconds(1500))
                            try screen.advance(.seconds(120))
                            try screen.advance(.milliseconds(250))
                            try screen.apply(stub: "FailingLibrary")
                            try screen.setTraits(["colorScheme": "dark", "dynamicTypeSize": "large"])
                            try screen.delete("Row 2")
                            try screen.move("Row 1", to: 3)
                            try screen.menu("Book", path: ["More", "Archive"])
                            try screen.selectRow("Inbox")
                            try screen.drag("Card", by: (120, -8.5))
                            try screen.setDefaults(["a": "1"])
                        }
                    }
                }

                """#)
    }

    @Test("A session with no preview open has nothing to export")
    func nothingOpen() {
        #expect(throws: CommandError.self) {
            try SwiftTestWriter(steps: ["defaults a=1"], observations: [], module: nil, suite: "ATests").write()
        }
    }

    @Test("Suite names come from the file's name, made into a Swift type name")
    func suiteNames() {
        #expect(
            ["Tests/AppTests/RetryTests.swift", "shelf-retry.swift", "2fa.swift", "Plain.swift", "é t.swift"].map(
                ExportFile.suiteName) == ["RetryTests", "Shelf_retryTests", "_2faTests", "PlainTests", "É_tTests"])
    }
}
