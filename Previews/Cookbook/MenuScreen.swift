import RehearsalUI

/// A menu in two columns whose dish destination only the detail column's own `NavigationStack` declares: a
/// dish link in the sidebar goes onto that stack. On a compact width (an iPhone) the detail column is not on
/// screen when the link is tapped; as iOS does when it collapses the columns, the link still finds the
/// destination there and pushes the detail column with the dish.
struct MenuScreen: View {
    var body: some View {
        NavigationSplitView {
            List {
                ForEach([Dish.risotto, .carbonara, .ramen], id: \.self) { dish in
                    NavigationLink(dish.name, value: dish)
                }
            }
            .navigationTitle("Menu")
        } detail: {
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
}

#Preview("Menu") {
    MenuScreen()
}

#Preview("Menu, regular width") {
    MenuScreen().environment(\.horizontalSizeClass, .regular)
}
