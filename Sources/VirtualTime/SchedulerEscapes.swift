import CVirtualClock

/// Work a step sent out of the virtual scheduler's reach: to libdispatch, a thread of its own, a Foundation
/// timer or a `URLSession` task.
///
/// Such work runs on real time: it races the session, and work sent to the main queue never runs in a
/// worker (nothing drains that queue). `CVirtualClock` counts the calls made on the scheduler's thread;
/// the session takes them after each step and warns, naming what escaped.
package enum SchedulerEscapes {
    /// Forgets what was counted so far on this thread (before a step).
    package static func reset() {
        rehearsal_escapes_take(nil)
    }

    /// The warning for what this thread sent out since the last call, or `nil` when nothing escaped.
    package static func takeWarning() -> String? {
        var escapes = rehearsal_escapes()
        rehearsal_escapes_take(&escapes)
        guard isWatched else { return nil }
        // Foundation's timers and requests are named only when the `foundation` check passed: never guessed.
        if !FoundationHooks.areFound {
            escapes.timers = 0
            escapes.requests = 0
        }
        var parts: [String] = []
        let queue = withUnsafeBytes(of: escapes.queue) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let named = queue.isEmpty ? "" : " (to the queue \"\(queue)\")"
        if escapes.dispatches > 0 {
            parts.append(count(Int(escapes.dispatches), "DispatchQueue.async call") + named)
        }
        if escapes.delayed > 0 {
            parts.append(
                count(Int(escapes.delayed), "DispatchQueue.asyncAfter call") + (escapes.dispatches > 0 ? "" : named))
        }
        if escapes.threads > 0 { parts.append(count(Int(escapes.threads), "new Thread")) }
        if escapes.timers > 0 { parts.append(count(Int(escapes.timers), "Foundation Timer")) }
        if escapes.requests > 0 { parts.append(count(Int(escapes.requests), "URLSession task")) }
        guard !parts.isEmpty else { return nil }
        let main =
            queue == "com.apple.main-thread" ? " Work sent to the main queue never runs here: nothing drains it." : ""
        return "warning: this step sent work out of the virtual scheduler: \(parts.joined(separator: ", ")). It "
            + "runs on real time, so what it changes may arrive at any moment or differ between runs.\(main) "
            + "To fix, \(fixes(escapes)), so the session's virtual time runs the work."
    }

    /// What to use instead, for each kind of work that escaped.
    private static func fixes(_ escapes: rehearsal_escapes) -> String {
        var fixes: [String] = []
        if escapes.dispatches > 0 || escapes.delayed > 0 || escapes.threads > 0 {
            fixes.append("use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread")
        }
        if escapes.timers > 0 {
            fixes.append(
                "use Timer.publish(every:on:in:) with onReceive, or a Task.sleep loop, instead of Timer.scheduledTimer")
        }
        if escapes.requests > 0 {
            fixes.append("load through a protocol that the preview stubs with canned data instead of a real URLSession")
        }
        return fixes.joined(separator: "; ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
