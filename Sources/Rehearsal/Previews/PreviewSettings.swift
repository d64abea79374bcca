public import RehearsalUI

/// The device settings a preview runs under, applied to its root environment: appearance, text size and
/// size classes.
///
/// SwiftUI spells these as view modifiers (`.preferredColorScheme(.dark)`, `.dynamicTypeSize(.xxxLarge)`,
/// `.environment(\.horizontalSizeClass, .compact)`); in Rehearsal a session also sets them from outside,
/// as a user changing a setting would (`trait colorScheme=dark dynamicTypeSize=xxxLarge`). A preview's
/// landscape orientation trait makes the vertical size class compact, as on an iPhone.
public struct PreviewSettings: Equatable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var horizontalSizeClass: UserInterfaceSizeClass = .compact
    public var verticalSizeClass: UserInterfaceSizeClass = .regular
    /// The device whose screen and safe area a `GeometryReader` reports (`Documentation/Devices.md`).
    public var device = DeviceMetrics.standard.name
    /// Whether a landscape orientation trait turns the device on its side.
    public var isLandscape = false
    /// The container size of a `.fixedLayout(width:height:)` trait, which replaces the device's screen.
    public var fixedLayout: CGSize?

    /// The defaults: an iPhone in portrait, light, at the default text size.
    public init() {}

    /// The defaults adjusted by a preview's traits (a landscape orientation).
    @MainActor public init(for preview: Preview) {
        for trait in preview.traits {
            if case .orientation(let orientation) = trait.value {
                let landscape = orientation == .landscapeLeft || orientation == .landscapeRight
                verticalSizeClass = landscape ? .compact : .regular
                isLandscape = landscape
            }
            if case .layout(.fixed(let width, let height)) = trait.value {
                fixedLayout = CGSize(width: width, height: height)
            }
        }
    }

    /// The names `set(_:)` accepts, in the order `description` prints them.
    public static let names = [
        "colorScheme", "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass", "device",
    ]

    /// Applies one `name=value` assignment, such as `colorScheme=dark`.
    public mutating func set(_ assignment: String) throws(PreviewError) {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw PreviewError(
                code: .invalidSetting,
                message: "error: expected name=value, such as colorScheme=dark, but found \"\(assignment)\".")
        }
        switch parts[0] {
        case "colorScheme": colorScheme = try Self.parse(parts[1], for: parts[0])
        case "dynamicTypeSize": dynamicTypeSize = try Self.parse(parts[1], for: parts[0])
        case "horizontalSizeClass": horizontalSizeClass = try Self.parse(parts[1], for: parts[0])
        case "verticalSizeClass": verticalSizeClass = try Self.parse(parts[1], for: parts[0])
        case "device":
            guard let found = DeviceMetrics.named(parts[1]) else {
                throw PreviewError(
                    .invalidSetting, "device has no value \"\(parts[1])\"",
                    expected: "one of " + DeviceMetrics.shortNames.joined(separator: ", "),
                    suggestions: NearestNames.to(parts[1], among: DeviceMetrics.shortNames))
            }
            device = found.name
            // An iPad is regular both ways; a phone compact across (and, on its side, compact in height).
            let isPad = found.name.hasPrefix("iPad")
            horizontalSizeClass = isPad ? .regular : .compact
            verticalSizeClass = isPad || !isLandscape ? .regular : .compact
        default:
            throw PreviewError(
                .invalidSetting, "no setting named \"\(parts[0])\"",
                expected: "one of " + Self.names.joined(separator: ", "),
                suggestions: NearestNames.to(parts[0], among: Self.names))
        }
    }

    /// Writes the settings into an environment (a session's root environment).
    public func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = dynamicTypeSize
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.containerGeometry =
            fixedLayout.map { ContainerGeometry(width: $0.width, height: $0.height) }
            ?? ContainerGeometry(device: DeviceMetrics.named(device) ?? .standard, landscape: isLandscape)
    }

    /// `colorScheme=light dynamicTypeSize=large horizontalSizeClass=compact verticalSizeClass=regular`.
    public var description: String {
        "colorScheme=\(colorScheme) dynamicTypeSize=\(dynamicTypeSize) "
            + "horizontalSizeClass=\(horizontalSizeClass) verticalSizeClass=\(verticalSizeClass) "
            + "device=\(DeviceMetrics.named(device)?.shortName ?? device)"
    }

    private static func parse<Value: CaseIterable>(_ text: String, for name: String) throws(PreviewError) -> Value {
        let names = Value.allCases.map { "\($0)" }
        if let index = names.firstIndex(of: text) { return Array(Value.allCases)[index] }
        throw PreviewError(
            .invalidSetting, "\(name) has no value \"\(text)\"", expected: "one of " + names.joined(separator: ", "),
            suggestions: NearestNames.to(text, among: names))
    }
}
