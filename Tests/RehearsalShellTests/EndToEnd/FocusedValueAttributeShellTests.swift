import Foundation
import Testing

/// Through the built `rehearse`: a `.focusedValue(\.x, $binding)` prints the binding's current value, as SwiftUI's
/// modifier holds it, after typing into the field it points to (before session 8 it printed the value of the last
/// time the view holding the binding was evaluated: typing re-evaluates only the field).
@Suite struct FocusedValueAttributeShellTests {
    @Test("Piped: after typing, the field's .focusedValue prints the typed text; after Shout, the upper-cased one")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "NoteEditorScreen/Focused values"
                type "Title" " list"
                tree
                focus "Body"
                tap "Shout"
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        NoteEditorScreen  @State title="groceries list" text="milk, eggs"  @FocusState focus=.title
                          VStack  .focusedSceneValue(\\.fieldCount, 2)
                            TextField "Title" text="groceries list"  .focused(equals: .title) [focused] .focusedValue(\\.editingField, "Title") .focusedValue(\\.focusedText, Binding("groceries list"))
                            TextField "Body" text="milk, eggs"  .focused(equals: .body) .focusedValue(\\.editingField, "Body") .focusedValue(\\.focusedText, Binding("milk, eggs"))
                            Button "Done"
                            EditorToolbar  @FocusedValue editingField="Title" fieldCount=2  @FocusedBinding focusedText="groceries list"
                              VStack
                                Text "Editing Title of 2 fields"
                                Button "Shout"
                        NoteEditorScreen  @State title="groceries list" text="MILK, EGGS"  @FocusState focus=.body
                          VStack  .focusedSceneValue(\\.fieldCount, 2)
                            TextField "Title" text="groceries list"  .focused(equals: .title) .focusedValue(\\.editingField, "Title") .focusedValue(\\.focusedText, Binding("groceries list"))
                            TextField "Body" text="MILK, EGGS"  .focused(equals: .body) [focused] .focusedValue(\\.editingField, "Body") .focusedValue(\\.focusedText, Binding("MILK, EGGS"))
                            Button "Done"
                            EditorToolbar  @FocusedValue editingField="Body" fieldCount=2  @FocusedBinding focusedText="MILK, EGGS"
                              VStack
                                Text "Editing Body of 2 fields"
                                Button "Shout"

                        """, errors: "", status: 0))
    }

    @Test("JSON lines: the tree's attributes carry the typed text")
    func jsonLines() throws {
        let requests = [
            #"{"command":"set echo none"}"#, #"{"command":"open \"NoteEditorScreen/Focused values\""}"#,
            #"{"command":"type \"Body\" \" and bread\""}"#, #"{"command":"tree --json"}"#,
        ]
        let run = try RehearseBinary.run(["--jsonl"], input: requests.joined(separator: "\n") + "\n")
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"NoteEditorScreen/Focused values","step":1}
                {"ok":true,"output":"","preview":"NoteEditorScreen/Focused values","step":2}
                {"ok":true,"output":"[{\\"name\\":\\"NoteEditorScreen\\",\\"state\\":[{\\"wrapper\\":\\"@State\\",\\"value\\":\\"title=\\\\\\"groceries\\\\\\"\\"},{\\"wrapper\\":\\"@State\\",\\"value\\":\\"text=\\\\\\"milk, eggs and bread\\\\\\"\\"},{\\"wrapper\\":\\"@FocusState\\",\\"value\\":\\"focus=.body\\"}],\\"children\\":[{\\"name\\":\\"VStack\\",\\"attributes\\":[\\".focusedSceneValue(\\\\\\\\.fieldCount, 2)\\"],\\"children\\":[{\\"name\\":\\"TextField\\",\\"summary\\":\\"\\\\\\"Title\\\\\\" text=\\\\\\"groceries\\\\\\"\\",\\"attributes\\":[\\".focused(equals: .title)\\",\\".focusedValue(\\\\\\\\.editingField, \\\\\\"Title\\\\\\")\\",\\".focusedValue(\\\\\\\\.focusedText, Binding(\\\\\\"groceries\\\\\\"))\\"]},{\\"name\\":\\"TextField\\",\\"summary\\":\\"\\\\\\"Body\\\\\\" text=\\\\\\"milk, eggs and bread\\\\\\"\\",\\"attributes\\":[\\".focused(equals: .body) [focused]\\",\\".focusedValue(\\\\\\\\.editingField, \\\\\\"Body\\\\\\")\\",\\".focusedValue(\\\\\\\\.focusedText, Binding(\\\\\\"milk, eggs and bread\\\\\\"))\\"]},{\\"name\\":\\"Button\\",\\"summary\\":\\"\\\\\\"Done\\\\\\"\\"},{\\"name\\":\\"EditorToolbar\\",\\"state\\":[{\\"wrapper\\":\\"@FocusedValue\\",\\"value\\":\\"editingField=\\\\\\"Body\\\\\\"\\"},{\\"wrapper\\":\\"@FocusedValue\\",\\"value\\":\\"fieldCount=2\\"},{\\"wrapper\\":\\"@FocusedBinding\\",\\"value\\":\\"focusedText=\\\\\\"milk, eggs and bread\\\\\\"\\"}],\\"children\\":[{\\"name\\":\\"VStack\\",\\"children\\":[{\\"name\\":\\"Text\\",\\"summary\\":\\"\\\\\\"Editing Body of 2 fields\\\\\\"\\"},{\\"name\\":\\"Button\\",\\"summary\\":\\"\\\\\\"Shout\\\\\\"\\"}]}]}]}]}]","preview":"NoteEditorScreen/Focused values","step":2}

                """)
        #expect(run.status == 0)
    }
}
