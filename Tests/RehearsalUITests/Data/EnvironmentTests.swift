import Testing

@testable import RehearsalUI

struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@Observable final class CatalogClient {
    var name = "Main"
}

@MainActor @Suite struct EnvironmentTests {
    struct SystemReader: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.locale) private var locale
        @Environment(\.isEnabled) private var isEnabled
        var body: some View {
            Text("\(locale.identifier) \(typeSize.isAccessibilitySize ? "accessibility" : "standard")")
        }
    }

    @Test("The system keys have the defaults of a headless iPhone preview") func systemDefaults() {
        let mounted = MountedView(SystemReader())
        #expect(
            mounted.tree == """
                SystemReader  @Environment sizeClass=.compact colorScheme=.light typeSize=.large locale=Locale("en_US") isEnabled=true
                  Text "en_US standard"
                """)
        #expect(DynamicTypeSize.accessibility1 > .xxxLarge)
        #expect(DynamicTypeSize.allCases.count == 12)
    }

    @Test(".environment(keyPath, value) sets a key for the views below, built-in or custom") func keys() {
        struct AccentReader: View {
            @Environment(\.accent) private var accent
            var body: some View { Text(accent) }
        }
        let mounted = MountedView(
            VStack {
                AccentReader()
                AccentReader().environment(\.accent, "orange")
                SystemReader().environment(\.dynamicTypeSize, .accessibility3).environment(\.colorScheme, .dark)
            })
        #expect(
            mounted.tree == """
                VStack
                  AccentReader  @Environment accent="blue"
                    Text "blue"
                  AccentReader  @Environment accent="orange"  .environment(\\.accent, "orange")
                    Text "orange"
                  SystemReader  @Environment sizeClass=.compact colorScheme=.dark typeSize=.accessibility3 locale=Locale("en_US") isEnabled=true  .environment(\\.dynamicTypeSize, .accessibility3) .environment(\\.colorScheme, .dark)
                    Text "en_US accessibility"
                """)
    }

    struct ClientReader: View {
        @Environment(CatalogClient.self) private var client
        var body: some View { Text(client.name) }
    }

    @Test(".environment(object) is found by @Environment(Type.self)") func objects() {
        let client = CatalogClient()
        let mounted = MountedView(ClientReader().environment(client))
        #expect(
            mounted.tree == """
                ClientReader  @Environment CatalogClient  .environment(CatalogClient)
                  Text "Main"
                """)
        #expect(mounted.evaluations { client.name = "Branch" } == ["ClientReader"])
    }

    @Test("An optional environment object reads nil when nobody injected one") func optionalObject() {
        struct OptionalReader: View {
            @Environment(CatalogClient.self) private var client: CatalogClient?
            var body: some View { Text(client?.name ?? "no client") }
        }
        #expect(
            MountedView(OptionalReader()).tree == """
                OptionalReader  @Environment CatalogClient=nil
                  Text "no client"
                """)
    }

    @Test("A missing environment object stops the view and reports the view, the type and the fix")
    func missingObject() {
        let mounted = MountedView(VStack { ClientReader() })
        #expect(
            mounted.tree == """
                VStack
                  ClientReader ⚠ missing @Environment(CatalogClient.self)
                """)
        #expect(
            mounted.graph.diagnostics.map(\.description) == [
                "error: ClientReader reads @Environment(CatalogClient.self) (property client), but no ancestor injected a "
                    + "CatalogClient. To fix, add .environment(CatalogClient(...)) to a view above ClientReader, or apply "
                    + "a stub environment that provides one."
            ])
    }

    @Test("An unchanged .environment modifier passes the same environment, so the content is not re-evaluated")
    func unchangedEnvironmentSkips() {
        struct Host: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tapped \(taps)") { taps += 1 }
                    TextReader().environment(\.accent, "orange").disabled(true)
                }
            }
        }
        struct TextReader: View {
            @Environment(\.accent) private var accent
            var body: some View { Text(accent) }
        }
        let mounted = MountedView(Host())
        #expect(mounted.evaluations { mounted.element("button", "Tapped 0")?.actions.tap?() } == ["Host"])
    }
}
