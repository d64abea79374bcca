import Foundation
import Testing

/// TimelineView on virtual time, Canvas, and AsyncImage through the preview's loader, through the built `rehearse`.
@Suite struct TimelineAndImageShellTests {
    @Test(
        "advance re-evaluates each timeline with its next date; the canvas prints what its renderer drew; tasks lists the tickers"
    )
    func timeline() throws {
        let run = try RehearseBinary.run(
            input: """
                open "TimeGallery/Timeline"
                set echo diff
                advance 10s
                advance 50s
                tasks

                """)
        #expect(
            run
                == .init(
                    output: """
                        TimeGallery
                          VStack
                            TimelineView .everyMinute date=2026-01-01T09:00:00Z
                              Text "Minute 0"
                            TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:00:00Z
                              Text "Tick 0"
                            Canvas fill×1 stroke×1  .frame(height: 44)
                        virtual time 10s
                        @@ -4,4 +4,4 @@
                               Text "Minute 0"
                        -    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:00:00Z
                        -      Text "Tick 0"
                        +    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:00:10Z
                        +      Text "Tick 1"
                             Canvas fill×1 stroke×1  .frame(height: 44)
                        virtual time 60s
                        @@ -2,6 +2,6 @@
                           VStack
                        -    TimelineView .everyMinute date=2026-01-01T09:00:00Z
                        -      Text "Minute 0"
                        -    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:00:10Z
                        -      Text "Tick 1"
                        +    TimelineView .everyMinute date=2026-01-01T09:01:00Z
                        +      Text "Minute 1"
                        +    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:01:00Z
                        +      Text "Tick 6"
                             Canvas fill×1 stroke×1  .frame(height: 44)
                        pending work at +60s:
                          task#1 sleeps until +120s (in 60s) [origin: TimelineView(.everyMinute)]
                          task#2 sleeps until +70s (in 10s) [origin: TimelineView(.periodic(from: 2026-01-01T09:00:00Z, by: 10))]

                        """, errors: "", status: 0))
    }

    @Test("Remote images start empty and end in the phase their loader decides, for all three initialisers")
    func images() throws {
        let run = try RehearseBinary.run(
            input: """
                open "TimeGallery/Images load"
                ax
                open "TimeGallery/Images fail"
                set echo none
                advance 1s
                ax
                advance 1s
                tree
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        RemoteImages
                          VStack
                            AsyncImage url: "https://example.com/cover.jpg" phase=.success
                              Image "cover.jpg"
                            AsyncImage url: "https://example.com/avatar.png" phase=.success
                              Image "avatar.png"  .resizable
                            AsyncImage url: "https://example.com/banner.png" phase=.success
                              Image "banner.png"
                        image "cover.jpg"
                        image "avatar.png"
                        image "banner.png"
                        RemoteImages  .environment(\\.asyncImageLoader, AsyncImageLoader(delay: 2.0 seconds))
                          VStack
                            AsyncImage url: "https://example.com/cover.jpg" phase=.empty
                              Color .gray.opacity(0.25)
                            AsyncImage url: "https://example.com/avatar.png" phase=.empty
                              ProgressView
                            AsyncImage url: "https://example.com/banner.png" phase=.empty
                              ProgressView "Loading banner"
                        virtual time 1s
                        progressIndicator
                        progressIndicator "Loading banner"
                        virtual time 2s
                        RemoteImages  .environment(\\.asyncImageLoader, AsyncImageLoader(delay: 2.0 seconds))
                          VStack
                            AsyncImage url: "https://example.com/cover.jpg" phase=.success
                              Image "cover.jpg"
                            AsyncImage url: "https://example.com/avatar.png" phase=.failure
                              ProgressView
                            AsyncImage url: "https://example.com/banner.png" phase=.failure
                              Text "Could not load the banner"
                        image "cover.jpg"
                        progressIndicator
                        staticText "Could not load the banner"

                        """, errors: "", status: 0))
    }

    @Test("A timeline's tick answers in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"TimeGallery/Timeline\\""}
                {"command": "set echo none"}
                {"command": "advance 1m"}
                {"command": "tree"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"TimeGallery\\n  VStack\\n    TimelineView .everyMinute date=2026-01-01T09:00:00Z\\n      Text \\"Minute 0\\"\\n    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:00:00Z\\n      Text \\"Tick 0\\"\\n    Canvas fill×1 stroke×1  .frame(height: 44)","preview":"TimeGallery/Timeline","step":1}
                        {"ok":true,"output":"","preview":"TimeGallery/Timeline","step":1}
                        {"ok":true,"output":"virtual time 60s","preview":"TimeGallery/Timeline","step":2}
                        {"ok":true,"output":"TimeGallery\\n  VStack\\n    TimelineView .everyMinute date=2026-01-01T09:01:00Z\\n      Text \\"Minute 1\\"\\n    TimelineView .periodic(from: 2026-01-01T09:00:00Z, by: 10) date=2026-01-01T09:01:00Z\\n      Text \\"Tick 6\\"\\n    Canvas fill×1 stroke×1  .frame(height: 44)","preview":"TimeGallery/Timeline","step":2}

                        """, errors: "", status: 0))
    }
}
