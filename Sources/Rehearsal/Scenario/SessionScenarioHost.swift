public import VirtualTime

/// Runs scenarios in this process, with a new `Session` for every script on the installed scheduler.
@MainActor public final class SessionScenarioHost: ScenarioHost {
    private let catalog: PreviewCatalog
    private let scheduler: VirtualScheduler
    private var session: Session?
    /// Trait assignments every script's session applies at each `open` (a matrix replay's variant).
    public var variant: [String] = []

    /// A host over `catalog`'s previews, on `scheduler` (which the caller installed).
    public init(catalog: PreviewCatalog, scheduler: VirtualScheduler) {
        self.catalog = catalog
        self.scheduler = scheduler
    }

    public func begin() {
        session?.teardown()
        let fresh = Session(catalog: catalog, scheduler: scheduler)
        // Steps print nothing after them: a script checks output only where it says `expect`.
        fresh.echo = .none
        fresh.variant = variant
        session = fresh
    }

    public func execute(_ command: Command) -> SessionOutput {
        if session == nil { begin() }
        guard let session else { return SessionOutput() }
        return session.execute(command)
    }

    public func end() {
        session?.teardown()
        session = nil
    }
}
