import Foundation
import Testing

/// Rows inserted into and removed from a long `ForEach` (40 rows: a chunked printed list), through the built
/// `rehearse`: the echo's diff shows the one row that came or went, the other rows are not printed again, and the
/// rows keep their state and are found by their identifiers afterwards.
@Suite struct EditableRowsShellTests {
    @Test("Insert and remove at the top of 40 rows: one row's lines in the diff, the others keep their state")
    func insertAndRemove() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "EditableRowsScreen/40 rows"
                tap #row-39
                set echo diff
                tap "Insert"
                tap #row-40
                tap "Remove"
                tap "Remove"
                tap #row-39
                set echo none
                tap #row-0

                """)
        #expect(
            run.output == """
                @State rows of EditableRowsScreen: 40 items → 41 items
                @State next of EditableRowsScreen: 40 → 41
                @@ -1,2 +1,2 @@
                -EditableRowsScreen  @State rows=40 items next=40
                +EditableRowsScreen  @State rows=41 items next=41
                   VStack
                @@ -7,2 +7,4 @@
                       VStack
                +        CountedRow  @State taps=0
                +          Button "Row 40 0"  .accessibilityIdentifier("row-40")
                         CountedRow  @State taps=0
                @State taps of CountedRow: 0 → 1
                @@ -7,4 +7,4 @@
                       VStack
                -        CountedRow  @State taps=0
                -          Button "Row 40 0"  .accessibilityIdentifier("row-40")
                +        CountedRow  @State taps=1
                +          Button "Row 40 1"  .accessibilityIdentifier("row-40")
                         CountedRow  @State taps=0
                @State rows of EditableRowsScreen: 41 items → 40 items
                @@ -1,2 +1,2 @@
                -EditableRowsScreen  @State rows=41 items next=41
                +EditableRowsScreen  @State rows=40 items next=41
                   VStack
                @@ -7,4 +7,2 @@
                       VStack
                -        CountedRow  @State taps=1
                -          Button "Row 40 1"  .accessibilityIdentifier("row-40")
                         CountedRow  @State taps=0
                @State rows of EditableRowsScreen: 40 items → 39 items
                @@ -1,2 +1,2 @@
                -EditableRowsScreen  @State rows=40 items next=41
                +EditableRowsScreen  @State rows=39 items next=41
                   VStack
                @@ -7,4 +7,2 @@
                       VStack
                -        CountedRow  @State taps=0
                -          Button "Row 0 0"  .accessibilityIdentifier("row-0")
                         CountedRow  @State taps=0
                @State taps of CountedRow: 1 → 2
                @@ -83,3 +83,3 @@
                           Button "Row 38 0"  .accessibilityIdentifier("row-38")
                -        CountedRow  @State taps=1
                -          Button "Row 39 1"  .accessibilityIdentifier("row-39")
                +        CountedRow  @State taps=2
                +          Button "Row 39 2"  .accessibilityIdentifier("row-39")
                error: expected an element matching #row-0 on screen to tap, but there is none.
                Did you mean: button "Row 1 0" #row-1, button "Row 2 0" #row-2, button "Row 3 0" #row-3?
                To fix, use a target from `ax` (labels match exactly, case included).

                """)
    }
}
