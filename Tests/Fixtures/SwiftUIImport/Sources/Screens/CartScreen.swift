import Model
import SwiftUI

/// The cart, as an Xcode project writes it: `import SwiftUI`, `@State` holding an `@Observable` model.
struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        NavigationStack {
            List {
                ForEach(cart.items, id: \.self) { item in
                    Text(item)
                }
            }
            .navigationTitle("Cart")
            .toolbar {
                Button("Add Tea") { cart.add("Tea") }
            }
            #if PRICING
                Text("Total \(cart.total)")
            #endif
        }
    }
}

struct CartScreen_Previews: PreviewProvider {
    static var previews: some View {
        CartScreen()
    }
}

#Preview("Empty") {
    CartScreen()
}
