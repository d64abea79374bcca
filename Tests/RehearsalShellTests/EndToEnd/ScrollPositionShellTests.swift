import Foundation
import Testing

/// `.scrollPosition(id:)` over a `.scrollTargetLayout()` through the built `rehearse`: `scroll TARGET` writes the
/// binding, a write to the binding scrolls, and the scroll view's attribute shows where it is.
@Suite struct ScrollPositionShellTests {
    @Test("scroll TARGET sets the bound id; a button that writes it moves the scroll view and mounts the rows up to it")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "ScrollPositionGallery/Rows"
                set echo diff
                scroll "Row 12"
                tap "Jump to 30"
                scroll "Row 3"
                scroll "Jump to 30"

                """)
        #expect(
            run
                == .init(
                    output: """
                        ScrollPositionGallery  @State topRow=nil
                          VStack
                            Text "Top row: none"
                            Button "Jump to 30"
                            ScrollView  .scrollPosition(id: nil)
                              LazyVStack  .scrollTargetLayout
                                Text "Row 1"
                                Text "Row 2"
                                Text "Row 3"
                                Text "Row 4"
                                Text "Row 5"
                                Text "Row 6"
                                Text "Row 7"
                                Text "Row 8"
                                Text "Row 9"
                                Text "Row 10"
                                Text "Row 11"
                                Text "Row 12"
                                Text "Row 13"
                                Text "Row 14"
                                Text "Row 15"
                                Text "Row 16"
                                Text "Row 17"
                                Text "Row 18"
                                Text "Row 19"
                                Text "Row 20"
                        @State topRow of ScrollPositionGallery: nil → 12
                        @@ -1,6 +1,6 @@
                        -ScrollPositionGallery  @State topRow=nil
                        +ScrollPositionGallery  @State topRow=12
                           VStack
                        -    Text "Top row: none"
                        +    Text "Top row: 12"
                             Button "Jump to 30"
                        -    ScrollView  .scrollPosition(id: nil)
                        +    ScrollView  .scrollPosition(id: 12)
                               LazyVStack  .scrollTargetLayout
                        @State topRow of ScrollPositionGallery: 12 → 30
                        @@ -1,6 +1,6 @@
                        -ScrollPositionGallery  @State topRow=12
                        +ScrollPositionGallery  @State topRow=30
                           VStack
                        -    Text "Top row: 12"
                        +    Text "Top row: 30"
                             Button "Jump to 30"
                        -    ScrollView  .scrollPosition(id: 12)
                        +    ScrollView  .scrollPosition(id: 30)
                               LazyVStack  .scrollTargetLayout
                        @@ -26,1 +26,21 @@
                                 Text "Row 20"
                        +        Text "Row 21"
                        +        Text "Row 22"
                        +        Text "Row 23"
                        +        Text "Row 24"
                        +        Text "Row 25"
                        +        Text "Row 26"
                        +        Text "Row 27"
                        +        Text "Row 28"
                        +        Text "Row 29"
                        +        Text "Row 30"
                        +        Text "Row 31"
                        +        Text "Row 32"
                        +        Text "Row 33"
                        +        Text "Row 34"
                        +        Text "Row 35"
                        +        Text "Row 36"
                        +        Text "Row 37"
                        +        Text "Row 38"
                        +        Text "Row 39"
                        +        Text "Row 40"
                        @State topRow of ScrollPositionGallery: 30 → 3
                        @@ -1,6 +1,6 @@
                        -ScrollPositionGallery  @State topRow=30
                        +ScrollPositionGallery  @State topRow=3
                           VStack
                        -    Text "Top row: 30"
                        +    Text "Top row: 3"
                             Button "Jump to 30"
                        -    ScrollView  .scrollPosition(id: 30)
                        +    ScrollView  .scrollPosition(id: 3)
                               LazyVStack  .scrollTargetLayout
                        error: expected a List or lazy stack on screen with rows left to load, but every row is loaded already. To fix, scroll only when `ax` ends before the data does (rows load 20 at a time).

