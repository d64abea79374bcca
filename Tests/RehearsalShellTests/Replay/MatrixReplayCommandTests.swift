import Foundation
import Testing

@testable import Rehearsal
@testable import RehearsalShell

/// `replay --matrix` in this process (no worker executable): the same comparison as through the binary.
@MainActor @Suite(.serialized) struct MatrixReplayCommandTests {
    @Test("In this process a variant is applied at open, as in a worker, and the report is the same")
    func inProcess() throws {
        let folder = NSTemporaryDirectory() + "matrix-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/banner.scenario"
        try "open \"ProgressBanner/Today\"\nexpect ax contains button \"Plan tomorrow\"\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        var output: [String] = []
        var errors: [String] = []
        let code = ReplayCommand.run(
            arguments: ["--matrix", "dynamicTypeSize=large,accessibility3", script], environment: [:],
            catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), worker: nil,
            output: { output.append($0) }, errors: { errors.append($0) })
        #expect(code == 0)
        #expect(errors == [])
        #expect(
            output.joined(separator: "\n").replacingOccurrences(of: folder + "/", with: "") == """
                matrix: 2 variants of dynamicTypeSize=large,accessibility3

                banner.scenario
                  line 1 `open "ProgressBanner/Today"`: the tree differs
                    --- dynamicTypeSize=large
                    +++ dynamicTypeSize=accessibility3
                    @@ -1,6 +1,4 @@
                    -ProgressBanner  @Environment typeSize=.large colorScheme=.light  @State isPlanned=false
                    -  HStack
                    -    Image systemName: "sun.max"  .accessibilityHidden(true)
                    +ProgressBanner  @Environment typeSize=.accessibility3 colorScheme=.light  @State isPlanned=false
                    +  VStack alignment=.leading spacing=12
                         Text "3 of 5 done"
                    -    Spacer
                         Button "Plan tomorrow"
                  line 2: nothing new (the differences above remain)
                  PASS under both variants (1 command each)
                2 passed, 0 failed
                """)
    }
}
