/// Scrolling modifiers: kept as attributes written like the call (there is no scroll offset headless).
extension View {
    /// Sets how a scroll view settles after a drag: `.paging`, `.viewAligned`.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        attribute(".scrollTargetBehavior(\(behavior.attributeName))")
    }

    /// Makes each view of this layout a target a scroll view can settle on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Marks the view as a target a scroll view can settle on.
    public func scrollTarget(isEnabled: Bool = true) -> some View { attribute(".scrollTarget", when: isEnabled) }

    /// Sets how scrolling dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        attribute(".scrollDismissesKeyboard(\(mode))")
    }

    /// Shows or hides the system background of a scrollable view (a list, a form).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        attribute(".scrollContentBackground(\(visibility))")
    }

    /// Sets when a scroll view bounces at its edges.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        attribute(".scrollBounceBehavior(\(behavior))")
    }

    /// Turns scrolling off.
    public func scrollDisabled(_ disabled: Bool) -> some View { attribute(".scrollDisabled", when: disabled) }

    /// Lets scrolled content draw outside the scroll view's bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        attribute(".scrollClipDisabled", when: disabled)
    }

    /// Sets where a scroll view starts.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        attribute(".defaultScrollAnchor(\(anchor.map { "\($0)" } ?? "nil"))")
    }

    /// Binds the identity of the view a scroll view shows first: `scroll TARGET` writes it, a write scrolls.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}

/// How a scroll view settles after a drag.
public protocol ScrollTargetBehavior: Sendable {
    /// The behavior as written, for the attribute: `.paging`.
    var attributeName: String { get }
}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var attributeName: String { ".paging" }
}

/// Settles on the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one drag may scroll past.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public var attributeName: String {
        limitBehavior == .automatic ? ".viewAligned" : ".viewAligned(limitBehavior: .\(limitBehavior.name))"
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollDismissesKeyboardMode(description: ".automatic")
    public static let immediately = ScrollDismissesKeyboardMode(description: ".immediately")
    public static let interactively = ScrollDismissesKeyboardMode(description: ".interactively")
    public static let never = ScrollDismissesKeyboardMode(description: ".never")
}

/// When a scroll view bounces at its edges.
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollBounceBehavior(description: ".automatic")
    public static let always = ScrollBounceBehavior(description: ".always")
    public static let basedOnSize = ScrollBounceBehavior(description: ".basedOnSize")
}
