import Foundation
import Testing

/// `rehearse replay --matrix` and the shell's `matrix` through the built binary: every script under every
/// combination, each from a fresh session, only what differs printed; one JUnit test case per variant.
@Suite struct MatrixReplayTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The issue's matrix: 8 variants.
    static let matrix = [
        "--matrix", "colorScheme=light,dark", "dynamicTypeSize=large,accessibility3",
        "horizontalSizeClass=compact,regular",
    ]

    /// A folder holding copies of the sample scripts, under `scripts/scenarios/` as in the package.
    static func folder(with scripts: [String]) throws -> URL {
        let folder = try RehearseBinary.temporaryFolder()
        let scenarios = folder.appendingPathComponent("scripts/scenarios", isDirectory: true)
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        for script in scripts {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("scripts/scenarios/\(script)"),
                to: scenarios.appendingPathComponent(script))
        }
        return folder
    }

    static let samples = [
        "dashboard-variants.scenario", "progress-banner-variants.scenario", "shelf-push-pop.scenario",
    ]

    @Test(
        "Three sample scripts under 8 variants: the differences per step, the variants that fail, the same with --jobs 2"
    )
    func samplesUnderTheMatrix() throws {
        let folder = try Self.folder(with: Self.samples)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = Self.samples.map { "scripts/scenarios/\($0)" }
        let run = try RehearseBinary.run(["replay"] + Self.matrix + scripts, directory: folder)
        expectGoldenReport(run.output, named: "samples.txt")
        #expect(run.errors == "")
        #expect(run.status == 1)
        let parallel = try RehearseBinary.run(["replay", "--jobs", "2"] + Self.matrix + scripts, directory: folder)
        #expect(parallel == run)
        // Alone, each script passes: the failures come from the variants.
        #expect(
            try RehearseBinary.run(["replay"] + scripts, directory: folder)
                == .init(
                    output: """
                        PASS scripts/scenarios/dashboard-variants.scenario (4 commands)
                        PASS scripts/scenarios/progress-banner-variants.scenario (3 commands)
                        PASS scripts/scenarios/shelf-push-pop.scenario (6 commands)
                        3 passed, 0 failed

                        """, errors: "", status: 0))
    }

    static let banner = """
        open "ProgressBanner/Today"
        expect tree contains Image systemName: "sun.max"  .accessibilityHidden(true)
        tap "Plan tomorrow"
        expect ax contains staticText "3 of 5 done, tomorrow planned"

        """

    @Test(
        "An expectation that holds in light and fails in dark names the variant; a crash and a bad script fail everywhere; JUnit has a case per variant"
    )
    func failingInOneVariant() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [
            ("banner", Self.banner), ("crash", "open \"CrashingScreen/Buggy buttons\"\ntap \"Crash\"\n"),
            ("broken", "opn \"X\"\n"),
        ] {
            try text.write(to: folder.appendingPathComponent("\(name).scenario"), atomically: true, encoding: .utf8)
        }
        let run = try RehearseBinary.run(
            [
                "replay", "--junit", "report.xml", "--matrix", "colorScheme=light,dark", "banner.scenario",
                "crash.scenario", "broken.scenario",
            ], directory: folder)
        #expect(
            run
                == .init(
                    output: """
                        matrix: 2 variants of colorScheme=light,dark

                        banner.scenario
                          line 1 `open "ProgressBanner/Today"`: the tree differs
                            --- colorScheme=light
                            +++ colorScheme=dark
                            @@ -1,4 +1,4 @@
                            -ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=false
                            +ProgressBanner  @Environment typeSize=.large colorScheme=.dark  @State isPlanned=false
                               HStack
                            -    Image systemName: "sun.max"  .accessibilityHidden(true)
                            +    Image systemName: "moon.stars"  .accessibilityHidden(true)
                                 Text "3 of 5 done"
                          line 2 `expect tree contains Image systemName: "sun.max"  .accessibilityHidden(true)`: the expectation holds under colorScheme=light; fails under colorScheme=dark
                            under colorScheme=dark:
                              banner.scenario:2: expect tree contains: no line of the tree output is Image systemName: "sun.max"  .accessibilityHidden(true)
                          line 3 `tap "Plan tomorrow"`: the tree differs
                            --- colorScheme=light
                            +++ colorScheme=dark
                            @@ -1,4 +1,4 @@
                            -ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=true
                            +ProgressBanner  @Environment typeSize=.large colorScheme=.dark  @State isPlanned=true
                               HStack
                            -    Image systemName: "sun.max"  .accessibilityHidden(true)
                            +    Image systemName: "moon.stars"  .accessibilityHidden(true)
                                 Text "3 of 5 done, tomorrow planned"
                          line 4: nothing new (the differences above remain)
                          PASS under colorScheme=light (2 commands)
                          FAIL colorScheme=dark: line 2: expect tree contains: no line of the tree output is Image systemName: "sun.max"  .accessibilityHidden(true)

                        broken.scenario: under every variant
                          FAIL broken.scenario:1: the script does not parse (1 problem)
                            broken.scenario:1:1: error: unknown command "opn"; did you mean open?
                              type `help` to list the commands

                        crash.scenario
                          line 1: the 2 variants agree
                          line 2 `tap "Crash"`: the step fails under every variant
                            crash.scenario:2: the preview crashed during `tap "Crash"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)
                          FAIL colorScheme=light: line 2: the preview crashed during `tap "Crash"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)
                          FAIL colorScheme=dark: line 2: the preview crashed during `tap "Crash"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)
                        1 passed, 5 failed

                        """, errors: "", status: 1))
        let junit = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(
            junit == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="rehearse replay" tests="6" failures="5">
                  <testsuite name="matrix colorScheme=light,dark" tests="6" failures="5">
                    <testcase classname="." name="banner.scenario [colorScheme=light]" file="banner.scenario"/>
                    <testcase classname="." name="banner.scenario [colorScheme=dark]" file="banner.scenario">
                      <failure message="under colorScheme=dark: banner.scenario:2: expect tree contains: no line of the tree output is Image systemName: &quot;sun.max&quot;  .accessibilityHidden(true)">the tree output:
                  ProgressBanner  @Environment typeSize=.large colorScheme=.dark  @State isPlanned=false
                    HStack
                      Image systemName: &quot;moon.stars&quot;  .accessibilityHidden(true)
                      Text &quot;3 of 5 done&quot;
                      Spacer
                      Button &quot;Plan tomorrow&quot;</failure>
                    </testcase>
                    <testcase classname="." name="broken.scenario [colorScheme=light]" file="broken.scenario">
                      <failure message="under colorScheme=light: broken.scenario:1: the script does not parse (1 problem)">broken.scenario:1:1: error: unknown command &quot;opn&quot;; did you mean open?
                  type `help` to list the commands</failure>
                    </testcase>
                    <testcase classname="." name="broken.scenario [colorScheme=dark]" file="broken.scenario">
                      <failure message="under colorScheme=dark: broken.scenario:1: the script does not parse (1 problem)">broken.scenario:1:1: error: unknown command &quot;opn&quot;; did you mean open?
                  type `help` to list the commands</failure>
                    </testcase>
                    <testcase classname="." name="crash.scenario [colorScheme=light]" file="crash.scenario">
                      <failure message="under colorScheme=light: crash.scenario:2: the preview crashed during `tap &quot;Crash&quot;`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)"></failure>
                    </testcase>
                    <testcase classname="." name="crash.scenario [colorScheme=dark]" file="crash.scenario">
                      <failure message="under colorScheme=dark: crash.scenario:2: the preview crashed during `tap &quot;Crash&quot;`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)"></failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        // --json: the counts, every run, and where the variants differ.
        let json = try RehearseBinary.run(
            ["replay", "--json", "--matrix", "colorScheme=light,dark", "banner.scenario"], directory: folder)
        #expect(
            json.output == #"""
                {"passed":1,"failed":1,"variants":["colorScheme=light","colorScheme=dark"],"results":[{"file":"banner.scenario","variant":"colorScheme=light","status":"passed","commands":2,"failure":null},{"file":"banner.scenario","variant":"colorScheme=dark","status":"failed","commands":2,"failure":{"line":2,"message":"expect tree contains: no line of the tree output is Image systemName: \"sun.max\"  .accessibilityHidden(true)","details":"the tree output:\n  ProgressBanner  @Environment typeSize=.large colorScheme=.dark  @State isPlanned=false\n    HStack\n      Image systemName: \"moon.stars\"  .accessibilityHidden(true)\n      Text \"3 of 5 done\"\n      Spacer\n      Button \"Plan tomorrow\""}}],"differences":[{"file":"banner.scenario","line":1,"step":"open \"ProgressBanner/Today\"","differs":["tree"]},{"file":"banner.scenario","line":2,"step":"expect tree contains Image systemName: \"sun.max\"  .accessibilityHidden(true)","differs":["verdict"]},{"file":"banner.scenario","line":3,"step":"tap \"Plan tomorrow\"","differs":["tree"]}]}

                """#)
        #expect(json.status == 1)
    }

    @Test("Unknown axes and values, too many combinations and --update are refused with exit status 2 and the fix")
    func argumentErrors() throws {
        let usage =
            "  usage: rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] [--watchdog SECONDS] "
            + "[--matrix AXIS=V1,V2 ...] PATH...\n"
        let cases: [([String], String)] = [
            (
                ["--matrix", "colourScheme=light,dark", "a.scenario"],
                "error: --matrix: no axis named \"colourScheme\"; the axes are colorScheme, dynamicTypeSize, "
                    + "horizontalSizeClass, verticalSizeClass, device; did you mean colorScheme? For example: "
                    + "colorScheme=light,dark dynamicTypeSize=large,accessibility3\n"
            ),
            (
                ["--matrix", "dynamicTypeSize=large,xxxxLarge", "a.scenario"],
                "error: --matrix: dynamicTypeSize has no value \"xxxxLarge\"; its values are xSmall, small, medium, "
                    + "large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, "
                    + "accessibility5; did you mean xxxLarge, xxLarge or xLarge? For example: dynamicTypeSize=xSmall,small\n"
            ),
            (
                [
                    "--matrix",
                    "dynamicTypeSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2",
                    "colorScheme=light,dark", "horizontalSizeClass=compact,regular",
                    "verticalSizeClass=compact,regular",
                    "a.scenario",
                ],
                "error: --matrix: the matrix has 72 combinations (9 × 2 × 2 × 2), more than the limit of 64; give "
                    + "fewer values or axes; each combination replays every script from a fresh session\n"
            ),
            (
                ["--update", "--matrix", "colorScheme=light,dark", "a.scenario"],
                "error: --update cannot be combined with --matrix: a script holds one expected output, not one per "
                    + "variant; replay without --matrix to rewrite it\n"
            ),
        ]
        for (arguments, message) in cases {
            #expect(
                try RehearseBinary.run(["replay"] + arguments) == .init(output: "", errors: message + usage, status: 2))
        }
    }

    @Test("Hostile matrix arguments in the shell are refused with a short, escaped excerpt and the fix")
    func hostileInput() throws {
        let input =
            "matrix " + String(repeating: "a", count: 100_000) + "=b\n" + "matrix colorScheme="
            + String(repeating: ",", count: 50_000) + "\nmatrix colorScheme=light,dark\u{1}\nmatrix =dark\n"
        let example = "  for example: colorScheme=light,dark dynamicTypeSize=large,accessibility3\n"
        #expect(
            try RehearseBinary.run(input: input)
                == .init(
                    output: "error: no axis named \"" + String(repeating: "a", count: 60) + "...\"; the axes are "
                        + "colorScheme, dynamicTypeSize, horizontalSizeClass, verticalSizeClass, device\n" + example
                        + "error: colorScheme has an empty value in \"colorScheme=" + String(repeating: ",", count: 48)
                        + "...\"\n  separate the values by commas, with nothing empty, like colorScheme=light,dark\n"
                        + "error: colorScheme has no value \"dark\\u{1}\"; its values are light, dark; did you mean "
                        + "dark?\n  for example: colorScheme=light,dark\n"
                        + "error: expected AXIS=VALUE,VALUE..., found \"=dark\"\n" + example,
                    errors: "", status: 1))
    }
}
