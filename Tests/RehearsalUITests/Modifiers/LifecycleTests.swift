import Testing

@testable import RehearsalUI

/// Collects lifecycle events in order, for tests to compare with SwiftUI's.
@MainActor final class LifecycleLog {
    var events: [String] = []

    func record(_ event: String) { events.append(event) }

    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

@MainActor @Suite struct LifecycleTests {
    struct Leaf: View {
        let name: String
        let log: LifecycleLog
        var body: some View {
            Text(name)
                .onAppear { log.record("appear \(name)") }
                .onDisappear { log.record("disappear \(name)") }
        }
    }

    struct Parent: View {
        let log: LifecycleLog
        @State private var showsDetail = true
        var body: some View {
            VStack {
                Leaf(name: "first", log: log)
                if showsDetail { Leaf(name: "detail", log: log) }
                Button("Toggle") { showsDetail.toggle() }
            }
            .onAppear { log.record("appear stack (inner)") }
            .onAppear { log.record("appear stack (outer)") }
            .onDisappear { log.record("disappear stack") }
        }
    }

    @Test("onAppear runs deepest first, then in the order written; onDisappear when a view leaves")
    func appearAndDisappear() {
        let log = LifecycleLog()
        let mounted = MountedView(Parent(log: log))
        #expect(log.take() == ["appear first", "appear detail", "appear stack (inner)", "appear stack (outer)"])
        mounted.tap("button", "Toggle")
        #expect(log.take() == ["disappear detail"])
        mounted.tap("button", "Toggle")
        #expect(log.take() == ["appear detail"])
        mounted.graph.unmount()
        #expect(log.take() == ["disappear first", "disappear detail", "disappear stack"])
    }

    @Test("The attributes of lifecycle modifiers are printed") func printed() {
        let mounted = MountedView(Parent(log: LifecycleLog()))
        #expect(
            mounted.tree == """
                Parent  @State showsDetail=true
                  VStack  .onAppear .onAppear .onDisappear
                    Leaf
                      Text "first"  .onAppear .onDisappear
                    Leaf
                      Text "detail"  .onAppear .onDisappear
                    Button "Toggle"
                """)
    }

    struct Counter: View {
        let log: LifecycleLog
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count)")
                    .onChange(of: count) { old, new in log.record("inner \(old) → \(new)") }
                Button("Add") { count += 1 }
                Button("Same") { count = count }
            }
            .onChange(of: count, initial: true) { log.record("outer \(count)") }
            .onChange(of: count) { new in log.record("deprecated \(new)") }
        }
    }

    @Test("onChange runs after the update that saw the value change, deepest first, never for an equal value")
    func onChange() {
        let log = LifecycleLog()
        let mounted = MountedView(Counter(log: log))
        #expect(log.take() == ["outer 0"])
        mounted.tap("button", "Add")
        #expect(log.take() == ["inner 0 → 1", "outer 1", "deprecated 1"])
        mounted.tap("button", "Same")
        #expect(log.take() == [])
    }

    @Test("A state written by onChange is applied in the same flush") func onChangeWritesState() {
        struct Mirror: View {
            @State private var source = 0
            @State private var copy = 0
            var body: some View {
                VStack {
                    Text("copy \(copy)")
                    Button("Bump") { source += 1 }
                }
                .onChange(of: source) { _, new in copy = new * 10 }
            }
        }
        let mounted = MountedView(Mirror())
        mounted.tap("button", "Bump")
        #expect(
            mounted.tree == """
                Mirror  @State source=1 copy=10
                  VStack  .onChange(of: 1)
                    Text "copy 10"
                    Button "Bump"
                """)
    }
}
