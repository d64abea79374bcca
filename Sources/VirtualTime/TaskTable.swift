/// Task records by their number; numbers are dense from 1, but only the records still kept take room.
///
/// A long session starts and ends tasks at every step (a view's `.task`, an action's `Task`); a slot per number
/// ever given out made the table, and every walk of it (`pendingWork()` at each interaction), grow with the
/// session. The records kept are few, so `all` sorts them.
struct TaskTable {
    private var records: [Int: SchedulerState.TaskRecord] = [:]
    private var lastNumber = 0

    /// The number the next inserted record must have.
    var nextNumber: Int { lastNumber + 1 }

    /// The record numbered `number`, if it is still kept; setting `nil` forgets it, and a number not kept stays so.
    subscript(number: Int) -> SchedulerState.TaskRecord? {
        _read { yield records[number] }
        _modify {
            if records[number] != nil {
                yield &records[number]
            } else {
                var missing: SchedulerState.TaskRecord?
                yield &missing
            }
        }
    }

    /// Keeps `record`, whose number must be ``nextNumber``.
    mutating func append(_ record: SchedulerState.TaskRecord) {
        precondition(record.number == nextNumber, "Expected task number \(nextNumber), found \(record.number).")
        records[record.number] = record
        lastNumber = record.number
    }

    /// Kept records in number order.
    var all: [SchedulerState.TaskRecord] { records.values.sorted { $0.number < $1.number } }

    /// How many records are kept.
    var count: Int { records.count }

    /// Whether no record is kept.
    var isEmpty: Bool { records.isEmpty }

    /// Forgets every record; numbers start again from 1.
    mutating func removeAll() {
        records.removeAll()
        lastNumber = 0
    }
}
