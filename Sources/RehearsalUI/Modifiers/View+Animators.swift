import Foundation

/// Content transitions, phase and keyframe animators, and sensory feedback. Nothing animates headless:
/// an animator shows its content at the first phase (or the initial value), and feedback is an attribute.
extension View {
    /// Sets how content changes inside the view animate.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        attribute(".contentTransition(\(transition))")
    }

    /// Animates the view through phases each time `trigger` changes; shown at the first phase.
    public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Result: View>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phased(Array(phases), content: content)
    }

    /// Animates the view through phases continuously; shown at the first phase.
    public func phaseAnimator<Phase: Equatable, Result: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phased(Array(phases), content: content)
    }

    /// Animates values of the view along keyframes; shown at the initial value.
    public func keyframeAnimator<Value, Result: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        _AnimatedContent(
            attribute: ".keyframeAnimator(initialValue: \(ValueDescription.short(initialValue)))",
            content: content(PlaceholderContentView(content: self), initialValue))
    }

    /// Animates values of the view along keyframes each time `trigger` changes; shown at the initial value.
    public func keyframeAnimator<Value, Trigger: Equatable, Result: View, K: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        _AnimatedContent(
            attribute: ".keyframeAnimator(initialValue: \(ValueDescription.short(initialValue)))",
            content: content(PlaceholderContentView(content: self), initialValue))
    }

    /// Plays haptic feedback when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        attribute(".sensoryFeedback(\(feedback))")
    }

    /// Plays haptic feedback when `trigger` changes and `condition` says so.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        attribute(".sensoryFeedback(\(feedback))")
    }

    /// Plays the feedback `feedback` returns when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View {
        attribute(".sensoryFeedback")
    }

    private func phased<Phase, Result: View>(
        _ phases: [Phase], content: (PlaceholderContentView<Self>, Phase) -> Result
    ) -> _AnimatedContent<Result?> {
        _AnimatedContent(
            attribute: ".phaseAnimator(\(ValueDescription.short(phases)))",
            content: phases.first.map { content(PlaceholderContentView(content: self), $0) })
    }
}

/// How content changes animate: `.numericText()`, `.opacity`, `.interpolate`.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let identity = ContentTransition(description: ".identity")
    public static let opacity = ContentTransition(description: ".opacity")
    public static let interpolate = ContentTransition(description: ".interpolate")
    public static let symbolEffect = ContentTransition(description: ".symbolEffect")

    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: countsDown ? ".numericText(countsDown: true)" : ".numericText()")
    }

    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: ".numericText(value: \(LayoutNumber.format(CGFloat(value))))")
    }
}

/// A haptic played by `sensoryFeedback`; kept by name.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let success = SensoryFeedback(description: ".success")
    public static let warning = SensoryFeedback(description: ".warning")
    public static let error = SensoryFeedback(description: ".error")
    public static let selection = SensoryFeedback(description: ".selection")
    public static let increase = SensoryFeedback(description: ".increase")
    public static let decrease = SensoryFeedback(description: ".decrease")
    public static let start = SensoryFeedback(description: ".start")
    public static let stop = SensoryFeedback(description: ".stop")
    public static let alignment = SensoryFeedback(description: ".alignment")
    public static let levelChange = SensoryFeedback(description: ".levelChange")
    public static let pathComplete = SensoryFeedback(description: ".pathComplete")

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: ".impact(weight: \(weight.description))")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: ".impact(flexibility: \(flexibility.description))")
    }

    /// The weight of an impact.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let light = Weight(description: ".light")
        public static let medium = Weight(description: ".medium")
        public static let heavy = Weight(description: ".heavy")
    }

    /// The flexibility of an impact.
    public struct Flexibility: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public static let rigid = Flexibility(description: ".rigid")
        public static let solid = Flexibility(description: ".solid")
        public static let soft = Flexibility(description: ".soft")
    }
}
