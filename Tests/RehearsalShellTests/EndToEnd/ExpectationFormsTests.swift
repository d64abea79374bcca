import Foundation
import Testing

/// Expectations that survive wording: `expect ax contains|lacks TARGET` match an element named as the commands
/// name one, whatever its other attributes; `expect error contains "fragment"`; through the built binary.
@Suite struct ExpectationFormsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("The script of type, replace and refresh TARGET passes, its TARGET expectations included")
    func scriptPasses() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "type-replace-refresh-target.scenario"
        try FileManager.default.copyItem(
            at: Self.packageRoot.appendingPathComponent("scripts/scenarios/\(script)"),
            to: folder.appendingPathComponent(script))
        #expect(
            try RehearseBinary.run(["replay", script], directory: folder)
                == .init(output: "PASS \(script) (9 commands)\n1 passed, 0 failed\n", errors: "", status: 0))
    }

    @Test("A TARGET that matches no element, and an error without the fragment, fail with what was found")
    func mismatches() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        open "CrashingScreen/Buggy buttons"
        expect ax contains staticText "Taps: 0"
        expect ax contains "Taps: 0"
        expect ax lacks #nothing
        tap "Nope"
        expect error contains "on screen to tap"
        tap "Nope"
        expect error contains "on the moon"
        expect ax lacks button "Count"

        """.write(to: folder.appendingPathComponent("forms.scenario"), atomically: true, encoding: .utf8)
        #expect(
            try RehearseBinary.run(["replay", "forms.scenario"], directory: folder)
                == .init(
                    output: """
                        FAIL forms.scenario:8: `tap "Nope"` failed with a message that does not contain "on the moon"
                        the message: expected an element matching "Nope" on screen to tap, but there is none.
                        The screen has: navigationBar "Diagnostics", staticText "Taps: 0", button "Count", button "Crash", button "Hang".
                        To fix, use a target from `ax` (labels match exactly, case included).
                        0 passed, 1 failed

                        """, errors: "", status: 1))
    }
}
