import Rehearsal
import Testing

@Suite struct ReplayOptionsMatrixTests {
    @Test("--matrix takes the AXIS=VALUES words after it; the scripts follow, and -- ends the options")
    func axesThenScripts() throws {
        let options = try ReplayOptions.parse([
            "--matrix", "colorScheme=light,dark", "horizontalSizeClass=compact,regular", "a.scenario", "--jobs", "2",
            "--matrix", "dynamicTypeSize=large", "--", "b=c.scenario",
        ])
        #expect(options.paths == ["a.scenario", "b=c.scenario"])
        #expect(options.jobs == 2)
        #expect(
            options.matrix?.description
                == "colorScheme=light,dark horizontalSizeClass=compact,regular dynamicTypeSize=large")
    }

    @Test("A wrong axis, a missing one, and --update with --matrix are usage errors that say how to fix them")
    func mistakes() {
        #expect(
            throws: ReplayUsageError(
                "--matrix: no axis named \"colourScheme\"; the axes are colorScheme, dynamicTypeSize, "
                    + "horizontalSizeClass, verticalSizeClass, device; did you mean colorScheme? For example: "
                    + "colorScheme=light,dark dynamicTypeSize=large,accessibility3")
        ) { try ReplayOptions.parse(["--matrix", "colourScheme=light,dark", "a.scenario"]) }
        #expect(
            throws: ReplayUsageError(
                "--matrix needs one or more AXIS=VALUE,VALUE..., like --matrix colorScheme=light,dark "
                    + "dynamicTypeSize=large,accessibility3")
        ) { try ReplayOptions.parse(["--matrix", "a.scenario"]) }
        #expect(
            throws: ReplayUsageError(
                "--update cannot be combined with --matrix: a script holds one expected output, not one per "
                    + "variant; replay without --matrix to rewrite it")
        ) { try ReplayOptions.parse(["--update", "--matrix", "colorScheme=dark", "a.scenario"]) }
    }
}
