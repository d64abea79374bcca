import RehearsalUI

/// A cookbook in three columns, with one stack per column as SwiftUI keeps them: a cuisine link in the
/// sidebar shows its dishes in the content column, a dish link there pushes the dish onto the detail
/// column's own `NavigationStack` (replacing what it showed), and a step link in the dish pushes onto that
/// stack. On a compact width (an iPhone) the columns collapse into one stack, in column order.
struct CookbookScreen: View {
    var body: some View {
        NavigationSplitView {
            List {
                ForEach(Cuisine.allCases, id: \.self) { cuisine in
                    NavigationLink(cuisine.name, value: cuisine)
                }
            }
            .navigationTitle("Cuisines")
            .navigationDestination(for: Cuisine.self) { cuisine in
                List {
                    ForEach(cuisine.dishes, id: \.self) { dish in
                        NavigationLink(dish.name, value: dish)
                    }
                }
                .navigationTitle(cuisine.name)
            }
            .navigationDestination(for: Dish.self) { dish in
                DishView(dish: dish)
            }
        } content: {
            Text("Pick a cuisine")
        } detail: {
            NavigationStack {
                Text("Pick a dish")
                    .navigationDestination(for: RecipeStep.self) { step in
                        Text(step.text).navigationTitle("Step \(step.number)")
                    }
            }
        }
    }
}

/// A dish, read in the detail column: each step is a link pushed onto the column's stack.
struct DishView: View {
    let dish: Dish

    var body: some View {
        VStack {
            Text("Serves \(dish.serves)")
            ForEach(dish.steps, id: \.number) { step in
                NavigationLink("Step \(step.number)", value: step)
            }
        }
        .navigationTitle(dish.name)
    }
}

#Preview("Columns") {
    CookbookScreen()
}

#Preview("Columns, regular width") {
    CookbookScreen().environment(\.horizontalSizeClass, .regular)
}
