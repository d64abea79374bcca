import Foundation
import Testing

/// The built `rehearse` with commands piped in: no prompt, only results, and exit status 1 after a failure.
@Suite struct PipedShellTests {
    static let opened = """
        NavigationStack
          CrashingScreen  @State taps=0 selectedTitle=nil
            VStack  .navigationTitle("Diagnostics")
              Text "Taps: 0"
              Button "Count"
              Button "Crash"
              Button "Hang"

        """

    static let counted = """
        @State taps of CrashingScreen: 0 → 1
        @@ -1,5 +1,5 @@
         NavigationStack
        -  CrashingScreen  @State taps=0 selectedTitle=nil
        +  CrashingScreen  @State taps=1 selectedTitle=nil
             VStack  .navigationTitle("Diagnostics")
        -      Text "Taps: 0"
        +      Text "Taps: 1"
               Button "Count"

        """

    @Test("Piped commands print their results and nothing else; all succeeded, so the status is 0")
    func results() throws {
        let run = try RehearseBinary.run(
            input: """
                open "CrashingScreen/Buggy buttons"
                # a comment, then a blank line

                tap "Count"
                set echo none
                ax
                history
                quit
                tap "Count"

                """)
        #expect(
            run
                == .init(
                    output: Self.opened + Self.counted + """
                        navigationBar "Diagnostics"
                        staticText "Taps: 1"
                        button "Count"
                        button "Crash"
                        button "Hang"
                          1  open "CrashingScreen/Buggy buttons"
                        * 2  tap "Count"

                        """, errors: "", status: 0))
    }

    @Test("A failed command prints its error with the nearest matches, the session goes on, and the status is 1")
    func failure() throws {
        let run = try RehearseBinary.run(
            input: """
                tree
                opne
                open "CrashingScreen/Buggy"
                help undo

                """)
        #expect(
            run
                == .init(
                    output: """
                        error: `tree` expects an open preview, but no preview is open
                          open one first: `previews` lists them, `open NAME` loads one
                        error: unknown command "opne"; did you mean open?
                          type `help` to list the commands
                        error: no preview named "CrashingScreen/Buggy"; expected a name listed by `previews`. Did you mean "CrashingScreen/Buggy buttons"?
                          list them with `previews`
                        undo
                          Go back one step (replays the session up to the previous step).
                          example: undo
                          prints:  the step now current

                        """, errors: "", status: 1))
    }

    @Test("--preview opens a preview first; --version and --help print and exit 0; a bad argument exits 2")
    func arguments() throws {
        #expect(
            try RehearseBinary.run(["--preview", "CrashingScreen/Buggy buttons"])
                == .init(output: Self.opened, errors: "", status: 0))
        #expect(try RehearseBinary.run(["--version"]) == .init(output: "rehearse 0.1.0\n", errors: "", status: 0))
        let help = try RehearseBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("rehearse 0.1.0: run SwiftUI-style previews headless"))
        #expect(
            try RehearseBinary.run(["--prevue"])
                == .init(
                    output: "",
                    errors: """
                        rehearse: unknown argument "--prevue"; did you mean --preview?
                        usage: rehearse [--preview NAME] | --jsonl [--preview NAME] | replay [OPTIONS] PATH... | mcp | --help | --version

                        """, status: 2))
    }

    @Test("UTF-8 passes through: a label with an accent and an emoji is quoted back as typed")
    func unicode() throws {
        let run = try RehearseBinary.run(
            input: """
                open "CrashingScreen/Buggy buttons"
                tap "Café ☕️"

                """)
        #expect(
            run
                == .init(
                    output: Self.opened + """
                        error: expected an element matching "Café ☕️" on screen to tap, but there is none.
                        The screen has: navigationBar "Diagnostics", staticText "Taps: 0", button "Count", button "Crash", button "Hang".
                        To fix, use a target from `ax` (labels match exactly, case included).

                        """, errors: "", status: 1))
    }
}
