import Foundation
import Testing

/// `previews --json` lists each preview with the traits its `#Preview(traits:)` or `PreviewProvider` declares,
/// through the built `rehearse` (the whole listing is `Tests/CommandCases/previews.case`).
@Suite struct PreviewTraitsShellTests {
    struct Listed: Decodable, Equatable {
        var name: String
        var traits: [String]
    }

    @Test("every preview has its traits, written as in Swift; the text listing stays one name a line")
    func traits() throws {
        let run = try RehearseBinary.run(input: "previews --json\npreviews\n")
        #expect(run.status == 0)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let listed = try JSONDecoder().decode([Listed].self, from: Data(lines[0].utf8))
        #expect(listed.map(\.name) == Array(lines.dropFirst().dropLast()))
        let beyondStubs = listed.filter { entry in entry.traits.contains { !$0.hasPrefix(".modifier(") } }
        #expect(
            beyondStubs == [
                Listed(name: "GeometryGallery/Landscape", traits: [".landscapeLeft"]),
                Listed(name: "TitlePreferenceScreen_Previews/Landscape", traits: [".landscapeLeft"]),
                Listed(name: "TitlePreferenceScreen_Previews/Preview 2", traits: [".sizeThatFitsLayout"]),
                Listed(name: "TitlePreferenceScreen_Previews/Fixed", traits: [".fixedLayout(width: 320, height: 200)"]),
            ])
        #expect(
            listed.first { $0.name == "RootView/Sample library" }?.traits == [
                ".modifier(SampleLibrary)", ".modifier(SampleSettings)",
            ])
        #expect(listed.first { $0.name == "CrashingScreen/Buggy buttons" }?.traits == [])
    }
}
