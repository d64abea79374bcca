/// A binding prints as the value it reads (`Binding(.inactive)`), not as its closures, wherever a view's
/// state or environment lists it (`@Environment(\.editMode)`).
extension Binding: CustomRehearsalDescription {
    public var rehearsalDescription: String { "Binding(\(ValueDescription.short(wrappedValue)))" }
}
