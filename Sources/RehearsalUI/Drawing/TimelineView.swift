import Observation

/// A view whose content is rebuilt at the dates of a schedule: `TimelineView(.everyMinute) { context in ... }`.
///
/// It prints as `TimelineView .everyMinute date=2026-01-01T09:00:00Z`. The first date is the schedule's
/// latest at or before virtual now; a task (listed by `tasks` as `TimelineView(.everyMinute)`) sleeps on
/// virtual time until the next one, so `advance 1m` re-evaluates the content with the new `context.date`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Body = Never

    /// What the content receives: the date it shows and how often it changes.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a timeline's content receives: the date it shows and how often it changes.
public struct TimelineViewDefaultContext {
    /// How often the content is rebuilt, for content that hides detail it cannot update.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    public let date: Date
    public let cadence: Cadence
}

extension TimelineView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        let schedule = schedule
        let name = AttributeText.value(schedule)
        let model: TimelineModel
        if let existing = node.modifierState as? TimelineModel {
            model = existing
        } else {
            model = TimelineModel(date: schedule.currentEntry(at: VirtualNow.date))
            node.modifierState = model
            node.onUnmount = { [model] in model.ticker?.cancel() }
            node.startTaskAfterAppear { [weak node, model] in
                guard let node, node.isMounted else { return }
                model.ticker = ViewTask.start(origin: "TimelineView(\(name))") { @MainActor in
                    while let next = schedule.nextEntry(after: model.date) {
                        let wait = next.timeIntervalSince(VirtualNow.date)
                        if wait > 0 {
                            do { try await Task.sleep(for: .nanoseconds(Int64((wait * 1e9).rounded(.up)))) } catch {
                                return
                            }
                        }
                        model.date = next
                    }
                }
                if let task = model.ticker { node.graph.viewTaskStarted(task, in: node) }
            }
        }
        let cadence: Context.Cadence =
            schedule is EveryMinuteTimelineSchedule
            ? .minutes : schedule is AnimationTimelineSchedule ? .live : .seconds
        let (date, content) = node.trackingReads { () -> (Date, Content) in
            let date = model.date
            return (date, self.content(Context(date: date, cadence: cadence)))
        }
        node.element = Element("TimelineView", "\(name) date=\(VirtualDateDescription.describe(date))")
        children.append(content, key: .index(0))
    }
}

/// The date a timeline shows now and the task that moves it to the next date.
@Observable final class TimelineModel {
    var date: Date
    @ObservationIgnored var ticker: ViewTask?

    init(date: Date) { self.date = date }
}
