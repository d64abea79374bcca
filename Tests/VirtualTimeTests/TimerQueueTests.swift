import Testing

@testable import VirtualTime

@Suite struct TimerQueueTests {
    private func job(_ index: Int) -> VirtualTimer.Action {
        // Never run: the queue only stores and orders them.
        .job(unsafeBitCast(UInt(0x1000 + index * 16), to: UnownedJob.self), onMain: false)
    }

    @Test("Timers pop in deadline order, ties in insertion order, only once due")
    func ordering() {
        var queue = TimerQueue()
        let late = queue.insert(deadline: .seconds(2), action: job(1), owner: nil)
        let firstTie = queue.insert(deadline: .seconds(1), action: job(2), owner: nil)
        let secondTie = queue.insert(deadline: .seconds(1), action: job(3), owner: nil)
        #expect(queue.earliestDeadline() == .seconds(1))
        #expect(queue.popDue(at: .milliseconds(999)) == nil)
        #expect(queue.popDue(at: .seconds(1))?.id == firstTie)
        #expect(queue.popDue(at: .seconds(1))?.id == secondTie)
        #expect(queue.popDue(at: .seconds(1)) == nil)
        #expect(queue.popDue(at: .seconds(5))?.id == late)
        #expect(queue.isEmpty)
    }

    @Test("Dead timers still fire but are not live; removed timers never fire")
    func deadAndRemoved() {
        var queue = TimerQueue()
        let dead = queue.insert(deadline: .seconds(1), action: job(1), owner: 7)
        let removed = queue.insert(deadline: .seconds(2), action: job(2), owner: nil)
        let live = queue.insert(deadline: .seconds(3), action: job(3), owner: nil)
        queue.markDead(dead)
        #expect(queue.remove(removed)?.id == removed)
        #expect(queue.liveTimers.map(\.id) == [live])
        let fired = queue.popDue(at: .seconds(10))
        #expect(fired?.id == dead)
        #expect(fired?.isDead == true)
        #expect(queue.popDue(at: .seconds(10))?.id == live)
        #expect(queue.earliestDeadline() == nil)
    }
}
