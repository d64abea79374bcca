// Exported by `rehearse` (export FILE.swift) from a session on TallyScreen/Default.
// 3 steps, 4 checks. Run it with `swift test --filter TallyTests`; it fails when the screen changes.
// Its test target depends on the RehearsalTesting product and on Tally.
import RehearsalTesting
import Tally
import Testing

/// The session on TallyScreen/Default, replayed: each step, then what the shell printed after it.
@MainActor @Suite struct TallyTests {
    @Test("TallyScreen/Default, as rehearsed") func rehearsed() throws {
        try withPreview("TallyScreen/Default", in: .modules("Tally")) { screen in
            screen.expect(
                .echo,
                """
                TallyScreen  @State count=0 names=["Ada", "Grace", "Linus"]
                  VStack
                    Text "Visitors: 0"
                    Button "Add"
                    List
                      Text "Ada"  .onDelete
                      Text "Grace"  .onDelete
                      Text "Linus"  .onDelete
                """)
            try screen.tap("Add")
            screen.expect(
                .echo,
                """
                @State count of TallyScreen: 0 → 1
                @@ -1,4 +1,4 @@
                -TallyScreen  @State count=0 names=["Ada", "Grace", "Linus"]
                +TallyScreen  @State count=1 names=["Ada", "Grace", "Linus"]
                   VStack
                -    Text "Visitors: 0"
                +    Text "Visitors: 1"
                     Button "Add"
                """)
            try screen.delete("Grace")
            screen.expect(
                .echo,
                """
                @State names of TallyScreen: ["Ada", "Grace", "Linus"] → ["Ada", "Linus"]
                @@ -1,2 +1,2 @@
                -TallyScreen  @State count=1 names=["Ada", "Grace", "Linus"]
                +TallyScreen  @State count=1 names=["Ada", "Linus"]
                   VStack
                @@ -6,3 +6,2 @@
                       Text "Ada"  .onDelete
                -      Text "Grace"  .onDelete
                       Text "Linus"  .onDelete
                """)
            screen.expect(
                .ax,
                """
                staticText "Visitors: 1"
                button "Add"
                list
                  staticText "Ada"
                  staticText "Linus"
                """)
        }
    }
}
