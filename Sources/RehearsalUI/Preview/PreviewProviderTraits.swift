/// How a `PreviewProvider`'s preview is sized, as SwiftUI's `PreviewLayout` (`.previewLayout(.sizeThatFits)`).
public enum PreviewLayout: Sendable {
    /// A container the size of the device (the default).
    case device
    /// A container the size of the preview.
    case sizeThatFits
    /// A container of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    var trait: PreviewTraitValue.Layout {
        switch self {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: Double(width), height: Double(height))
        }
    }
}

/// A device a `PreviewProvider`'s preview names, as SwiftUI's `PreviewDevice` (`"iPhone 15 Pro"`); headless,
/// the name is printed on the preview's root.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}

/// How a device is held, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    let value: PreviewTraitValue.Orientation

    public var id: String { value.rawValue }

    public static let portrait = InterfaceOrientation(value: .portrait)
    public static let portraitUpsideDown = InterfaceOrientation(value: .portraitUpsideDown)
    public static let landscapeLeft = InterfaceOrientation(value: .landscapeLeft)
    public static let landscapeRight = InterfaceOrientation(value: .landscapeRight)

    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

/// What a `PreviewProvider` view says about its preview: `.previewDisplayName`, `.previewLayout`,
/// `.previewDevice` and `.previewInterfaceOrientation`. The catalog reads it; only the device is printed
/// on the view (the name and traits are the preview's own).
package struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    enum Setting {
        case displayName(String?)
        case layout(PreviewLayout)
        case device(PreviewDevice?)
        case orientation(InterfaceOrientation)
    }

    let setting: Setting

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if case .device(let device?) = setting {
            node.modifierAttributes = [".previewDevice(\(ValueDescription.short(device.rawValue)))"]
        } else {
            node.modifierAttributes = []
        }
    }
}

/// A view with a modifier applied, seen without its generic parameters, so the catalog can peel modifiers.
@MainActor package protocol ModifiedContentLink {
    var linkModifier: Any { get }
    var linkContent: any View { get }
}

extension ModifiedContent: ModifiedContentLink where Content: View, Modifier: ViewModifier {
    package var linkModifier: Any { modifier }
    package var linkContent: any View { content }
}

/// The display name and traits a `PreviewProvider` view sets on itself; the outermost setting wins.
@MainActor package enum PreviewProviderTraits {
    package static func read(_ view: any View) -> (name: String?, traits: [PreviewTrait<Preview.ViewTraits>]) {
        var name: String??
        var layout: PreviewTraitValue.Layout?
        var orientation: PreviewTraitValue.Orientation?
        var current: any View = view
        while let link = current as? any ModifiedContentLink {
            if let modifier = link.linkModifier as? PreviewTraitModifier {
                switch modifier.setting {
                case .displayName(let value): if name == nil { name = .some(value) }
                case .layout(let value): if layout == nil { layout = value.trait }
                case .orientation(let value): if orientation == nil { orientation = value.value }
                case .device: break
                }
            }
            current = link.linkContent
        }
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        if let layout { traits.append(.init(.layout(layout))) }
        if let orientation { traits.append(.init(.orientation(orientation))) }
        return (name ?? nil, traits)
    }

    /// The device name the outermost `.previewDevice(...)` gives, such as `"iPhone SE (3rd generation)"`.
    package static func device(of view: any View) -> String? {
        var current: any View = view
        while let link = current as? any ModifiedContentLink {
            if let modifier = link.linkModifier as? PreviewTraitModifier, case .device(let device) = modifier.setting {
                return device?.rawValue
            }
            current = link.linkContent
        }
        return nil
    }
}

extension View {
    /// Names this view's preview in the preview list (`PreviewProvider` previews).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier(setting: .displayName(value)))
    }

    /// Sets how this view's preview is sized.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier(setting: .layout(value)))
    }

    /// Names the device this view's preview runs on; printed on the view.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier(setting: .device(value)))
    }

    /// Sets the orientation of this view's preview (a landscape one makes the vertical size class compact).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier(setting: .orientation(value)))
    }
}
