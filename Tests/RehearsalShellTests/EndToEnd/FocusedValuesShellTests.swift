import Foundation
import Testing

/// Focused values (`.focusedValue`, `@FocusedValue`, `@FocusedBinding`) and the `focus` verb, through the built
/// `rehearse`.
@Suite struct FocusedValuesShellTests {
    @Test("Piped: focus moves between fields, the toolbar reads what the focused field publishes, nil without focus")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "NoteEditorScreen/Focused values"
                set echo ax
                focus "Title"
                tap "Shout"
                focus "Body"
                tap "Done"

                """)
        #expect(
            run
                == .init(
                    output: """
                        NoteEditorScreen  @State title="groceries" text="milk, eggs"  @FocusState focus=nil
                          VStack  .focusedSceneValue(\\.fieldCount, 2)
                            TextField "Title" text="groceries"  .focused(equals: .title) .focusedValue(\\.editingField, "Title") .focusedValue(\\.focusedText, Binding("groceries"))
                            TextField "Body" text="milk, eggs"  .focused(equals: .body) .focusedValue(\\.editingField, "Body") .focusedValue(\\.focusedText, Binding("milk, eggs"))
                            Button "Done"
                            EditorToolbar  @FocusedValue editingField=nil fieldCount=2  @FocusedBinding focusedText=nil
                              VStack
                                Text "Editing nothing of 2 fields"
                                Button "Shout"  .disabled
                        @FocusState focus of NoteEditorScreen: nil → .title
                        textField "Title" value="groceries" [focused]
                        textField "Body" value="milk, eggs"
                        button "Done"
                        staticText "Editing Title of 2 fields"
                        button "Shout"
                        @State title of NoteEditorScreen: "groceries" → "GROCERIES"
                        textField "Title" value="GROCERIES" [focused]
                        textField "Body" value="milk, eggs"
                        button "Done"
                        staticText "Editing Title of 2 fields"
                        button "Shout"
                        @FocusState focus of NoteEditorScreen: .title → .body
                        textField "Title" value="GROCERIES"
                        textField "Body" value="milk, eggs" [focused]
                        button "Done"
                        staticText "Editing Body of 2 fields"
                        button "Shout"
                        @FocusState focus of NoteEditorScreen: .body → nil
                        textField "Title" value="GROCERIES"
                        textField "Body" value="milk, eggs"
                        button "Done"
                        staticText "Editing nothing of 2 fields"
                        button "Shout" [notEnabled]

                        """, errors: "", status: 0))
    }

    @Test("explain after focus names the focus state that moved and the focused values its readers read")
    func explainAfterFocus() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "NoteEditorScreen/Focused values"
                focus "Title"
                explain
                explain EditorToolbar

                """)
        #expect(
            run
                == .init(
                    output: """
                        explain step 2: focus "Title"
                        1. The command ran the action of textField "Title", an element of NoteEditorScreen.
                        2. It changed:
                             @FocusState focus of NoteEditorScreen: nil → .title  (read by NoteEditorScreen's .focused ×2)
                        3. Evaluated, because of what they read or were given:
                             EditorToolbar: the focused values it reads changed (focus moved, or the focused view published another value)
                           Not re-evaluated (nothing they read changed, and their inputs were equal): NoteEditorScreen
                        4. No task started, resumed, finished or was cancelled.
                        5. The navigation path did not change.
                        EditorToolbar was last evaluated in step 2 (focus "Title"): the focused values it reads changed (focus moved, or the focused view published another value).
                        It reads @State title of NoteEditorScreen.
                        A change to one of those re-evaluates it; so do new inputs from a parent and a change of the environment.

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: focus answers with the focus state's change and the echo")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"NoteEditorScreen/Focused values\\""}
                {"command": "set echo ax"}
                {"command": "focus \\"Body\\""}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"NoteEditorScreen  @State title=\\"groceries\\" text=\\"milk, eggs\\"  @FocusState focus=nil\\n  VStack  .focusedSceneValue(\\\\.fieldCount, 2)\\n    TextField \\"Title\\" text=\\"groceries\\"  .focused(equals: .title) .focusedValue(\\\\.editingField, \\"Title\\") .focusedValue(\\\\.focusedText, Binding(\\"groceries\\"))\\n    TextField \\"Body\\" text=\\"milk, eggs\\"  .focused(equals: .body) .focusedValue(\\\\.editingField, \\"Body\\") .focusedValue(\\\\.focusedText, Binding(\\"milk, eggs\\"))\\n    Button \\"Done\\"\\n    EditorToolbar  @FocusedValue editingField=nil fieldCount=2  @FocusedBinding focusedText=nil\\n      VStack\\n        Text \\"Editing nothing of 2 fields\\"\\n        Button \\"Shout\\"  .disabled","preview":"NoteEditorScreen/Focused values","step":1}
                        {"ok":true,"output":"","preview":"NoteEditorScreen/Focused values","step":1}
                        {"ok":true,"output":"@FocusState focus of NoteEditorScreen: nil → .body\\ntextField \\"Title\\" value=\\"groceries\\"\\ntextField \\"Body\\" value=\\"milk, eggs\\" [focused]\\nbutton \\"Done\\"\\nstaticText \\"Editing Body of 2 fields\\"\\nbutton \\"Shout\\"","preview":"NoteEditorScreen/Focused values","step":2}

                        """, errors: "", status: 0))
    }
}
