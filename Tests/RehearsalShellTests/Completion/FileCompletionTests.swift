import Foundation
import Testing

@testable import RehearsalShell

@Suite struct FileCompletionTests {
    @Test("Paths extend the typed prefix; folders end in a slash; dot files only when asked for")
    func paths() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for file in ["a.scenario", "b.txt", ".hidden", "scripts/retry.scenario"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: nil)
        }
        #expect(FileCompletion.candidates(for: "", in: folder.path) == ["a.scenario", "b.txt", "scripts/"])
        #expect(FileCompletion.candidates(for: "scripts/", in: folder.path) == ["scripts/retry.scenario"])
        #expect(FileCompletion.candidates(for: ".", in: folder.path) == [".hidden"])
        #expect(
            FileCompletion.candidates(for: folder.path + "/a", in: "/")
                == [folder.path + "/a.scenario"])
        #expect(FileCompletion.candidates(for: "missing/", in: folder.path) == [])
    }
}
