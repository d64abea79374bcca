import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// `PreviewProvider` previews named and sized by modifiers, and `#Preview` traits, as the catalog reads them.
@MainActor @Suite struct PreviewTraitsBreadthTests {
    @Test("previewDisplayName, previewLayout and previewInterfaceOrientation become the preview's name and traits")
    func providerModifiers() {
        withVirtualTime { _ in
            let view = Text("Card")
                .previewDevice("iPad Pro (11-inch)")
                .previewInterfaceOrientation(.landscapeRight)
                .previewLayout(.fixed(width: 320, height: 200))
                .previewDisplayName("Wide")
            let written = PreviewProviderTraits.read(view)
            #expect(written.name == "Wide")
            #expect(
                written.traits.map(\.value.description) == [".fixedLayout(width: 320, height: 200)", ".landscapeRight"])
            #expect(
                ViewsBreadthMount(view).tree == """
                    Text "Card"  .previewDevice("iPad Pro (11-inch)")
                    """)
            let plain = PreviewProviderTraits.read(Text("Plain").previewLayout(.sizeThatFits))
            #expect(plain.name == nil)
            #expect(plain.traits.map(\.value.description) == [".sizeThatFitsLayout"])
            #expect(
                InterfaceOrientation.allCases.map(\.id) == [
                    "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
                ])
        }
    }

    @Test("Every #Preview trait is written as in Swift")
    func previewTraits() {
        let preview = Preview(
            "All", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 50), .defaultLayout, .portrait,
            .portraitUpsideDown, .landscapeLeft, .landscapeRight
        ) { Text("x") }
        #expect(
            preview.traits.map(\.value.description) == [
                ".sizeThatFitsLayout", ".fixedLayout(width: 100, height: 50)", ".defaultLayout", ".portrait",
                ".portraitUpsideDown", ".landscapeLeft", ".landscapeRight",
            ])
    }
}
