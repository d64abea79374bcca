import Foundation
import Testing

/// `tap --count N` and `longpress` through the built `rehearse`, piped and with `--jsonl`.
@Suite struct GestureVerbsTests {
    @Test("A double-tap gesture ignores one tap and says why; tap --count 2 and longpress run their gestures")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "GestureGallery/Photo"
                set echo none
                tap "Photo"
                tap --count 2 "Photo"
                longpress "Card"
                longpress "Help"
                tap --count 0 "Photo"
                tap "Details"
                tap "Help"
                ax

                """)
        #expect(
            run
                == .init(
                    output: """
                        NavigationStack
                          GestureGallery  @State likes=0 pins=0 volume=5
                            VStack  .navigationTitle("Gestures")
                              Text "Photo"  .onTapGesture(count: 2)
                              Text "Card"  .onLongPressGesture
                              Text "Likes: 0, pins: 0"
                              DisclosureGroup "Details" collapsed
                              Link "Help" destination: "https://example.com/help"
                              Text "Volume 5"  .accessibilityElement(children: .ignore) .accessibilityLabel("Volume") .accessibilityValue("5") .accessibilityAdjustableAction .accessibilityAction(named: "Mute")
                        error: expected staticText "Photo" (in GestureGallery) to take a single tap, but it takes 2 taps (.onTapGesture(count: 2)). To fix, use `tap --count 2 staticText "Photo"`.
                        error: expected an element that can be long-pressed, but link "Help" (in GestureGallery) cannot; it supports tap. To fix, target another element (see `ax`) or use an interaction it supports.
                        error: tap --count expects a whole number of taps from 1 to 10, found 0
                          for example: tap --count 2 "Photo"
                        opened https://example.com/help with the system; Rehearsal does not follow it (use `url` to deliver a deep link to the app)
                        navigationBar "Gestures"
                        staticText "Photo"
                        staticText "Card"
                        staticText "Likes: 1, pins: 1"
                        disclosureTriangle "Details" value="expanded"
                        staticText "Taken in Lisbon"
                        link "Help"
                        staticText "Volume" value="5" [adjustable]

                        """, errors: "", status: 1))
    }

    @Test("The gesture verbs answer in JSON lines, errors with their code")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"GestureGallery/Photo\\""}
                {"command": "set echo none"}
                {"command": "tap \\"Photo\\""}
                {"command": "tap --count 2 \\"Photo\\""}
                {"command": "longpress \\"Card\\""}

                """)
        let opened =
            #"NavigationStack\n  GestureGallery  @State likes=0 pins=0 volume=5\n    VStack  .navigationTitle(\"Gestures\")\n      Text \"Photo\"  .onTapGesture(count: 2)\n      Text \"Card\"  .onLongPressGesture\n      Text \"Likes: 0, pins: 0\"\n      DisclosureGroup \"Details\" collapsed\n      Link \"Help\" destination: \"https://example.com/help\"\n      Text \"Volume 5\"  .accessibilityElement(children: .ignore) .accessibilityLabel(\"Volume\") .accessibilityValue(\"5\") .accessibilityAdjustableAction .accessibilityAction(named: \"Mute\")"#
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"\(opened)","preview":"GestureGallery/Photo","step":1}
                        {"ok":true,"output":"","preview":"GestureGallery/Photo","step":1}
                        {"ok":false,"output":"","error":{"code":"wrongTapCount","message":"expected staticText \\"Photo\\" (in GestureGallery) to take a single tap, but it takes 2 taps (.onTapGesture(count: 2)). To fix, use `tap --count 2 staticText \\"Photo\\"`.","hint":null},"preview":"GestureGallery/Photo","step":1}
                        {"ok":true,"output":"","preview":"GestureGallery/Photo","step":2}
                        {"ok":true,"output":"","preview":"GestureGallery/Photo","step":3}

                        """, errors: "", status: 0))
    }
}
