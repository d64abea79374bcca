/// A size class: how much room the interface has along one axis.
///
/// Rehearsal previews an iPhone in portrait by default: compact horizontally, regular vertically.
/// A session trait (`trait horizontalSizeClass=regular`) changes them.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// Whether the interface is light or dark; Rehearsal starts light.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// The direction text runs in; Rehearsal starts left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
