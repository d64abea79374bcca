import Testing
import VirtualTime

@testable import Rehearsal

/// The teaching recorder files the views' evaluations by identity a few at every step, oldest first, and all of them
/// when `explain VIEW` asks: a screen of 1,000 rows that opens is not filed at once, and what `explain` reads is the
/// latest evaluation of each view.
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

    @Test("Each step files 128 of the waiting evaluations beyond its own, the oldest first")
    func filesAFewAStep() {
        var waiting: [[Int]] = []
        for count in 1...4 {
            let (_, inspected) = teachingTranscript(
                Array(Self.steps.prefix(count)), in: samplePreviews, prepare: { $0.echo = .none },
                inspect: { ($0.teaching.unfiledEvaluations.map(\.evaluations.count), $0.teaching.filedOfFirst) })
            waiting.append(inspected.0 + [inspected.1])
        }
        // The open evaluates the screen and its 1,000 rows (1,001 views) and files 128 of them; each tap
        // evaluates one row and files 128 more, its own included once the open's are all filed.
        #expect(waiting == [[1_001, 128], [1_001, 1, 256], [1_001, 1, 1, 384], [1_001, 1, 1, 1, 512]])
    }
}
