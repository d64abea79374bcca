import Testing
import VirtualTime

@testable import RehearsalUI

/// One short use of `@GestureState` in each form app code writes it, with `updating`.
@MainActor @Suite struct GestureStateBreadthTests {
    struct Pressing: View {
        @GestureState private var offset = CGSize.zero
        @GestureState(initialValue: false) private var pressing
        @GestureState(wrappedValue: 1, resetTransaction: Transaction(animation: .default)) private var scale: CGFloat
        @GestureState(reset: { _, transaction in transaction = Transaction() }) private var angle = Angle.zero

        var body: some View {
            Text("\(offset.width) \(pressing) \(scale) \(angle.degrees)")
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value })
                .gesture(MagnifyGesture().updating($scale) { value, state, _ in state = value.magnification })
                .gesture(RotateGesture().updating($angle) { value, state, _ in state = value.rotation })
        }
    }

    @Test("Every @GestureState form compiles and mounts") func mounts() {
        withVirtualTime { _ in
            let graph = ViewGraph()
            graph.mount(Pressing())
            graph.flush()
            #expect(graph.diagnostics.isEmpty)
        }
    }
}
