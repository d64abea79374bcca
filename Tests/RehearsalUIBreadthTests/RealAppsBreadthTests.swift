import Foundation
import Testing
import VirtualTime

@testable import RehearsalUI

// A reading-list app written the way public SwiftUI apps write their data flow and navigation (read with `search`,
// code corpus, session 8; nothing copied): an `ObservableObject` store with `@Published` properties and no Combine,
// owned by `@StateObject` at the root and handed down with `.environmentObject`; a tab enum kept in `@AppStorage`;
// a `NavigationStack(path:)` over a `NavigationPath` the store saves as its `CodableRepresentation`; destinations for
// several types; a sheet driven by an optional item; a split view whose sidebar selection is optional and whose
// detail list selects a `Set`; toolbar items by placement; `.searchable`, `.refreshable`, both `.onChange(of:)`
// forms and `.task(id:)`.

struct ShelfBook: Identifiable, Hashable, Codable {
    var id: Int
    var title: String
    var author: String
    var isFinished = false
}

struct ShelfAuthor: Hashable, Codable {
    var name: String
}

enum ShelfTab: String, CaseIterable {
    case library, reading, settings
}

enum ShelfShelf: String, CaseIterable, Identifiable, Hashable {
    case toRead = "To read"
    case finished = "Finished"

    var id: String { rawValue }
}

/// The app's store, as apps wrote them before Observation (main-actor isolated, as Swift 6 apps mark it).
@MainActor final class ShelfStore: ObservableObject {
    @Published var books: [ShelfBook]
    @Published var path = NavigationPath()
    @Published private(set) var refreshes = 0
    /// The path saved as JSON, as apps keep it across launches.
    private(set) var savedPath: Data?

    init(books: [ShelfBook] = ShelfStore.sample) {
        self.books = books
    }

    static let sample = [
        ShelfBook(id: 1, title: "Dune", author: "Frank Herbert"),
        ShelfBook(id: 2, title: "Emma", author: "Jane Austen", isFinished: true),
        ShelfBook(id: 3, title: "Ulysses", author: "James Joyce"),
    ]

    func books(on shelf: ShelfShelf) -> [ShelfBook] {
        books.filter { $0.isFinished == (shelf == .finished) }
    }

    func delete(at offsets: IndexSet) {
        books.remove(atOffsets: offsets)
    }

    func reload() async {
        refreshes += 1
    }

    func savePath() {
        guard let representation = path.codable else { return }
        savedPath = try? JSONEncoder().encode(representation)
    }

    func restorePath() {
        guard let savedPath,
            let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
        else { return }
        path = NavigationPath(representation)
    }
}

/// The app: its store lives in the `App` as a `@StateObject`, as Scrumdinger-style apps keep it.
struct ShelfApp: App {
    @StateObject private var store = ShelfStore()

    var body: some Scene {
        WindowGroup {
            ShelfRootView()
                .environmentObject(store)
        }
    }
}

struct ShelfRootView: View {
    @StateObject private var store = ShelfStore()
    @AppStorage("selectedTab") private var selectedTab: ShelfTab = .library

    var body: some View {
        TabView(selection: $selectedTab) {
            ShelfLibraryView()
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(ShelfTab.library)
            ShelfReadingView()
                .tabItem { Label("Reading", systemImage: "book") }
                .badge(store.books(on: .toRead).count)
                .tag(ShelfTab.reading)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(ShelfTab.settings)
        }
        .environmentObject(store)
    }
}

struct ShelfLibraryView: View {
    @EnvironmentObject var store: ShelfStore
    @State private var query = ""
    @State private var editing: ShelfBook?
    @State private var matches = 0

