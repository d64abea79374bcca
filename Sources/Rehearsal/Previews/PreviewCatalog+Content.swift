package import RehearsalUI

extension PreviewCatalog {
    /// The stubs a preview applies by itself: those of its `.modifier(...)` traits, in order.
    public func defaultStubs(for entry: PreviewEntry) -> [PreviewStub] {
        entry.preview.modifiers.map { modifier in
            let type = type(of: modifier)
            let listed = stubs.first { ObjectIdentifier($0.modifierType) == ObjectIdentifier(type) }
            return PreviewStub(name: listed?.name ?? ShortTypeName.of(type), modifierType: type, instance: modifier)
        }
    }

    /// The preview's content wrapped in `stubs` (by default, its own), the first stub closest to the content.
    ///
    /// Each stub's shared context is made once per catalog (see `sharedContext(for:)`); the content itself is
    /// built anew on each call, so each mount starts from the preview's initial state.
    package func makeContent(for entry: PreviewEntry, stubs: [PreviewStub]? = nil) throws(PreviewError) -> any View {
        var content = entry.preview.makeContent()
        for stub in stubs ?? defaultStubs(for: entry) {
            guard let instance = stub.instance else {
                throw PreviewError(code: .stubUnavailable, message: "error: " + (stub.unavailableReason ?? stub.name))
            }
            content = instance.wrap(content, context: try sharedContext(for: stub))
        }
        return content
    }

    /// The context a stub type's `makeSharedContext()` makes, made on first use and cached by type.
    ///
    /// It runs through `SynchronousDriver`: a context that waits on other work finishes only when a session's
    /// scheduler pump is installed.
    package func sharedContext(for stub: PreviewStub) throws(PreviewError) -> Any {
        let id = ObjectIdentifier(stub.modifierType)
        if let cached = sharedContexts[id] { return cached }
        do {
            let context = try Self.makeSharedContext(stub.modifierType)
            sharedContexts[id] = context
            return context
        } catch let failure as SynchronousDriver.Failure {
            throw Self.error(for: failure, stub: stub.name)
        } catch {
            throw PreviewError(
                code: .sharedContextFailed,
                message: "error: \(stub.name).makeSharedContext() threw \(error). To fix, make it succeed with "
                    + "sample data, or apply another stub environment.")
        }
    }

    /// Forgets the shared contexts, so the next use makes them again (a session reopening a preview).
    package func resetSharedContexts() { sharedContexts.removeAll() }

    private static func makeSharedContext(_ type: any PreviewModifier.Type) throws -> Any {
        try make(type)
    }

    private static func make<Modifier: PreviewModifier>(_ type: Modifier.Type) throws -> Any {
        try SynchronousDriver.run { try await Modifier.makeSharedContext() }
    }

    private static func error(for failure: SynchronousDriver.Failure, stub: String) -> PreviewError {
        let call = "\(stub).makeSharedContext()"
        let message: String
        switch failure {
        case .suspendedWithoutScheduler:
            message =
                "error: \(call) suspended (it awaits a sleep, another actor or a task), and no scheduler "
                + "is running to finish it. To fix, build the context without waiting, or open the preview in a "
                + "session, which runs pending work in virtual time."
        case .neverResumed(let steps):
            message =
                "error: \(call) is waiting on something that never resumes (after \(steps) scheduler "
                + "steps nothing is left to run): a continuation nobody resumes, or a sleep that needs virtual "
                + "time to advance. To fix, build the context without waiting on it."
        case .stepLimitReached(let limit):
            message =
                "error: \(call) kept the scheduler busy for \(limit) steps without finishing. To fix, "
                + "look for a loop that never ends in it."
        }
        return PreviewError(code: .sharedContextSuspended, message: message)
    }
}
