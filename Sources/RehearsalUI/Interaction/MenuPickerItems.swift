extension AccessibilityNode {
    /// A `Picker` inside a `Menu`, as the submenu of its options that SwiftUI shows there (`Menu { Picker("Sort by",
    /// selection: $order) { ... } }`): one item an option, which selects it. `nil` for any other element.
    @MainActor var menuPickerOptions: [AccessibilityNode]? {
        guard role == "picker", let select = actions.select, let picker = source?.view as? any MenuPickerOptions else {
            return nil
        }
        return picker.menuOptions.map { option in
            var item = AccessibilityNode(role: "button", label: option, owner: owner)
            item.isEnabled = isEnabled
            item.actions.tap = { _ = select(option) }
            return item
        }
    }
}
