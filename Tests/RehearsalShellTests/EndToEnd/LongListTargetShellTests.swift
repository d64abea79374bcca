import Foundation
import Testing

/// Targets on a screen of 1,000 rows, through the built `rehearse`: the rows' kept list is matched through its
/// index after the second tap, and a row's new label is found there (its old one no longer, with suggestions).
@Suite struct LongListTargetShellTests {
    @Test("Taps on one of 1,000 rows find it by identifier and by its new label; its old label is not found")
    func tapsThroughTheIndex() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "RowsScreen/1000 rows"
                tap #row-5
                tap #row-5
                tap #row-5
                tap "Row 5 3"
                tap "Row 5 3"
                tap #row-77
                set echo diff
                tap #row-77

                """)
        #expect(
            run.output == """
                error: expected an element matching "Row 5 3" on screen to tap, but there is none.
                Did you mean: button "Row 5 4" #row-5, button "Row 0 0" #row-0, button "Row 1 0" #row-1?
                To fix, use a target from `ax` (labels match exactly, case included).
                @State taps of CountedRow: 1 → 2
                @@ -157,4 +157,4 @@
                         Button "Row 76 0"  .accessibilityIdentifier("row-76")
                -      CountedRow  @State taps=1
                -        Button "Row 77 1"  .accessibilityIdentifier("row-77")
                +      CountedRow  @State taps=2
                +        Button "Row 77 2"  .accessibilityIdentifier("row-77")
                       CountedRow  @State taps=0

                """)
    }
}
