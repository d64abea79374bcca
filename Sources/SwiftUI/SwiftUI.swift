// `import SwiftUI` on Linux: this module is Rehearsal's dialect under SwiftUI's name, so one codebase builds
// with Apple's SwiftUI in Xcode and with Rehearsal on Linux. Depend on it only on Linux:
// `.product(name: "SwiftUI", package: "Rehearsal", condition: .when(platforms: [.linux]))`.
// Like Apple's, it brings Foundation and Observation along (RehearsalUI re-exports both).
@_exported public import RehearsalUI
