import Rehearsal
import Testing

@testable import RehearsalShell

@Suite struct ShellStyleTests {
    let error = CommandError("no preview is open", code: "state", hint: "open one first")

    @Test("Without colour, the prompt names the preview and an error prints as the session prints it")
    func plain() {
        let style = ShellStyle(usesColor: false)
        #expect(style.prompt(preview: nil) == "rehearse> ")
        #expect(style.prompt(preview: "ShelfScreen/Loaded") == "rehearse ShelfScreen/Loaded> ")
        let reply = WorkerReply(output: "-a\n+b", error: error)
        #expect(style.render(reply, diffColours: true) == "-a\n+b\nerror: no preview is open\n  open one first")
        #expect(style.render(reply, diffColours: true) == reply.rendered)
    }

    @Test("With colour, codes in the prompt are marked as taking no width, errors are red and diffs coloured")
    func coloured() {
        let style = ShellStyle(usesColor: true)
        #expect(
            style.prompt(preview: "A/B")
                == "\u{1}\u{1B}[1m\u{1}rehearse\u{1}\u{1B}[0m\u{1} \u{1}\u{1B}[36m\u{1}A/B\u{1}\u{1B}[0m\u{1}> ")
        let reply = WorkerReply(output: "@@ -1 +1 @@\n-a\n+b\n c", error: error)
        #expect(
            style.render(reply, diffColours: true) == """
                \u{1B}[36m@@ -1 +1 @@\u{1B}[0m
                \u{1B}[31m-a\u{1B}[0m
                \u{1B}[32m+b\u{1B}[0m
                 c
                \u{1B}[31merror:\u{1B}[0m no preview is open
                \u{1B}[2m  open one first\u{1B}[0m
                """)
        #expect(style.render(WorkerReply(output: "-a"), diffColours: false) == "-a")
    }
}
