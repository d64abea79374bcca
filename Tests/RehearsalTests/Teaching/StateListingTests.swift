import Testing

@testable import Rehearsal

/// Whole outputs of `state` on the sample screens.
@MainActor @Suite(.serialized) struct StateListingTests {
    @Test("state lists a screen's @State with its readers, and the injected object it reaches")
    func listsTheStateOfAScreen() {
        let transcript = teachingTranscript([#"open "ShelfScreen/Loaded""#, "advance 1s", #"search "dune""#, "state"])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Loaded"
                > advance 1s
                virtual time 1s
                > search "dune"
                > state
                views and the state they own:
                  ShelfScreen
                    @Environment(LibraryClient.self) client = LibraryClient (object)
                    @State phase = .loaded(3 items)  read by ShelfScreen
                    @State query = "dune"  read by ShelfScreen, ShelfScreen's .searchable
                @Observable objects:
                  LibraryClient  injected by .environment(LibraryClient) in the preview stub SampleLibrary; held by ShelfScreen (@Environment client)
                    delay = 1.0 seconds  read by no view
                    failure = nil  read by no view
                    revision = 0  read by no view
                    today = 2026-01-01T09:00:00Z  read by no view
                """#)
    }

    @Test("state names who created each object (@State in RootView) or injected it (a stub), and who holds it")
    func listsObjectsWithTheirCreators() {
        let transcript = teachingTranscript([#"open "RootView/Sample library""#, "advance 1s", "state"])
        #expect(
            transcript == #"""
                > open "RootView/Sample library"
                > advance 1s
                virtual time 1s
                > state
                views and the state they own:
                  RootView
                    @State navigation = AppNavigation (object)  read by RootView
                    LibraryTab
                      @State sheet = nil  read by LibraryTab's .sheet
                      @Bindable navigation = AppNavigation (object)
                      ShelfList
                        @Environment(LibraryClient.self) client = LibraryClient (object)
                        @State phase = .loaded(4 items)  read by ShelfList
                @Observable objects:
                  SettingsClient  injected by .environment(SettingsClient) in the preview stub SampleSettings
                    delay = 1.0 seconds  read by no view
                    failure = nil  read by no view
                  UserSettings  injected by .environment(UserSettings) in the preview stub SampleSettings
                    theme = .system  read by no view
                    fontSize = 16  read by no view
                  LibraryClient  injected by .environment(LibraryClient) in the preview stub SampleLibrary; held by ShelfList (@Environment client)
                    delay = 1.0 seconds  read by no view
                    failure = nil  read by no view
                    revision = 0  read by ShelfList
                    today = 2026-01-01T09:00:00Z  read by no view
                  AppNavigation  created by @State navigation in RootView; held by LibraryTab (@Bindable navigation)
                    tab = .library  read by RootView's TabView
                    libraryPath = []  read by LibraryTab's NavigationStack
                """#)
    }

    @Test("state lists the environment values a view reads, and readers inside controls")
    func listsBindableObjectsAndEnvironmentValues() {
        let transcript = teachingTranscript([
            #"open "TasksRootView/Sample tasks""#, "advance 1s", #"tab "Dashboard""#, "state",
        ])
        #expect(
            transcript == #"""
                > open "TasksRootView/Sample tasks"
                > advance 1s
                virtual time 1s
                > tab "Dashboard"
                > state
                views and the state they own:
                  TasksRootView
                    @Environment(TaskStore.self) store = TaskStore (object)
                    @State tab = .dashboard  read by TasksRootView's TabView
                    TaskListView
                      @Environment(TaskStore.self) store = TaskStore (object)
                    DashboardView
                      @Environment(\.horizontalSizeClass) sizeClass = .compact
                @Observable objects:
                  PaginatedStore  injected by .environment(PaginatedStore) in the preview stub SampleArchive
                    items = []  read by no view
                    isLoading = false  read by no view
                    hasMore = true  read by no view
                    errorMessage = nil  read by no view
                  TaskStore  injected by .environment(TaskStore) in the preview stub SampleTasks; held by TasksRootView (@Environment store), TaskListView (@Environment store)
                    tasks = 6 items  read by TasksRootView, TaskListView
                    isLoading = false  read by TaskListView
                    errorMessage = nil  read by TaskListView, TaskListView's .alert
                environment values read:
                  horizontalSizeClass = .compact  read by DashboardView
                """#)
    }

    @Test("state --json gives the same inventory as one JSON document")
    func listsStateAsJSON() {
        let transcript = teachingTranscript([#"open "ShelfScreen/Loaded""#, "advance 1s", "state --json"])
        #expect(
            transcript == #"""
                > open "ShelfScreen/Loaded"
                > advance 1s
                virtual time 1s
                > state --json
                {"views":[{"view":"ShelfScreen","depth":0,"properties":[{"wrapper":"@Environment","name":"client","value":"LibraryClient","type":"LibraryClient"},{"wrapper":"@State","name":"phase","value":".loaded(3 items)","readBy":["ShelfScreen"]},{"wrapper":"@State","name":"query","value":"\"\"","readBy":["ShelfScreen","ShelfScreen's .searchable"]}]}],"objects":[{"object":"LibraryClient","kind":"Observable","origins":["injected by .environment(LibraryClient) in the preview stub SampleLibrary"],"holders":["ShelfScreen (@Environment client)"],"properties":[{"name":"delay","value":"1.0 seconds","readBy":[]},{"name":"failure","value":"nil","readBy":[]},{"name":"revision","value":"0","readBy":[]},{"name":"today","value":"2026-01-01T09:00:00Z","readBy":[]}]}],"environment":[],"readersFromChanges":false}
                """#)
    }
}
