import Foundation
import Testing

/// The iOS 18 `ScrollPosition` through the built `rehearse`: `scroll TARGET` scrolls the bound position to a row of
/// the `.scrollTargetLayout()` (its `viewID`, `isPositionedByUser` true), `scrollTo(edge:)` and `scrollTo(id:)`
/// in the app's code move it, and the scroll view's attribute and `state` show where it is.
@Suite struct ScrollPositionValueShellTests {
    @Test("scroll TARGET positions it by the user; scrollTo(edge:) and scrollTo(id:) by the app")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "ScrollPositionValueGallery/Messages"
                set echo diff
                scroll "Message 9"
                tap "Newest"
                tap "Jump to 45"
                scroll "Message 5"
                tap "Down 240"
                tap "Left edge"
                state

                """)
        #expect(
            run
                == .init(
                    output: """
                        ScrollPositionValueGallery  @State position=ScrollPosition(automatic)
                          VStack
                            Text "At the start, scrolled by the app"
                            Button "Newest"
                            Button "Jump to 45"
                            Button "Down 240"
                            Button "Left edge"
                            ScrollView  .scrollPosition(id: nil)
                              LazyVStack  .scrollTargetLayout
                                Text "Message 1"
                                Text "Message 2"
                                Text "Message 3"
                                Text "Message 4"
                                Text "Message 5"
                                Text "Message 6"
                                Text "Message 7"
                                Text "Message 8"
                                Text "Message 9"
                                Text "Message 10"
                                Text "Message 11"
                                Text "Message 12"
                                Text "Message 13"
                                Text "Message 14"
                                Text "Message 15"
                                Text "Message 16"
                                Text "Message 17"
                                Text "Message 18"
                                Text "Message 19"
                                Text "Message 20"
                        @State position of ScrollPositionValueGallery: ScrollPosition(automatic) → ScrollPosition(id: 9, by the user)
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(automatic)
                        +ScrollPositionValueGallery  @State position=ScrollPosition(id: 9, by the user)
                           VStack
                        -    Text "At the start, scrolled by the app"
                        +    Text "At message 9, scrolled by you"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(id: nil)
                        +    ScrollView  .scrollPosition(id: 9)
                               LazyVStack  .scrollTargetLayout
                        @State position of ScrollPositionValueGallery: ScrollPosition(id: 9, by the user) → ScrollPosition(edge: .bottom)
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(id: 9, by the user)
                        +ScrollPositionValueGallery  @State position=ScrollPosition(edge: .bottom)
                           VStack
                        -    Text "At message 9, scrolled by you"
                        +    Text "At the newest, scrolled by the app"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(id: 9)
                        +    ScrollView  .scrollPosition(edge: .bottom)
                               LazyVStack  .scrollTargetLayout
                        @State position of ScrollPositionValueGallery: ScrollPosition(edge: .bottom) → ScrollPosition(id: 45)
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(edge: .bottom)
                        +ScrollPositionValueGallery  @State position=ScrollPosition(id: 45)
                           VStack
                        -    Text "At the newest, scrolled by the app"
                        +    Text "At message 45, scrolled by the app"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(edge: .bottom)
                        +    ScrollView  .scrollPosition(id: 45)
                               LazyVStack  .scrollTargetLayout
                        @@ -29,1 +29,31 @@
                                 Text "Message 20"
                        +        Text "Message 21"
                        +        Text "Message 22"
                        +        Text "Message 23"
                        +        Text "Message 24"
                        +        Text "Message 25"
                        +        Text "Message 26"
                        +        Text "Message 27"
                        +        Text "Message 28"
                        +        Text "Message 29"
                        +        Text "Message 30"
                        +        Text "Message 31"
                        +        Text "Message 32"
                        +        Text "Message 33"
                        +        Text "Message 34"
                        +        Text "Message 35"
                        +        Text "Message 36"
                        +        Text "Message 37"
                        +        Text "Message 38"
                        +        Text "Message 39"
                        +        Text "Message 40"
                        +        Text "Message 41"
                        +        Text "Message 42"
                        +        Text "Message 43"
                        +        Text "Message 44"
                        +        Text "Message 45"
                        +        Text "Message 46"
                        +        Text "Message 47"
                        +        Text "Message 48"
                        +        Text "Message 49"
                        +        Text "Message 50"
                        @State position of ScrollPositionValueGallery: ScrollPosition(id: 45) → ScrollPosition(id: 5, by the user)
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(id: 45)
                        +ScrollPositionValueGallery  @State position=ScrollPosition(id: 5, by the user)
                           VStack
                        -    Text "At message 45, scrolled by the app"
                        +    Text "At message 5, scrolled by you"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(id: 45)
                        +    ScrollView  .scrollPosition(id: 5)
                               LazyVStack  .scrollTargetLayout
                        @State position of ScrollPositionValueGallery: ScrollPosition(id: 5, by the user) → ScrollPosition(point: (0, 240))
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(id: 5, by the user)
                        +ScrollPositionValueGallery  @State position=ScrollPosition(point: (0, 240))
                           VStack
                        -    Text "At message 5, scrolled by you"
                        +    Text "At 0,240, scrolled by the app"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(id: 5)
                        +    ScrollView  .scrollPosition(point: (0, 240))
                               LazyVStack  .scrollTargetLayout
                        @State position of ScrollPositionValueGallery: ScrollPosition(point: (0, 240)) → ScrollPosition(x: 0)
                        @@ -1,4 +1,4 @@
                        -ScrollPositionValueGallery  @State position=ScrollPosition(point: (0, 240))
                        +ScrollPositionValueGallery  @State position=ScrollPosition(x: 0)
                           VStack
                        -    Text "At 0,240, scrolled by the app"
                        +    Text "At an offset, scrolled by the app"
                             Button "Newest"
                        @@ -7,3 +7,3 @@
                             Button "Left edge"
                        -    ScrollView  .scrollPosition(point: (0, 240))
                        +    ScrollView  .scrollPosition(x: 0)
                               LazyVStack  .scrollTargetLayout
                        views and the state they own:
                          ScrollPositionValueGallery
                            @State position = ScrollPosition(x: 0)  read by ScrollPositionValueGallery, ScrollPositionValueGallery's .scrollPosition

