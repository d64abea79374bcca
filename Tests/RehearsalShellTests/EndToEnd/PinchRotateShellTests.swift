import Foundation
import Testing

/// `pinch`, `rotate` and `drag --from X,Y --to X,Y` through the built `rehearse`: MagnifyGesture with a live
/// @GestureState, RotateGesture, the older MagnificationGesture and RotationGesture, a drag's start point, and
/// the numbers they refuse.
@Suite struct PinchRotateShellTests {
    @Test("pinch and rotate run onChanged then onEnded; a drag from a point reports startLocation and location")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "PinchRotateGallery/Photo"
                pinch "Photo" 2
                set echo none
                rotate "Dial" 90
                pinch "Map" 1.5
                rotate "Map" -45
                drag "Track" --from 10,20 --to 130,20
                drag "Track" 5 -5
                pinch "Track" 2
                rotate "Photo" 10
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=1.0 pinches=0 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track="untouched"
                          VStack
                            Text "Photo"  .scaleEffect(1) .gesture(MagnifyGesture().updating.onChanged.onEnded)
                            Text "Dial"  .rotationEffect(.degrees(0)) .gesture(RotateGesture().onEnded)
                            Text "Map"  .gesture(MagnificationGesture().onEnded.simultaneously(with: RotationGesture().onEnded))
                            Text "Track"  .gesture(DragGesture(minimumDistance: 0).onEnded)
                            Text "Zoom 1.0 after 0 pinches; dial 0°"
                            Text "Map at 1.0, 0°; track untouched"
                        @GestureState livePinch of PinchRotateGallery: 1.0 (2.0 during the gesture)
                        @State pinches of PinchRotateGallery: 0 → 1
                        @State zoom of PinchRotateGallery: 1.0 → 2.0
                        @@ -1,4 +1,4 @@
                        -PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=1.0 pinches=0 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track="untouched"
                        +PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=2.0 pinches=1 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track="untouched"
                           VStack
                        -    Text "Photo"  .scaleEffect(1) .gesture(MagnifyGesture().updating.onChanged.onEnded)
                        +    Text "Photo"  .scaleEffect(2) .gesture(MagnifyGesture().updating.onChanged.onEnded)
                             Text "Dial"  .rotationEffect(.degrees(0)) .gesture(RotateGesture().onEnded)
                        @@ -6,3 +6,3 @@
                             Text "Track"  .gesture(DragGesture(minimumDistance: 0).onEnded)
                        -    Text "Zoom 1.0 after 0 pinches; dial 0°"
                        +    Text "Zoom 2.0 after 1 pinches; dial 0°"
                             Text "Map at 1.0, 0°; track untouched"
                        error: expected an element that can be pinched, but staticText "Track" (in PinchRotateGallery) cannot; it supports drag. To fix, target another element (see `ax`) or use an interaction it supports.
                        error: expected an element that can be rotated, but staticText "Photo" (in PinchRotateGallery) cannot; it supports pinch. To fix, target another element (see `ax`) or use an interaction it supports.
                        staticText "Photo"
                        staticText "Dial"
                        staticText "Map"
                        staticText "Track"
                        staticText "Zoom 2.0 after 1 pinches; dial 90°"
                        staticText "Map at 1.5, -45°; track from 0,0 to 5,-5, moved 5,-5"

