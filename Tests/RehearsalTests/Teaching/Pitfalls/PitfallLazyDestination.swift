import RehearsalUI

/// Declares its destination on each row, inside the lazy List.
struct RowDestinations: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach([1, 2], id: \.self) { number in
                    NavigationLink("Item \(number)", value: number)
                        .navigationDestination(for: Int.self) { value in Text("Item \(value)") }
                }
            }
        }
    }
}

/// Declares its destination once, on the stack's root content.
struct RootDestinations: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach([1, 2], id: \.self) { number in
                    NavigationLink("Item \(number)", value: number)
                }
            }
            .navigationDestination(for: Int.self) { value in Text("Item \(value)") }
        }
    }
}

#Preview("Provoked") {
    RowDestinations()
}

#Preview("Idiomatic") {
    RootDestinations()
}
