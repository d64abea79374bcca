import RehearsalUI

/// The faces of a screen that loads its content: still loading, loaded, or failed with a message.
///
/// One enum instead of `isLoading` and `errorMessage` flags, so no screen can be loading and failed at
/// once, and no phase can be forgotten in a `switch`.
enum LoadPhase<Value> {
    case loading
    case loaded(Value)
    case failed(String)
}

extension LoadPhase: Equatable where Value: Equatable {}

extension LoadPhase: Sendable where Value: Sendable {}
