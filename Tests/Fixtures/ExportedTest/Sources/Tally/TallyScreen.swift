import RehearsalUI

/// A tally of visitors: a count, a button that adds one, a list of names that can be deleted.
struct TallyScreen: View {
    @State private var count = 0
    @State private var names = ["Ada", "Grace", "Linus"]

    var body: some View {
        VStack {
            Text("Visitors: \(count)")
            Button("Add") { count += 1 }
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { names.remove(atOffsets: $0) }
            }
        }
    }
}

#Preview("Default") {
    TallyScreen()
}
