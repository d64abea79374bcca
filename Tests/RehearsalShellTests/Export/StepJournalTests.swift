import Foundation
import RehearsalShell
import Testing

/// The shell front's steps and kept outputs, in private temporary files: read back whole, nothing left behind.
@Suite struct StepJournalTests {
    /// A new empty folder, removed by the caller.
    private func folder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/journal-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return try #require(made.map { String(cString: $0) })
    }

    @Test("Steps appended, undone and replaced read back in order; the folder holds no file at any time")
    func stepsReadBack() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let journal = StepJournal(directory: directory)
        #expect(journal.isInFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
        journal.append(#"open "CrashingScreen/Buggy buttons""#)
        for _ in 0..<3 { journal.append(#"tap "Count""#) }
        journal.truncate(to: 2)
        journal.append(#"tap "Crash""#)
        #expect(journal.steps() == [#"open "CrashingScreen/Buggy buttons""#, #"tap "Count""#, #"tap "Crash""#])
        #expect(journal.steps(first: 2) == [#"open "CrashingScreen/Buggy buttons""#, #"tap "Count""#])
        #expect(journal.count == 3)
        #expect(journal.nodeCount == 5)
        #expect(journal.node(first: 0) == 0)
        #expect(journal.parent(of: journal.node(at: 2)) == journal.node(at: 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test("A step undone and taken again is a new node, but the same node of the tree export compares with")
    func redoneStepSameTreeNode() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let journal = StepJournal(directory: directory)
        journal.append(#"open "A/B""#)
        journal.append("tab Settings")
        let first = journal.node(at: 1)
        journal.truncate(to: 1)
        journal.append("tab Library")
        let other = journal.node(at: 1)
        journal.truncate(to: 1)
        journal.append("tab Settings")
        let again = journal.node(at: 1)
        #expect(Set([first, other, again]).count == 3)
        let (tree, nodes) = journal.stepTree()
        #expect(nodes[first] == nodes[again])
        #expect(nodes[first] != nodes[other])
        #expect(tree.steps(nodes[again]) == [#"open "A/B""#, "tab Settings"])
        #expect(tree.steps(nodes[other]) == [#"open "A/B""#, "tab Library"])
    }

    @Test("Without a writable folder the journal keeps its bytes in memory and reads the same steps back")
    func memoryWhenNoFile() {
        let journal = StepJournal(directory: "/nonexistent/rehearse-journal-test")
        #expect(!journal.isInFiles)
        for index in 0..<100 { journal.append("tap #row-\(index)") }
        journal.truncate(to: 50)
        journal.append("undo")
        #expect(journal.count == 51)
        #expect(journal.steps().last == "undo")
        #expect(journal.steps()[49] == "tap #row-49")
    }

    @Test("A journal file reads back what was written in place and at its end; integers keep their sign")
    func fileBytes() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = JournalFile(directory: directory)
        #expect(file.isFile)
        #expect(file.append([1, 2, 3]) == 0)
        #expect(file.append(JournalFile.bytes(-2, width: 4)) == 3)
        file.write([9], at: 1)
        #expect(file.read(at: 0, count: 3) == [1, 9, 3])
        #expect(file.integer(at: 3, width: 4) == -2)
        #expect(file.read(at: 5, count: 10) == JournalFile.bytes(-2, width: 4).suffix(2))
        #expect(file.size == 7)
    }

    @Test("Bytes kept in the tail before the file read back as written, in place, across the tail and past it")
    func tailReadsBack() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = JournalFile(directory: directory)
        var expected: [UInt8] = []
        var random = SystemRandomNumberGenerator()
        // Appends, writes in place (in the file, in the tail, across both, past the end) and reads, mixed, over
        // several tails' worth of bytes.
        for step in 0..<3_000 {
            let length = Int.random(in: 1...40, using: &random)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let offset = step % 3 == 0 ? Int.random(in: 0...expected.count, using: &random) : expected.count
            if step % 2 == 0 {
                file.write(bytes, at: offset)
            } else {
                // A record filled in place: the same bytes, one field a byte.
                file.write(width: length, at: offset) { record in
                    for byte in bytes { record.integer(Int(byte), width: 1) }
                }
            }
            if offset + length > expected.count {
                expected.append(contentsOf: repeatElement(0, count: offset + length - expected.count))
            }
            expected.replaceSubrange(offset..<(offset + length), with: bytes)
            if step % 97 == 0 {
                let start = Int.random(in: 0..<expected.count, using: &random)
                let count = Int.random(in: 0...200, using: &random)
                #expect(
                    file.read(at: start, count: count) == Array(expected[start..<min(expected.count, start + count)]))
            }
        }
        #expect(file.size == expected.count)
        #expect(expected.count > 4 * JournalFile.tailLimit)
        #expect(file.read(at: 0, count: expected.count) == expected)
        #expect(file.isFile)
    }

    @Test("A record's fields are its integers' little-endian bytes, in the file and in memory alike")
    func recordFields() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = JournalFile.bytes(-2, width: 4) + JournalFile.bytes(1 << 40 | 7, width: 8) + [0xFF]
        for (file, inFile) in [
            (JournalFile(directory: directory), true), (JournalFile(directory: directory + "/missing"), false),
        ] {
            #expect(file.isFile == inFile)
            file.write([1, 2, 3], at: 0)
            file.write(width: 13, at: 3) { record in
                record.integer(-2, width: 4)
                record.integer(1 << 40 | 7, width: 8)
                record.integer(-1, width: 1)
            }
            // In place, over the first record's second field.
            file.write(width: 2, at: 7) { $0.integer(0x0A0B, width: 2) }
            var bytes = [1, 2, 3] + expected
            bytes.replaceSubrange(7..<9, with: [0x0B, 0x0A])
            #expect(file.read(at: 0, count: 100) == bytes)
            #expect(file.size == 16)
        }
    }

    @Test("Texts repeated among the last few are written once; a new text adds its bytes")
    func textsOnce() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let texts = JournalText(file: JournalFile(directory: directory))
        let settings = texts.add("tab Settings")
        let library = texts.add("tab Library")
        for _ in 0..<100 {
            #expect(texts.add("tab Settings") == settings)
            #expect(texts.add("tab Library") == library)
        }
        let count = texts.add("Taps: 1")
        #expect(count.offset == 23)
        #expect(texts.text(library) == "tab Library")
        #expect(texts.text(count) == "Taps: 1")
    }
}
