import Testing

@testable import RehearsalUI

@MainActor @Suite struct ContainerTests {
    @Test("Scroll views, lazy stacks and grids print their layout parameters") func layoutContainers() {
        let mounted = MountedView(
            ScrollView {
                LazyVStack(spacing: 12) { Text("row") }
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(alignment: .top) { Text("item") }
                }
                LazyVGrid(
                    columns: [GridItem(.flexible()), GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40))],
                    spacing: 16
                ) {
                    Text("cell")
                }
                LazyHGrid(rows: [GridItem(.flexible(minimum: 20), spacing: 4)]) { Text("cell") }
            })
        #expect(
            mounted.tree == """
                ScrollView
                  LazyVStack spacing=12
                    Text "row"
                  ScrollView axes=.horizontal showsIndicators=false
                    LazyHStack alignment=.top
                      Text "item"
                  LazyVGrid columns=[.flexible(), .fixed(80), .adaptive(minimum: 40)] spacing=16
                    Text "cell"
                  LazyHGrid rows=[GridItem(.flexible(minimum: 20), spacing: 4)]
                    Text "cell"
                """)
    }

    @Test("Shapes print their parameters and how they are filled or stroked") func shapes() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let mounted = MountedView(
            ZStack {
                Rectangle().fill(.blue)
                RoundedRectangle(cornerRadius: 12).stroke(.red, lineWidth: 2)
                Circle()
                Capsule().fill(Color.green.opacity(0.5))
                Triangle().fill(.yellow)
            })
        #expect(
            mounted.tree == """
                ZStack
                  Rectangle  .fill(.blue)
                  RoundedRectangle cornerRadius=12  .stroke(.red, lineWidth: 2)
                  Circle
                  Capsule  .fill(.green.opacity(0.5))
                  Triangle  .fill(.yellow)
                """)
    }
}
