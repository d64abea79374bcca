import Testing

@testable import RehearsalUI

/// A builder block's `TupleView` lists its elements from the block's types (no list kept per block), and a tuple
/// given to `TupleView(_:)` by reflection: both mount the same children, in order.
@MainActor @Suite struct TupleViewTests {
    @Test("A block's elements are listed in order, each of its own type, nested blocks included")
    func blockElements() {
        let block = ViewBuilder.buildBlock(Text("a"), Spacer(), Toggle("On", isOn: .constant(true)), Text("b"))
        #expect(block.elements.map { ViewTypeName.of(type(of: $0)) } == ["Text", "Spacer", "Toggle", "Text"])
        #expect((block.elements[3] as? Text)?.plainText == "b")
        #expect(
            MountedView(
                HStack {
                    Text("Row 1")
                    VStack {
                        Text("inner")
                        Divider()
                    }
                    Text("7")
                }
            ).tree == """
                HStack
                  Text "Row 1"
                  VStack
                    Text "inner"
                    Divider
                  Text "7"
                """)
    }

    @Test("A tuple given to TupleView(_:) is listed by reflection, the same as a block")
    func tupleGiven() {
        let given = TupleView((Text("a"), Spacer(), Text("b")))
        let built = ViewBuilder.buildBlock(Text("a"), Spacer(), Text("b"))
        #expect(given.elements.map { ViewTypeName.of(type(of: $0)) } == ["Text", "Spacer", "Text"])
        #expect(MountedView(VStack { given }).tree == MountedView(VStack { built }).tree)
        #expect(
            MountedView(VStack { given }).tree == """
                VStack
                  Text "a"
                  Spacer
                  Text "b"
                """)
    }
}
