import Foundation
import Testing

/// The built `rehearse`: a change of one environment value re-evaluates only the views that read it, and
/// `explain` names the key, piped and in JSON lines.
@Suite struct EnvironmentInvalidationShellTests {
    static let input = """
        open "ThemeScreen/Scheme and accent"
        set echo none
        tap "Toggle scheme"
        explain
        tap "Use red accent"
        explain

        """

    @Test("explain names the environment key that changed and lists the views left alone")
    func piped() throws {
        #expect(try RehearseBinary.run(input: Self.input) == .init(output: Self.expected, errors: "", status: 0))
    }

    static let expected = """
        ThemeScreen  @State dark=false accent="blue"
          VStack  .environment(\\.colorScheme, .light) .environment(\\.accentName, "blue")
            Button "Toggle scheme"
            Button "Use red accent"
            SchemeBadge  @Environment colorScheme=.light
              Text "Scheme: light"
            AccentLabel  @Environment accentName="blue"
              Text "Accent: blue"
            LocaleLabel  @Environment locale=Locale("en_US")
              Text "Locale: en_US"
            PlainCaption
              Text "Reads nothing from the environment"
        explain step 2: tap "Toggle scheme"
        1. The tap ran the action of button "Toggle scheme", declared in ThemeScreen.
        2. It changed:
             @State dark of ThemeScreen: false → true  (read by ThemeScreen)
        3. Evaluated, because of what they read or were given:
             ThemeScreen: it read @State dark of ThemeScreen
             SchemeBadge: environment \\.colorScheme changed
           Not re-evaluated (nothing they read changed, and their inputs were equal): AccentLabel, LocaleLabel, PlainCaption
        4. No task started, resumed, finished or was cancelled.
        5. The navigation path did not change.
        explain step 3: tap "Use red accent"
        1. The tap ran the action of button "Use red accent", declared in ThemeScreen.
        2. It changed:
             @State accent of ThemeScreen: "blue" → "red"  (read by ThemeScreen)
        3. Evaluated, because of what they read or were given:
             ThemeScreen: it read @State accent of ThemeScreen
             AccentLabel: environment \\.accentName changed
           Not re-evaluated (nothing they read changed, and their inputs were equal): SchemeBadge, LocaleLabel, PlainCaption
        4. No task started, resumed, finished or was cancelled.
        5. The navigation path did not change.

        """

    @Test("JSON lines give the same explanation")
    func jsonLines() throws {
        let lines = Self.input.split(separator: "\n").map { line in
            String(decoding: try! JSONSerialization.data(withJSONObject: ["command": String(line)]), as: UTF8.self)
        }
        let run = try RehearseBinary.run(["--jsonl"], input: lines.joined(separator: "\n") + "\n")
        let outputs = try run.output.split(separator: "\n").map { reply in
            let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
            return object?["output"] as? String ?? "(no output)"
        }
        #expect(outputs.filter { !$0.isEmpty }.joined(separator: "\n") + "\n" == Self.expected)
        #expect(run.status == 0)
    }
}
