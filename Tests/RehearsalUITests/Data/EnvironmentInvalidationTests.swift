import Testing

@testable import RehearsalUI

extension EnvironmentValues {
    @Entry var invalidationTint: String = "blue"
}

/// A change of one environment value re-evaluates only the views that read that value, as in SwiftUI.
@MainActor @Suite struct EnvironmentInvalidationTests {
    struct SchemeReader: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    struct TintReader: View {
        @Environment(\.invalidationTint) private var tint
        var body: some View { Text(tint) }
    }

    struct LocaleReader: View {
        @Environment(\.locale) private var locale
        var body: some View { Text(locale.identifier) }
    }

    struct Plain: View {
        var body: some View { Text("plain") }
    }

    /// Wraps a reader in a view that reads nothing, to show the new value still reaches views below it.
    struct Wrapper: View {
        var body: some View { SchemeReader() }
    }

    struct Screen: View {
        @State var dark = false
        @State var tint = "blue"
        var body: some View {
            VStack {
                Button("Scheme") { dark.toggle() }
                Button("Tint") { tint = "red" }
                SchemeReader()
                TintReader()
                LocaleReader()
                Plain()
                Wrapper()
            }
            .environment(\.colorScheme, dark ? .dark : .light)
            .environment(\.invalidationTint, tint)
        }
    }

    @Test("Toggling the scheme evaluates the screen and the two scheme readers, nothing else")
    func oneKey() {
        let mounted = MountedView(Screen())
        let evaluated = mounted.evaluations { mounted.element("button", "Scheme")?.actions.tap?() }
        #expect(evaluated == ["Screen", "SchemeReader", "SchemeReader"])
        #expect(
            mounted.graph.evaluations.map(\.cause.sentence) == [
                "@State dark of Screen changed: false → true", "environment \\.colorScheme changed",
                "environment \\.colorScheme changed",
            ])
        #expect(
            mounted.tree == """
                Screen  @State dark=true tint="blue"
                  VStack  .environment(\\.colorScheme, .dark) .environment(\\.invalidationTint, "blue")
                    Button "Scheme"
                    Button "Tint"
                    SchemeReader  @Environment colorScheme=.dark
                      Text "dark"
                    TintReader  @Environment tint="blue"
                      Text "blue"
                    LocaleReader  @Environment locale=Locale("en_US")
                      Text "en_US"
                    Plain
                      Text "plain"
                    Wrapper
                      SchemeReader  @Environment colorScheme=.dark
                        Text "dark"
                """)
    }

    @Test("A custom @Entry key re-evaluates only its reader; an unchanged scheme below it counts as equal")
    func customKey() {
        let mounted = MountedView(Screen())
        let evaluated = mounted.evaluations { mounted.element("button", "Tint")?.actions.tap?() }
        #expect(evaluated == ["Screen", "TintReader"])
        #expect(mounted.graph.evaluations.last?.cause == .environment(["\\.invalidationTint"]))
    }

    @Test("A new root environment re-evaluates only the readers of the values that differ")
    func rootEnvironment() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let mounted = MountedView(
            VStack {
                SchemeReader()
                LocaleReader()
                Plain()
            }, environment: environment)
        mounted.graph.clearEvaluations()
        var next = EnvironmentValues()
        next.colorScheme = .light
        next.locale = Locale(identifier: "fr_FR")
        mounted.graph.setRootEnvironment(next, cause: "trait locale=fr_FR")
        #expect(mounted.graph.evaluations.map(\.view) == ["LocaleReader"])
        #expect(mounted.graph.evaluations.map(\.cause) == [.environment(["\\.locale"])])
    }
}
