import Observation
import Testing
import VirtualTime

@testable import RehearsalUI

/// A focused value declared the long way, with its own key.
struct BreadthSelectionKey: FocusedValueKey {
    typealias Value = Int
}

extension FocusedValues {
    var breadthSelection: Int? {
        get { self[BreadthSelectionKey.self] }
        set { self[BreadthSelectionKey.self] = newValue }
    }
    @Entry var breadthTitle: String?
    @Entry var breadthText: Binding<String>?
    @Entry var breadthOptional: Optional<Double>
}

/// One short use of each focused-value API in ordinary SwiftUI spelling.
@MainActor @Suite struct FocusedValuesBreadthTests {
    @Observable final class BreadthModel {
        var count = 1
    }

    struct Publisher: View {
        @State private var text = ""
        @State private var model = BreadthModel()
        @FocusState private var focused: Bool
        let optionalTitle: String? = nil

        var body: some View {
            VStack {
                TextField("Text", text: $text)
                    .focused($focused)
                    .focusedValue(\.breadthSelection, 3)
                    .focusedValue(\.breadthTitle, optionalTitle)
                    .focusedValue(\.breadthText, $text)
                    .focusedValue(model)
                Reader()
            }
            .focusedSceneValue(\.breadthOptional, 1.5)
            .focusedSceneValue(\.breadthTitle, optionalTitle)
            .focusedSceneValue(model)
        }
    }

    struct Reader: View {
        @FocusedValue(\.breadthSelection) var selection: Int?
        @FocusedValue(\.breadthTitle) var title
        @FocusedValue(\.breadthOptional) var optional
        @FocusedValue(BreadthModel.self) var model
        @FocusedBinding(\.breadthText) var text: String?

        var body: some View {
            Text(
                "\(selection ?? 0) \(title ?? "") \(optional ?? 0) \(model?.count ?? 0) \(text ?? "") \($text.wrappedValue ?? "")"
            )
        }
    }

    @Test("Every focused-value form compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Publisher())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
