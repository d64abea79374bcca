import Testing
import VirtualTime

@testable import RehearsalUI

/// `FocusTimerView` (`Apps9/`), compiled in the Swift 5 language mode as apps of that mode write it: a stepper
/// with `format:`, a progress view and a text over a timer interval made from `Date()` (virtual time), the
/// completion of `withAnimation(_:completionCriteria:_:completion:)` and a `ShareLink` of a `Transferable` note.
@MainActor @Suite(.serialized) struct FocusTimerViewTests {
    @Test("A formatted stepper; Start makes a 30-minute session; its completion runs once")
    func focusTimer() {
        withVirtualTime { scheduler in
            let screen = SeedStage(FocusTimerView(), scheduler: scheduler)
            screen.perform { try $0.adjust(SeedStage.target("Length"), by: 1) }
            screen.perform { try $0.tap(SeedStage.target("Start")) }
            #expect(
                screen.ax == """
                    stepper "Length" value="30"
                    progressIndicator value="30:00"
                    staticText "30:00"
                    button "Start"
                    staticText "Started 1 times"
                    button "Share"
                    """)
            screen.perform { try $0.adjust(SeedStage.target("Length"), by: -1) }
            #expect(
                screen.ax == """
                    stepper "Length" value="25"
                    progressIndicator value="30:00"
                    staticText "30:00"
                    button "Start"
                    staticText "Started 1 times"
                    button "Share"
                    """)
        }
    }
}
