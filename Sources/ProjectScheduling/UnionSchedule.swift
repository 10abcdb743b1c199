import TimelineCore

/// The working time of a task whose assignments work on different resource
/// calendars: each assignment runs the task's duration on its own calendar,
/// so a start is the earliest assignment start, a finish the latest
/// assignment finish, and the task works whenever any of them does.
struct UnionSchedule: ScheduleDefinition {
    let members: [any ScheduleDefinition]

    func isWorking(at time: Time) -> Bool { members.contains { $0.isWorking(at: time) } }

    func nextWorkingTime(from time: Time) -> Time {
        members.map { $0.nextWorkingTime(from: time) }.min() ?? time
    }

    func previousWorkingTime(from time: Time) -> Time {
        members.map { $0.previousWorkingTime(from: time) }.max() ?? time
    }

    func adding(workingDuration: Double, to time: Time) -> Time {
        let ends = members.map { $0.adding(workingDuration: workingDuration, to: time) }
        return (workingDuration >= 0 ? ends.max() : ends.min()) ?? time
    }

    func subtracting(workingDuration: Double, from time: Time) -> Time {
        let starts = members.map { $0.subtracting(workingDuration: workingDuration, from: time) }
        return (workingDuration >= 0 ? starts.min() : starts.max()) ?? time
    }

    func workingDuration(of range: TimeRange) -> Double {
        workingIntervals(in: range).reduce(0) { $0 + $1.duration }
    }

    func workingIntervals(in range: TimeRange) -> [TimeRange] {
        let all = members.flatMap { $0.workingIntervals(in: range) }.sorted { $0.start < $1.start }
        var merged: [TimeRange] = []
        for interval in all {
            if let last = merged.last, interval.start <= last.finish {
                if interval.finish > last.finish { merged[merged.count - 1] = TimeRange(last.start..<interval.finish) }
            } else {
                merged.append(interval)
            }
        }
        return merged
    }

    func nonworkingIntervals(in range: TimeRange) -> [TimeRange] {
        var out: [TimeRange] = []
        var cursor = range.start
        for interval in workingIntervals(in: range) {
            if interval.start > cursor { out.append(TimeRange(cursor..<interval.start)) }
            cursor = Swift.max(cursor, interval.finish)
        }
        if cursor < range.finish { out.append(TimeRange(cursor..<range.finish)) }
        return out
    }
}
