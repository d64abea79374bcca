import RehearsalUI

/// Geometry read from the preview's device: a `GeometryReader` reports the device's safe area (an iPhone 15
/// unless `trait device=...` or a trait says otherwise), a fixed frame inside reports its own size.
struct GeometryGallery: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("Size \(Int(proxy.size.width))×\(Int(proxy.size.height))")
                Text("Safe area top \(Int(proxy.safeAreaInsets.top)), bottom \(Int(proxy.safeAreaInsets.bottom))")
                Text("Global origin \(Int(proxy.frame(in: .global).minX)), \(Int(proxy.frame(in: .global).minY))")
                Text(proxy.size.width > proxy.size.height ? "Landscape" : "Portrait")
                GeometryReader { tile in
                    Text("Tile \(Int(tile.size.width))×\(Int(tile.size.height))")
                }
                .frame(width: 120, height: 80)
            }
        }
    }
}

/// A list that jumps to a row through `ScrollViewReader`: the reader's line shows the last `scrollTo`.
struct JumpList: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Jump to 4") { proxy.scrollTo(4, anchor: .top) }
                ScrollView {
                    ForEach(1...5, id: \.self) { row in
                        Text("Row \(row)").id(row)
                    }
                }
            }
        }
    }
}

#Preview("Device") {
    GeometryGallery()
}

#Preview("Landscape", traits: .landscapeLeft) {
    GeometryGallery()
}

#Preview("Jump list") {
    JumpList()
}
