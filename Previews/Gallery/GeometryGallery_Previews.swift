import RehearsalUI

/// The geometry gallery on named devices, as an older project writes it: one known, one Rehearsal lacks.
struct GeometryGallery_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GeometryGallery()
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewDisplayName("SE")
            GeometryGallery()
                .previewDevice("Pixel 8")
                .previewDisplayName("Unknown device")
        }
    }
}
