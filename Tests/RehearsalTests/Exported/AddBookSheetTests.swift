// Exported by `rehearse` (export FILE.swift) from a session on AddBookSheet/New book.
// 5 steps, 5 checks. Run it with `swift test --filter AddBookSheetTests`; it fails when the screen changes.
// Its test target depends on the RehearsalTesting product and on SamplePreviews.
import RehearsalTesting
import SamplePreviews
import Testing

/// The session on AddBookSheet/New book, replayed: each step, then what the shell printed after it.
@MainActor @Suite struct AddBookSheetTests {
    @Test("AddBookSheet/New book, as rehearsed") func rehearsed() throws {
        try withPreview("AddBookSheet/New book", in: .modules("SamplePreviews")) { screen in
            screen.echo = .none
            try screen.advance(.seconds(1))
            screen.expect(
                .echo,
                """
                virtual time 1s
                """)
            screen.expectFailure(
                """
                error: expected an enabled button "Save" to tap, but it is disabled (by .disabled(true) in AddBookSheet, or its own state). To fix, make the condition that disables it false first (see `state`), then try again.
                """
            ) {
                try screen.tap("Save")
            }
            try screen.type("Dune \"Messiah\" \\(2) \"\"\"", into: .id("titleField"))
            screen.expect(
                .ax,
                """
                navigationBar "New Book"
                  button "Cancel" #cancelButton
                  button "Save" #saveButton [notEnabled]
                textField "Title" #titleField value="Dune \\"Messiah\\" \\\\(2) \\"\\"\\"" [focused]
                textField "Author" #authorField
                textField "Pages" #pagesField
                picker "Shelf" #shelfPicker value="Reading Now"
                """)
            try screen.select("Classics", in: "Shelf")
            screen.echo = .diff
            try screen.tap("Cancel")
            screen.expect(
                .echo,
                """
                @State isConfirmingDiscard of AddBookSheet: false → true
                @@ -1,2 +1,2 @@
                -AddBookSheet  @Environment LibraryClient dismiss=DismissAction(nothing)  @State title="Dune \\"Messiah\\" \\\\(2) \\"\\"\\"" author="" pages="" shelfID=2 shelves=4 items problem=nil isSaving=false isConfirmingDiscard=false  @FocusState focus=.title  .environment(LibraryClient)
                +AddBookSheet  @Environment LibraryClient dismiss=DismissAction(nothing)  @State title="Dune \\"Messiah\\" \\\\(2) \\"\\"\\"" author="" pages="" shelfID=2 shelves=4 items problem=nil isSaving=false isConfirmingDiscard=true  @FocusState focus=.title  .environment(LibraryClient)
                   NavigationStack  .presentationDetents([.medium, .large]) .interactiveDismissDisabled(true) .onAppear .task
                @@ -18,1 +18,6 @@
                           Button "Save"  .disabled .accessibilityIdentifier("saveButton")
                +      .confirmationDialog
                +        ConfirmationDialog "Discard this book?"
                +          Text "The details you entered will be lost."
                +          Button "Discard Changes" role=.destructive
                +          Button "Keep Editing" role=.cancel
                """)
            screen.expect(
                .path,
                """
                NavigationStack(New Book) path=[]
                  confirmationDialog "Discard this book?"
                """)
        }
    }
}
