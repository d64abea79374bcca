import Foundation
import Testing

/// Legacy presentations through the built `rehearse`: an `ActionSheet`, an `Alert` and a popover, in `path`
/// and `ax`, closed by their buttons and by `dismiss`.
@Suite struct PresentationShellTests {
    @Test("A legacy ActionSheet, Alert and popover are presented, listed by path and ax, and closed by dismiss")
    func legacyPresentations() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "DraftsScreen/Drafts"
                tap "Letter to Ada"
                path
                ax
                tap "Mail"
                tap "Discard All"
                ax
                dismiss
                tap "Tip"
                path
                dismiss
                path

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationStack(Drafts) path=[]
                        confirmationDialog "Share Letter to Ada"
                        dialog "Share Letter to Ada"
                          button "Mail"
                          button "Messages"
                          button "Cancel"
                        alert "Discard 2 drafts?"
                          staticText "They cannot be recovered."
                          button "Discard"
                          button "Cancel"
                        NavigationStack(Drafts) path=[]
                        sheet
                        NavigationStack(Drafts) path=[]

                        """, errors: "", status: 0))
    }
}
