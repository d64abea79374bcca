import RehearsalUI

/// Identifies its rows by position, over data that it reorders.
struct PositionRows: View {
    @State private var names = ["Ada", "Grace", "Linus"]

    var body: some View {
        VStack {
            Button("Reverse") { names.reverse() }
            ForEach(names.indices, id: \.self) { index in
                Text(names[index])
            }
        }
    }
}

/// Identifies its rows by the data itself.
struct DataRows: View {
    @State private var names = ["Ada", "Grace", "Linus"]

    var body: some View {
        VStack {
            Button("Reverse") { names.reverse() }
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
    }
}

#Preview("Provoked") {
    PositionRows()
}

#Preview("Idiomatic") {
    DataRows()
}
