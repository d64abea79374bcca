import Observation

/// An `@Observable` object the start-up checks read, to prove that Observation's private layouts and the
/// binary's symbols are what the graph expects before any view relies on them.
@Observable final class StartupCheckProbe {
    var value = 0
}
