import RehearsalUI

/// A menu in two columns whose dish destination only the detail column's own `NavigationStack` declares, and that
/// stack is inside a custom view's body (`MenuBoard`), as apps write it: a dish link in the sidebar goes onto that
/// stack, and so does tonight's special, which the sidebar presents with `navigationDestination(isPresented:)`. On a
/// compact width (an iPhone) the detail column is not on screen when the link or button is tapped; as iOS does when
/// it collapses the columns, the column is mounted, its stack found in `MenuBoard`'s body, and the dish or the
/// special pushed onto it.
struct MenuScreen: View {
    @State private var showsSpecial = false

    var body: some View {
        NavigationSplitView {
            List {
                ForEach([Dish.risotto, .carbonara, .ramen], id: \.self) { dish in
                    NavigationLink(dish.name, value: dish)
                }
                Button("Tonight's special") { showsSpecial = true }
            }
            .navigationTitle("Menu")
            .navigationDestination(isPresented: $showsSpecial) {
                Text("Miso ramen, tonight only").navigationTitle("Tonight")
            }
        } detail: {
            MenuBoard()
        }
    }
}

/// The detail column: its body is the stack that declares the dish and step destinations.
struct MenuBoard: View {
    var body: some View {
        NavigationStack {
            Text("Pick a dish")
                .navigationDestination(for: Dish.self) { dish in
                    DishView(dish: dish)
                }
                .navigationDestination(for: RecipeStep.self) { step in
                    Text(step.text).navigationTitle("Step \(step.number)")
                }
        }
    }
}

#Preview("Menu") {
    MenuScreen()
}

#Preview("Menu, regular width") {
    MenuScreen().environment(\.horizontalSizeClass, .regular)
}
