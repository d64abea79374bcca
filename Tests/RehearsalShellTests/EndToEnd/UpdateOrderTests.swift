import Foundation
import Testing

/// The built `rehearse`, 50 times: rows invalidated by one change update in tree order, whatever the hash seed.
@Suite struct UpdateOrderTests {
    static let input = """
        set echo none
        open "UpdateOrderScreen/Update order"
        tap "Next round"
        tap "Next round"
        ax
        explain

        """

    static let expected = """
        staticText "Order: a b c d e f g h"
        button "Next round"
        staticText "a: round 2"
        staticText "b: round 2"
        staticText "c: round 2"
        staticText "d: round 2"
        staticText "e: round 2"
        staticText "f: round 2"
        staticText "g: round 2"
        staticText "h: round 2"
        explain step 3: tap "Next round"
        1. The tap ran the action of button "Next round", declared in UpdateOrderScreen.
        2. It changed:
             Scoreboard.round: 1 → 2  (read by ScoreRow ×8)
             Scoreboard.order changed, then changed back to 8 items  (read by UpdateOrderScreen)
        3. Evaluated, because of what they read or were given:
             UpdateOrderScreen ×2: it read Scoreboard.order
             ScoreRow ×8: it read Scoreboard.round
           Not re-evaluated (nothing they read changed, and their inputs were equal): none
        4. No task started, resumed, finished or was cancelled.
        5. The navigation path did not change.

        """

    @Test("50 processes with SWIFT_DETERMINISTIC_HASHING unset print the same order: the rows' order on screen")
    func sameOrderInEveryProcess() throws {
        // RehearseBinary gives the process a small environment of its own, without SWIFT_DETERMINISTIC_HASHING,
        // so every run (and its worker) hashes with a new seed.
        var outputs: [String: Int] = [:]
        for _ in 0..<50 {
            let run = try RehearseBinary.run(input: Self.input)
            #expect(run.status == 0)
            #expect(run.errors == "")
            outputs[run.output, default: 0] += 1
        }
        #expect(outputs == [Self.expected: 50])
    }
}
