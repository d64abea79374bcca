import Foundation
import Testing

/// `@FocusedObject` and text inputs without `.focused(...)` taking focus, through the built `rehearse`.
@Suite struct FocusedObjectShellTests {
    @Test("Piped: tap, focus and type give focus to editors without .focused; the status bar follows the object")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "DraftsEditorScreen/Drafts"
                set echo ax
                focus "Search"
                tap "Notes"
                type "Notes" "buy milk"
                tap "Save"
                type "Letter" " hello"

                """)
        #expect(
            run
                == .init(
                    output: """
                        DraftsEditorScreen  @StateObject letter=DraftDocument notes=DraftDocument  @State query=""  @FocusState isSearching=false
                          VStack
                            TextField "Search" text=""  .focused
                            TextField "Notes" text=""  .focusedObject(DraftDocument)
                            TextEditor text="Dear Ada,"  .accessibilityLabel("Letter") .focusedObject(DraftDocument)
                            Text "Not searching"
                            DraftStatusBar  @FocusedObject document=nil
                              VStack
                                Text "No document focused"
                                Button "Save"  .disabled
                        @FocusState isSearching of DraftsEditorScreen: false → true
                        textField "Search" [focused]
                        textField "Notes"
                        textField "Letter" value="Dear Ada,"
                        staticText "Searching"
                        staticText "No document focused"
                        button "Save" [notEnabled]
                        @FocusState isSearching of DraftsEditorScreen: true → false
                        textField "Search"
                        textField "Notes" [focused]
                        textField "Letter" value="Dear Ada,"
                        staticText "Not searching"
                        staticText "Notes: 0 characters, saved 0 times"
                        button "Save"
                        textField "Search"
                        textField "Notes" value="buy milk" [focused]
                        textField "Letter" value="Dear Ada,"
                        staticText "Not searching"
                        staticText "Notes: 8 characters, saved 0 times"
                        button "Save"
                        textField "Search"
                        textField "Notes" value="buy milk" [focused]
                        textField "Letter" value="Dear Ada,"
                        staticText "Not searching"
                        staticText "Notes: 8 characters, saved 1 times"
                        button "Save"
                        textField "Search"
                        textField "Notes" value="buy milk"
                        textField "Letter" value="Dear Ada, hello" [focused]
                        staticText "Not searching"
                        staticText "Letter: 15 characters, saved 0 times"
                        button "Save"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: focus on an element that cannot take focus is a typed error")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"DraftsEditorScreen/Drafts\""}"#,
            #"{"command":"focus \"Notes\""}"#, #"{"command":"ax"}"#, #"{"command":"focus \"Save\""}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"DraftsEditorScreen/Drafts","step":1}
                {"ok":true,"output":"","preview":"DraftsEditorScreen/Drafts","step":2}
                {"ok":true,"output":"textField \\"Search\\"\\ntextField \\"Notes\\" [focused]\\ntextField \\"Letter\\" value=\\"Dear Ada,\\"\\nstaticText \\"Not searching\\"\\nstaticText \\"Notes: 0 characters, saved 0 times\\"\\nbutton \\"Save\\"","preview":"DraftsEditorScreen/Drafts","step":2}
                {"ok":false,"output":"","error":{"code":"unsupported","message":"expected an element that can take focus, but button \\"Save\\" (in DraftStatusBar) is not a text input and has no .focused(...) above it. To fix, tie it to a @FocusState with .focused($state) or .focused($state, equals: value), or target another element (see `ax`).","hint":null},"preview":"DraftsEditorScreen/Drafts","step":2}

                """)
        #expect(run.status == 0)
    }
}
