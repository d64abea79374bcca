import Testing

@testable import RehearsalUI

/// A text reads its case and its redaction from the environment only where an ancestor may have set them
/// (`Text.update`): with them set above it, it still prints and reads as the environment says.
@MainActor @Suite struct TextEnvironmentTests {
    @Test("Case and redaction set above a text change its summary and its label; texts outside keep theirs")
    func caseAndRedaction() {
        let mounted = MountedView(
            VStack {
                Text("Dune").textCase(.uppercase)
                Text("Emma").redacted(reason: .placeholder)
                Text("Kept").redacted(reason: .placeholder).unredacted()
                Text("Plain \"quoted\"")
            })
        let lines = mounted.tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.filter { $0.hasPrefix("Text") } == [
                "Text \"DUNE\"  .textCase(.uppercase)",
                "Text \"Emma\" redacted  .redacted(reason: .placeholder)",
                "Text \"Kept\"  .redacted(reason: .placeholder) .unredacted",
                "Text \"Plain \\\"quoted\\\"\"",
            ])
        #expect(mounted.element("staticText", "DUNE") != nil)
    }
}
