import RehearsalUI

/// A scroll view bound to an iOS 18 `ScrollPosition`: `scroll "Message 9"` scrolls to that row (the
/// position's `viewID` is 9 and `isPositionedByUser` true); "Newest" and "Jump to 45" scroll from code with
/// `scrollTo(edge:)` and `scrollTo(id:)` (the lazy stack mounts its rows up to message 45, 20 a page),
/// "Down 240" and "Left edge" with `scrollTo(point:)` and `scrollTo(x:)`.
struct ScrollPositionValueGallery: View {
    @State private var position: ScrollPosition

    init(position: ScrollPosition = ScrollPosition(idType: Int.self)) {
        _position = State(initialValue: position)
    }

    var body: some View {
        VStack {
            Text("At \(place), \(position.isPositionedByUser ? "scrolled by you" : "scrolled by the app")")
            Button("Newest") { position.scrollTo(edge: .bottom) }
            Button("Jump to 45") { position.scrollTo(id: 45) }
            Button("Down 240") { position.scrollTo(point: CGPoint(x: 0, y: 240)) }
            Button("Left edge") { position.scrollTo(x: 0) }
            ScrollView {
                LazyVStack {
                    ForEach(1...50, id: \.self) { number in
                        Text("Message \(number)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
        }
    }

    private var place: String {
        if let id = position.viewID(type: Int.self) { return "message \(id)" }
        if let edge = position.edge { return edge == .bottom ? "the newest" : "an edge" }
        if let point = position.point { return "\(Int(point.x)),\(Int(point.y))" }
        return position == ScrollPosition(idType: Int.self) ? "the start" : "an offset"
    }
}

#Preview("Messages") {
    ScrollPositionValueGallery()
}

/// A position made for ids of another type than the rows': `scroll` says how to make it take them.
#Preview("Wrong id type") {
    ScrollPositionValueGallery(position: ScrollPosition(idType: String.self))
}
