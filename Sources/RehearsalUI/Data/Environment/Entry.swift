/// Declares an environment value with its key in one line, in an `extension EnvironmentValues`:
/// `@Entry var accent: Color = .blue`. Read it with `@Environment(\.accent)`, set it with
/// `.environment(\.accent, .red)`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "RehearsalMacros", type: "EntryMacro")
