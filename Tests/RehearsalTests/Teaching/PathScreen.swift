import RehearsalUI

/// A screen whose navigation path changes in every way the path prints (tabs, a stack's path and pushed views,
/// titles set by text, by a binding and inside an `if`, a sheet's detents and its refused dismissal), with buttons
/// that change other state (a row's count, a text), so the kept path is tested against one printed every step.
struct PathRoot: View {
    @State private var tab = "One"

    var body: some View {
        TabView(selection: $tab) {
            PathStackTab(name: "One").tabItem { Text("One") }.tag("One")
            PathStackTab(name: "Two").tabItem { Text("Two") }.tag("Two")
        }
    }
}

/// A tab: a stack over a path of numbers, whose root screen has a title that changes and rows that change state.
struct PathStackTab: View {
    let name: String
    @State private var path: [Int] = []
    @State private var title = "Start"
    @State private var showsTitle = true
    @State private var sheet = false
    @State private var locked = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                PathCounter(name: name)
                Button("Push \(name)") { path.append(path.count + 1) }
                Button("Pop \(name)") { if !path.isEmpty { path.removeLast() } }
                Button("Retitle \(name)") { title += "!" }
                Button("Hide title \(name)") { showsTitle.toggle() }
                Button("Sheet \(name)") { sheet = true }
                NavigationLink("Link \(name)") { Text("Linked \(name)") }
                if showsTitle {
                    Text("titled").navigationTitle($title)
                }
            }
            .navigationDestination(for: Int.self) { value in
                PathDetail(value: value)
            }
            .sheet(isPresented: $sheet) {
                VStack {
                    Button("Lock \(name)") { locked.toggle() }
                    Button("Close \(name)") { sheet = false }
                }
                .presentationDetents(locked ? [.large] : [.medium, .large])
                .interactiveDismissDisabled(locked)
            }
        }
    }
}

/// A count of its own, so that counting re-evaluates this view alone, not the stack around it.
struct PathCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Text("\(name) count \(count)")
        Button("Count \(name)") { count += 1 }
    }
}

/// A pushed screen with a title of its own and a count.
struct PathDetail: View {
    let value: Int
    @State private var count = 0

    var body: some View {
        Button("Detail count \(count)") { count += 1 }
            .navigationTitle("Detail \(value)")
    }
}

#Preview("Tabs") {
    PathRoot()
}
