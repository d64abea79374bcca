import Testing

@testable import RehearsalUI

/// Typing, clearing, adjusting and selecting through the interaction layer.
enum Controls {
    struct Account: View {
        @State private var name = "Ada"
        @State private var password = "se"
        @State private var copies = 1
        @State private var volume = 0.5
        @State private var flavor = "Vanilla"

        var body: some View {
            Form {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                Slider(value: $volume, in: 0...1)
                    .accessibilityLabel("Volume")
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                Text("\(name) / \(password) / \(copies) / \(volume) / \(flavor)")
            }
        }
    }
}

@MainActor @Suite struct ControlInteractionTests {
    @Test("type appends to a field's text, even a secure one; clear empties it") func typing() throws {
        let screen = DrivenScreen(Controls.Account())
        try screen.interactor.type(screen.target("textField \"Name\""), " Lovelace")
        try screen.interactor.type(screen.target("secureTextField \"Password\""), "cret")
        try screen.interactor.clear(screen.target("textField \"Name\""))
        try screen.interactor.type(screen.target("textField \"Name\""), "Grace")
        #expect(
            screen.ax == """
                textField "Name" value="Grace" [focused]
                secureTextField "Password" value="••••••"
                stepper "Copies: 1" value="1"
                slider "Volume" value="50%"
                picker "Flavor" value="Vanilla"
                staticText "Grace / secret / 1 / 0.500000 / Vanilla"
                """)
    }

    @Test("adjust steps a stepper and sets a slider; select picks a picker option") func adjusting() throws {
        let screen = DrivenScreen(Controls.Account())
        try screen.interactor.adjust(screen.target("stepper \"Copies: 1\""), by: 1)
        try screen.interactor.adjust(screen.target("slider \"Volume\""), by: 0.75)
        try screen.interactor.select(screen.target("picker \"Flavor\""), option: "Chocolate")
        #expect(
            screen.ax == """
                textField "Name" value="Ada"
                secureTextField "Password" value="••"
                stepper "Copies: 2" value="2"
                slider "Volume" value="75%"
                picker "Flavor" value="Chocolate"
                staticText "Ada / se / 2 / 0.750000 / Chocolate"
                """)
    }
}
