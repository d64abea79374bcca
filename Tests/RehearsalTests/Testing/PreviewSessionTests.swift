import RehearsalTesting
import SamplePreviews
import Testing

/// The test API drives a preview with the shell's verbs and reports a screen that differs at the check's
/// line, with a line diff; a verb that fails stops the test at its line with the shell's message.
@MainActor @Suite struct PreviewSessionTests {
    @Test("Verbs change the screen; expect compares the echo and the printed views exactly")
    func verbsAndChecks() throws {
        try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews"), echo: .none) { screen in
            #expect(screen.previewName == "CrashingScreen/Buggy buttons")
            try screen.tap("Count", count: 1)
            try screen.tap(.button("Count"))
            #expect(screen.stepCount == 3)
            #expect(screen.lastOutput == "")
            screen.echo = .path
            try screen.run("tap \"Count\"")
            #expect(
                screen.expect(
                    .echo,
                    """
                    @State taps of CrashingScreen: 2 → 3
                    NavigationStack(Diagnostics) path=[]
                    """))
            #expect(
                screen.expect(
                    .ax,
                    """
                    navigationBar "Diagnostics"
                    staticText "Taps: 3"
                    button "Count"
                    button "Crash"
                    button "Hang"
                    """))
        }
    }

    @Test("A screen that differs records one issue at the check's line, with the diff and the actual text")
    func mismatchIsReported() throws {
        let recorded = RecordedIssues()
        var line = 0
        try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews")) { screen in
            try screen.tap("Count")
            withKnownIssue {
                line = #line + 1
                let matched = screen.expect(
                    .ax,
                    """
                    navigationBar "Diagnostics"
                    staticText "Taps: 2"
                    button "Count"
                    """)
                #expect(!matched)
            } matching: {
                recorded.keep($0)
            }
        }
        #expect(
            recorded.all == [
                """
                line \(line): ax after step 2 (tap "Count") is not the expected text (- expected, + actual):
                @@ -1,3 +1,5 @@
                 navigationBar "Diagnostics"
                -staticText "Taps: 2"
                +staticText "Taps: 1"
                 button "Count"
                +button "Crash"
                +button "Hang"
                To fix, change the screen back; or, if the change is intended, replace the literal with the actual text:
                navigationBar "Diagnostics"
                staticText "Taps: 1"
                button "Count"
                button "Crash"
                button "Hang"
                """
            ])
    }

    @Test("A verb that fails records the shell's message at its line and throws; later steps do not run")
    func failedVerbStops() throws {
        let recorded = RecordedIssues()
        var afterTheFailure = false
        var line = 0
        try withKnownIssue {
            try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews")) { screen in
                line = #line + 1
                try screen.tap("Count ")
                afterTheFailure = true
            }
        } matching: {
            recorded.keep($0)
        }
        #expect(!afterTheFailure)
        #expect(
            recorded.all == [
                """
                line \(line): tap "Count " failed at step 2: error: expected an element matching "Count " on screen to tap, but there is none.
                Did you mean: button "Count"?
                To fix, use a target from `ax` (labels match exactly, case included).
                """
            ])
    }

    @Test("expectFailure passes on the exact message; another message or a success is an issue at its line")
    func expectedFailures() throws {
        let recorded = RecordedIssues()
        var line = 0
        try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews")) { screen in
            #expect(
                screen.expectFailure(
                    """
                    error: expected an element matching "Nope" on screen to tap, but there is none.
                    The screen has: navigationBar "Diagnostics", staticText "Taps: 0", button "Count", button "Crash", button "Hang".
                    To fix, use a target from `ax` (labels match exactly, case included).
                    """
                ) {
                    try screen.tap("Nope")
                })
            withKnownIssue {
                line = #line + 1
                screen.expectFailure("error: something else") { try screen.tap("Nope") }
                screen.expectFailure("error: never") { try screen.tap("Count") }
            } matching: {
                recorded.keep($0)
            }
        }
        #expect(
            recorded.all == [
                """
                line \(line): tap "Nope" failed after step 1 with another message (- expected, + actual):
                @@ -1,1 +1,3 @@
                -error: something else
                +error: expected an element matching "Nope" on screen to tap, but there is none.
                +The screen has: navigationBar "Diagnostics", staticText "Taps: 0", button "Count", button "Crash", button "Hang".
                +To fix, use a target from `ax` (labels match exactly, case included).
                To fix, change the screen back; or, if the change is intended, replace the literal with the actual message:
                error: expected an element matching "Nope" on screen to tap, but there is none.
                The screen has: navigationBar "Diagnostics", staticText "Taps: 0", button "Count", button "Crash", button "Hang".
                To fix, use a target from `ax` (labels match exactly, case included).
                """,
                """
                line \(line + 1): expected the step to fail with this message, but it succeeded at step 2:
                error: never
                To fix, find what changed the screen so the step now works (see `state`); or, if that is intended, \
                perform the step without expectFailure.
                """,
            ])
    }

    @Test("A preview name that does not exist fails at the withPreview line with the nearest names")
    func unknownPreview() throws {
        let recorded = RecordedIssues()
        let line = #line + 2
        try withKnownIssue {
            try withPreview("CrashingScreen/Buggy button", in: .modules("SamplePreviews")) { _ in }
        } matching: {
            recorded.keep($0)
        }
        #expect(
            recorded.all == [
                """
                line \(line): open "CrashingScreen/Buggy button" failed at step 1: error: no preview named \
                "CrashingScreen/Buggy button"; expected a name listed by `previews`. Did you mean \
                "CrashingScreen/Buggy buttons"?
                  list them with `previews`
                """
            ])
    }
}
