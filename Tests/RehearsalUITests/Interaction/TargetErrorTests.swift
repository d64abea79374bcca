import Foundation
import Testing

@testable import RehearsalUI

@MainActor @Suite struct TargetErrorTests {
    let screen = DrivenScreen(Targets.Screen())

    func failure(_ interaction: (Interactor, DrivenScreen) throws -> Void) -> String {
        screen.failure { try interaction(screen.interactor, screen) }
    }

    @Test("The screen the errors are about") func screenUnderTest() {
        #expect(
            screen.ax == """
                navigationBar "Form"
                button "Try Again"
                button "Delete" #deleteDraft
                button "Delete" #deleteBook
                staticText "Note"
                staticText "Note"
                button "Submit" [notEnabled]
                toggle "I agree" value="off"
                picker "Flavor" value="Vanilla"
                link "Details"
                """)
    }

    @Test("No match: the nearest labels, ignoring case, then by edit distance") func notFound() {
        #expect(
            failure { try $0.tap($1.target("button \"Try again\"")) } == """
                notFound: expected an element matching button "Try again" on screen to tap, but there is none.
                Did you mean: button "Try Again"?
                To fix, use a target from `ax` (labels match exactly, case included).
                """)
        #expect(
            failure { try $0.tap($1.target("\"Delte\"")) } == """
                notFound: expected an element matching "Delte" on screen to tap, but there is none.
                Did you mean: button "Delete" #deleteDraft, button "Delete" #deleteBook?
                To fix, use a target from `ax` (labels match exactly, case included).
                """)
        #expect(
            failure { try $0.tap($1.target("\"Xyzzy Plugh\"")) } == """
                notFound: expected an element matching "Xyzzy Plugh" on screen to tap, but there is none.
                The screen has: navigationBar "Form", button "Try Again", button "Delete", button "Delete", staticText \
                "Note", staticText "Note".
                To fix, use a target from `ax` (labels match exactly, case included).
                """)
    }

    @Test("Several matches: each with a target that tells it apart") func ambiguous() throws {
        #expect(
            failure { try $0.tap($1.target("button \"Delete\"")) } == """
                ambiguous: expected one element matching button "Delete" to tap, but 2 match:
                  button "Delete" #deleteDraft  in Screen  → target #deleteDraft
                  button "Delete" #deleteBook  in Screen  → target #deleteBook
                To fix, use one of the targets above; to make them stable, give each element its own \
                .accessibilityIdentifier and target #identifier.
                """)
        #expect(
            failure { try $0.tap($1.target("\"Note\"")) } == """
                ambiguous: expected one element matching "Note" to tap, but 2 match:
                  staticText "Note"  in Screen  → target "Note"[1]
                  staticText "Note"  in Screen  → target "Note"[2]
                To fix, use one of the targets above; to make them stable, give each element its own \
                .accessibilityIdentifier and target #identifier.
                """)
        try screen.interactor.tap(screen.target("button \"Delete\"[2]"))
        #expect(
            failure { try $0.tap($1.target("\"Note\"[3]")) } == """
                notFound: expected at least 3 reachable elements matching "Note" to tap, but found 2. To fix, use an \
                index from 1 to 2, or see `ax`.
                """)
    }

    @Test("Disabled, hidden, covered: the element exists, and the message says why it cannot be used") func unusable()
        throws
    {
        #expect(
            failure { try $0.tap($1.target("button \"Submit\"")) } == """
                disabled: expected an enabled button "Submit" to tap, but it is disabled (by .disabled(true) in Screen, \
                or its own state). To fix, make the condition that disables it false first (see `state`), then try again.
                """)
        #expect(
            failure { try $0.tap($1.target("\"Secret\"")) } == """
                unreachable: expected staticText "Secret" (in Screen) on screen to tap, but it cannot be reached: Screen \
                hides it from accessibility with .accessibilityHidden(true). To fix, target an element VoiceOver reaches \
                (see `ax`), or stop hiding this one, then try again.
                """)
        try screen.interactor.toggle(screen.target("toggle \"I agree\""))
        try screen.interactor.tap(screen.target("button \"Submit\""))
        try screen.interactor.tap(screen.target("link \"Details\""))
        #expect(
            failure { try $0.tap($1.target("button \"Try Again\"")) } == """
                unreachable: expected button "Try Again" (in Screen) on screen to tap, but it cannot be reached: it is on \
                a screen beneath the screen pushed for 1 on the navigation stack. To fix, go `back` to its screen first, \
                then try again.
                """)
        let orphan = DrivenScreen(Targets.Unhosted())
        #expect(
            orphan.failure { try orphan.interactor.tap(orphan.target("link \"Orphan\"")) } == """
                disabled: expected an enabled link "Orphan" to tap, but it is disabled: it is not inside a \
                NavigationStack or NavigationSplitView, so it has nowhere to push. To fix, wrap the screen in \
                NavigationStack { ... }.
                """)
    }

    @Test("An interaction the element does not support, an option or an action it does not have") func unsupported() {
        #expect(
            failure { try $0.toggle($1.target("button \"Try Again\"")) } == """
                unsupported: expected an element that can be toggled, but button "Try Again" (in Screen) cannot; it \
                supports tap. To fix, target another element (see `ax`) or use an interaction it supports.
                """)
        #expect(
            failure { try $0.select($1.target("picker \"Flavor\""), option: "chocolate") } == """
                optionNotFound: expected an option "chocolate" in picker "Flavor", but its options are "Vanilla", \
                "Chocolate". Did you mean "Chocolate"? To fix, select one of those.
                """)
        #expect(
            failure { try $0.swipe($1.target("button \"Try Again\""), action: "Delete") } == """
                actionNotFound: expected a swipe action "Delete" on button "Try Again" (in Screen), but it has none. To \
                fix, add it to the view (e.g. .swipeActions { Button(...) }), or target another element.
                """)
    }

    @Test("Navigation interactions with nothing to act on") func nothingToDo() {
        #expect(
            failure { interactor, _ in try interactor.back() } == """
                nothingToGoBack: expected a back button on the screen on top, but it has none: it is the root of its \
                navigation stack, is not in one, or hides its back button (.navigationBarBackButtonHidden). To fix, push \
                a screen first (tap a link), or leave the screen with one of its own buttons.
                """)
        #expect(
            failure { interactor, _ in try interactor.dismiss() } == """
                nothingToDismiss: expected a presented sheet, cover, alert or dialog to dismiss, but nothing is \
                presented. To fix, use `back` to leave a pushed screen.
                """)
        #expect(
            failure { interactor, _ in try interactor.open(URL(string: "inkwell://book/1")!) } == """
                noURLHandler: expected a view with .onOpenURL to receive inkwell://book/1, but no mounted view has one. To \
                fix, add .onOpenURL { url in ... } to the app's root view (handlers on views that are not mounted, such \
                as tabs never selected, do not receive URLs).
                """)
        #expect(
            failure { interactor, _ in try interactor.selectTab("Library") } == """
                noTab: expected a tab "Library", but the screen has no tab view. To fix, use one of the tab titles (they \
                match exactly).
                """)
        #expect(
            failure { interactor, _ in try interactor.refresh() } == """
                notRefreshable: expected a refreshable view on screen to pull, but there is none. To fix, add \
                .refreshable { await load() } to the list (it must be on screen, not behind a sheet).
                """)
        #expect(
            failure { interactor, _ in try interactor.scroll() } == """
                nothingToScroll: expected a List or lazy stack on screen with rows left to load, but there is none. To \
                fix, scroll only when `ax` ends before the data does (rows load 20 at a time).
                """)
    }
}

