/// A piece of user interface, described as a value whose `body` is evaluated by the view graph.
///
/// Same spelling as SwiftUI's `View`. Primitive views (text, stacks, controls) have a `Never` body and
/// are understood by the graph directly; every other view is a composition of them.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: the graph reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body must not be evaluated")
    }
}
