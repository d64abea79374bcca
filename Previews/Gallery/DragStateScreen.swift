import RehearsalUI

/// A handle moved with a drag whose live offset is a `@GestureState` set by `updating`: while the drag goes on
/// the offset holds the translation, and when it ends the offset goes back to zero and the position keeps it.
struct DragStateScreen: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        VStack {
            Text("Handle")
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        })
            Text("Resting at \(Int(position.width)), \(Int(position.height))")
        }
    }
}

#Preview("Gesture state") {
    DragStateScreen()
}
