import Observation
import Testing

@testable import RehearsalUI

@Observable private final class Ledger {
    var total = 0
}

/// A dynamic property of the user's own, holding a `@State` of its own.
private struct LedgerCounter: DynamicProperty {
    @State var count = 0
}

/// Every kind of property `ViewProperties.of` lists, with and without an object.
private struct LedgerView: View {
    let ledger: Ledger
    let optionalLedger: Ledger?
    let anything: Any
    let observable: any Observable
    let title: String
    @Bindable var bound: Ledger
    @Binding var flag: Bool
    @State private var owned = Ledger()
    @State private var count = 3
    @State private var maybe: Ledger? = nil
    @Environment(Ledger.self) private var injected
    private var counter = LedgerCounter()

    init(ledger: Ledger, flag: Binding<Bool>) {
        self.ledger = ledger
        optionalLedger = ledger
        anything = ledger
        observable = ledger
        title = "Books"
        bound = ledger
        _flag = flag
    }

    var body: some View { Text("\(ledger.total) \(count) \(flag)") }
}

/// A view that describes itself to `Mirror`: listed by `ViewProperties.of` itself.
private struct MirroredView: View, CustomReflectable {
    let ledger: Ledger

    nonisolated var customMirror: Mirror { Mirror(self, children: ["shown": "a ledger"]) }
    var body: some View { Text("mirrored") }
}

private struct LedgerScreen: View {
    let ledger: Ledger
    @State private var flag = false

    var body: some View {
        VStack {
            LedgerView(ledger: ledger, flag: $flag)
            MirroredView(ledger: ledger)
        }
        .environment(ledger)
    }
}

/// The object-holding properties found without `Mirror` are those `ViewProperties.of` lists with an object.
@MainActor @Suite struct ViewObjectPropertiesTests {
    private func described(_ properties: [ViewProperty]) -> [String] {
        properties.map { property in
            let object = property.object.map { "\(ObjectIdentifier($0))" } ?? "none"
            return "\(property.wrapper) \(property.name) = \(property.value) [\(property.kind)] \(object)"
        }
    }

    @Test func sameListAsTheMirrorWalk() throws {
        let graph = ViewGraph()
        graph.mount(LedgerScreen(ledger: Ledger()))
        var stack = graph.root.map { [$0] } ?? []
        var checked: [String] = []
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            guard node.kind == .custom else { continue }
            let expected = ViewProperties.of(node).filter { $0.object != nil }
            #expect(described(ViewObjectProperties.of(node)) == described(expected), "\(node.typeName)")
            checked.append("\(node.typeName): \(expected.map(\.name).joined(separator: ", "))")
        }
        #expect(
            checked.sorted() == [
                "LedgerScreen: ledger",
                "LedgerView: owned, injected, ledger, anything, observable, bound",
                "MirroredView: ",
            ])
    }
}
