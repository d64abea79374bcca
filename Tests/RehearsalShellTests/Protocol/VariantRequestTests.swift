import Rehearsal
import Testing
import VirtualTime

@testable import RehearsalShell

/// The request a matrix replay sends its worker after a fresh session: the variant's trait assignments.
@Suite struct VariantRequestTests {
    @Test("The variant request reads back what it writes")
    func roundTrip() throws {
        let request = WorkerRequest.variant(["colorScheme=dark", "dynamicTypeSize=accessibility3"])
        #expect(
            request.jsonLine
                == #"{"request":"variant","settings":["colorScheme=dark","dynamicTypeSize=accessibility3"]}"#)
        #expect(try WorkerRequest(jsonLine: request.jsonLine) == request)
        #expect(try WorkerRequest(jsonLine: #"{"request":"variant"}"#) == .variant([]))
    }

    @Test("A worker applies the variant at every open, and refuses an unknown setting with the valid ones")
    @MainActor func appliedAtOpen() {
        let catalog = PreviewCatalog.discover(in: .modules("SamplePreviews"))
        let replies = withVirtualTime { scheduler in
            MainActor.assumeIsolated {
                let session = Session(catalog: catalog, scheduler: scheduler)
                defer { session.teardown() }
                return [
                    #"{"request":"variant","settings":["colorScheme=dusk"]}"#,
                    #"{"request":"variant","settings":["colorScheme=dark"]}"#,
                    #"{"command":"open \"ProgressBanner/Today\""}"#,
                ].map { WorkerServer.reply(to: $0, in: session).jsonLine }
            }
        }
        #expect(
            replies == [
                #"{"ok":false,"output":"","error":{"code":"syntax","message":"colorScheme has no value \"dusk\"; expected one of light, dark. Did you mean \"dark\"?","hint":null},"preview":null,"step":0}"#,
                #"{"ok":true,"output":"","preview":null,"step":0}"#,
                #"{"ok":true,"output":"ProgressBanner  @Environment typeSize=.large colorScheme=.dark  @State isPlanned=false\n  HStack\n    Image systemName: \"moon.stars\"  .accessibilityHidden(true)\n    Text \"3 of 5 done\"\n    Spacer\n    Button \"Plan tomorrow\"","preview":"ProgressBanner/Today","step":1}"#,
            ])
    }
}
