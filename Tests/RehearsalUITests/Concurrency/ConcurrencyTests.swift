import Testing

/// The async view lifecycle on virtual time: `.task`, `.task(id:)`, tasks started by actions, refresh.
///
/// Every test installs the scheduler with `withVirtualTime` in a synchronous body, so the suites inside
/// run one at a time.
@Suite(.serialized) enum ConcurrencyTests {}
