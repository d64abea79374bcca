import Testing

@testable import Rehearsal

/// Whole outputs of `explain` and `explain VIEW` on the sample screens.
@MainActor @Suite(.serialized) struct ExplainTests {
    @Test("explain after a tap: the action, the @State it set, its reader re-evaluated, the task it started")
    func explainsATap() {
        let transcript = teachingTranscript([
            #"open "ShelfScreen/Request fails""#, "advance 1s", #"tap "Try Again""#, "explain",
        ])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Request fails"
                > advance 1s
                virtual time 1s
                > tap "Try Again"
                > explain
                explain step 3: tap "Try Again"
                1. The tap ran the action of button "Try Again", declared in ShelfScreen.
                2. It changed:
                     @State phase of ShelfScreen: .failed("The library is offline. Check your connection and try again.") → .loading  (read by ShelfScreen)
                3. Evaluated, because of what they read or were given:
                     ShelfScreen: it read @State phase of ShelfScreen
                   Not re-evaluated (nothing they read changed, and their inputs were equal): none
                4. Tasks:
                     task#3 [tap button "Try Again"] started; it sleeps until +2s (in 1s)
                5. The navigation path did not change.
                """#)
    }

    @Test("explain after advance: the timer resumed the task, which set the phase")
    func explainsAnAdvance() {
        let transcript = teachingTranscript([#"open "ShelfScreen/Request fails""#, "advance 1s", "explain"])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Request fails"
                > advance 1s
                virtual time 1s
                > explain
                explain step 2: advance 1s
                1. The command moved virtual time from +0s to +1s; sleeps that came due resumed their tasks.
                2. Tasks:
                     task#2 [ShelfScreen .task(id: 3)] woke from its sleep until +1s and finished
                3. It changed:
                     @State phase of ShelfScreen: .loading → .failed("The library is offline. Check your connection and try again.")  (read by ShelfScreen)
                4. Evaluated, because of what they read or were given:
                     ShelfScreen: it read @State phase of ShelfScreen
                   Not re-evaluated (nothing they read changed, and their inputs were equal): none
                5. The navigation path did not change.
                """#)
    }

