import RehearsalUI

/// Erases its two branches to `AnyView` so they type-check as one.
struct ErasedBranches: View {
    @State private var isGrid = false

    var body: some View {
        VStack {
            Button("Switch") { isGrid.toggle() }
            content
        }
    }

    private var content: AnyView {
        if isGrid { return AnyView(Text("Grid")) }
        return AnyView(Label("List", systemImage: "list.bullet"))
    }
}

/// Returns its branches from a `@ViewBuilder`.
struct BuiltBranches: View {
    @State private var isGrid = false

    var body: some View {
        VStack {
            Button("Switch") { isGrid.toggle() }
            content
        }
    }

    @ViewBuilder private var content: some View {
        if isGrid {
            Text("Grid")
        } else {
            Label("List", systemImage: "list.bullet")
        }
    }
}

#Preview("Provoked") {
    ErasedBranches()
}

#Preview("Idiomatic") {
    BuiltBranches()
}
