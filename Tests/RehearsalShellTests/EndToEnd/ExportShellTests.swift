import Foundation
import Testing

/// `export FILE.swift` through the built `rehearse`: the file it writes is the exported test checked in
/// among our own tests (which `swift test` compiles and runs), and it never replaces a file that is not ours.
@Suite struct ExportShellTests {
    /// The exported test checked in at `Tests/RehearsalTests/Exported/`, compiled and run by `swift test`.
    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("RehearsalTests/Exported/AddBookSheetTests.swift")

    /// The session the checked-in test was exported from.
    static let session = """
        set echo none
        open "AddBookSheet/New book"
        advance 1s
        tap "Save"
        type #titleField "Dune \\"Messiah\\" \\\\(2) \\"\\"\\""
        ax
        select "Shelf" "Classics"
        set echo diff
        tap "Cancel"
        undo
        tap "Cancel"
        path

        """

    @Test("A piped session exported to a file is the checked-in exported test, byte for byte")
    func pipedExport() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: Self.session + "export AddBookSheetTests.swift\n", directory: folder)
        #expect(run.errors == "")
        #expect(run.status == 1)
        #expect(
            run.output == """
                virtual time 1s
                error: expected an enabled button "Save" to tap, but it is disabled (by .disabled(true) in AddBookSheet, or its own state). To fix, make the condition that disables it false first (see `state`), then try again.
                navigationBar "New Book"
                  button "Cancel" #cancelButton
                  button "Save" #saveButton [notEnabled]
                textField "Title" #titleField value="Dune \\"Messiah\\" \\\\(2) \\"\\"\\"" [focused]
                textField "Author" #authorField
                textField "Pages" #pagesField
                picker "Shelf" #shelfPicker value="Reading Now"
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
                at step 4 of 5: select "Shelf" "Classics"
                AddBookSheet  @Environment LibraryClient dismiss=DismissAction(nothing)  @State title="Dune \\"Messiah\\" \\\\(2) \\"\\"\\"" author="" pages="" shelfID=2 shelves=4 items problem=nil isSaving=false isConfirmingDiscard=false  @FocusState focus=.title  .environment(LibraryClient)
                  NavigationStack  .presentationDetents([.medium, .large]) .interactiveDismissDisabled(true) .onAppear .task
                    Form  .navigationTitle("New Book") .titleVisibility(.visible)
                      Section
                        TextField "Title" text="Dune \\"Messiah\\" \\\\(2) \\"\\"\\""  .focused(equals: .title) [focused] .submitLabel(.next) .onSubmit .accessibilityIdentifier("titleField")
                        TextField "Author" text=""  .focused(equals: .author) .submitLabel(.next) .onSubmit .accessibilityIdentifier("authorField")
                        TextField "Pages" text=""  .focused(equals: .pages) .submitLabel(.done) .onSubmit .accessibilityIdentifier("pagesField")
                      Section
                        Picker "Shelf" selection=2  .accessibilityIdentifier("shelfPicker")
                          Text "Reading Now"  .tag(1)
                          Text "Classics"  .tag(2)
                          Text "Science Fiction"  .tag(3)
                          Text "Wishlist"  .tag(4)
                      .toolbar
                        ToolbarItem .cancellationAction
                          Button "Cancel"  .accessibilityIdentifier("cancelButton")
                        ToolbarItem .confirmationAction
                          Button "Save"  .disabled .accessibilityIdentifier("saveButton")
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
                NavigationStack(New Book) path=[]
                  confirmationDialog "Discard this book?"
                exported AddBookSheetTests.swift: AddBookSheetTests.rehearsed() with 5 steps and 5 checks
                run it with `swift test --filter AddBookSheetTests` in a test target that depends on RehearsalTesting

                """)
        let exported = try String(
            contentsOf: folder.appendingPathComponent("AddBookSheetTests.swift"), encoding: .utf8)
        #expect(exported == (try String(contentsOf: Self.checkedIn, encoding: .utf8)))
    }

    @Test("In JSON lines, export answers with the summary and writes the same file")
    func jsonLinesExport() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = (Self.session + "export AddBookSheetTests.swift").split(separator: "\n").map {
            #"{"command": "\#($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"}"#
        }
        let run = try RehearseBinary.run(["--jsonl"], input: lines.joined(separator: "\n") + "\n", directory: folder)
        #expect(
            run.output.split(separator: "\n").last == """
                {"ok":true,"output":"exported AddBookSheetTests.swift: AddBookSheetTests.rehearsed() with 5 steps and \
                5 checks\\nrun it with `swift test --filter AddBookSheetTests` in a test target that depends on \
                RehearsalTesting","preview":"AddBookSheet/New book","step":5}
                """)
        let exported = try String(
            contentsOf: folder.appendingPathComponent("AddBookSheetTests.swift"), encoding: .utf8)
        #expect(exported == (try String(contentsOf: Self.checkedIn, encoding: .utf8)))
    }

    @Test("A module request names the loaded preview's module, and nothing before a preview is open")
    func moduleRequest() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"request": "module"}
                {"command": "set echo none"}
                {"command": "open \\"CrashingScreen/Buggy buttons\\""}
                {"request": "module"}
                {"request": "modules"}

                """)
        #expect(
            run.output == """
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":null,"step":0}
                {"ok":true,"output":"","preview":"CrashingScreen/Buggy buttons","step":1}
                {"ok":true,"output":"","preview":"CrashingScreen/Buggy buttons","step":1,"module":"SamplePreviews"}
                {"ok":false,"output":"","error":{"code":"syntax","message":"unknown request \\"modules\\"; expected \
                completions, reset, variant or module","hint":"send {\\"request\\": \\"completions\\"} or {\\"command\\": \
                \\"...\\"}"},"preview":"CrashingScreen/Buggy buttons","step":1}

                """)
    }

    @Test("export refuses a file not ours, devices, folders, other extensions and control characters")
    func fileSafety() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// my own test\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Device.swift").path, withDestinationPath: "/dev/null")
        let run = try RehearseBinary.run(
            input: """
                export Empty.swift
                set echo none
                open "CrashingScreen/Buggy buttons"
                tap "Count"
                export Mine.swift
                export Folder.swift
                export Device.swift
                export missing/Dir.swift
                export notes.txt
                export "bad\\nname.swift"
                export .swift
                export Ours.swift
                tap "Count"
                export Ours.swift
                export --force Mine.swift

                """, directory: folder)
        #expect(
            run.output == """
                error: there is nothing to export: no preview is open
                  open one with `open NAME`, explore it, then `export FILE.swift`
                error: Mine.swift already exists and `export` did not write it, so it is not replaced
                  `export --force Mine.swift` replaces it (keeping its mode and line endings), or choose another name
                error: cannot write Folder.swift: it is a directory; only regular files are written
                  choose a file in a folder that exists and is writable
                error: cannot write Device.swift: it is a character device; only regular files are written
                  choose a file in a folder that exists and is writable
                error: cannot write missing/Dir.swift: no such file or directory
                  choose a file in a folder that exists and is writable
                error: export writes Swift source, so it expects a FILE.swift, found "notes.txt"
                  for example: export Tests/AppTests/RetryTests.swift
                error: export expects a file path without control characters, found "bad\\nname.swift" (with U+000A)
                  choose a plain name, like Tests/AppTests/RetryTests.swift
                error: export writes Swift source, so it expects a FILE.swift, found ".swift"
                  for example: export Tests/AppTests/RetryTests.swift
                exported Ours.swift: OursTests.rehearsed() with 2 steps and 0 checks
                run it with `swift test --filter OursTests` in a test target that depends on RehearsalTesting
                replaced Ours.swift: OursTests.rehearsed() with 3 steps and 0 checks
                run it with `swift test --filter OursTests` in a test target that depends on RehearsalTesting
                replaced Mine.swift: MineTests.rehearsed() with 3 steps and 0 checks
                run it with `swift test --filter MineTests` in a test target that depends on RehearsalTesting

                """)
        #expect(run.status == 1)
        let mine = try String(contentsOf: folder.appendingPathComponent("Mine.swift"), encoding: .utf8)
        #expect(mine.hasPrefix("// Exported by `rehearse` (export FILE.swift) from a session on CrashingScreen/Buggy"))
    }
}
