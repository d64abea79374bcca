import RehearsalUI

extension PreviewSettings {
    /// The values a setting takes, as `trait` spells them (`light`, `dark`), or `nil` for an unknown name.
    public static func values(of name: String) -> [String]? {
        switch name {
        case "colorScheme": ColorScheme.allCases.map { "\($0)" }
        case "dynamicTypeSize": DynamicTypeSize.allCases.map { "\($0)" }
        case "horizontalSizeClass", "verticalSizeClass": UserInterfaceSizeClass.allCases.map { "\($0)" }
        case "device": DeviceMetrics.shortNames
        default: nil
        }
    }
}
