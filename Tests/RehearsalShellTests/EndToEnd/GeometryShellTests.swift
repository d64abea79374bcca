import Foundation
import Testing

/// GeometryReader and ScrollViewReader through the built `rehearse`: fixed device sizes (`Documentation/Devices.md`), `trait device=`, and `scrollTo` recorded in the tree.
@Suite struct GeometryShellTests {
    @Test(
        "A GeometryReader reports the device's safe area, a fixed frame's size, and follows trait device= and landscape"
    )
    func deviceSizes() throws {
        let run = try RehearseBinary.run(
            input: """
                open "GeometryGallery/Device"
                trait device=iPhoneSE
                trait device=pixel
                open "GeometryGallery/Landscape"

                """)
        #expect(
            run
                == .init(
                    output: """
                        GeometryGallery
                          GeometryReader 393×759
                            VStack
                              Text "Size 393×759"
                              Text "Safe area top 59, bottom 34"
                              Text "Global origin 0, 59"
                              Text "Portrait"
                              GeometryReader 120×80  .frame(width: 120, height: 80)
                                Text "Tile 120×80"
                        settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular device=iPhoneSE
                        @@ -1,7 +1,7 @@
                         GeometryGallery
                        -  GeometryReader 393×759
                        +  GeometryReader 375×647
                             VStack
                        -      Text "Size 393×759"
                        -      Text "Safe area top 59, bottom 34"
                        -      Text "Global origin 0, 59"
                        +      Text "Size 375×647"
                        +      Text "Safe area top 20, bottom 0"
                        +      Text "Global origin 0, 20"
                               Text "Portrait"
                        error: device has no value "pixel"; expected one of iPhone15, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhoneSE, iPad, iPadPro13.
                          for example: trait colorScheme=dark
                        GeometryGallery
                          GeometryReader 734×372
                            VStack
                              Text "Size 734×372"
                              Text "Safe area top 0, bottom 21"
                              Text "Global origin 59, 0"
                              Text "Landscape"
                              GeometryReader 120×80  .frame(width: 120, height: 80)
                                Text "Tile 120×80"

                        """, errors: "", status: 1))
    }

    @Test("scrollTo is recorded on the ScrollViewReader's line")
    func scrollTo() throws {
        let run = try RehearseBinary.run(
            input: """
                open "GeometryGallery/Jump list"
                tap "Jump to 4"

                """)
        #expect(
            run
                == .init(
                    output: """
                        JumpList
                          ScrollViewReader
                            VStack
                              Button "Jump to 4"
                              ScrollView
                                Text "Row 1"  .id(1)
                                Text "Row 2"  .id(2)
                                Text "Row 3"  .id(3)
                                Text "Row 4"  .id(4)
                                Text "Row 5"  .id(5)
                        @@ -1,3 +1,3 @@
                         JumpList
                        -  ScrollViewReader
                        +  ScrollViewReader scrolledTo=4 anchor=.top
                             VStack

                        """, errors: "", status: 0))
    }

    @Test("A device trait answers in JSON lines with the new sizes")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"GeometryGallery/Device\\""}
                {"command": "set echo none"}
                {"command": "trait device=iPad"}
                {"command": "tree"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"GeometryGallery\\n  GeometryReader 393×759\\n    VStack\\n      Text \\"Size 393×759\\"\\n      Text \\"Safe area top 59, bottom 34\\"\\n      Text \\"Global origin 0, 59\\"\\n      Text \\"Portrait\\"\\n      GeometryReader 120×80  .frame(width: 120, height: 80)\\n        Text \\"Tile 120×80\\"","preview":"GeometryGallery/Device","step":1}
                        {"ok":true,"output":"","preview":"GeometryGallery/Device","step":1}
                        {"ok":true,"output":"settings: colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular device=iPad","preview":"GeometryGallery/Device","step":2}
                        {"ok":true,"output":"GeometryGallery\\n  GeometryReader 820×1136\\n    VStack\\n      Text \\"Size 820×1136\\"\\n      Text \\"Safe area top 24, bottom 20\\"\\n      Text \\"Global origin 0, 24\\"\\n      Text \\"Portrait\\"\\n      GeometryReader 120×80  .frame(width: 120, height: 80)\\n        Text \\"Tile 120×80\\"","preview":"GeometryGallery/Device","step":2}

                        """, errors: "", status: 0))
    }
}
