import Testing

@testable import RehearsalUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var rowLimit = 3
    @Entry var selectedShelf: String?
}

@MainActor @Suite struct EntryTests {
    struct Row: View {
        @Environment(\.accentName) private var accentName
        @Environment(\.rowLimit) private var rowLimit
        @Environment(\.selectedShelf) private var selectedShelf

        var body: some View { Text("\(accentName) \(rowLimit) \(selectedShelf ?? "none")") }
    }

    @Test("@Entry declares an environment value: its default, then what .environment sets below")
    func entries() {
        let mounted = MountedView(
            VStack {
                Row()
                Row()
                    .environment(\.accentName, "red")
                    .environment(\.rowLimit, 10)
                    .environment(\.selectedShelf, "Classics")
            })
        #expect(
            mounted.tree == """
                VStack
                  Row  @Environment accentName="blue" rowLimit=3 selectedShelf=nil
                    Text "blue 3 none"
                  Row  @Environment accentName="red" rowLimit=10 selectedShelf="Classics"  \
                .environment(\\.accentName, "red") .environment(\\.rowLimit, 10) .environment(\\.selectedShelf, "Classics")
                    Text "red 10 Classics"
                """)
    }
}
