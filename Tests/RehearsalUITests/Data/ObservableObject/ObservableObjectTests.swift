import Testing

@testable import RehearsalUI

@MainActor final class CounterStore: ObservableObject {
    static var made = 0
    @Published var count = 0
    @Published var title = "Counter"

    init() { Self.made += 1 }
}

@MainActor @Suite(.serialized) struct ObservableObjectTests {
    struct CounterScreen: View {
        @StateObject private var store = CounterStore()
        let caption: String

        var body: some View {
            VStack {
                Text("\(caption): \(store.count)")
                CounterRow(store: store)
                StaticRow(label: "static")
                Button("Add") { store.count += 1 }
            }
        }
    }

    struct CounterRow: View {
        @ObservedObject var store: CounterStore
        var body: some View { Text(store.title) }
    }

    struct StaticRow: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct Parent: View {
        @State var caption = "Count"
        var body: some View {
            VStack {
                CounterScreen(caption: caption)
                Button("Rename") { caption = "Total" }
            }
        }
    }

    @Test("A @StateObject is made once per identity and survives its parent's re-evaluation") func stateObjectSurvives()
    {
        CounterStore.made = 0
        let mounted = MountedView(Parent())
        mounted.tap("button", "Add")
        mounted.tap("button", "Rename")
        #expect(CounterStore.made == 1)
        #expect(
            mounted.tree == """
                Parent  @State caption="Total"
                  VStack
                    CounterScreen  @StateObject store=CounterStore
                      VStack
                        Text "Total: 1"
                        CounterRow  @ObservedObject store=CounterStore
                          Text "Counter"
                        StaticRow
                          Text "static"
                        Button "Add"
                    Button "Rename"
                """)
    }

    @Test("A @Published change re-evaluates exactly the views that observe the object") func publishedInvalidates() {
        let mounted = MountedView(Parent())
        let evaluated = mounted.evaluations { mounted.element("button", "Add")?.actions.tap?() }
        #expect(evaluated == ["CounterScreen", "CounterRow"])
        let causes = mounted.graph.evaluations.map(\.cause.sentence)
        #expect(
            causes == [
                "CounterStore.objectWillChange sent (@Published count), and CounterScreen (@StateObject store) observes it",
                "CounterStore.objectWillChange sent (@Published count), and CounterRow (@ObservedObject store) observes it",
            ])
    }

    @Test("objectWillChange.send() re-evaluates observers; sink listens until cancelled") func manualSend() {
        let store = CounterStore()
        var heard = 0
        let cancellable = store.objectWillChange.sink { heard += 1 }
        let mounted = MountedView(CounterRow(store: store))
        #expect(mounted.evaluations { store.objectWillChange.send() } == ["CounterRow"])
        store.title = "Renamed"
        #expect(heard == 2)
        cancellable.cancel()
        store.count = 3
        #expect(heard == 2)
        var values: [String] = []
        var bag = Set<AnyCancellable>()
        store.$title.sink { values.append($0) }.store(in: &bag)
        store.title = "Again"
        #expect(values == ["Renamed", "Again"])
        mounted.flush()
        #expect(mounted.tree == "CounterRow  @ObservedObject store=CounterStore\n  Text \"Again\"")
    }

    @Test("$object.property is a binding that writes through the object") func bindings() {
        struct Editor: View {
            @ObservedObject var store: CounterStore
            var body: some View { TextField("Title", text: $store.title) }
        }
        let store = CounterStore()
        let mounted = MountedView(Editor(store: store))
        mounted.element("textField", "Title")?.actions.setText?("Tally")
        mounted.flush()
        #expect(store.title == "Tally")
        #expect(
            mounted.tree == """
                Editor  @ObservedObject store=CounterStore
                  TextField "Title" text="Tally"
                """)
    }

    struct SettingsReader: View {
        @EnvironmentObject var store: CounterStore
        var body: some View { Text("\(store.title) \(store.count)") }
    }

    @Test(".environmentObject(_:) is found by @EnvironmentObject, which observes it") func environmentObject() {
        let store = CounterStore()
        let mounted = MountedView(VStack { SettingsReader() }.environmentObject(store))
        #expect(mounted.evaluations { store.count = 2 } == ["SettingsReader"])
        #expect(
            mounted.tree == """
                VStack  .environmentObject(CounterStore)
                  SettingsReader  @EnvironmentObject CounterStore
                    Text "Counter 2"
                """)
    }

    @Test("A missing @EnvironmentObject is reported with the view, the type and the fix")
    func missingEnvironmentObject() {
        let mounted = MountedView(SettingsReader())
        #expect(mounted.tree == "SettingsReader ⚠ missing @EnvironmentObject CounterStore")
        #expect(
            mounted.graph.diagnostics.map(\.description) == [
                "error: SettingsReader reads @EnvironmentObject CounterStore (property store), but no ancestor "
                    + "injected a CounterStore. To fix, add .environmentObject(CounterStore(...)) to a view above "
                    + "SettingsReader, or apply a stub environment that provides one."
            ])
    }

    @Test("A view that leaves the tree stops observing its object") func unsubscribes() {
        struct Switcher: View {
            @State var shows = true
            let store: CounterStore
            var body: some View {
                if shows { CounterRow(store: store) }
                Button("Hide") { shows = false }
            }
        }
        let store = CounterStore()
        let mounted = MountedView(Switcher(store: store))
        #expect(store.objectWillChange.subscriberCount == 1)
        mounted.tap("button", "Hide")
        #expect(store.objectWillChange.subscriberCount == 0)
        #expect(mounted.evaluations { store.title = "x" } == [])
    }
}

@Observable class GreetingClient {
    func greeting() -> String { "live" }
}

final class MockGreetingClient: GreetingClient {
    override func greeting() -> String { "mock" }
}

@MainActor @Suite struct EnvironmentObjectKeyTests {
    struct Greeter: View {
        @Environment(GreetingClient.self) private var client: GreetingClient?
        var body: some View { Text(client?.greeting() ?? "none") }
    }

    @Test(".environment(mock as Client) is found by @Environment(Client.self)") func staticType() {
        let mounted = MountedView(Greeter().environment(MockGreetingClient() as GreetingClient))
        #expect(
            mounted.tree == """
                Greeter  @Environment GreetingClient  .environment(GreetingClient)
                  Text "mock"
                """)
    }

    @Test(".environment(nil as Client?) removes the one injected above") func removal() {
        let mounted = MountedView(
            VStack {
                Greeter()
                Greeter().environment(nil as GreetingClient?)
            }
            .environment(GreetingClient()))
        #expect(
            mounted.tree == """
                VStack  .environment(GreetingClient)
                  Greeter  @Environment GreetingClient
                    Text "live"
                  Greeter  @Environment GreetingClient=nil  .environment(nil as GreetingClient?)
                    Text "none"
                """)
    }
}
