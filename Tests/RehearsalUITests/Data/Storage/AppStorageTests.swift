import Foundation
import Testing

@testable import RehearsalUI

enum ReaderTheme: String {
    case light, dark
}

@MainActor @Suite struct AppStorageTests {
    struct NameReader: View {
        @AppStorage("username") private var username = "guest"
        var body: some View {
            VStack {
                Text("Hello, \(username)")
                TextField("Name", text: $username)
            }
        }
    }

    struct ThemeReader: View {
        @AppStorage("theme") private var theme = ReaderTheme.light
        @AppStorage("fontSize") private var fontSize = 16.0
        @AppStorage("lastOpened") private var lastOpened: URL?
        var body: some View { Text("\(theme.rawValue) \(Int(fontSize)) \(lastOpened?.absoluteString ?? "none")") }
    }

    struct Settings: View {
        var body: some View {
            VStack {
                NameReader()
                ThemeReader()
            }
        }
    }

    @Test("An @AppStorage change re-evaluates exactly the views that read its key") func readersOnly() {
        let mounted = MountedView(Settings())
        #expect(mounted.evaluations { mounted.graph.appStorage.set("ada", forKey: "username") } == ["NameReader"])
        #expect(mounted.evaluations { mounted.graph.appStorage.set("dark", forKey: "theme") } == ["ThemeReader"])
        #expect(mounted.graph.evaluations.map(\.cause.sentence) == [#"@AppStorage("theme") changed: nil → "dark""#])
        #expect(
            mounted.tree == """
                Settings
                  VStack
                    NameReader  @AppStorage username="ada"
                      VStack
                        Text "Hello, ada"
                        TextField "Name" text="ada"
                    ThemeReader  @AppStorage theme=.dark fontSize=16 lastOpened=nil
                      Text "dark 16 none"
                """)
    }

    @Test("Writing through the binding stores the value; values set as text read as the property's type")
    func writesAndDecodes() {
        let mounted = MountedView(Settings())
        mounted.element("textField", "Name")?.actions.setText?("Grace")
        mounted.flush()
        mounted.graph.appStorage.set("20", forKey: "fontSize")
        mounted.graph.appStorage.set("https://example.com/a", forKey: "lastOpened")
        mounted.flush()
        #expect(
            mounted.graph.appStorage.listing.map { "\($0.key) = \($0.value)" } == [
                #"fontSize = "20""#, #"lastOpened = "https://example.com/a""#, #"username = "Grace""#,
            ])
        #expect(mounted.element("staticText", "light 20 https://example.com/a") != nil)
    }

    @Test("A store passed by .defaultAppStorage seeds the keys the session does not hold") func seeded() {
        let defaults = UserDefaults(suiteName: "RehearsalAppStorageTests")!
        defaults.set("seeded", forKey: "username")
        defer { defaults.removeObject(forKey: "username") }
        let mounted = MountedView(NameReader().defaultAppStorage(defaults))
        #expect(mounted.element("staticText", "Hello, seeded") != nil)
        mounted.graph.appStorage.set("ada", forKey: "username")
        mounted.flush()
        #expect(mounted.element("staticText", "Hello, ada") != nil)
        #expect(defaults.string(forKey: "username") == "seeded")
    }

    @Test("@SceneStorage keeps its value in the scene's storage, apart from @AppStorage") func sceneStorage() {
        struct Draft: View {
            @SceneStorage("draft") private var draft = ""
            @SceneStorage("count") private var count: Int?
            var body: some View { TextField("Draft", text: $draft) }
        }
        let mounted = MountedView(Draft())
        mounted.element("textField", "Draft")?.actions.setText?("Dear")
        mounted.flush()
        #expect(mounted.graph.sceneStorage.listing.map(\.value) == [#""Dear""#])
        #expect(mounted.graph.appStorage.listing.isEmpty)
        #expect(
            mounted.tree == """
                Draft  @SceneStorage draft="Dear" count=nil
                  TextField "Draft" text="Dear"
                """)
    }
}
