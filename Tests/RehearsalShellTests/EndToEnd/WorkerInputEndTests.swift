import Foundation
import Testing

/// `rehearse --worker` answers every request a client wrote, even when the client closed its end of the pipe
/// before the first answer (it wrote them all at once): the pipe hanging up is not the client's end. Before,
/// the worker's parent watch took the hang-up for its parent's death and exited with status 129, answering
/// nothing. `ReplayIsolationTests` checks that a worker still ends when its parent is killed.
@Suite struct WorkerInputEndTests {
    @Test("Requests written at once on a pipe closed before the worker starts are all answered")
    func closedPipe() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = """
            {"command":"open \\"ProgressBanner/Today\\""}
            {"command":"tap button \\"Plan tomorrow\\""}
            {"command":"history"}

            """
        let input = Pipe()
        input.fileHandleForWriting.write(Data(requests.utf8))
        try input.fileHandleForWriting.close()
        let outputURL = folder.appendingPathComponent("replies")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RehearseBinary.path)
        process.arguments = ["--worker"]
        process.currentDirectoryURL = folder
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path,
        ]
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let status = try RehearseBinary.ended(process, within: 60)
        let replies = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(
            replies == #"""
                {"ok":true,"output":"ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=false\n  HStack\n    Image systemName: \"sun.max\"  .accessibilityHidden(true)\n    Text \"3 of 5 done\"\n    Spacer\n    Button \"Plan tomorrow\"","preview":"ProgressBanner/Today","step":1}
                {"ok":true,"output":"@State isPlanned of ProgressBanner: false → true\n@@ -1,6 +1,6 @@\n-ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=false\n+ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=true\n   HStack\n     Image systemName: \"sun.max\"  .accessibilityHidden(true)\n-    Text \"3 of 5 done\"\n+    Text \"3 of 5 done, tomorrow planned\"\n     Spacer\n-    Button \"Plan tomorrow\"\n+    Button \"Plan tomorrow\"  .disabled","preview":"ProgressBanner/Today","step":2}
                {"ok":true,"output":"  1  open \"ProgressBanner/Today\"\n* 2  tap button \"Plan tomorrow\"","preview":"ProgressBanner/Today","step":2}

                """#)
        #expect(status == 0)
    }
}
