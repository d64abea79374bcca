public import Testing
import VirtualTime

/// Opens a preview on virtual time, runs `body` with it, then closes it: the entry point of the test API.
///
/// The previews are found in the loaded code (a test target that depends on the previews' target links
/// them): `scope` limits the search to some modules, `.modules("MyApp")`, since a test binary links every
/// test target of the package. `defaults` seeds `@AppStorage` before the preview opens; `echo` chooses what
/// each step prints, as the shell's `set echo` (the opening step included). The body is
/// synchronous: virtual time replaces the executors while it runs, so it must not `await`; tests that use it
/// take turns. A preview that cannot be opened records an issue at the caller's line and throws.
///
/// ```swift
/// @MainActor @Test func retry() throws {
///     try withPreview("ShelfScreen/Request fails", in: .modules("Library")) { screen in
///         try screen.advance(.seconds(1))
///         try screen.tap(.button("Try Again"))
///     }
/// }
/// ```
@MainActor
public func withPreview<Result>(
    _ name: String, in scope: PreviewScope = .all, defaults: KeyValuePairs<String, String> = [:],
    echo: Echo = .diff, sourceLocation: SourceLocation = #_sourceLocation, _ body: (PreviewSession) throws -> Result
) throws -> Result {
    try withVirtualTime { (scheduler: VirtualScheduler) throws -> Result in
        let session = Session(catalog: PreviewCatalog.discover(in: scope), scheduler: scheduler)
        defer { session.teardown() }
        let screen = PreviewSession(session: session)
        screen.echo = echo
        if defaults.count > 0 { try screen.setDefaults(defaults, sourceLocation: sourceLocation) }
        try screen.open(name, sourceLocation: sourceLocation)
        return try body(screen)
    }
}
