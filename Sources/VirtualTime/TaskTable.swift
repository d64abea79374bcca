/// Task records indexed by their number; numbers are dense from 1, so lookups need no hashing or copying.
struct TaskTable {
    private var records: [SchedulerState.TaskRecord?] = []

    /// The number the next inserted record must have.
    var nextNumber: Int { records.count + 1 }

    /// The record numbered `number`, if it is still kept.
    subscript(number: Int) -> SchedulerState.TaskRecord? {
        _read {
            if number >= 1 && number <= records.count {
                yield records[number - 1]
            } else {
                yield nil
            }
        }
        _modify {
            if number >= 1 && number <= records.count {
                yield &records[number - 1]
            } else {
                var missing: SchedulerState.TaskRecord?
                yield &missing
            }
        }
    }

    /// Keeps `record`, whose number must be ``nextNumber``.
    mutating func append(_ record: SchedulerState.TaskRecord) {
        precondition(record.number == nextNumber, "Expected task number \(nextNumber), found \(record.number).")
        records.append(record)
    }

    /// Kept records in number order.
    var all: [SchedulerState.TaskRecord] { records.compactMap { $0 } }

    mutating func removeAll() {
        records.removeAll()
    }
}
