/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// On an iPhone, leading placements (`.cancellationAction`, `.navigation`, `.topBarLeading`) sit at the start
/// of the navigation bar, trailing ones (`.confirmationAction`, `.primaryAction`, `.topBarTrailing`,
/// `.automatic`) at its end, `.principal` in its middle, and `.bottomBar` and `.status` in the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The part of the screen a placement puts its items in.
    package enum Region: Int, Comparable, Sendable {
        case leading, principal, trailing, bottom, keyboard

        package static func < (lhs: Region, rhs: Region) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let name: String
    package let region: Region

    public var description: String { "." + name }

    public static let automatic = ToolbarItemPlacement(name: "automatic", region: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", region: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", region: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", region: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", region: .trailing)
    public static let status = ToolbarItemPlacement(name: "status", region: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", region: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", region: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", region: .trailing)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", region: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", region: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", region: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", region: .bottom)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", region: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", region: .trailing)
}
