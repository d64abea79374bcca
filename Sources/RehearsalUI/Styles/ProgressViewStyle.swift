/// A style for progress views: its `makeBody(configuration:)` is what a progress view shows.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` receives: the fraction done (`nil` when indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    public let fractionCompleted: Double?
    public var label: AnyView?
    public var currentValueLabel: AnyView?
}

/// The system's progress view styles, one type for all (see `_BuiltInButtonStyle` for why).
public struct _BuiltInProgressViewStyle: ProgressViewStyle, Sendable, CustomStringConvertible {
    public let description: String

    public func makeBody(configuration: ProgressViewStyleConfiguration) -> EmptyView { EmptyView() }

    public static let automatic = _BuiltInProgressViewStyle(description: ".automatic")
    public static let linear = _BuiltInProgressViewStyle(description: ".linear")
    public static let circular = _BuiltInProgressViewStyle(description: ".circular")
}

extension ProgressViewStyle where Self == _BuiltInProgressViewStyle {
    public static var automatic: _BuiltInProgressViewStyle { .automatic }
    public static var linear: _BuiltInProgressViewStyle { .linear }
    public static var circular: _BuiltInProgressViewStyle { .circular }
}

/// The system's `LinearProgressViewStyle`, printed as written.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable, CustomStringConvertible {
    public init() {}
    public init(tint: Color) {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "LinearProgressViewStyle()" }
}

/// The system's `CircularProgressViewStyle`, printed as written.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable, CustomStringConvertible {
    public init() {}
    public init(tint: Color) {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "CircularProgressViewStyle()" }
}

/// The system's `DefaultProgressViewStyle`, printed as written.
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable, CustomStringConvertible {
    public init() {}

    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    public var description: String { "DefaultProgressViewStyle()" }
}

extension View {
    /// Sets the style of progress views in this view; a system style replaces a custom one applied above.
    public func progressViewStyle(_ style: _BuiltInProgressViewStyle) -> some View {
        customStyle(
            ".progressViewStyle(\(style))", value: style.description, body: EmptyView.self,
            keyPath: \.progressViewStyleLink, make: { _ in EmptyView() })
    }

    /// Sets a custom style of progress views in this view: its body is what they show and what a screen
    /// reader meets.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        customStyle(
            ".progressViewStyle(\(AttributeText.value(style)))", value: style, body: S.Body.self,
            keyPath: \.progressViewStyleLink,
            make: { style.makeBody(configuration: $0 as! ProgressViewStyleConfiguration) })
    }
}

extension ProgressView where Label == AnyView, CurrentValueLabel == EmptyView {
    /// A progress view with the configuration's fraction and label, as a custom style's body writes it.
    @MainActor public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            title: nil, label: configuration.label ?? AnyView(EmptyView()), fraction: configuration.fractionCompleted,
            value: configuration.fractionCompleted, total: 1)
    }
}
