import Testing

@testable import RehearsalUI

/// Collapsed (a compact width), the detail column's own `NavigationStack` keeps its root beneath what a sidebar link
/// pushes onto it, as a screen of the one collapsed stack: back from the pushed view shows that root, and back again
/// the sidebar. The screen above an untitled root has a back button that reads "Back"; above a titled one, its title.
/// The root shows one navigation bar (its title, the column's back button), as every screen of a stack does; before
/// session 7 a titled root showed two, an untitled one with the back button and the root's own.
///
/// What iOS does, from the evidence found (session 7, `search`, docs and issues corpora):
/// - Apple's `NavigationSplitViewColumn` page: a split view collapses into a single stack on an iPhone, and
///   `preferredCompactColumn` picks which column is on top of it; the columns are stacked, none is dropped.
/// - Apple's `NavigationStack` page: a stack always shows the latest view added and never lets its root view be
///   removed; so a column's stack keeps its root under the values pushed onto it, collapsed or not.
/// - A public report on iPhone behaviour ("NavigationSplitView's Hidden Trap", theempathicdev, 2025): popping the
///   last view off the detail column's stack leaves the detail column's root on screen (iOS then moves
///   `preferredCompactColumn` itself); the detail's root is a screen of its own on the collapsed stack.
/// - UIKit's `UINavigationItem.title` page: when the item below the top has no title, the back button's text is the
///   system's "Back"; with `backButtonDisplayMode` `.default` the title is used when there is one.
/// Nothing found says iOS skips an untitled root, so Rehearsal keeps it, and its back button reads "Back".
@MainActor @Suite struct SplitViewCollapsedRootTests {
    struct Song: Hashable {
        let title: String
    }

    struct Player: View {
        let rootTitle: String?

        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Blue", value: Song(title: "Blue"))
                }
                .navigationTitle("Songs")
            } detail: {
                NavigationStack {
                    root
                        .navigationDestination(for: Song.self) { song in
                            Text("Playing \(song.title)").navigationTitle(song.title)
                        }
                }
            }
        }

        @ViewBuilder private var root: some View {
            if let rootTitle {
                Text("Nothing playing").navigationTitle(rootTitle)
            } else {
                Text("Nothing playing")
            }
        }
    }

    @Test("An untitled detail root is a screen of the collapsed stack; the screen above it reads Back")
    func untitledRoot() throws {
        let screen = DrivenScreen(Player(rootTitle: nil))
        try screen.interactor.tap(screen.target("link \"Blue\""))
        #expect(
            screen.ax == """
                navigationBar "Blue"
                  button "Back"
                staticText "Playing Blue"
                """)
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar
                  button "Songs"
                staticText "Nothing playing"
                """)
        try screen.interactor.back()
        #expect(
            screen.path == """
                NavigationSplitView(Songs) path=[] top=.sidebar
                  column sidebar "Songs"
                """)
    }

    @Test("A titled detail root: the screen above it reads the root's title")
    func titledRoot() throws {
        let screen = DrivenScreen(Player(rootTitle: "Now Playing"))
        try screen.interactor.tap(screen.target("link \"Blue\""))
        #expect(
            screen.ax == """
                navigationBar "Blue"
                  button "Now Playing"
                staticText "Playing Blue"
                """)
        try screen.interactor.back()
        #expect(
            screen.ax == """
                navigationBar "Now Playing"
                  button "Songs"
                staticText "Nothing playing"
                """)
    }
}
