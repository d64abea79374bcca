extension Session {
    /// The module that declares the loaded preview: `SamplePreviews` for a `#Preview` in
    /// `SamplePreviews/Crashing/CrashingScreen.swift`, or the app's module for its document group; `nil` for a
    /// `PreviewProvider`'s or when none is open.
    package var previewModule: String? {
        guard let fileID = entry?.fileID, let slash = fileID.firstIndex(of: "/") else { return entry?.module }
        return String(fileID[..<slash])
    }
}
