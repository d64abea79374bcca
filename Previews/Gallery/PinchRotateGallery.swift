import RehearsalUI

/// Two-finger gestures and a drag that starts where the finger goes down: a photo pinched with a live
/// `@GestureState` scale (`pinch "Photo" 2`), a dial turned by a `RotateGesture` (`rotate "Dial" 90`), a map
/// with the older `MagnificationGesture` and `RotationGesture` together, and a track that reports where a drag
/// started and ended (`drag "Track" --from 10,20 --to 130,20`).
struct PinchRotateGallery: View {
    @GestureState private var livePinch: CGFloat = 1
    @State private var zoom: CGFloat = 1
    @State private var pinches = 0
    @State private var angle = Angle.zero
    @State private var mapScale: CGFloat = 1
    @State private var mapAngle = Angle.zero
    @State private var track = "untouched"

    var body: some View {
        VStack {
            Text("Photo")
                .scaleEffect(zoom * livePinch)
                .gesture(
                    MagnifyGesture()
                        .updating($livePinch) { value, state, _ in state = value.magnification }
                        .onChanged { _ in pinches += 1 }
                        .onEnded { value in zoom *= value.magnification })
            Text("Dial")
                .rotationEffect(angle)
                .gesture(RotateGesture().onEnded { value in angle += value.rotation })
            Text("Map")
                .gesture(
                    MagnificationGesture().onEnded { mapScale = $0 }
                        .simultaneously(with: RotationGesture().onEnded { mapAngle = $0 }))
            Text("Track")
                .gesture(
                    DragGesture(minimumDistance: 0).onEnded { value in
                        track =
                            "from \(Int(value.startLocation.x)),\(Int(value.startLocation.y)) "
                            + "to \(Int(value.location.x)),\(Int(value.location.y)), "
                            + "moved \(Int(value.translation.width)),\(Int(value.translation.height))"
                    })
            Text("Zoom \(zoom) after \(pinches) pinches; dial \(Int(angle.degrees.rounded()))°")
            Text("Map at \(mapScale), \(Int(mapAngle.degrees.rounded()))°; track \(track)")
        }
    }
}

#Preview("Photo") {
    PinchRotateGallery()
}
