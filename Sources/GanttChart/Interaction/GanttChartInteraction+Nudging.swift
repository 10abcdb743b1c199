import TimelineCore

extension GanttChartInteraction {
    // MARK: Moving and resizing the selected bar with the keyboard

    /// The most grid steps a nudge looks through for working time (an hourly
    /// grid crosses a long holiday in a few hundred).
    static let maximumNudgeSteps = 10_000

    /// Alt+←/→ moves the selected bar by one snap unit, Shift+Alt+←/→ moves
    /// its finish; each press is one undoable edit. With a continuous time
    /// scale the unit is a day. A task that works lands on working time: its
    /// start on the start of a working interval, its finish on the end of
    /// one, keeping its working duration when moved.
    /// - Parameters:
    ///   - direction: `1` for later, `-1` for earlier.
    ///   - resizes: Whether the finish moves (the start stays).
    mutating func nudgeSelection(by direction: Int, resizes: Bool, _ context: inout Context) {
        guard case .idle = state, case let .item(id)? = selection, let item = context.manager.item(withID: id) else { return }
        let manager = context.manager
        let schedule = manager.schedule(for: item)
        let working = item.type == .standard ? schedule.workingDuration(of: item.time) : 0
        let scale = configuration.timeScale
        func step(_ time: Time) -> Time {
            scale.stepping(time, by: direction) ?? time.adding(days: direction)
        }
        let time: TimeRange
        if resizes {
            guard settings.allowsResizing(item) else { return }
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
            guard finish > item.start else { return }   // never shorter than nothing
            time = TimeRange(item.start..<finish)
        } else {
            guard settings.allowsMoving(item) else { return }
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
        guard time != item.time else { return }
        let changes = recording(manager) { try manager.updateTime(for: id, to: time) }
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        commit(changes, actionName: resizes ? "Resize" : "Move", &context)
    }
}
