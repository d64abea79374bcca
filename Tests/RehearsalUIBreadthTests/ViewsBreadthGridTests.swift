import RehearsalUI
import Testing
import VirtualTime

/// `Grid` and `GridRow`: rows print in order under the grid, cells in order under their row, and the cell
/// modifiers print like the call.
@MainActor @Suite struct ViewsBreadthGridTests {
    struct Scores: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Name").gridColumnAlignment(.leading)
                    Text("Score")
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow(alignment: .top) {
                    Text("Ada")
                    Text("42").gridCellAnchor(.trailing)
                }
                GridRow {
                    Text("Total").gridCellColumns(2)
                }
            }
        }
    }

    @Test("Grid rows and their cells print and read in order")
    func grid() {
        withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Scores())
            #expect(
                mounted.tree == """
                    Scores
                      Grid alignment=.leading horizontalSpacing=12
                        GridRow
                          Text "Name"  .gridColumnAlignment(.leading)
                          Text "Score"
                        Divider  .gridCellUnsizedAxes(.horizontal)
                        GridRow alignment=.top
                          Text "Ada"
                          Text "42"  .gridCellAnchor
                        GridRow
                          Text "Total"  .gridCellColumns(2)
                    """)
            #expect(
                mounted.ax == """
                    staticText "Name"
                    staticText "Score"
                    staticText "Ada"
                    staticText "42"
                    staticText "Total"
                    """)
        }
    }
}
