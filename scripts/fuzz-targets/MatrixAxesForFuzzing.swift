// The fuzz build compiles the command parser without RehearsalUI, so `matrix`'s axes come from this
// stand-in of `PreviewSettings`: the same names, and the values of the enums compiled in beside it
// (UserInterfaceSizeClass.swift, DynamicTypeSize.swift). Only the device names are written out here; the
// parser treats them as any other values, so a stale list changes which inputs parse, never a crash.
enum PreviewSettings {
    static let names = ["colorScheme", "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass", "device"]

    static func values(of name: String) -> [String]? {
        switch name {
        case "colorScheme": ColorScheme.allCases.map { "\($0)" }
        case "dynamicTypeSize": DynamicTypeSize.allCases.map { "\($0)" }
        case "horizontalSizeClass", "verticalSizeClass": UserInterfaceSizeClass.allCases.map { "\($0)" }
        case "device": ["iPhone15", "iPhone15Pro", "iPhone15ProMax", "iPhone16Pro", "iPhoneSE", "iPad", "iPadPro13"]
        default: nil
        }
    }
}