    var body: some View {
        NavigationStack(path: $store.path) {
            List {
                ForEach(filtered) { book in
                    NavigationLink(value: book) {
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author).font(.caption)
                        }
                    }
                }
                .onDelete(perform: store.delete)
            }
            .navigationTitle("Library")
            .navigationDestination(for: ShelfBook.self) { book in
                ShelfBookView(book: book)
            }
            .navigationDestination(for: ShelfAuthor.self) { author in
                Text("Books by \(author.name)").navigationTitle(author.name)
            }
            .searchable(text: $query, prompt: "Title or author")
            .refreshable { await store.reload() }
            .onChange(of: query) { newValue in
                matches = filtered.count
            }
            .task(id: query) {
                matches = filtered.count
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { editing = ShelfBook(id: store.books.count + 1, title: "", author: "") }
                }
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .status) {
                    Text("\(matches) books")
                }
            }
            .sheet(item: $editing) { book in
                ShelfEditor(book: book)
            }
            .onChange(of: store.path) { oldPath, newPath in
                store.savePath()
            }
        }
    }

    private var filtered: [ShelfBook] {
        guard !query.isEmpty else { return store.books }
        return store.books.filter { $0.title.contains(query) || $0.author.contains(query) }
    }
}

struct ShelfBookView: View {
    let book: ShelfBook
    @EnvironmentObject private var store: ShelfStore
    @State private var quote: String?

    var body: some View {
        VStack {
            Text(book.title).font(.title)
            NavigationLink("More by \(book.author)", value: ShelfAuthor(name: book.author))
            Button("Quote") { quote = "A beginning is the time for taking the most delicate care." }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(item: $quote) { quote in
            Text(quote).navigationTitle("Quote")
        }
    }
}

struct ShelfEditor: View {
    @State var book: ShelfBook
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var store: ShelfStore

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.books.append(book)
                        dismiss()
                    }
                    .disabled(book.title.isEmpty)
                }
            }
        }
    }
}

struct ShelfReadingView: View {
    @EnvironmentObject var store: ShelfStore
    @State private var shelf: ShelfShelf? = .toRead
    @State private var selection = Set<ShelfBook.ID>()
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(ShelfShelf.allCases, selection: $shelf) { shelf in
                Text(shelf.rawValue).tag(shelf)
            }
            .navigationTitle("Shelves")
        } detail: {
            if let shelf {
                List(store.books(on: shelf), selection: $selection) { book in
                    Text(book.title)
                }
                .navigationTitle(shelf.rawValue)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Text("\(selection.count) selected")
                    }
                }
                .onChange(of: shelf) {
                    selection.removeAll()
                }
            } else {
                Text("Pick a shelf")
            }
        }
    }
}

/// Settings and a book club, written with the older spellings apps still carry: `NavigationView`, `Section(header:)`,
/// `@ObservedObject` handed down, `@SceneStorage` of an optional id, `@AppStorage` of several types, a scene phase
/// that saves, an alert presenting an item, swipe actions, focus and `onSubmit`, a destination for an optional item.
final class ShelfClub: ObservableObject {
    @Published var members: [String] = ["Ada", "Grace"]
    @Published var draft = "" {
        didSet { if draft.count > 20 { draft = String(draft.prefix(20)) } }
    }
    private(set) var saves = 0

    func save() { saves += 1 }

    func add() {
        guard !draft.isEmpty else { return }
        members.append(draft)
        draft = ""
        objectWillChange.send()
    }
}

struct ShelfSettingsView: View {
    @StateObject private var club = ShelfClub()
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("showFinished") private var showFinished = true
    @AppStorage("lastOpened") private var lastOpened: URL?
    @AppStorage("avatar") private var avatar = Data()
    @SceneStorage("selectedMember") private var selectedMember: String?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Display"), footer: Text("Applies to every shelf")) {
                    Toggle("Show finished", isOn: $showFinished)
                    Stepper("Scale \(fontScale)", value: $fontScale, in: 0.5...2, step: 0.25)
                }
                Section(header: Text("Club")) {
                    ShelfClubMembers(club: club, selected: $selectedMember)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
        }
        .navigationViewStyle(.stack)
        .onChange(of: scenePhase) { phase in
            if phase == .background { club.save() }
        }
    }
}

struct ShelfClubMembers: View {
    @ObservedObject var club: ShelfClub
    @Binding var selected: String?
    @FocusState private var isTyping: Bool
    @State private var leaving: String?

