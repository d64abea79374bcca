/// A picker whose options the menu bar lists as checkmark items (`AppMenuBar`): a `Picker` in a menu is a
/// submenu of its options, the selected one checked.
@MainActor protocol MenuPickerOptions {
    /// The options' labels, in order.
    var menuOptions: [String] { get }
}

extension Picker: MenuPickerOptions {
    var menuOptions: [String] { TaggedOptions.collect(from: content).map(\.label) }
}
