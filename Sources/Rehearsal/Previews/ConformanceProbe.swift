/// A protocol with one known conformance, which the start-up check looks for in the conformance records.
@_alwaysEmitConformanceMetadata
protocol ConformanceProbeProtocol {}

/// The one type conforming to `ConformanceProbeProtocol`: finding it proves the records read as expected.
struct ConformanceProbe: ConformanceProbeProtocol {}
