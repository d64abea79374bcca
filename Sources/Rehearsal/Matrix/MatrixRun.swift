/// One script replayed under one variant: its outcome, and what each step showed.
public struct MatrixRun: Equatable, Sendable {
    /// The script's path, as given (`session` for the shell's own steps).
    public var file: String
    public var variant: Variant
    /// The outcome, as a plain replay reports it (the first mismatch, every step replayed).
    public var result: ScenarioResult
    /// One observation per step that ran, in order.
    public var observations: [MatrixObservation]

    public init(file: String, variant: Variant, result: ScenarioResult, observations: [MatrixObservation]) {
        self.file = file
        self.variant = variant
        self.result = result
        self.observations = observations
    }
}
