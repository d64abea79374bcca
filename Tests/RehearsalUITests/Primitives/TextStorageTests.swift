import Foundation
import Testing

@testable import RehearsalUI

/// A plain `Text` is its string alone (24 bytes, inline in an `any View`); dates, timers, concatenations and
/// modifiers live out of line and still compare, print and read back as they did.
@MainActor @Suite struct TextStorageTests {
    @Test("A Text is 24 bytes: it fits an existential's inline buffer")
    func size() {
        #expect(MemoryLayout<Text>.size == 24)
    }

    @Test("Texts compare by what they hold, not by where it is kept")
    func equality() {
        #expect(Text("Row 1") == Text(verbatim: "Row 1"))
        #expect(Text("Row 1") != Text("Row 2"))
        #expect(Text("Row 1").bold() == Text("Row 1").bold())
        #expect(Text("Row 1").bold() != Text("Row 1"))
        #expect(Text("Row 1").bold() != Text("Row 1").italic())
        #expect(Text("a") + Text("b") == Text("a") + Text("b"))
        #expect(Text("a") + Text("b") != Text("ab"))
        let date = Date(timeIntervalSince1970: 0)
        #expect(Text(date, style: .time) == Text(date, style: .time))
        #expect(Text(date, style: .time) != Text(date, style: .date))
        var changed = Text("Row 1").bold()
        changed.modifiers = []
        #expect(changed == Text("Row 1"))
        changed.modifiers = [".italic"]
        #expect(changed == Text("Row 1").italic())
    }

    @Test("Texts with modifiers and concatenations print as before")
    func printed() {
        let mounted = MountedView(
            VStack {
                Text("Plain")
                Text("Bold").bold().italic()
                Text("a").bold() + Text("b")
                Text(verbatim: "**verbatim**")
            })
        #expect(
            mounted.tree == """
                VStack
                  Text "Plain"
                  Text "Bold"  .bold .italic
                  Text "ab"
                  Text "**verbatim**"
                """)
    }
}
