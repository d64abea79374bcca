import Foundation
import Testing

/// A paged tab view whose index is never shown (`.page(indexDisplayMode: .never)`), through the built `rehearse`.
@Suite struct HiddenPageIndexShellTests {
    @Test("Pages turn with tab N though no indicator shows; adjusting the hidden indicator says how to turn them")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "MailTabsView/Welcome without dots"
                ax
                tab 2
                ax
                tab "3"
                ax
                adjust pageIndicator +1

                """)
        #expect(
            run
                == .init(
                    output: """
                        staticText "Welcome to Mail"
                        staticText "Your inbox, everywhere"
                        button "Get Started"
                        error: expected pageIndicator (in WelcomePages) on screen to adjust, but it cannot be reached: the page indicator is not shown (.tabViewStyle(.page(indexDisplayMode: .never))). To fix, turn the pages with `tab N` (a page's number from 1, or its title), as a swipe does, then try again.

                        """, errors: "", status: 1))
    }
}
