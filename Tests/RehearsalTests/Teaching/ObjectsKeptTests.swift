import Testing
import VirtualTime

@testable import Rehearsal

/// The objects' inventory the teaching recorder keeps between steps: built from the nodes again only after a step
/// refreshed a node that reads or holds an object, its properties described again at every step.
@MainActor @Suite(.serialized) struct ObjectsKeptTests {
    /// What `commands` print (each an `explain` after a step), and how many times the index built the objects.
    static func transcript(_ commands: [String]) -> (text: String, builds: Int) {
        let (text, builds) = teachingTranscript(
            commands, in: samplePreviews, prepare: { $0.echo = .none }, inspect: { $0.teaching.index.objectBuilds })
        return (text, builds)
    }

    @Test("Tab switches that change an object's property reuse the kept objects and still name the change")
    func tabSwitchesKeepObjects() {
        let setup = [#"open "RootView/Sample library""#, "advance 2s", "tab Settings", "tab Library"]
        let before = Self.transcript(setup).builds
        let switches = (0..<6).flatMap { _ in ["tab Settings", "explain", "tab Library", "explain"] }
        let (text, builds) = Self.transcript(setup + switches)
        #expect(builds == before)
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).suffix(13).joined(separator: "\n")
                == """
                > tab Library
                > explain
                explain step 16: tab Library
                1. The command tapped the tab Library: the TabView's selection binding was set.
                2. It changed:
                     AppNavigation.tab: .settings → .library  (read by RootView's TabView)
                3. No view was evaluated: nothing that the views on screen read changed (RootView, LibraryTab, ShelfList, SettingsScreen).
                4. Tasks:
                     task#16 [SettingsScreen .task] was cancelled
                     task#17 [ShelfList .task(id: 0)] started; it sleeps until +3s (in 1s)
                5. The navigation path changed:
                     - TabView selection=.settings
                     + TabView selection=.library
                """)
    }

    @Test("A view that stops and starts reading an object's property changes its readers in the kept objects")
    func readsChangedWhileViewStays() {
        let commands = [
            "set echo none", #"open "IndexedScreen/Screen""#, #"tap "Detail""#, #"tap "Retitle""#, "explain",
            #"tap "Erase""#, #"tap "Retitle""#, "explain", "state", #"tap "Erase""#, #"tap "Retitle""#, "explain",
        ]
        let full = ScreenIndexPropertyTests.transcript(commands, incremental: false)
        let kept = ScreenIndexPropertyTests.transcript(commands, incremental: true)
        #expect(kept == full)
        #expect(kept.contains(#"IndexedModel.title: "Title!!" → "Title!!!"  (read by IndexedRoot, IndexedDetail)"#))
    }
}