                        """, errors: "", status: 1))
    }

    @Test("scales of 0 or less, nan, inf and malformed points are refused with what to write, never a trap")
    func hostileNumbers() throws {
        let run = try RehearseBinary.run(
            input: """
                open "PinchRotateGallery/Photo"
                set echo none
                pinch "Photo" -1
                pinch "Photo" 0
                pinch "Photo" nan
                pinch "Photo" inf
                pinch "Photo" 1e400
                pinch "Photo"
                rotate "Dial" inf
                rotate "Dial" -nan
                rotate "Dial" 36001
                drag "Track" --from 10 --to 1,1
                drag "Track" --from 1,1 --by 1,1
                drag "Track" --from 1,1 --to 1,
                drag "Track" --from nan,1 --to 1,1
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=1.0 pinches=0 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track="untouched"
                          VStack
                            Text "Photo"  .scaleEffect(1) .gesture(MagnifyGesture().updating.onChanged.onEnded)
                            Text "Dial"  .rotationEffect(.degrees(0)) .gesture(RotateGesture().onEnded)
                            Text "Map"  .gesture(MagnificationGesture().onEnded.simultaneously(with: RotationGesture().onEnded))
                            Text "Track"  .gesture(DragGesture(minimumDistance: 0).onEnded)
                            Text "Zoom 1.0 after 0 pinches; dial 0°"
                            Text "Map at 1.0, 0°; track untouched"
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found "-1"
                          for example: pinch "Photo" 2 (1 is no change)
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found "0"
                          for example: pinch "Photo" 2 (1 is no change)
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found "nan"
                          for example: pinch "Photo" 2 (1 is no change)
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found "inf"
                          for example: pinch "Photo" 2 (1 is no change)
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found "1e400"
                          for example: pinch "Photo" 2 (1 is no change)
                        error: pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half)
                          usage: pinch TARGET SCALE
                        error: rotate expects an angle in degrees from -36000 to 36000, like 90 or -45, found "inf"
                          for example: rotate "Dial" 90 (positive turns clockwise)
                        error: rotate expects an angle in degrees from -36000 to 36000, like 90 or -45, found "-nan"
                          for example: rotate "Dial" 90 (positive turns clockwise)
                        error: rotate expects an angle in degrees from -36000 to 36000, like 90 or -45, found "36001"
                          for example: rotate "Dial" 90 (positive turns clockwise)
                        error: drag expects a point X,Y after --from, two numbers joined by a comma like 10,10, found "10"
                          write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way); no space after the comma
                        error: drag expects --to X,Y after --from X,Y, found "--by"
                          for example: drag "Knob" --from 10,10 --to 130,10
                        error: drag expects a point X,Y after --to, two numbers joined by a comma like 10,10, found "1,"
                          write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way); no space after the comma
                        error: drag expects a point X,Y after --from, two numbers joined by a comma like 10,10, found "nan,1"
                          write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way); no space after the comma
                        PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=1.0 pinches=0 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track="untouched"
                          VStack
                            Text "Photo"  .scaleEffect(1) .gesture(MagnifyGesture().updating.onChanged.onEnded)
                            Text "Dial"  .rotationEffect(.degrees(0)) .gesture(RotateGesture().onEnded)
                            Text "Map"  .gesture(MagnificationGesture().onEnded.simultaneously(with: RotationGesture().onEnded))
                            Text "Track"  .gesture(DragGesture(minimumDistance: 0).onEnded)
                            Text "Zoom 1.0 after 0 pinches; dial 0°"
                            Text "Map at 1.0, 0°; track untouched"

                        """, errors: "", status: 1))
    }

    @Test("pinch, rotate and drag --from answer in JSON lines, their errors with their code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"PinchRotateGallery/Photo\\""}
                {"command": "set echo none"}
                {"command": "pinch \\"Photo\\" 3"}
                {"command": "rotate \\"Dial\\" -30"}
                {"command": "drag \\"Track\\" --from 0,0 --to 4,2"}
                {"command": "pinch \\"Photo\\" 0"}
                {"command": "rotate \\"Track\\" 5"}
                {"command": "ax"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"PinchRotateGallery  @GestureState livePinch=1.0  @State zoom=1.0 pinches=0 angle=.degrees(0) mapScale=1.0 mapAngle=.degrees(0) track=\\"untouched\\"\\n  VStack\\n    Text \\"Photo\\"  .scaleEffect(1) .gesture(MagnifyGesture().updating.onChanged.onEnded)\\n    Text \\"Dial\\"  .rotationEffect(.degrees(0)) .gesture(RotateGesture().onEnded)\\n    Text \\"Map\\"  .gesture(MagnificationGesture().onEnded.simultaneously(with: RotationGesture().onEnded))\\n    Text \\"Track\\"  .gesture(DragGesture(minimumDistance: 0).onEnded)\\n    Text \\"Zoom 1.0 after 0 pinches; dial 0°\\"\\n    Text \\"Map at 1.0, 0°; track untouched\\"","preview":"PinchRotateGallery/Photo","step":1}
                        {"ok":true,"output":"","preview":"PinchRotateGallery/Photo","step":1}
                        {"ok":true,"output":"","preview":"PinchRotateGallery/Photo","step":2}
                        {"ok":true,"output":"","preview":"PinchRotateGallery/Photo","step":3}
                        {"ok":true,"output":"","preview":"PinchRotateGallery/Photo","step":4}
                        {"ok":false,"output":"","error":{"code":"syntax","message":"pinch expects a scale above 0, like 2 (twice as large) or 0.5 (half), found \\"0\\"","hint":"for example: pinch \\"Photo\\" 2 (1 is no change)","column":15},"preview":"PinchRotateGallery/Photo","step":4}
                        {"ok":false,"output":"","error":{"code":"unsupported","message":"expected an element that can be rotated, but staticText \\"Track\\" (in PinchRotateGallery) cannot; it supports drag. To fix, target another element (see `ax`) or use an interaction it supports.","hint":null},"preview":"PinchRotateGallery/Photo","step":4}
                        {"ok":true,"output":"staticText \\"Photo\\"\\nstaticText \\"Dial\\"\\nstaticText \\"Map\\"\\nstaticText \\"Track\\"\\nstaticText \\"Zoom 3.0 after 1 pinches; dial -30°\\"\\nstaticText \\"Map at 1.0, 0°; track from 0,0 to 4,2, moved 4,2\\"","preview":"PinchRotateGallery/Photo","step":4}

                        """, errors: "", status: 0))
    }
}