    @Test("explain after open: every view appeared, the .task started, the path as it now is")
    func explainsOpening() {
        let transcript = teachingTranscript([#"open "RootView/Sample library""#, "explain"])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > explain
                explain step 1: open "RootView/Sample library"
                1. The command mounted the preview: every view appeared and its body ran once, then the onAppear actions ran and the .task modifiers started their tasks.
                2. It changed no @State and no property of an @Observable object that is on screen.
                3. Evaluated, because of what they read or were given:
                     RootView: it appeared
                     LibraryTab: it appeared
                     ShelfList: it appeared
                   Not re-evaluated (nothing they read changed, and their inputs were equal): none
                4. Tasks:
                     task#3 [ShelfList .task(id: 0)] started; it sleeps until +1s (in 1s)
                5. The navigation path is now:
                     TabView selection=.library
                       NavigationStack(Library) path=[]
                """#)
    }

    @Test("explain after presenting a sheet: the enum set, the sheet read it, the path gained the sheet")
    func explainsAPresentation() {
        let transcript = teachingTranscript([
            #"open "RootView/Sample library""#, "advance 1s", #"tap "Add book""#, "explain",
        ])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > advance 1s
                virtual time 1s
                > tap "Add book"
                > explain
                explain step 3: tap "Add book"
                1. The tap ran the action of button "Add book", declared in ShelfList.
                2. It changed:
                     @State sheet of LibraryTab: nil → .addBook  (read by LibraryTab's .sheet)
                     @FocusState focus of AddBookSheet: nil → .title  (read by AddBookSheet's .focused ×3)
                3. Evaluated, because of what they read or were given:
                     ShelfList: a part of its parent LibraryTab that follows a binding was updated and passed it new inputs
                     AddBookSheet: it appeared
                   Not re-evaluated (nothing they read changed, and their inputs were equal): RootView, LibraryTab
                4. Tasks:
                     task#4 [AddBookSheet .task] started; it sleeps until +2s (in 1s)
                5. The navigation path changed:
                     +   sheet item=.addBook detents=[.medium, .large]
                     +     NavigationStack(New Book) path=[]
                """#)
    }

    @Test(
        "explain after back: the path lost a value, the screen's task was cancelled and the uncovered list's restarted")
    func explainsACancellation() {
        let transcript = teachingTranscript([
            #"open "RootView/Sample library""#, "advance 1s", #"tap link "Science Fiction, 3 books""#, "back",
            "explain",
        ])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > advance 1s
                virtual time 1s
                > tap link "Science Fiction, 3 books"
                > back
                > explain
                explain step 4: back
                1. The command tapped the back button: its stack dropped the last value of its path.
                2. It changed:
                     AppNavigation.libraryPath: [.shelf(3)] → []  (read by LibraryTab's NavigationStack)
                3. Evaluated, because of what they read or were given:
                     ShelfList: a part of its parent LibraryTab that follows a binding was updated and passed it new inputs
                   Not re-evaluated (nothing they read changed, and their inputs were equal): RootView, LibraryTab
                4. Tasks:
                     task#4 [ShelfScreen .task(id: 3)] was cancelled
                     task#5 [ShelfList .task(id: 0)] started; it sleeps until +2s (in 1s)
                5. The navigation path changed:
                     -   NavigationStack(Library) path=[.shelf(3)]
                     +   NavigationStack(Library) path=[]
                """#)
    }

    @Test("explain after a deep link: the object property set, the stack that follows it, the new screen and its task")
    func explainsADeepLink() {
        let transcript = teachingTranscript([
            #"open "RootView/Sample library""#, "advance 1s", #"url "inkwell://book/4821""#, "explain",
        ])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > advance 1s
                virtual time 1s
                > url "inkwell://book/4821"
                > explain
                explain step 3: url inkwell://book/4821
                1. The command delivered inkwell://book/4821 to every mounted onOpenURL handler.
                2. It changed:
                     AppNavigation.libraryPath: [] → [.book(4821)]  (read by LibraryTab's NavigationStack)
                3. Evaluated, because of what they read or were given:
                     ShelfList: a part of its parent LibraryTab that follows a binding was updated and passed it new inputs
                     LibraryDestination: it appeared
                     BookScreen: it appeared
                   Not re-evaluated (nothing they read changed, and their inputs were equal): RootView, LibraryTab
                4. Tasks:
                     task#4 [BookScreen .task(id: 4821)] started; it sleeps until +2s (in 1s)
                5. The navigation path changed:
                     -   NavigationStack(Library) path=[]
                     +   NavigationStack(Library) path=[.book(4821)]
                """#)
    }

    @Test("explain after a change to an @Observable object: its readers re-evaluated, children with equal inputs kept")
    func explainsAnObservedChange() {
        let transcript = teachingTranscript([
            #"open "TasksRootView/Sample tasks""#, "advance 1s", #"tab "Dashboard""#, #"tab "Tasks""#,
            #"tap "Buy groceries, pending""#, "explain",
        ])
        #expect(
            transcript == #"""
                > open "TasksRootView/Sample tasks"
                > advance 1s
                virtual time 1s
                > tab "Dashboard"
                > tab "Tasks"
                > tap "Buy groceries, pending"
                > explain
                explain step 5: tap "Buy groceries, pending"
                1. The tap ran the action of button "Buy groceries, pending", declared in AccessibleTaskRow.
                2. It changed:
                     TaskStore.tasks was set; it prints 6 items before and after  (read by TasksRootView, TaskListView)
                3. Evaluated, because of what they read or were given:
                     TasksRootView: it read TaskStore.tasks
                     TaskListView: it read TaskStore.tasks
                     AccessibleTaskRow ×6: its parent TaskListView was re-evaluated and passed it new inputs
                     DashboardView: its parent TasksRootView was re-evaluated and passed it new inputs
                     MetricCard ×2: its parent DashboardView was re-evaluated and passed it new inputs
                   Not re-evaluated (nothing they read changed, and their inputs were equal): MetricCard ×2
                4. Tasks:
                     task#6 [tap button "Buy groceries, pending"] started; it sleeps until +2s (in 1s)
                5. The navigation path did not change.
                """#)
    }

    @Test("explain after a binding wrote an object property: the body and the slider that read it")
    func explainsABinding() {
        let transcript = teachingTranscript([
            #"open "SettingsScreen/Loaded""#, "advance 1s", "adjust #fontSizeSlider 20", "explain",
        ])
        #expect(
            transcript == #"""
                > open "SettingsScreen/Loaded"
                > advance 1s
                virtual time 1s
                > adjust #fontSizeSlider 20
                > explain
                explain step 3: adjust #fontSizeSlider 20
                1. Adjusting wrote the value binding of slider "Font Size", declared in SettingsScreen.
                2. It changed:
                     UserSettings.fontSize: 18 → 20  (read by SettingsScreen, SettingsScreen's Slider)
                3. Evaluated, because of what they read or were given:
                     SettingsScreen: it read UserSettings.fontSize
                   Not re-evaluated (nothing they read changed, and their inputs were equal): none
                4. No task started, resumed, finished or was cancelled.
                5. The navigation path did not change.
                """#)
    }

    @Test("explain VIEW says why the view last updated, what its body reads, and what its controls follow")
    func explainsAView() {
        let transcript = teachingTranscript([
            #"open "RootView/Sample library""#, "advance 1s", #"url "inkwell://book/4821""#, "advance 1s",
            "explain BookScreen", "explain LibraryTab",
        ])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > advance 1s
                virtual time 1s
                > url "inkwell://book/4821"
                > advance 1s
                virtual time 2s
                > explain BookScreen
                BookScreen was last evaluated in step 4 (advance 1s): it read @State phase of BookScreen, which changed: .loading → .loaded(Book).
                It reads @State phase of BookScreen.
                A change to one of those re-evaluates it; so do new inputs from a parent and a change of the environment.
                > explain LibraryTab
                LibraryTab was last evaluated in step 1 (open "RootView/Sample library"): it appeared.
                It reads no @State and no @Observable property in its body.
                Parts of it follow values without evaluating a body: LibraryTab's .sheet follows @State sheet of LibraryTab; LibraryTab's NavigationStack follows AppNavigation.libraryPath.
                Only new inputs from a parent, or a change of the environment, re-evaluate it.
                """#)
    }

    @Test("explain VIEW groups the instances of a row type")
    func explainsRows() {
        let transcript = teachingTranscript([
            #"open "TaskListView/Loaded""#, "advance 1s", #"tap "Buy groceries, pending""#, "explain AccessibleTaskRow",
        ])
        #expect(
            transcript == #"""
                > open "TaskListView/Loaded"
                > advance 1s
                virtual time 1s
                > tap "Buy groceries, pending"
                > explain AccessibleTaskRow
                6 views named AccessibleTaskRow are on screen:
                  all 6 were last evaluated in step 3 (tap "Buy groceries, pending"): the parent TaskListView passed new inputs.
                Together they read no @State and no @Observable property in their bodies.
                Only new inputs from a parent, or a change of the environment, re-evaluate them.
                """#)
    }

    @Test("explain without a preview says how to open one")
    func explainsNothingWithoutAPreview() {
        let transcript = teachingTranscript(["explain", "explain ShelfScreen"])
        #expect(
            transcript == #"""
                > explain
                error: `explain` expects an open preview, but no preview is open
                  open one first: `previews` lists them, `open NAME` loads one
                > explain ShelfScreen
                error: `explain` expects an open preview, but no preview is open
                  open one first: `previews` lists them, `open NAME` loads one
                """#)
    }

    @Test("explain with an unknown view offers the nearest name and the views on screen")
    func refusesAnUnknownView() {
        let transcript = teachingTranscript([#"open "ShelfScreen/Loaded""#, "explain ShelfScren"])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Loaded"
                > explain ShelfScren
                error: expected a view on screen named ShelfScren, but there is none; did you mean ShelfScreen? The views on screen are ShelfScreen.
                  name a view from `state` or `tree`
                """#)
    }

    @Test("explain after undo says there is no step to explain until one runs")
    func explainsNothingAfterUndo() {
        let transcript = teachingTranscript([#"open "ShelfScreen/Loaded""#, "advance 1s", "undo", "explain"])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Loaded"
                > advance 1s
                virtual time 1s
                > undo
                at step 1 of 2: open "ShelfScreen/Loaded"
                NavigationStack  .environment(LibraryClient)
                  ShelfScreen  @Environment LibraryClient  @State phase=.loading query=""  .navigationDestination(for: LibraryRoute.self)
                    ProgressView  .navigationTitle("Shelf") .searchable(text: "") .task(id: 3) .refreshable
                > explain
                error: there is no step to explain: none has run since the preview was opened or replayed (undo, goto)
                  run a step (tap, advance, url ...), then `explain`
                """#)
    }
}
