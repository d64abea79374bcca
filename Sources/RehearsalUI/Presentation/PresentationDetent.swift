/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    enum Size: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    let size: Size

    /// About half the screen.
    public static let medium = PresentationDetent(size: .medium)
    /// The full height a sheet can take.
    public static let large = PresentationDetent(size: .large)

    /// A fraction of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(size: .fraction(Double(fraction)))
    }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(size: .height(Double(height)))
    }

    public var description: String {
        switch size {
        case .medium: ".medium"
        case .large: ".large"
        case .fraction(let value): ".fraction(\(LayoutNumber.format(CGFloat(value))))"
        case .height(let value): ".height(\(LayoutNumber.format(CGFloat(value))))"
        }
    }

    /// Orders detents from shortest to tallest on an 844-point iPhone screen, so a set prints the same way
    /// every run.
    var approximateHeight: Double {
        switch size {
        case .medium: 422
        case .large: 844
        case .fraction(let value): 844 * value
        case .height(let value): value
        }
    }

    /// A set of detents, shortest first.
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { ($0.approximateHeight, $0.description) < ($1.approximateHeight, $1.description) }
    }
}

/// What a presented view says about its presentation: its detents and whether the user may dismiss it.
///
/// These modifiers sit inside the presented content; the navigation path renderer and the `dismiss`
/// interaction find them by walking the presentation's content.
struct PresentationDetentsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let detents: [PresentationDetent]
    let selection: Binding<PresentationDetent>?

    func update(_ node: GraphNode, _ children: inout ChildList) {
        var text = "[" + detents.map(\.description).joined(separator: ", ") + "]"
        if let selection { text += ", selection: \(node.trackingReads { selection.wrappedValue })" }
        node.modifierAttributes = [".presentationDetents(\(text))"]
    }
}

/// Refuses the user's dismissal of the presentation it is in while `isDisabled` holds.
struct InteractiveDismissDisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let isDisabled: Bool

    func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".interactiveDismissDisabled(\(isDisabled))"]
    }
}

extension View {
    /// Sets the heights the sheet this view is in can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: PresentationDetent.ordered(detents), selection: nil))
    }

    /// Sets the heights the sheet can rest at, and follows the selected one.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    )
        -> some View
    {
        modifier(PresentationDetentsModifier(detents: PresentationDetent.ordered(detents), selection: selection))
    }

    /// Refuses the user's gesture that would dismiss the presentation this view is in while `isDisabled` is
    /// true; `dismiss()` from code still works, as in SwiftUI.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}
