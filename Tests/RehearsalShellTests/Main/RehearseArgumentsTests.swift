import Rehearsal
import Testing

@testable import RehearsalShell

@Suite struct RehearseArgumentsTests {
    @Test("Arguments choose the shell, JSON lines, the worker, replay, help or the version")
    func modes() throws {
        #expect(try RehearseArguments.parse([]) == .shell(preview: nil))
        #expect(
            try RehearseArguments.parse(["--preview", "ShelfScreen/Loaded"]) == .shell(preview: "ShelfScreen/Loaded"))
        #expect(
            try RehearseArguments.parse(["--preview=RootView/Offline", "--jsonl"])
                == .jsonLines(preview: "RootView/Offline"))
        #expect(try RehearseArguments.parse(["--worker"]) == .worker)
        #expect(
            try RehearseArguments.parse(["replay", "--jobs", "2", "a.scenario"])
                == .replay(["--jobs", "2", "a.scenario"]))
        #expect(try RehearseArguments.parse(["-h"]) == .help)
        #expect(try RehearseArguments.parse(["--version"]) == .version)
    }

    @Test("A mistake names the argument, offers the nearest and shows the usage")
    func mistakes() {
        #expect(
            throws: CommandError(
                "unknown argument \"--jsnol\"; did you mean --jsonl?", hint: RehearseArguments.usage)
        ) { try RehearseArguments.parse(["--jsnol"]) }
        #expect(
            throws: CommandError(
                "--preview needs a preview's name, like \"ShelfScreen/Loaded\"", hint: RehearseArguments.usage)
        ) { try RehearseArguments.parse(["--preview"]) }
    }
}
