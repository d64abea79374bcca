/// A first-in, first-out queue of ready jobs: the order jobs were enqueued is the order they run.
struct JobQueue {
    /// One job waiting to run.
    struct Entry {
        var job: UnownedJob
        var onMain: Bool
        /// The scheduler's number for the task the job belongs to, when it is a task the scheduler knows.
        var taskNumber: Int?
        /// Whether the job is the task itself resuming, rather than a job enqueued on its behalf.
        var isTaskJob: Bool
    }

    private var storage: [Entry] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }

    var count: Int { storage.count - head }

    /// The waiting jobs, first to run first.
    var entries: ArraySlice<Entry> { storage[head...] }

    mutating func append(_ entry: Entry) {
        storage.append(entry)
    }

    mutating func popFirst() -> Entry? {
        guard head < storage.count else { return nil }
        let entry = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return entry
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