    var body: some View {
        ForEach(club.members, id: \.self) { member in
            Button(member) { selected = member }
                .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                    Button("Leave", role: .destructive) { leaving = member }
                }
        }
        .onMove { from, to in club.members.move(fromOffsets: from, toOffset: to) }
        TextField("New member", text: $club.draft)
            .focused($isTyping)
            .onSubmit { club.add() }
            .submitLabel(.done)
            .alert(
                "Leave the club?", isPresented: Binding(get: { leaving != nil }, set: { if !$0 { leaving = nil } }),
                presenting: leaving
            ) { member in
                Button("Remove \(member)", role: .destructive) { club.members.removeAll { $0 == member } }
                Button("Cancel", role: .cancel) {}
            } message: { member in
                Text("\(member) will no longer see the club's shelf.")
            }
    }
}

/// The shelf as an iOS 13 app wrote it, spellings still found in many apps: `NavigationView` with a legacy style type,
/// `NavigationLink(destination:tag:selection:)`, `navigationBarTitle(_:displayMode:)`, `navigationBarItems`, a list
/// style type, a sheet with `onDismiss`, the legacy `Alert`, and a bottom bar of grouped toolbar items.
struct ShelfLegacyList: View {
    @ObservedObject var store: ShelfStore
    @State private var showingAbout = false
    @State private var showingReset = false
    @State private var selection: Int?
    @State private var dismissals = 0

