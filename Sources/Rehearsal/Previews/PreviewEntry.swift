public import RehearsalUI

/// One preview in the catalog: its unique name, where it was written and how to build it.
@MainActor
public struct PreviewEntry {
    /// The unique name: `FileStem/Name`, `FileStem/Preview N` or `ProviderType/Preview N`.
    public let name: String
    /// The `#fileID` of a `#Preview`'s file; `nil` for a `PreviewProvider`'s previews.
    public let fileID: String?
    /// The line of a `#Preview`; `nil` for a `PreviewProvider`'s previews.
    public let line: Int?
    /// The preview itself: display name, traits and content.
    public let preview: Preview
    /// The device a `PreviewProvider` view names with `.previewDevice(...)`, as written: `iPhone 15`.
    public var device: String? = nil
    /// The module that declares an app's document group (`App/New Document`), which has no file of its own.
    public var module: String? = nil
    /// The app whose scene this preview shows, which carries the app's menu commands; `nil` for a bare view's.
    package var app: AppScene? = nil

    /// The traits as written in Swift, for listings: `[".sizeThatFitsLayout", ".modifier(SampleLibrary)"]`.
    public var traitDescriptions: [String] { preview.traits.map(\.value.description) }

    /// `File.swift:12` for a `#Preview`, or the provider's type name, for messages.
    public var location: String {
        guard let fileID, let line else { return String(name.prefix { $0 != "/" }) }
        return "\(fileID):\(line)"
    }
}