                        """, errors: "", status: 0))
    }

    @Test("a position made for ids of another type refuses the scroll and says how to make it")
    func wrongType() throws {
        let run = try RehearseBinary.run(
            input: """
                open "ScrollPositionValueGallery/Wrong id type"
                set echo none
                scroll "Message 3"
                tap "Jump to 45"
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        ScrollPositionValueGallery  @State position=ScrollPosition(automatic)
                          VStack
                            Text "At an offset, scrolled by the app"
                            Button "Newest"
                            Button "Jump to 45"
                            Button "Down 240"
                            Button "Left edge"
                            ScrollView  .scrollPosition(id: nil)
                              LazyVStack  .scrollTargetLayout
                                Text "Message 1"
                                Text "Message 2"
                                Text "Message 3"
                                Text "Message 4"
                                Text "Message 5"
                                Text "Message 6"
                                Text "Message 7"
                                Text "Message 8"
                                Text "Message 9"
                                Text "Message 10"
                                Text "Message 11"
                                Text "Message 12"
                                Text "Message 13"
                                Text "Message 14"
                                Text "Message 15"
                                Text "Message 16"
                                Text "Message 17"
                                Text "Message 18"
                                Text "Message 19"
                                Text "Message 20"
                        error: expected the id of staticText "Message 3", 3, to fit the .scrollPosition binding, but it is of another type. To fix, create the position with the rows' id type: ScrollPosition(idType: Int.self).
                        ScrollPositionValueGallery  @State position=ScrollPosition(id: 45)
                          VStack
                            Text "At message 45, scrolled by the app"
                            Button "Newest"
                            Button "Jump to 45"
                            Button "Down 240"
                            Button "Left edge"
                            ScrollView  .scrollPosition(id: 45)
                              LazyVStack  .scrollTargetLayout
                                Text "Message 1"
                                Text "Message 2"
                                Text "Message 3"
                                Text "Message 4"
                                Text "Message 5"
                                Text "Message 6"
                                Text "Message 7"
                                Text "Message 8"
                                Text "Message 9"
                                Text "Message 10"
                                Text "Message 11"
                                Text "Message 12"
                                Text "Message 13"
                                Text "Message 14"
                                Text "Message 15"
                                Text "Message 16"
                                Text "Message 17"
                                Text "Message 18"
                                Text "Message 19"
                                Text "Message 20"
                                Text "Message 21"
                                Text "Message 22"
                                Text "Message 23"
                                Text "Message 24"
                                Text "Message 25"
                                Text "Message 26"
                                Text "Message 27"
                                Text "Message 28"
                                Text "Message 29"
                                Text "Message 30"
                                Text "Message 31"
                                Text "Message 32"
                                Text "Message 33"
                                Text "Message 34"
                                Text "Message 35"
                                Text "Message 36"
                                Text "Message 37"
                                Text "Message 38"
                                Text "Message 39"
                                Text "Message 40"
                                Text "Message 41"
                                Text "Message 42"
                                Text "Message 43"
                                Text "Message 44"
                                Text "Message 45"
                                Text "Message 46"
                                Text "Message 47"
                                Text "Message 48"
                                Text "Message 49"
                                Text "Message 50"

