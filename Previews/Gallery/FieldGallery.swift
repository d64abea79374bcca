import Foundation
import RehearsalUI

/// Text fields as VoiceOver reads them: an empty field's prompt (or its title, when an accessibility label
/// replaces it) is its placeholder; a quantity typed through a `NumberFormatter` keeps its old value when
/// the text is not a number.
struct FieldGallery: View {
    @State private var email = ""
    @State private var password = ""
    @State private var nickname = ""
    @State private var quantity = 3

    private static let quantityFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.allowsFloats = false
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Email", text: $email, prompt: Text("name@example.com"))
            SecureField("Password", text: $password, prompt: Text("Required"))
            TextField("Nickname", text: $nickname)
                .accessibilityLabel("Display name")
            TextField("Quantity", value: $quantity, formatter: Self.quantityFormatter)
            Text("Ordering \(quantity)")
        }
    }
}

#Preview("Fields") {
    FieldGallery()
}
