import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// Preference keys: values flow up in tree order, reduced by the key, read by `onPreferenceChange` and the
/// preference-value slots.
@MainActor @Suite struct PreferencesBreadthTests {
    struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Counter: View {
        let name: String
        @State private var count = 0

        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .preference(key: NamesKey.self, value: Array(repeating: name, count: count))
        }
    }

    struct Screen: View {
        @State private var seen: [String] = []
        @State private var changes = 0

        var body: some View {
            VStack {
                Text("Seen \(seen.joined(separator: ",")) after \(changes) changes")
                Counter(name: "a")
                Counter(name: "b")
                VStack {
                    Text("hidden").preference(key: NamesKey.self, value: ["hidden"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
                Text("tagged").transformPreference(NamesKey.self) { $0.append("t") }
                Text("anchored").anchorPreference(key: BoundsKey.self, value: .bounds) { _ in 1 }
            }
            .onPreferenceChange(NamesKey.self) { names in
                seen = names
                changes += 1
            }
            .backgroundPreferenceValue(BoundsKey.self) { count in Text("anchors \(count)") }
            .overlayPreferenceValue(NamesKey.self) { names in Text("\(names.count) names") }
        }
    }

    @Test("Values reduce in tree order; a writer replaces its content's value; a child's change reaches the parent")
    func flowUp() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Screen())
            #expect(
                mounted.tree == """
                    Screen  @State seen=["outer", "t"] changes=1
                      VStack  .onPreferenceChange(NamesKey.self)
                        Text "Seen outer,t after 1 changes"
                        Counter  @State count=0
                          Button "a 0"  .preference(key: NamesKey.self, value: [])
                        Counter  @State count=0
                          Button "b 0"  .preference(key: NamesKey.self, value: [])
                        VStack  .preference(key: NamesKey.self, value: ["outer"])
                          Text "hidden"  .preference(key: NamesKey.self, value: ["hidden"])
                        Text "tagged"  .transformPreference(NamesKey.self)
                        Text "anchored"  .anchorPreference(key: BoundsKey.self, value: .bounds)
                        .background
                          Text "anchors 1"
                        .overlay
                          Text "2 names"
                    """)
            try mounted.interactor.tap(TargetQuery(label: "b 0"))
            mounted.graph.flush()
            try mounted.interactor.tap(TargetQuery(label: "a 0"))
            mounted.graph.flush()
            #expect(
                mounted.tree == """
                    Screen  @State seen=["a", "b", "outer", "t"] changes=3
                      VStack  .onPreferenceChange(NamesKey.self)
                        Text "Seen a,b,outer,t after 3 changes"
                        Counter  @State count=1
                          Button "a 1"  .preference(key: NamesKey.self, value: ["a"])
                        Counter  @State count=1
                          Button "b 1"  .preference(key: NamesKey.self, value: ["b"])
                        VStack  .preference(key: NamesKey.self, value: ["outer"])
                          Text "hidden"  .preference(key: NamesKey.self, value: ["hidden"])
                        Text "tagged"  .transformPreference(NamesKey.self)
                        Text "anchored"  .anchorPreference(key: BoundsKey.self, value: .bounds)
                        .background
                          Text "anchors 1"
                        .overlay
                          Text "4 names"
                    """)
        }
    }

    struct OptionalRow: View {
        @State private var shown = true
        @State private var names: [String] = ["?"]

        var body: some View {
            VStack {
                Button("Names \(names.isEmpty ? "none" : names.joined(separator: ","))") { shown.toggle() }
                if shown { Text("Row").preference(key: NamesKey.self, value: ["row"]) }
            }
            .onPreferenceChange(NamesKey.self) { names = $0 }
        }
    }

    @Test("A writer that leaves the tree takes its value with it")
    func writerLeaves() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(OptionalRow())
            #expect(
                mounted.ax == """
                    button "Names row"
                    staticText "Row"
                    """)
            try mounted.interactor.tap(TargetQuery(label: "Names row"))
            mounted.graph.flush()
            #expect(mounted.ax == "button \"Names none\"")
            try mounted.interactor.tap(TargetQuery(label: "Names none"))
            mounted.graph.flush()
            #expect(
                mounted.ax == """
                    button "Names row"
                    staticText "Row"
                    """)
        }
    }
}
