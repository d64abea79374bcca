import RehearsalUI

/// Gestures attached with `.gesture`: a knob dragged along a track (`drag "Knob" 120 0`), a card that needs a
/// long press before it moves, a photo that is pinched and a tile that takes a double tap or a single one.
struct DragGallery: View {
    @State private var offset = CGSize.zero
    @State private var dragging = false
    @State private var moves = 0
    @State private var scale: CGFloat = 1
    @State private var taps = ""

    var body: some View {
        VStack {
            Text("Knob")
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            dragging = true
                            offset = value.translation
                        }
                        .onEnded { value in
                            dragging = false
                            moves += Int(value.location.x - value.startLocation.x)
                        })
            Text("Card")
                .gesture(
                    LongPressGesture()
                        .sequenced(before: DragGesture())
                        .onEnded { _ in moves += 1 })
            Text("Photo")
                .simultaneousGesture(MagnifyGesture().onEnded { scale = $0.magnification })
            Text("Tile")
                .highPriorityGesture(
                    TapGesture(count: 2).onEnded { taps += "2" }
                        .exclusively(before: TapGesture().onEnded { taps += "1" }))
            Text("Offset \(Int(offset.width)), \(Int(offset.height)); moved \(moves); scale \(scale); taps \(taps)")
        }
    }
}

#Preview("Drag") {
    DragGallery()
}
