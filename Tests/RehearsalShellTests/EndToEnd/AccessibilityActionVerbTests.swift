import Foundation
import Testing

/// `action TARGET "name"` (an `accessibilityAction(named:)`) and `adjust` on an
/// `accessibilityAdjustableAction`, through the built `rehearse`, piped and with `--jsonl`.
@Suite struct AccessibilityActionVerbTests {
    @Test("action runs a named accessibility action; adjust +1 and -1 run the adjustable action; errors list the names")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "GestureGallery/Photo"
                set echo none
                adjust "Volume" +1
                adjust "Volume" +1
                ax
                action "Volume" "Mute"
                adjust "Volume" -1
                action "Volume" "Louder"
                action "Card" "Mute"
                ax

                """)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(from: 9)
        #expect(
            lines.joined(separator: "\n") == """
                navigationBar "Gestures"
                staticText "Photo"
                staticText "Card"
                staticText "Likes: 0, pins: 0"
                disclosureTriangle "Details" value="collapsed"
                link "Help"
                staticText "Volume" value="7" [adjustable]
                error: expected a named action "Louder" on staticText "Volume" (in GestureGallery), but it has "Mute". To fix, use one of those names.
                error: expected a named action "Mute" on staticText "Card" (in GestureGallery), but it has none. To fix, add it to the view (e.g. .swipeActions { Button(...) }), or target another element.
                navigationBar "Gestures"
                staticText "Photo"
                staticText "Card"
                staticText "Likes: 0, pins: 0"
                disclosureTriangle "Details" value="collapsed"
                link "Help"
                staticText "Volume" value="-1" [adjustable]

                """)
        #expect(run.errors == "")
        #expect(run.status == 1)
    }

    @Test("action answers in JSON lines; an unknown action is an actionNotFound error")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"GestureGallery/Photo\\""}
                {"command": "set echo none"}
                {"command": "action \\"Volume\\" \\"Mute\\""}
                {"command": "action \\"Volume\\" \\"Louder\\""}

                """)
        let lines = run.output.split(separator: "\n").suffix(2)
        #expect(
            lines.joined(separator: "\n") == """
                {"ok":true,"output":"","preview":"GestureGallery/Photo","step":2}
                {"ok":false,"output":"","error":{"code":"actionNotFound","message":"expected a named action \\"Louder\\" on staticText \\"Volume\\" (in GestureGallery), but it has \\"Mute\\". To fix, use one of those names.","hint":null},"preview":"GestureGallery/Photo","step":2}
                """)
    }
}
