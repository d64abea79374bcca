// Seed 003_286d4e532c8d873b.txt, lines 23–36, copied verbatim. The snippet has no import of its own.
import RehearsalUI

struct MyView: View {
    @Environment(MyService.self) private var service
    @State private var viewState: ViewState = .loading

    enum ViewState {
        case loading
        case loaded(data: [Item])
        case error(String)
    }

    var body: some View {
        // View is just a representation of its state
    }
}
