import Foundation
import Testing

/// `dismiss` on a legacy `Alert` through the built `rehearse`: the alert closes with its cancel button and
/// the screen behind it can be reached again; with nothing presented, `dismiss` says so.
@Suite struct LegacyAlertDismissShellTests {
    @Test("dismiss closes a legacy Alert as its Cancel button does; a second dismiss has nothing to close")
    func dismissAlert() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "DraftsScreen/Drafts"
                tap "Discard All"
                path
                dismiss
                path
                ax
                dismiss

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationStack(Drafts) path=[]
                        alert "Discard 2 drafts?"
                        NavigationStack(Drafts) path=[]
                        navigationBar "Drafts"
                          button "Tip"
                          button "Discard All"
                        list
                          button "Letter to Ada"
                          button "Essay on engines"
                        error: expected a presented sheet, cover, alert or dialog to dismiss, but nothing is presented. \
                        To fix, use `back` to leave a pushed screen.

                        """, errors: "", status: 1))
    }
}