    var body: some View {
        NavigationView {
            List {
                ForEach(store.books) { book in
                    NavigationLink(
                        destination: Text(book.author).navigationBarTitle(book.title), tag: book.id,
                        selection: $selection
                    ) {
                        Text(book.title)
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Shelf", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Reset") { showingReset = true },
                trailing: Button("About") { showingAbout = true }
            )
            .sheet(isPresented: $showingAbout, onDismiss: { dismissals += 1 }) {
                NavigationView {
                    Text("Books you keep")
                        .navigationBarTitle(Text("About"))
                        .navigationBarItems(trailing: Button("Done") { showingAbout = false })
                }
            }
            .alert(isPresented: $showingReset) {
                Alert(
                    title: Text("Reset the shelf?"), message: Text("Every book goes back to unread."),
                    primaryButton: .destructive(Text("Reset")) { selection = nil },
                    secondaryButton: .cancel())
            }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(store.books.count) books, \(dismissals) visits")
                }
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .navigationBarHidden(false)
    }
}

@MainActor @Suite(.serialized) struct RealAppsBreadthTests {
    @Test("A NavigationPath of Codable values round-trips through its CodableRepresentation and JSON")
    func codablePath() throws {
        var path = NavigationPath()
        path.append(ShelfBook(id: 1, title: "Dune", author: "Frank Herbert"))
        path.append(ShelfAuthor(name: "Frank Herbert"))
        path.append(7)
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test("A path holding a value that is not Codable has no CodableRepresentation")
    func pathWithoutCodable() {
        struct Opaque: Hashable {}
        var path = NavigationPath()
        path.append(Opaque())
        #expect(path.codable == nil)
        #expect(NavigationPath().codable != nil)
    }

    /// The root view mounted as a preview would mount it (compact), its tasks run by `scheduler`.
    private static func mount(_ scheduler: VirtualScheduler) -> ViewsBreadthMount {
        let mounted = ViewsBreadthMount(ShelfRootView())
        settle(mounted, scheduler)
        return mounted
    }

    /// Flushes the graph and runs the scheduler's ready jobs until neither has work left, as a session's step does.
    private static func settle(_ mounted: ViewsBreadthMount, _ scheduler: VirtualScheduler) {
        for _ in 0..<100 {
            mounted.graph.flush()
            let outcome = scheduler.settle()
            if outcome.jobsRun == 0 && !mounted.graph.needsFlush { return }
        }
    }

    private static func target(_ text: String) throws -> TargetQuery { try TargetQuery(parsing: text) }

    @Test("Library: links push books and authors, an item destination pushes a quote, search filters, the sheet adds")
    func library() throws {
        try withVirtualTime { scheduler in
            let mounted = Self.mount(scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Library"
                      button "Edit"
                      button "Add"
                      searchField "Search" placeholder="Title or author"
                    list
                      link "Dune, Frank Herbert"
                      link "Emma, Jane Austen"
                      link "Ulysses, James Joyce"
                    toolbar
                      staticText "3 books"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="2"
                      tab "Settings"
                    """)
            _ = try mounted.interactor.tap(Self.target("link \"Dune, Frank Herbert\""))
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Dune"
                      button "Library"
                    staticText "Dune"
                    link "More by Frank Herbert"
                    button "Quote"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="2"
                      tab "Settings"
                    """)
            _ = try mounted.interactor.tap(Self.target("\"Quote\""))
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Quote"
                      button "Dune"
                    staticText "A beginning is the time for taking the most delicate care."
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="2"
                      tab "Settings"
                    """)
            #expect(
                NavigationPathRenderer.render(mounted.graph) == """
                    TabView selection=.library
                      NavigationStack(Library) path=[ShelfBook(id: 1, title: "Dune", author: "Frank Herbert", isFinished: false)] pushed=[Text]
                    """)
            _ = try mounted.interactor.back()
            Self.settle(mounted, scheduler)
            _ = try mounted.interactor.tap(Self.target("\"More by Frank Herbert\""))
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Frank Herbert"
                      button "Dune"
                    staticText "Books by Frank Herbert"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="2"
                      tab "Settings"
                    """)
            #expect(
                NavigationPathRenderer.render(mounted.graph) == """
                    TabView selection=.library
                      NavigationStack(Library) path=[ShelfBook(id: 1, title: "Dune", author: "Frank Herbert", isFinished: false), ShelfAuthor(name: "Frank Herbert")]
                    """)
            _ = try mounted.interactor.back()
            Self.settle(mounted, scheduler)
            _ = try mounted.interactor.back()
            Self.settle(mounted, scheduler)
            _ = try mounted.interactor.search("Emma")
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Library"
                      button "Edit"
                      button "Add"
                      searchField "Search" value="Emma"
                    list
                      link "Emma, Jane Austen"
                    toolbar
                      staticText "1 books"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="2"
                      tab "Settings"
                    """)
            _ = try mounted.interactor.tap(Self.target("\"Add\""))
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "New Book"
                      button "Cancel"
                      button "Save" [notEnabled]
                    textField "Title"
                    textField "Author"
                    """)
            _ = try mounted.interactor.type(Self.target("\"Title\""), "Middlemarch")
            Self.settle(mounted, scheduler)
            _ = try mounted.interactor.tap(Self.target("\"Save\""))
            Self.settle(mounted, scheduler)
            _ = try mounted.interactor.search("")
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Library"
                      button "Edit"
                      button "Add"
                      searchField "Search" placeholder="Title or author"
                    list
                      link "Dune, Frank Herbert"
                      link "Emma, Jane Austen"
                      link "Ulysses, James Joyce"
                      link "Middlemarch"
                    toolbar
                      staticText "4 books"
                    tabBar
                      tab "Library" [isSelected]
                      tab "Reading" value="3"
                      tab "Settings"
                    """)
        }
    }

    @Test("Reading: the split view's optional selection starts on a shelf; back clears it and shows the shelves")
    func reading() throws {
        try withVirtualTime { scheduler in
            let mounted = Self.mount(scheduler)
            _ = try mounted.interactor.selectTab("Reading")
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "To read"
                      button "Shelves"
                      staticText "0 selected"
                    list
                      staticText "Dune"
                      staticText "Ulysses"
                    tabBar
                      tab "Library"
                      tab "Reading" value="2" [isSelected]
                      tab "Settings"
                    """)
            #expect(
                NavigationPathRenderer.render(mounted.graph) == """
                    TabView selection=.reading
                      NavigationStack(Library) path=[]
                      NavigationSplitView(Shelves) path=[.toRead] top=.detail
                        column sidebar "Shelves" selection=.toRead (covered)
                        column detail "To read" selection=0 items
                    """)
            _ = try mounted.interactor.back()
            Self.settle(mounted, scheduler)
            #expect(
                mounted.ax == """
                    navigationBar "Shelves"
                    list
                      staticText "To read"
                      staticText "Finished"
                    tabBar
                      tab "Library"
                      tab "Reading" value="2" [isSelected]
                      tab "Settings"
                    """)
        }
    }

    @Test("Settings: NavigationView, Section(header:footer:), stored values of several types, the scene phase")
    func settings() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(ShelfSettingsView())
            #expect(
                mounted.ax == """
                    navigationBar "Settings"
                    list
                      header "Display"
                      toggle "Show finished" value="on"
                      stepper "Scale 1.000000" value="1"
                      staticText "Applies to every shelf"
                      header "Club"
                      button "Ada"
                      button "Grace"
                      textField "New member"
                    """)
            #expect(
                mounted.tree == """
                    ShelfSettingsView  @StateObject club=ShelfClub  @AppStorage fontScale=1 showFinished=true lastOpened=nil avatar=Data(0 bytes)  @SceneStorage selectedMember=nil  @Environment scenePhase=.active
                      NavigationView  .navigationViewStyle(.stack) .onChange(of: .active)
                        NavigationStack
                          List  .navigationTitle("Settings") .navigationBarTitleDisplayMode(.large)
                            Section
                              .header
                                Text "Display"
                              Toggle "Show finished" isOn=true
                              Stepper "Scale 1.000000" value=1 in=0.5...2 step=0.25
                              .footer
                                Text "Applies to every shelf"
                            Section
                              .header
                                Text "Club"
                              ShelfClubMembers  @ObservedObject club=ShelfClub  @FocusState isTyping=false  @State leaving=nil
                                Button "Ada"  .swipeActions(allowsFullSwipe: false) .onMove
                                  .swipeActions
                                    Button "Leave" role=.destructive
                                Button "Grace"  .swipeActions(allowsFullSwipe: false) .onMove
                                  .swipeActions
                                    Button "Leave" role=.destructive
                                TextField "New member" text=""  .focused .onSubmit .submitLabel(.done)
                    """)
        }
    }

    @Test("Legacy spellings: a tag/selection link pushes, bar items tap, the sheet's onDismiss runs, the Alert resets")
    func legacy() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(ShelfLegacyList(store: ShelfStore()))
            #expect(
                mounted.ax == """
                    navigationBar "Shelf"
                      button "Reset"
                      button "About"
                    list
                      link "Dune"
                      link "Emma"
                      link "Ulysses"
                    toolbar
                      staticText "3 books, 0 visits"
                    """)
            _ = try mounted.interactor.tap(Self.target("link \"Dune\""))
            #expect(
                mounted.ax == """
                    navigationBar "Dune"
                      button "Shelf"
                    staticText "Frank Herbert"
                    """)
            #expect(
                NavigationPathRenderer.render(mounted.graph) == """
                    NavigationStack(Shelf) path=[] pushed=[Text]
                    """)
            _ = try mounted.interactor.back()
            _ = try mounted.interactor.tap(Self.target("\"About\""))
            #expect(
                mounted.ax == """
                    navigationBar "About"
                      button "Done"
                    staticText "Books you keep"
                    """)
            _ = try mounted.interactor.tap(Self.target("\"Done\""))
            _ = try mounted.interactor.tap(Self.target("\"Reset\""))
            #expect(
                mounted.ax == """
                    alert "Reset the shelf?"
                      staticText "Every book goes back to unread."
                      button "Reset"
                      button "Cancel"
                    """)
            _ = try mounted.interactor.tap(Self.target("button \"Reset\""))
            #expect(
                mounted.ax == """
                    navigationBar "Shelf"
                      button "Reset"
                      button "About"
                    list
                      link "Dune"
                      link "Emma"
                      link "Ulysses"
                    toolbar
                      staticText "3 books, 1 visits"
                    """)
            #expect(
                mounted.tree == """
                    ShelfLegacyList  @ObservedObject store=ShelfStore  @State showingAbout=false showingReset=false selection=nil dismissals=1
                      NavigationView  .navigationViewStyle(.stack) .navigationBarHidden(false)
                        NavigationStack
                          List  .listStyle(InsetGroupedListStyle()) .navigationTitle("Shelf") .navigationBarTitleDisplayMode(.inline)
                            NavigationLink → ModifiedContent
                              Text "Dune"
                            NavigationLink → ModifiedContent
                              Text "Emma"
                            NavigationLink → ModifiedContent
                              Text "Ulysses"
                            .toolbar
                              ToolbarItem .navigationBarLeading
                                Button "Reset"
                              ToolbarItem .navigationBarTrailing
                                Button "About"
                            .toolbar
                              ToolbarItemGroup .bottomBar
                                Spacer
                                Text "3 books, 1 visits"
                    """)
        }
    }
}
