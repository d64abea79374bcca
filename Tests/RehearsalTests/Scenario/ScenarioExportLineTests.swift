import Testing

@testable import Rehearsal

/// `export` needs what the shell printed during a session, so a scenario script cannot contain it.
@Suite struct ScenarioExportLineTests {
    @Test("export in a script is a problem at its line, like record")
    func exportIsShellOnly() {
        let (_, problems) = ScenarioParser.read(
            "# rehearsal-scenario 1\nopen \"CrashingScreen/Buggy buttons\"\n  export --force A.swift\n",
            file: "a.scenario")
        #expect(
            problems.map(\.description) == [
                """
                a.scenario:3:3: error: `export` works only in the interactive shell, so a scenario script cannot contain it
                  remove the line
                """
            ])
    }
}
