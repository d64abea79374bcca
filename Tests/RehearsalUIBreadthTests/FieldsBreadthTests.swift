import Foundation
import RehearsalUI
import Testing
import VirtualTime

/// `.previewDevice(...)` read for the device trait, text fields' placeholders in the accessibility tree, and
/// a `TextField` that edits a number through a `NumberFormatter`.
@MainActor @Suite struct FieldsBreadthTests {
    struct Fields: View {
        @State var count = 7
        @State var name = ""
        @State var secret = ""

        static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.numberStyle = .decimal
            return formatter
        }()

        var body: some View {
            VStack {
                TextField("Count", value: $count, formatter: Self.formatter)
                TextField("Name", text: $name, prompt: Text("Ada Lovelace"))
                SecureField("PIN", text: $secret, prompt: Text("4 digits"))
                TextField("City", text: $name)
            }
        }
    }

    @Test("previewDevice names a known device or none the catalog can use")
    func previewDevice() {
        let device = PreviewProviderTraits.device(of: Text("Card").previewDevice("iPhone SE (3rd generation)"))
        #expect(device == "iPhone SE (3rd generation)")
        #expect(device.flatMap(DeviceMetrics.named)?.shortName == "iPhoneSE")
        #expect(DeviceMetrics.named("Pixel 8") == nil)
        #expect(PreviewProviderTraits.device(of: Text("Card")) == nil)
    }

    @Test("An empty field's prompt is its placeholder; typing through the formatter parses or keeps the value")
    func fields() throws {
        try withVirtualTime { _ in
            let mounted = ViewsBreadthMount(Fields())
            #expect(
                mounted.ax == """
                    textField "Count" value="7"
                    textField "Name" placeholder="Ada Lovelace"
                    secureTextField "PIN" placeholder="4 digits"
                    textField "City"
                    """)
            _ = try mounted.interactor.replace(TargetQuery(label: "Count"), "1,024")
            mounted.graph.flush()
            _ = try mounted.interactor.replace(TargetQuery(label: "Count"), "many")
            mounted.graph.flush()
            _ = try mounted.interactor.type(TargetQuery(label: "Name"), "Grace")
            mounted.graph.flush()
            #expect(
                mounted.ax == """
                    textField "Count" value="1,024"
                    textField "Name" value="Grace" [focused]
                    secureTextField "PIN" placeholder="4 digits"
                    textField "City" value="Grace"
                    """)
        }
    }
}
