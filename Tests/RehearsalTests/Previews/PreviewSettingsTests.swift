import Rehearsal
import RehearsalUI
import Testing

/// Shows the settings it reads from the environment.
private struct SettingsReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        Text("\(colorScheme) \(dynamicTypeSize) \(horizontalSizeClass.map { "\($0)" } ?? "nil")")
    }
}

@MainActor @Suite struct PreviewSettingsTests {
    @Test("Settings set by name reach the preview's environment")
    func applied() throws {
        var settings = PreviewSettings()
        for assignment in ["colorScheme=dark", "dynamicTypeSize=xxxLarge", "horizontalSizeClass=regular"] {
            try settings.set(assignment)
        }
        var environment = EnvironmentValues()
        settings.apply(to: &environment)
        let graph = ViewGraph(environment: environment)
        graph.mount(SettingsReader())
        #expect(
            settings.description
                == "colorScheme=dark dynamicTypeSize=xxxLarge horizontalSizeClass=regular verticalSizeClass=regular "
                + "device=iPhone15")
        #expect(
            TreeRenderer.render(SnapshotBuilder.build(graph)) == """
                SettingsReader  @Environment colorScheme=.dark dynamicTypeSize=.xxxLarge horizontalSizeClass=.regular
                  Text "dark xxxLarge regular"
                """)
    }

    @Test("A landscape orientation trait makes the vertical size class compact")
    func orientation() throws {
        let catalog = PreviewCatalog.discover(in: fixtureScope)
        let landscape = try catalog.entry(named: "PreviewFixtures/Preview 2")
        let portrait = try catalog.entry(named: "PreviewFixtures/Preview 1")
        #expect(PreviewSettings(for: landscape.preview).verticalSizeClass == .compact)
        #expect(PreviewSettings(for: portrait.preview) == PreviewSettings())
    }

    @Test("A device trait sets the geometry a GeometryReader reports, and an iPad's size classes")
    func device() throws {
        var settings = PreviewSettings()
        try settings.set("device=ipad")
        var environment = EnvironmentValues()
        settings.apply(to: &environment)
        #expect(
            settings.description
                == "colorScheme=light dynamicTypeSize=large horizontalSizeClass=regular verticalSizeClass=regular "
                + "device=iPad")
        #expect(environment.containerGeometry.size == CGSize(width: 820, height: 1136))
        #expect(
            throws: PreviewError(
                code: .invalidSetting,
                message: """
                    error: device has no value "pixel"; expected one of iPhone15, iPhone15Pro, iPhone15ProMax, \
                    iPhone16Pro, iPhoneSE, iPad, iPadPro13.
                    """)
        ) { try settings.set("device=pixel") }
    }

    @Test("A wrong setting names what was expected")
    func invalid() {
        var settings = PreviewSettings()
        #expect(
            throws: PreviewError(
                code: .invalidSetting,
                message: """
                    error: colorScheme has no value "drak"; expected one of light, dark. Did you mean "dark"?
                    """)
        ) { try settings.set("colorScheme=drak") }
        #expect(
            throws: PreviewError(
                code: .invalidSetting,
                message: """
                    error: no setting named "colourScheme"; expected one of colorScheme, dynamicTypeSize, \
                    horizontalSizeClass, verticalSizeClass, device. Did you mean "colorScheme"?
                    """)
        ) { try settings.set("colourScheme=dark") }
        #expect(
            throws: PreviewError(
                code: .invalidSetting,
                message: """
                    error: expected name=value, such as colorScheme=dark, but found "dark".
                    """)
        ) { try settings.set("dark") }
    }
}
