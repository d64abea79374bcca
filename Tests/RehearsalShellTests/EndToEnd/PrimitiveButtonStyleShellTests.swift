import Foundation
import Testing

/// Buttons drawn by a `PrimitiveButtonStyle` through the built `rehearse`: the style's body is what the tree and `ax`
/// show, its `configuration.trigger()` runs the action from the gesture the style chose (a long press, a double
/// tap), the verb for another gesture fails saying which one it takes, and `configuration.role` reaches the body.
@Suite struct PrimitiveButtonStyleShellTests {
    @Test("longpress fires a style that triggers on a long press, a tap does not; the role colours the body")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "PrimitiveStyleGallery/Primitive styles"
                longpress "Delete all"
                set echo none
                longpress "Send"
                tap "Delete all"
                press "Delete all"
                tap "Retry"
                ax
                open "StyleGallery/Styled controls"
                set echo diff
                tap "Archive"
                tap --count 2 "Archive"

                """)
        #expect(
            run
                == .init(
                    output: """
                        PrimitiveStyleGallery  @State deletes=0 sends=0 retries=0
                          VStack
                            Button "Delete all" role=.destructive  .buttonStyle(HoldToConfirmButtonStyle())
                              Text "Delete all"  .foregroundStyle(.red) .onLongPressGesture
                            Button "Send"  .buttonStyle(HoldToConfirmButtonStyle())
                              Text "Send"  .foregroundStyle(.blue) .onLongPressGesture
                            Button "Retry"  .buttonStyle(OutlinedButtonStyle())
                              Button  .border(.gray)
                                Text "Retry"
                            Text "Deleted 0, sent 0, retried 0"
                        @State deletes of PrimitiveStyleGallery: 0 → 1
                        @@ -1,2 +1,2 @@
                        -PrimitiveStyleGallery  @State deletes=0 sends=0 retries=0
                        +PrimitiveStyleGallery  @State deletes=1 sends=0 retries=0
                           VStack
                        @@ -9,2 +9,2 @@
                                 Text "Retry"
                        -    Text "Deleted 0, sent 0, retried 0"
                        +    Text "Deleted 1, sent 0, retried 0"
                        error: expected an element that can be tapped, but staticText "Delete all" (in PrimitiveStyleGallery) cannot; it supports longpress. To fix, target another element (see `ax`) or use an interaction it supports.
                        error: expected an element that can be pressed, but staticText "Delete all" (in PrimitiveStyleGallery) cannot; it supports longpress. To fix, target another element (see `ax`) or use an interaction it supports.
                        staticText "Delete all"
                        staticText "Send"
                        button "Retry"
                        staticText "Deleted 1, sent 1, retried 1"
                        error: expected staticText "Archive" (in StyleGallery) to take a single tap, but it takes 2 taps (.onTapGesture(count: 2)). To fix, use `tap --count 2 staticText "Archive"`.
                        @State archives of StyleGallery: 0 → 1
                        @@ -1,2 +1,2 @@
                        -StyleGallery  @State saves=0 archives=0 notify=false
                        +StyleGallery  @State saves=0 archives=1 notify=false
                           VStack
                        @@ -22,2 +22,2 @@
                                 Text "Signed in"
                        -    Text "Saves: 0, archives: 0"
                        +    Text "Saves: 0, archives: 1"

                        """, errors: "", status: 1))
    }

    @Test("a style's trigger answers in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"PrimitiveStyleGallery/Primitive styles\\""}
                {"command": "set echo none"}
                {"command": "longpress \\"Send\\""}
                {"command": "tap \\"Send\\""}
                {"command": "ax"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"PrimitiveStyleGallery  @State deletes=0 sends=0 retries=0\\n  VStack\\n    Button \\"Delete all\\" role=.destructive  .buttonStyle(HoldToConfirmButtonStyle())\\n      Text \\"Delete all\\"  .foregroundStyle(.red) .onLongPressGesture\\n    Button \\"Send\\"  .buttonStyle(HoldToConfirmButtonStyle())\\n      Text \\"Send\\"  .foregroundStyle(.blue) .onLongPressGesture\\n    Button \\"Retry\\"  .buttonStyle(OutlinedButtonStyle())\\n      Button  .border(.gray)\\n        Text \\"Retry\\"\\n    Text \\"Deleted 0, sent 0, retried 0\\"","preview":"PrimitiveStyleGallery/Primitive styles","step":1}
                        {"ok":true,"output":"","preview":"PrimitiveStyleGallery/Primitive styles","step":1}
                        {"ok":true,"output":"","preview":"PrimitiveStyleGallery/Primitive styles","step":2}
                        {"ok":false,"output":"","error":{"code":"unsupported","message":"expected an element that can be tapped, but staticText \\"Send\\" (in PrimitiveStyleGallery) cannot; it supports longpress. To fix, target another element (see `ax`) or use an interaction it supports.","hint":null},"preview":"PrimitiveStyleGallery/Primitive styles","step":2}
                        {"ok":true,"output":"staticText \\"Delete all\\"\\nstaticText \\"Send\\"\\nbutton \\"Retry\\"\\nstaticText \\"Deleted 0, sent 1, retried 0\\"","preview":"PrimitiveStyleGallery/Primitive styles","step":2}

                        """, errors: "", status: 0))
    }
}
