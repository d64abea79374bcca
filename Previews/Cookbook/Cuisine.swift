/// A cuisine of the cookbook sample: its dishes are the content column's rows.
enum Cuisine: String, CaseIterable, Hashable {
    case italian, japanese

    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var dishes: [Dish] {
        switch self {
        case .italian: [.risotto, .carbonara]
        case .japanese: [.ramen]
        }
    }
}

/// A dish of the cookbook sample, with the steps its detail screen links to.
enum Dish: String, Hashable {
    case risotto, carbonara, ramen

    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var serves: Int { self == .ramen ? 2 : 4 }

    var steps: [RecipeStep] {
        let texts: [String] =
            switch self {
            case .risotto: ["Toast the rice", "Add the stock a ladle at a time"]
            case .carbonara: ["Cook the pasta", "Stir in the eggs off the heat"]
            case .ramen: ["Simmer the broth"]
            }
        return texts.enumerated().map { RecipeStep(dish: self, number: $0.offset + 1, text: $0.element) }
    }
}

/// One step of a dish, pushed onto the detail column's stack.
struct RecipeStep: Hashable {
    let dish: Dish
    let number: Int
    let text: String
}
