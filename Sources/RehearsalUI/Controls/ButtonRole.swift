/// What a button does, which the system uses to style and place it: `.destructive`, `.cancel`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let destructive = ButtonRole(description: ".destructive")
    public static let cancel = ButtonRole(description: ".cancel")
    public static let close = ButtonRole(description: ".close")
    public static let confirm = ButtonRole(description: ".confirm")
}
