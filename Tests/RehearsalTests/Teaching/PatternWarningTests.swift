import RehearsalUI
import Testing

@testable import Rehearsal

/// Each pattern warning, provoked by a fixture in `Pitfalls/`, and its idiomatic counterpart, which stays quiet.
///
/// Sessions print nothing after an action here (`echo none`), so a step's output is its warnings alone.
@MainActor @Suite(.serialized) struct PatternWarningTests {
    @Test("Copying a parent value into @State warns when the parent changes it (once)")
    func stateCopyProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallStateCopy/Provoked""#, #"tap "Rename""#, #"tap "Rename""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallStateCopy/Provoked"
                > tap "Rename"
                warning: CopyingNameForm copies a value from its parent into @State draft: the parent now passes "Old Classics", but CopyingNameForm keeps "Classics", because a @State's initial value is used only when the view first appears. To fix, let the parent own the value and pass it down (let draft), or pass a binding (@Binding var draft) if CopyingNameForm edits it.
                  guideline: "One source of truth. Copying a parent's value into a child's `@State` creates a second copy that stops following the parent. Pass a binding or the value." (swiftui-ui-patterns, Guidelines)
                > tap "Rename"
                """#)
    }

    @Test("A draft the user edits does not warn when the parent passes the same value again")
    func stateCopyEditedDraft() {
        // The form's own update (its body reads the draft typed into) relinks its `@State` to the same box: that is
        // no value from the parent, and the parent's later update, passing the same name, is compared with the first.
        let transcript = teachingTranscript(
            [#"open "PitfallStateCopy/Edited""#, #"type #draft "Poetry""#, #"tap "Count""#, "ax"],
            in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallStateCopy/Edited"
                > type #draft "Poetry"
                > tap "Count"
                > ax
                button "Count"
                staticText "Counted 1"
                staticText "Draft: ClassicsPoetry"
                textField "Name" #draft value="ClassicsPoetry" [focused]
                """#)
    }

    @Test("A binding to the parent value does not warn")
    func stateCopyIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallStateCopy/Idiomatic""#, #"tap "Rename""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallStateCopy/Idiomatic"
                > tap "Rename"
                """#)
    }

    @Test("Two sheet(isPresented:) on one view warn when the screen opens")
    func sheetFlagsProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallSheetFlags/Provoked""#, #"tap "Add""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallSheetFlags/Provoked"
                warning: FlagSheets presents with 2 separate Boolean flags (sheet(isPresented:) ×2): nothing stops two from being true at once, and each must be reset by hand. To fix, keep one optional enum in one @State (enum Sheet: Identifiable { case … }) and present it with a single .sheet(item:).
                  guideline: "Flags multiply. `showAdd`, `showEdit`, `showShare` as separate Booleans is the commonest source of sheets that will not open or will not close. One optional enum per presenter." (swiftui-ui-patterns, Guidelines)
                > tap "Add"
                """#)
    }

    @Test("One optional enum with sheet(item:) does not warn")
    func sheetFlagsIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallSheetFlags/Idiomatic""#, #"tap "Add""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallSheetFlags/Idiomatic"
                > tap "Add"
                """#)
    }

    @Test("Task { } in onAppear warns, naming the task it started")
    func appearTaskProvoked() {
        let transcript = teachingTranscript([#"open "PitfallAppearTask/Provoked""#, "advance 1s"], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallAppearTask/Provoked"
                warning: the onAppear of AppearLoader started task#1 with Task { }, which is not cancelled when AppearLoader disappears, so it may keep working (and write state) for a screen that is gone. To fix, move the work into .task { await ... } on AppearLoader (or .task(id:) when it depends on a value): it starts when the view appears and is cancelled when it disappears.
                  guideline: "Never use Task {} in onAppear - it doesn't auto-cancel and can cause issues" (SwiftUI Development Patterns, Required Patterns 3)
                > advance 1s
                virtual time 1s
                """#)
    }

    @Test(".task does not warn")
    func appearTaskIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallAppearTask/Idiomatic""#, "advance 1s"], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallAppearTask/Idiomatic"
                > advance 1s
                virtual time 1s
                """#)
    }

    @Test("navigationDestination inside a List warns with the graph diagnostic and its guideline")
    func lazyDestinationProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallLazyDestination/Provoked""#, #"tap "Item 1""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallLazyDestination/Provoked"
                warning: RowDestinations declares navigationDestination(for: Int.self) inside a List, where the stack may not see it until the row that declares it is loaded. To fix, move the modifier out of the List, onto the stack's root view.
                  guideline: "Put `navigationDestination(for:)` on the stack's root content. Apple's documentation warns against placing it inside lazy containers such as `List` or `LazyVStack`, where the stack may not see it." (swiftui-ui-patterns, 4. Navigation: values, not views)
                > tap "Item 1"
                """#)
    }

    @Test("navigationDestination on the stack's root content does not warn")
    func lazyDestinationIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallLazyDestination/Idiomatic""#, #"tap "Item 1""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallLazyDestination/Idiomatic"
                > tap "Item 1"
                """#)
    }

    @Test("An environment object read but never injected warns with the guideline")
    func missingEnvironmentProvoked() {
        let transcript = teachingTranscript([#"open "PitfallMissingEnvironment/Provoked""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallMissingEnvironment/Provoked"
                warning: ClientGreeting reads @Environment(FixtureClient.self) (property client), but no view above it injected a FixtureClient, so its body cannot run (SwiftUI stops the app here). To fix, inject one with .environment(FixtureClient(...)) on a view above ClientGreeting (in a preview, apply a stub with `env`), or declare the property optional (FixtureClient?) if it may be absent.
                  guideline: "Reading a type from the environment that nobody injected throws at run time; declare it optional (`private var client: LibraryClient?`) when it may be absent." (swiftui-ui-patterns, 2. Decide who owns each piece of state)
                error: "PitfallMissingEnvironment/Provoked" (RehearsalTests/PitfallMissingEnvironment.swift:18) cannot render: ClientGreeting reads @Environment(FixtureClient.self) (property client), but nothing in preview "PitfallMissingEnvironment/Provoked" provides a FixtureClient. No stub environment provides one. To fix, add .environment(FixtureClient(...)) to the preview, or write a PreviewModifier that injects one and attach it with .modifier(...).
                  no preview is open
                """#)
    }

    @Test("An injected environment object does not warn")
    func missingEnvironmentIdiomatic() {
        let transcript = teachingTranscript([#"open "PitfallMissingEnvironment/Idiomatic""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallMissingEnvironment/Idiomatic"
                """#)
    }

    @Test("A @State set by a body warns with the guideline")
    func stateDuringUpdateProvoked() {
        let transcript = teachingTranscript([#"open "PitfallStateDuringUpdate/Provoked""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallStateDuringUpdate/Provoked"
                warning: the body of BodyWriter set @State isSeen of BodyWriter while views were being evaluated, so the update invalidates itself. To fix, let the body only read state, and move the change into an action, .task(id:) or .onChange(of:).
                  guideline: "Use `.task(id:)` and `.onChange(of:)` for side effects" (SwiftUI Development Patterns, Local State Management)
                """#)
    }

    @Test("A @State set in onAppear does not warn")
    func stateDuringUpdateIdiomatic() {
        let transcript = teachingTranscript([#"open "PitfallStateDuringUpdate/Idiomatic""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallStateDuringUpdate/Idiomatic"
                """#)
    }

    @Test("AnyView wrapping another type after an update warns, each time the type changes")
    func anyViewProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallAnyView/Provoked""#, #"tap "Switch""#, #"tap "Switch""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallAnyView/Provoked"
                > tap "Switch"
                warning: an AnyView in ErasedBranches wrapped Label and now wraps Text: erasing the branches' types makes the change a replacement that drops the old branch's state, and hides which branch is shown. To fix, return the branches from a @ViewBuilder (an if or a switch), or wrap them in Group, so each branch keeps its own identity.
                  guideline: "Avoid `AnyView` to make branches type-check; use `@ViewBuilder`, `Group` or a `switch`." (swiftui-ui-patterns, Guidelines)
                > tap "Switch"
                warning: an AnyView in ErasedBranches wrapped Text and now wraps Label: erasing the branches' types makes the change a replacement that drops the old branch's state, and hides which branch is shown. To fix, return the branches from a @ViewBuilder (an if or a switch), or wrap them in Group, so each branch keeps its own identity.
                  guideline: "Avoid `AnyView` to make branches type-check; use `@ViewBuilder`, `Group` or a `switch`." (swiftui-ui-patterns, Guidelines)
                """#)
    }

    @Test("Branches from a @ViewBuilder do not warn")
    func anyViewIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallAnyView/Idiomatic""#, #"tap "Switch""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallAnyView/Idiomatic"
                > tap "Switch"
                """#)
    }

    @Test("A CancellationError shown as the failure message warns once")
    func cancellationProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallCancellation/Provoked""#, #"tap "Next""#, "advance 1s"], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallCancellation/Provoked"
                > tap "Next"
                warning: a cancellation is shown as a failure: @State phase of CancellationShown became .failed("The operation could not be completed. (Swift.CancellationError error 1.)"). A task is cancelled when its view disappears or its .task(id:) restarts; that is not an error. To fix, catch CancellationError before other errors in CancellationShown (catch is CancellationError { return }) and leave the phase alone.
                  guideline: "Cancellation is not an error to show. Catch `CancellationError` separately and leave the phase alone." (swiftui-ui-patterns, 6. Loading: make every phase a case)
                > advance 1s
                virtual time 1s
                """#)
    }

    @Test("A .failed phase set right after the view task was cancelled warns")
    func cancellationProvokedSilently() {
        let transcript = teachingTranscript(
            [#"open "PitfallCancellation/Provoked silently""#, #"tap "Next""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallCancellation/Provoked silently"
                > tap "Next"
                warning: a cancellation is shown as a failure: task#1 (CancellationFailed .task(id: 1)) was cancelled, and then @State phase of CancellationFailed became .failed("Could not load the page"). A task is cancelled when its view disappears or its .task(id:) restarts; that is not an error. To fix, catch CancellationError before other errors in CancellationFailed (catch is CancellationError { return }) and leave the phase alone.
                  guideline: "Cancellation is not an error to show. Catch `CancellationError` separately and leave the phase alone." (swiftui-ui-patterns, 6. Loading: make every phase a case)
                """#)
    }

    @Test("Catching CancellationError separately does not warn")
    func cancellationIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallCancellation/Idiomatic""#, #"tap "Next""#, "advance 1s"], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallCancellation/Idiomatic"
                > tap "Next"
                > advance 1s
                virtual time 1s
                """#)
    }

    @Test("ForEach keyed by index over data that reorders warns")
    func positionRowsProvoked() {
        let transcript = teachingTranscript(
            [#"open "PitfallPositionRows/Provoked""#, #"tap "Reverse""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallPositionRows/Provoked"
                > tap "Reverse"
                warning: the ForEach in PositionRows is identified by position (id: \.self over a range of indices) and its data changed order: each row kept its position's identity, so row state (@State, focus, transitions) stayed at the position instead of following its item. To fix, iterate the items with ids from the data: ForEach(items) { item in … } over Identifiable items, or ForEach(items, id: \.id).
                  guideline: "`List(items) { … }` or `ForEach(items)` over `Identifiable` data with ids that come from the data." (swiftui-ui-patterns, 7. Lists, search and forms)
                """#)
    }

    @Test("ForEach keyed by the data does not warn")
    func positionRowsIdiomatic() {
        let transcript = teachingTranscript(
            [#"open "PitfallPositionRows/Idiomatic""#, #"tap "Reverse""#], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallPositionRows/Idiomatic"
                > tap "Reverse"
                """#)
    }

    @Test("Only a ForEach over a range of Ints identified by the Ints counts as keyed by position")
    func keyedByPositionByType() {
        struct Item: Identifiable {
            let id: Int
        }
        let words = ["a", "b"]
        let items = [Item(id: 1)]
        let views: [(any View, Bool)] = [
            (ForEach(0..<3, id: \.self) { Text("\($0)") }, true),
            (ForEach(0..<3) { Text("\($0)") }, true),
            (ForEach(words, id: \.self) { Text($0) }, false),
            (ForEach([1, 2], id: \.self) { Text("\($0)") }, false),
            (ForEach(0...2, id: \.self) { Text("\($0)") }, false),
            (ForEach(items) { Text("\($0.id)") }, false),
            (ForEach(items, id: \.id) { Text("\($0.id)") }, false),
            (Text("0..<3"), false),
            (VStack { ForEach(0..<3, id: \.self) { Text("\($0)") } }, false),
        ]
        #expect(views.map { IndexKeyedForEachCheck.isKeyedByPosition($0.0) } == views.map(\.1))
    }

    @Test("explain lists the pattern warnings its step raised")
    func explainsAWarning() {
        let transcript = teachingTranscript(
            [#"open "PitfallPositionRows/Provoked""#, #"tap "Reverse""#, "explain"], in: pitfallPreviews)
        #expect(
            transcript == #"""
                > open "PitfallPositionRows/Provoked"
                > tap "Reverse"
                warning: the ForEach in PositionRows is identified by position (id: \.self over a range of indices) and its data changed order: each row kept its position's identity, so row state (@State, focus, transitions) stayed at the position instead of following its item. To fix, iterate the items with ids from the data: ForEach(items) { item in … } over Identifiable items, or ForEach(items, id: \.id).
                  guideline: "`List(items) { … }` or `ForEach(items)` over `Identifiable` data with ids that come from the data." (swiftui-ui-patterns, 7. Lists, search and forms)
                > explain
                explain step 2: tap "Reverse"
                1. The tap ran the action of button "Reverse", declared in PositionRows.
                2. It changed:
                     @State names of PositionRows: ["Ada", "Grace", "Linus"] → ["Linus", "Grace", "Ada"]  (read by PositionRows, PositionRows's ForEach)
                3. Evaluated, because of what they read or were given:
                     PositionRows: it read @State names of PositionRows
                   Not re-evaluated (nothing they read changed, and their inputs were equal): none
                4. No task started, resumed, finished or was cancelled.
                5. The navigation path did not change.
                6. It raised a pattern warning (printed with the step):
                        warning: the ForEach in PositionRows is identified by position (id: \.self over a range of indices) and its data changed order: each row kept its position's identity, so row state (@State, focus, transitions) stayed at the position instead of following its item. To fix, iterate the items with ids from the data: ForEach(items) { item in … } over Identifiable items, or ForEach(items, id: \.id).
                """#)
    }
}
