import TimelineCore

extension GanttChartInteraction {
    // MARK: Moving and resizing the selected bar with the keyboard

    /// The most grid steps a nudge looks through for working time (an hourly
    /// grid crosses a long holiday in a few hundred).
    static let maximumNudgeSteps = 10_000

    /// Alt+←/→ moves the selected bars by one snap unit, Shift+Alt+←/→ moves
    /// their finishes; each press is one undoable edit. With a continuous time
    /// scale the unit is a day. A task that works lands on working time: its
    /// start on the start of a working interval, its finish on the end of
    /// one, keeping its working duration when moved.
    /// - Parameters:
    ///   - direction: `1` for later, `-1` for earlier.
    ///   - resizes: Whether the finish moves (the start stays).
    mutating func nudgeSelection(by direction: Int, resizes: Bool, _ context: inout Context) {
        guard case .idle = state, case .item? = selection else { return }
        let manager = context.manager
        // Every selected item (a summary carries the selected tasks under it along), each in its own working time.
        let moved = movingItems(manager).compactMap { item in
            nudgedTime(of: item, by: direction, resizes: resizes, manager).map { (item.id, $0) }
        }
        guard !moved.isEmpty else { return }
        let changes = recording(manager) { for (id, time) in moved { try manager.updateTime(for: id, to: time) } }
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        let several = selectedItems.count > 1
        commit(changes, actionName: resizes ? (several ? "Resize items" : "Resize") : (several ? "Move items" : "Move"), &context)
    }

    /// Where one nudge takes `item`, or `nil` when it cannot move (not allowed, or already at the limit).
    func nudgedTime(of item: GanttChartItem, by direction: Int, resizes: Bool, _ manager: GanttChartItemManager) -> TimeRange? {
        let schedule = manager.schedule(for: item)
        let working = item.type == .standard ? schedule.workingDuration(of: item.time) : 0
        let scale = configuration.timeScale
        func step(_ time: Time) -> Time {
            scale.stepping(time, by: direction) ?? time.adding(days: direction)
        }
        let time: TimeRange
        if resizes {
            guard settings.allowsResizing(item) else { return nil }
            // The next grid point whose working time ends later (earlier) than the finish.
            var candidate = item.finish
            var finish = item.finish
            for _ in 0..<Self.maximumNudgeSteps {
                candidate = step(candidate)
                let adjusted = working > 0 ? schedule.previousWorkingTime(from: candidate) : candidate
                if direction > 0 ? adjusted > item.finish : adjusted < item.finish {
                    finish = adjusted
                    break
                }
            }
            guard finish > item.start else { return nil }   // never shorter than nothing
            time = TimeRange(item.start..<finish)
        } else {
            guard settings.allowsMoving(item) else { return nil }
            var candidate = item.start
            var start = item.start
            for _ in 0..<Self.maximumNudgeSteps {
                candidate = step(candidate)
                let adjusted = working > 0 ? schedule.nextWorkingTime(from: candidate) : candidate
                if direction > 0 ? adjusted > item.start : adjusted < item.start {
                    start = adjusted
                    break
                }
            }
            switch item.type {
            case .milestone: time = TimeRange(at: start)
            case .standard where working > 0:
                time = TimeRange(start..<Swift.max(start, schedule.adding(workingDuration: working, to: start)))
            case .standard, .summary: time = TimeRange(start..<start.adding(seconds: item.duration))
            }
        }
        return time == item.time ? nil : time
    }
}
