import ProjectScheduling
import TimelineCore

/// Keeps items within their constraints without a full schedule (for charts
/// without auto-scheduling; ``GanttChartItemAutoSchedulingBehavior`` applies
/// the same constraints through the engine). Items keep their working
/// duration in their schedule; on ``Schedule/standard``:
///
/// - SNET Wed 10:00: an 8 h item at Mon 08:00 moves to Wed 10:00–Thu 10:00;
///   one at Thu 08:00 stays.
/// - FNET Thu 16:00: an 8 h item at Mon 08:00 moves to Thu 08:00–16:00.
/// - SNLT Tue 08:00: an item starting Wed 08:00 moves back to Tue 08:00.
/// - FNLT Tue 16:00: an 8 h item finishing Wed 16:00 moves to Tue 08:00–16:00.
/// - MSO / MFO: the item starts / finishes on the date.
/// - ASAP and ALAP need the links: nothing happens here.
public final class GanttChartItemConstraintBehavior: GanttChartItemBehavior {
    /// The constraints by item.
    public var constraints: GanttChartItemConstraintSet

    /// Creates the behavior.
    public init(constraints: GanttChartItemConstraintSet) {
        self.constraints = constraints
    }

    /// Applies the constraints of the changed items (all on demand).
    /// - Complexity: A few working-time operations per constrained item considered.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit]) {
        let ids = changes.isEmpty ? constraints.constraints.keys.sorted() : changes.compactMap(\.scheduledItemID)
        for id in ids {
            guard let constraint = constraints[id], let item = manager.item(withID: id) else { continue }
            let schedule = manager.schedule(for: item)
            let work = item.isMilestone ? 0 : schedule.workingDuration(of: item.time)
            func starting(_ t: Time) -> TimeRange {
                let s = work == 0 ? t : schedule.nextWorkingTime(from: t)
                return TimeRange(s..<(work == 0 ? s : schedule.adding(workingDuration: work, to: s)))
            }
            func finishing(_ t: Time) -> TimeRange {
                let s = work == 0 ? t : schedule.subtracting(workingDuration: work, from: t)
                return TimeRange(s..<(work == 0 ? s : schedule.adding(workingDuration: work, to: s)))
            }
            let target: TimeRange?
            switch constraint {
            case .asSoonAsPossible, .asLateAsPossible: target = nil
            case let .startNoEarlierThan(t): target = item.start < t ? starting(t) : nil
            case let .finishNoEarlierThan(t): target = item.finish < t ? finishing(t) : nil
            case let .startNoLaterThan(t): target = item.start > t ? starting(t) : nil
            case let .finishNoLaterThan(t): target = item.finish > t ? finishing(t) : nil
            case let .mustStartOn(t): target = starting(t)
            case let .mustFinishOn(t): target = finishing(t)
            }
            if let target, target != item.time {
                try? manager.updateTime(for: id, to: target)
            }
        }
    }
}
