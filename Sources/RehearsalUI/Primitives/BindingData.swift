/// A `ForEach`'s data that is a binding to a collection (`ForEach($book.chapters)`): reading it reads the
/// model, which no body did, so the `ForEach` tracks its own reads of it (and its rows' closures').
protocol BindingData {}

extension Binding: BindingData {}
