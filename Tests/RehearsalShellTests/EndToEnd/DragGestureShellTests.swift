import Foundation
import Testing

/// `.gesture` with drag, long-press, sequenced and exclusive gestures, and the `drag` verb, through the built `rehearse`.
@Suite struct DragGestureShellTests {
    @Test("drag runs onChanged then onEnded with the translation; combined gestures answer their verbs")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "DragGallery/Drag"
                drag "Knob" 120 -8
                set echo none
                drag "Card" 10 10
                tap --count 2 "Tile"
                tap "Tile"
                drag "Photo" 1 1
                drag "Knob" x 1
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        DragGallery  @State offset=CGSize(width: 0.0, height: 0.0) dragging=false moves=0 scale=1.0 taps=""
                          VStack
                            Text "Knob"  .offset .gesture(DragGesture().onChanged.onEnded)
                            Text "Card"  .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded)
                            Text "Photo"  .simultaneousGesture(MagnifyGesture().onEnded)
                            Text "Tile"  .highPriorityGesture(TapGesture(count: 2).onEnded.exclusively(before: TapGesture().onEnded))
                            Text "Offset 0, 0; moved 0; scale 1.0; taps "
                        @State dragging of DragGallery: false (true during the gesture)
                        @State offset of DragGallery: CGSize(width: 0.0, height: 0.0) → CGSize(width: 120.0, height: -8.0)
                        @State moves of DragGallery: 0 → 120
                        @@ -1,4 +1,4 @@
                        -DragGallery  @State offset=CGSize(width: 0.0, height: 0.0) dragging=false moves=0 scale=1.0 taps=""
                        +DragGallery  @State offset=CGSize(width: 120.0, height: -8.0) dragging=false moves=120 scale=1.0 taps=""
                           VStack
                        -    Text "Knob"  .offset .gesture(DragGesture().onChanged.onEnded)
                        +    Text "Knob"  .offset(x: 120, y: -8) .gesture(DragGesture().onChanged.onEnded)
                             Text "Card"  .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded)
                        @@ -6,2 +6,2 @@
                             Text "Tile"  .highPriorityGesture(TapGesture(count: 2).onEnded.exclusively(before: TapGesture().onEnded))
                        -    Text "Offset 0, 0; moved 0; scale 1.0; taps "
                        +    Text "Offset 120, -8; moved 120; scale 1.0; taps "
                        error: expected an element that can be dragged, but staticText "Photo" (in DragGallery) cannot; it supports pinch. To fix, target another element (see `ax`) or use an interaction it supports.
                        error: drag expects a horizontal distance in points, like 120 or -40, found "x"
                          write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way)
                        DragGallery  @State offset=CGSize(width: 120.0, height: -8.0) dragging=false moves=121 scale=1.0 taps="21"
                          VStack
                            Text "Knob"  .offset(x: 120, y: -8) .gesture(DragGesture().onChanged.onEnded)
                            Text "Card"  .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded)
                            Text "Photo"  .simultaneousGesture(MagnifyGesture().onEnded)
                            Text "Tile"  .highPriorityGesture(TapGesture(count: 2).onEnded.exclusively(before: TapGesture().onEnded))
                            Text "Offset 120, -8; moved 121; scale 1.0; taps 21"

                        """, errors: "", status: 1))
    }

    @Test("drag answers in JSON lines, its errors with their code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"DragGallery/Drag\\""}
                {"command": "set echo none"}
                {"command": "drag \\"Knob\\" 5 5"}
                {"command": "drag \\"Photo\\" 1 1"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"DragGallery  @State offset=CGSize(width: 0.0, height: 0.0) dragging=false moves=0 scale=1.0 taps=\\"\\"\\n  VStack\\n    Text \\"Knob\\"  .offset .gesture(DragGesture().onChanged.onEnded)\\n    Text \\"Card\\"  .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded)\\n    Text \\"Photo\\"  .simultaneousGesture(MagnifyGesture().onEnded)\\n    Text \\"Tile\\"  .highPriorityGesture(TapGesture(count: 2).onEnded.exclusively(before: TapGesture().onEnded))\\n    Text \\"Offset 0, 0; moved 0; scale 1.0; taps \\"","preview":"DragGallery/Drag","step":1}
                        {"ok":true,"output":"","preview":"DragGallery/Drag","step":1}
                        {"ok":true,"output":"","preview":"DragGallery/Drag","step":2}
                        {"ok":false,"output":"","error":{"code":"unsupported","message":"expected an element that can be dragged, but staticText \\"Photo\\" (in DragGallery) cannot; it supports pinch. To fix, target another element (see `ax`) or use an interaction it supports.","hint":null},"preview":"DragGallery/Drag","step":2}

                        """, errors: "", status: 0))
    }
}
