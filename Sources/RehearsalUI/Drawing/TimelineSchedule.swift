/// The dates a `TimelineView` updates at. Rehearsal's timelines tick on virtual time: `advance` moves the
/// clock, and each date passed re-evaluates the timeline's content with that date.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on, in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule's dates are wanted; Rehearsal always asks for `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A schedule that finds its dates around a moment without walking them one by one.
protocol SteppedTimelineSchedule {
    /// The latest date at or before `date`, which the content shows when the timeline appears.
    func current(at date: Date) -> Date
    /// The first date after `date`, or `nil` when the schedule has no more.
    func next(after date: Date) -> Date?
}

extension TimelineSchedule {
    /// The date the content shows at `now`: the latest entry at or before it (the first entry if all are later).
    func currentEntry(at now: Date) -> Date {
        if let stepped = self as? any SteppedTimelineSchedule { return stepped.current(at: now) }
        var current: Date?
        for (index, entry) in entries(from: now, mode: .normal).enumerated() {
            if entry > now || index > 10_000 { break }
            current = entry
        }
        return current ?? entries(from: now, mode: .normal).first(where: { _ in true }) ?? now
    }

    /// The first entry after `date`, or `nil` when there is none (within 10,000 entries).
    func nextEntry(after date: Date) -> Date? {
        if let stepped = self as? any SteppedTimelineSchedule { return stepped.next(after: date) }
        for (index, entry) in entries(from: date, mode: .normal).enumerated() {
            if entry > date { return entry }
            if index > 10_000 { return nil }
        }
        return nil
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, SteppedTimelineSchedule, Sendable,
    CustomStringConvertible
{
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let first = current(at: startDate)
        return (0..<60).map { first.addingTimeInterval(Double($0) * 60) }
    }

    func current(at date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    func next(after date: Date) -> Date? { current(at: date).addingTimeInterval(60) }

    public var description: String { ".everyMinute" }
}

/// Updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, SteppedTimelineSchedule, Sendable,
    CustomStringConvertible
{
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let first = current(at: startDate)
        return (0..<60).map { first.addingTimeInterval(Double($0) * max(interval, 0.001)) }
    }

    func current(at date: Date) -> Date {
        guard interval > 0, date > start else { return start }
        let steps = (date.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(steps * interval)
    }

    func next(after date: Date) -> Date? {
        guard interval > 0 else { return nil }
        return date < start ? start : current(at: date).addingTimeInterval(interval)
    }

    public var description: String {
        ".periodic(from: \(VirtualDateDescription.describe(start)), by: \(ValueDescription.short(interval)))"
    }
}

/// Updates as often as an animation would: every `minimumInterval` seconds (1/60 s unless given), or
/// never while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, SteppedTimelineSchedule, Sendable,
    CustomStringConvertible
{
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    var interval: Double { max(minimumInterval ?? 1.0 / 60, 0.001) }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<60).map { startDate.addingTimeInterval(Double($0) * interval) }
    }

    func current(at date: Date) -> Date { date }

    func next(after date: Date) -> Date? { paused ? nil : date.addingTimeInterval(interval) }

    public var description: String {
        var arguments: [String] = []
        if let minimumInterval { arguments.append("minimumInterval: \(ValueDescription.short(minimumInterval))") }
        if paused { arguments.append("paused: true") }
        return arguments.isEmpty ? ".animation" : ".animation(\(arguments.joined(separator: ", ")))"
    }
}

/// Updates at the dates given, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule, CustomStringConvertible
where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }

    public var description: String { ".explicit(\(Array(dates).count) dates)" }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