                        """, errors: "", status: 1))
    }

    @Test("the scroll position answers in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"ScrollPositionGallery/Rows\\""}
                {"command": "set echo diff"}
                {"command": "scroll \\"Row 7\\""}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"ScrollPositionGallery  @State topRow=nil\\n  VStack\\n    Text \\"Top row: none\\"\\n    Button \\"Jump to 30\\"\\n    ScrollView  .scrollPosition(id: nil)\\n      LazyVStack  .scrollTargetLayout\\n        Text \\"Row 1\\"\\n        Text \\"Row 2\\"\\n        Text \\"Row 3\\"\\n        Text \\"Row 4\\"\\n        Text \\"Row 5\\"\\n        Text \\"Row 6\\"\\n        Text \\"Row 7\\"\\n        Text \\"Row 8\\"\\n        Text \\"Row 9\\"\\n        Text \\"Row 10\\"\\n        Text \\"Row 11\\"\\n        Text \\"Row 12\\"\\n        Text \\"Row 13\\"\\n        Text \\"Row 14\\"\\n        Text \\"Row 15\\"\\n        Text \\"Row 16\\"\\n        Text \\"Row 17\\"\\n        Text \\"Row 18\\"\\n        Text \\"Row 19\\"\\n        Text \\"Row 20\\"","preview":"ScrollPositionGallery/Rows","step":1}
                        {"ok":true,"output":"","preview":"ScrollPositionGallery/Rows","step":1}
                        {"ok":true,"output":"@State topRow of ScrollPositionGallery: nil → 7\\n@@ -1,6 +1,6 @@\\n-ScrollPositionGallery  @State topRow=nil\\n+ScrollPositionGallery  @State topRow=7\\n   VStack\\n-    Text \\"Top row: none\\"\\n+    Text \\"Top row: 7\\"\\n     Button \\"Jump to 30\\"\\n-    ScrollView  .scrollPosition(id: nil)\\n+    ScrollView  .scrollPosition(id: 7)\\n       LazyVStack  .scrollTargetLayout","preview":"ScrollPositionGallery/Rows","step":2}

                        """, errors: "", status: 0))
    }

    @Test("a binding that starts at an id opens with the lazy rows mounted up to its page")
    func startsAtAnID() throws {
        let run = try RehearseBinary.run(
            input: """
                open "ScrollPositionGallery/Starts at 35"
                set echo none
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        ScrollPositionGallery  @State topRow=35
                          VStack
                            Text "Top row: 35"
                            Button "Jump to 30"
                            ScrollView  .scrollPosition(id: 35)
                              LazyVStack  .scrollTargetLayout
                                Text "Row 1"
                                Text "Row 2"
                                Text "Row 3"
                                Text "Row 4"
                                Text "Row 5"
                                Text "Row 6"
                                Text "Row 7"
                                Text "Row 8"
                                Text "Row 9"
                                Text "Row 10"
                                Text "Row 11"
                                Text "Row 12"
                                Text "Row 13"
                                Text "Row 14"
                                Text "Row 15"
                                Text "Row 16"
                                Text "Row 17"
                                Text "Row 18"
                                Text "Row 19"
                                Text "Row 20"
                                Text "Row 21"
                                Text "Row 22"
                                Text "Row 23"
                                Text "Row 24"
                                Text "Row 25"
                                Text "Row 26"
                                Text "Row 27"
                                Text "Row 28"
                                Text "Row 29"
                                Text "Row 30"
                                Text "Row 31"
                                Text "Row 32"
                                Text "Row 33"
                                Text "Row 34"
                                Text "Row 35"
                                Text "Row 36"
                                Text "Row 37"
                                Text "Row 38"
                                Text "Row 39"
                                Text "Row 40"
                        staticText "Top row: 35"
                        button "Jump to 30"
                        staticText "Row 1"
                        staticText "Row 2"
                        staticText "Row 3"
                        staticText "Row 4"
                        staticText "Row 5"
                        staticText "Row 6"
                        staticText "Row 7"
                        staticText "Row 8"
                        staticText "Row 9"
                        staticText "Row 10"
                        staticText "Row 11"
                        staticText "Row 12"
                        staticText "Row 13"
                        staticText "Row 14"
                        staticText "Row 15"
                        staticText "Row 16"
                        staticText "Row 17"
                        staticText "Row 18"
                        staticText "Row 19"
                        staticText "Row 20"
                        staticText "Row 21"
                        staticText "Row 22"
                        staticText "Row 23"
                        staticText "Row 24"
                        staticText "Row 25"
                        staticText "Row 26"
                        staticText "Row 27"
                        staticText "Row 28"
                        staticText "Row 29"
                        staticText "Row 30"
                        staticText "Row 31"
                        staticText "Row 32"
                        staticText "Row 33"
                        staticText "Row 34"
                        staticText "Row 35"
                        staticText "Row 36"
                        staticText "Row 37"
                        staticText "Row 38"
                        staticText "Row 39"
                        staticText "Row 40"

                        """, errors: "", status: 0))
    }
}
