// `import UniformTypeIdentifiers` on Linux: `UTType` and `UTTagClass` under the framework's name, so a document
// app's files build unchanged with Apple's frameworks in Xcode and with Rehearsal on Linux. Depend on it only on
// Linux, like the `SwiftUI` product:
// `.product(name: "UniformTypeIdentifiers", package: "Rehearsal", condition: .when(platforms: [.linux]))`.
// It is the same `UTType` that RehearsalUI's `FileDocument`, `fileImporter` and `onInsert(of:)` take (RehearsalUI
// re-exports it), so a file importing both modules sees one type.
@_exported public import RehearsalTypeIdentifiers