@Suite struct TargetQueryTests {
    @Test("Targets parse as role and label, label, identifier or role, with an optional index") func parses() throws {
        #expect(try TargetQuery(parsing: "button \"Try Again\"") == TargetQuery(role: "button", label: "Try Again"))
        #expect(try TargetQuery(parsing: "\"Say \\\"hi\\\"\"") == TargetQuery(label: "Say \"hi\""))
        #expect(try TargetQuery(parsing: "#addButton") == TargetQuery(identifier: "addButton"))
        #expect(try TargetQuery(parsing: "link #dune") == TargetQuery(role: "link", identifier: "dune"))
        #expect(try TargetQuery(parsing: "searchField") == TargetQuery(role: "searchField"))
        #expect(
            try TargetQuery(parsing: "button \"Delete\"[2]") == TargetQuery(role: "button", label: "Delete", index: 2))
        #expect(try TargetQuery(parsing: " button \"Delete\" [2] ").description == "button \"Delete\"[2]")
    }

    @Test("A target that does not parse says what was expected and how to fix it") func errors() {
        func message(_ text: String) -> String {
            do {
                _ = try TargetQuery(parsing: text)
                return "no error"
            } catch {
                return error.message
            }
        }
        #expect(
            message("Dune") == """
                expected a target: "label", #identifier or role "label" (e.g. button "Try Again"), but found "Dune": Dune \
                is not a role; to fix, quote a label: "Dune".
                """)
        #expect(
            message("button \"Dune") == """
                expected a target: "label", #identifier or role "label" (e.g. button "Try Again"), but found \
                "button \\"Dune": the label's closing quote is missing.
                """)
        #expect(
            message("\"x\" extra") == """
                expected a target: "label", #identifier or role "label" (e.g. button "Try Again"), but found \
                "\\"x\\" extra": "extra" is left over.
                """)
        #expect(
            message("button \"x\"[0]") == """
                expected a target: "label", #identifier or role "label" (e.g. button "Try Again"), but found \
                "button \\"x\\"[0]": [n] picks the n-th match and needs a number from 1.
                """)
    }
}
