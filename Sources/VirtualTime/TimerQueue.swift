/// Timers ordered by deadline, ties by creation order; a binary heap with lazy removal.
struct TimerQueue {
    /// A heap entry: deadline first, then creation order.
    private struct Key: Comparable {
        var deadline: Duration
        var id: UInt64

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
        }
    }

    private var heap: [Key] = []
    private var timers: [UInt64: VirtualTimer] = [:]
    private var nextID: UInt64 = 1
    /// The dead timers still in `timers`, so that they can be taken without a walk of every timer.
    private var dead: Set<UInt64> = []

    /// Whether no timer, live or dead, is waiting.
    var isEmpty: Bool { timers.isEmpty }

    /// Adds a timer and returns its id.
    mutating func insert(deadline: Duration, action: VirtualTimer.Action, owner: Int?) -> UInt64 {
        let id = nextID
        nextID += 1
        timers[id] = VirtualTimer(id: id, deadline: deadline, action: action, owner: owner)
        heap.append(Key(deadline: deadline, id: id))
        siftUp(heap.count - 1)
        return id
    }

    /// Marks a timer whose sleeper was woken another way; it still fires, harmlessly, at its deadline.
    mutating func markDead(_ id: UInt64) {
        guard timers[id] != nil else { return }
        timers[id]?.isDead = true
        dead.insert(id)
    }

    /// The heap's entries, those of timers taken out included (for tests).
    var heapCount: Int { heap.count }

    /// Whether a dead timer waits to be taken by ``popDead()``.
    var hasDead: Bool { !dead.isEmpty }

    /// Takes a timer out so it never fires.
    mutating func remove(_ id: UInt64) -> VirtualTimer? {
        dead.remove(id)
        let removed = timers.removeValue(forKey: id)
        compactIfMostlyRemoved()
        return removed
    }

    /// The earliest deadline of any timer still to fire, dead ones included.
    mutating func earliestDeadline() -> Duration? {
        dropRemovedTop()
        return heap.first?.deadline
    }

    /// Takes the earliest timer if its deadline is at or before `now`.
    mutating func popDue(at now: Duration) -> VirtualTimer? {
        dropRemovedTop()
        guard let top = heap.first, top.deadline <= now else { return nil }
        popTop()
        dead.remove(top.id)
        return timers.removeValue(forKey: top.id)
    }

    /// Takes the earliest dead timer, whatever its deadline.
    mutating func popDead() -> VirtualTimer? {
        guard let id = dead.min() else { return nil }
        dead.remove(id)
        let taken = timers.removeValue(forKey: id)
        compactIfMostlyRemoved()
        return taken
    }

    /// Live timers in firing order.
    var liveTimers: [VirtualTimer] {
        timers.values.filter { !$0.isDead }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }

    /// Drops every timer without firing it.
    mutating func removeAll() -> [VirtualTimer] {
        let all = Array(timers.values)
        timers.removeAll()
        heap.removeAll()
        dead.removeAll()
        return all
    }

    /// Drops the heap's entries of timers taken out, once they are most of it: while virtual time stands
    /// still, entries of timers taken before their deadline never reach the top, where they are dropped.
    private mutating func compactIfMostlyRemoved() {
        guard heap.count > 64, heap.count > 2 * timers.count else { return }
        // A sorted array is a binary heap.
        heap = heap.filter { timers[$0.id] != nil }.sorted()
    }

    private mutating func dropRemovedTop() {
        while let top = heap.first, timers[top.id] == nil {
            popTop()
        }
    }

    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