                        """, errors: "", status: 1))
    }

    @Test("the scroll position answers in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"ScrollPositionValueGallery/Messages\\""}
                {"command": "set echo none"}
                {"command": "scroll \\"Message 2\\""}
                {"command": "tap \\"Newest\\""}
                {"command": "state"}
                {"command": "scroll \\"Nothing\\""}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"ScrollPositionValueGallery  @State position=ScrollPosition(automatic)\\n  VStack\\n    Text \\"At the start, scrolled by the app\\"\\n    Button \\"Newest\\"\\n    Button \\"Jump to 45\\"\\n    Button \\"Down 240\\"\\n    Button \\"Left edge\\"\\n    ScrollView  .scrollPosition(id: nil)\\n      LazyVStack  .scrollTargetLayout\\n        Text \\"Message 1\\"\\n        Text \\"Message 2\\"\\n        Text \\"Message 3\\"\\n        Text \\"Message 4\\"\\n        Text \\"Message 5\\"\\n        Text \\"Message 6\\"\\n        Text \\"Message 7\\"\\n        Text \\"Message 8\\"\\n        Text \\"Message 9\\"\\n        Text \\"Message 10\\"\\n        Text \\"Message 11\\"\\n        Text \\"Message 12\\"\\n        Text \\"Message 13\\"\\n        Text \\"Message 14\\"\\n        Text \\"Message 15\\"\\n        Text \\"Message 16\\"\\n        Text \\"Message 17\\"\\n        Text \\"Message 18\\"\\n        Text \\"Message 19\\"\\n        Text \\"Message 20\\"","preview":"ScrollPositionValueGallery/Messages","step":1}
                        {"ok":true,"output":"","preview":"ScrollPositionValueGallery/Messages","step":1}
                        {"ok":true,"output":"","preview":"ScrollPositionValueGallery/Messages","step":2}
                        {"ok":true,"output":"","preview":"ScrollPositionValueGallery/Messages","step":3}
                        {"ok":true,"output":"views and the state they own:\\n  ScrollPositionValueGallery\\n    @State position = ScrollPosition(edge: .bottom)  read by ScrollPositionValueGallery, ScrollPositionValueGallery's .scrollPosition","preview":"ScrollPositionValueGallery/Messages","step":3}
                        {"ok":false,"output":"","error":{"code":"notFound","message":"expected an element matching \\"Nothing\\" on screen to scroll, but there is none.\\nThe screen has: staticText \\"At the newest, scrolled by the app\\", button \\"Newest\\", button \\"Jump to 45\\", button \\"Down 240\\", button \\"Left edge\\", staticText \\"Message 1\\".\\nLazyVStack in ScrollPositionValueGallery has 30 more rows that are not loaded yet; `scroll` loads the next 20.\\nTo fix, use a target from `ax` (labels match exactly, case included).","hint":null},"preview":"ScrollPositionValueGallery/Messages","step":3}

                        """, errors: "", status: 0))
    }
}
