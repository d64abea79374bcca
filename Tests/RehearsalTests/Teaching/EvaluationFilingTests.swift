import Testing
import VirtualTime

@testable import Rehearsal

/// The teaching recorder files the views' evaluations by identity at once when a step made a few, and those of a step
/// that made many when `explain VIEW` asks: a screen of 1,000 rows that opens is not filed at once, and what `explain`
/// reads is the latest evaluation of each view, whatever was filed first.
@MainActor @Suite(.serialized) struct EvaluationFilingTests {
    private static let steps = [
        #"open "RowsScreen/1000 rows""#, "tap #row-5", "tap #row-7", "tap #row-5", "explain CountedRow",
    ]

    @Test("explain VIEW names each row's latest evaluation while the open's are still being filed")
    func explainsWhileFiling() {
        let (text, waiting) = teachingTranscript(
            Self.steps, in: samplePreviews, prepare: { $0.echo = .none },
            inspect: { $0.teaching.unfiledEvaluations.map(\.evaluations.count) })
        #expect(
            text == #"""
                > open "RowsScreen/1000 rows"
                > tap #row-5
                > tap #row-7
                > tap #row-5
                > explain CountedRow
                1000 views named CountedRow are on screen:
                  998 of them were last evaluated in step 1 (open "RowsScreen/1000 rows"): it appeared.
                  1 of them was last evaluated in step 4 (tap #row-5): it read @State taps of CountedRow, which changed: 1 → 2.
                  1 of them was last evaluated in step 3 (tap #row-7): it read @State taps of CountedRow, which changed: 0 → 1.
                Together they read @State taps of CountedRow.
                A change to one of those re-evaluates the views that read it; so do new inputs from a parent and a change of the environment.
                """#)
        // `explain` filed every one.
        #expect(waiting == [])
    }

    @Test("A step of many evaluations waits to be filed; a step of a few is filed at once")
    func filesSmallStepsAtOnce() {
        var seen: [[Int]] = []
        for count in 1...4 {
            let (_, inspected) = teachingTranscript(
                Array(Self.steps.prefix(count)), in: samplePreviews, prepare: { $0.echo = .none },
                inspect: {
                    ($0.teaching.unfiledEvaluations.map(\.evaluations.count), $0.teaching.filedEvaluations.count)
                })
            seen.append(inspected.0 + [inspected.1])
        }
        // The open evaluates the screen and its 1,000 rows (1,001 views), which wait; each tap evaluates one row,
        // filed at once (row 5 twice: one entry).
        #expect(seen == [[1_001, 0], [1_001, 1], [1_001, 2], [1_001, 2]])
    }
}
