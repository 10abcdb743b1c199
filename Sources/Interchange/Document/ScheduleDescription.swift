import Foundation
public import TimelineCore

/// A named working-time schedule as written in a ``TimelineDocument``:
/// working days and hours, holidays and exceptions with their own hours.
///
/// ```yaml
/// schedules:
///   site:
///     workingDays: [mon, tue, wed, thu, fri, sat]
///     hours: ["07:00-12:00", "13:00-17:00"]
///     weekdays: {sat: ["07:00-12:00"]}
///     holidays: [2025-12-25, {from: 2025-12-29, to: 2025-12-31}]
///     exceptions: [{date: 2025-12-24, hours: ["07:00-11:00"]}]
/// ```
public struct ScheduleDescription: Sendable, Equatable {
    /// The name items and highlighters use.
    public var name: String
    /// The working weekdays; Monday to Friday by default.
    public var workingDays: [Weekday]
    /// The working hours of each working day; 08:00–16:00 by default.
    public var hours: [DayRange]
    /// Hours of particular weekdays, replacing ``hours`` on those days (an
    /// empty list makes the day nonworking; a listed day works even if it is not
    /// among ``workingDays``).
    public var weekdayHours: [Weekday: [DayRange]]
    /// Nonworking spans, half-open (a whole day is `[d 00:00, d+1 00:00)`).
    public var holidays: [TimeRange]
    /// Spans with their own working hours.
    public var exceptions: [Exception]

    /// The built-in schedule names and their schedules.
    public static let builtIns: [(name: String, schedule: Schedule)] = [
        ("standard", .standard), ("fullWeek", .fullWeek), ("fullDay", .fullDay), ("continuous", .continuous),
    ]

    /// The built-in schedule with this name, if any.
    public static func builtIn(named name: String) -> Schedule? {
        builtIns.first { $0.name == name }?.schedule
    }

    /// Creates a schedule description; omitted values give Monday to Friday, 08:00–16:00.
    public init(
        name: String,
        workingDays: [Weekday] = Weekday.workweek,
        hours: [DayRange] = [DayRange(8, to: 16)],
        weekdayHours: [Weekday: [DayRange]] = [:],
        holidays: [TimeRange] = [],
        exceptions: [Exception] = []
    ) {
        self.name = name
        self.workingDays = workingDays
        self.hours = hours
        self.weekdayHours = weekdayHours
        self.holidays = holidays
        self.exceptions = exceptions
    }

    /// A span whose days have their own working hours (a half day, a weekend shift).
    public struct Exception: Sendable, Hashable {
        /// The span, half-open, usually whole days.
        public var range: TimeRange
        /// The working hours of each day inside ``range``; empty for none.
        public var hours: [DayRange]

        /// Creates an exception.
        public init(range: TimeRange, hours: [DayRange]) {
            self.range = range
            self.hours = hours
        }
    }

    /// The working intervals per weekday this description gives.
    public var workingIntervals: [Weekday: [DayRange]] {
        var result: [Weekday: [DayRange]] = [:]
        for day in workingDays { result[day] = hours }
        for (day, dayHours) in weekdayHours { result[day] = dayHours.isEmpty ? nil : dayHours }
        return result
    }

    /// Builds the schedule.
    /// - Throws: ``ScheduleError`` when no day works, hours overlap or an
    ///   exception's hours overlap.
    /// - Complexity: O(h + e·d) for h holidays and e exceptions spanning d days.
    public func makeSchedule() throws(ScheduleError) -> Schedule {
        var scheduleExceptions: [ScheduleException] = []
        for exception in exceptions {
            if exception.hours.isEmpty {
                scheduleExceptions.append(ScheduleException(nonworking: exception.range))
                continue
            }
            var intervals: [TimeRange] = []
            var day = exception.range.start.dayStart
            while day < exception.range.finish {
                for hour in exception.hours {
                    let start = max(day.adding(seconds: hour.from), exception.range.start)
                    let finish = min(day.adding(seconds: hour.to), exception.range.finish)
                    if start < finish { intervals.append(TimeRange(start..<finish)) }
                }
                day = day.adding(days: 1)
            }
            scheduleExceptions.append(try ScheduleException(range: exception.range, workingIntervals: intervals))
        }
        return try Schedule(workingIntervals: workingIntervals, excludedIntervals: holidays, exceptions: scheduleExceptions)
    }
}

/// A working duration as written in a document: a number and a unit, such as
/// `3d`, `16h`, `90m` or `2w`. Days and weeks count the working time of the
/// item's schedule (a day is its average working day, a week its working week).
public struct WorkingDuration: Sendable, Hashable, CustomStringConvertible {
    /// The unit of a working duration.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Minutes (`m`).
        case minutes = "m"
        /// Hours (`h`).
        case hours = "h"
        /// Working days of the schedule (`d`).
        case days = "d"
        /// Working weeks of the schedule (`w`).
        case weeks = "w"
    }

    /// The number of units, `>= 0`.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// The longest duration a document may use, in seconds of working time
    /// (about a century of continuous time), so arithmetic stays exact.
    public static let maximumSeconds: Double = 3_200_000_000

    /// Creates a duration.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Reads `3d`, `16h`, `1.5d`, `90m`, `2w` (spaces before the unit allowed).
    /// - Returns: `nil` unless the text is a finite, non-negative number and a unit.
    public init?(parsing text: String) {
        // Fast path for what writers write (`3d`, `1.5h`): ASCII digits and
        // a point, then the unit; anything else takes the general path.
        let utf8 = text.utf8
        if let last = utf8.last, utf8.count >= 2, utf8.dropLast().allSatisfy({ (48...57).contains($0) || $0 == 46 }),
           let unit = Unit(rawValue: String(UnicodeScalar(last))) {
            guard let value = Double(text.dropLast()), value.isFinite, value >= 0 else { return nil }
            self.init(value, unit)
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, let unit = Unit(rawValue: String(last)) else { return nil }
        let number = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value.isFinite, value >= 0 else { return nil }
        self.init(value, unit)
    }

    /// The working seconds on `schedule`.
    public func seconds(on schedule: Schedule) -> Double {
        switch unit {
        case .minutes: value * 60
        case .hours: value * 3_600
        case .days: value * schedule.averageWorkingDay
        case .weeks: value * schedule.workingWeek
        }
    }

    /// A schedule's average working day and working week, in seconds: what
    /// days and weeks count. Computed once per schedule by the resolver.
    struct DayLengths {
        var day: Double
        var week: Double

        init(_ schedule: Schedule) {
            day = schedule.averageWorkingDay
            week = schedule.workingWeek
        }
    }

    /// The working seconds with days and weeks of `lengths`.
    func seconds(on lengths: DayLengths) -> Double {
        switch unit {
        case .minutes: value * 60
        case .hours: value * 3_600
        case .days: value * lengths.day
        case .weeks: value * lengths.week
        }
    }

    /// `3d`, `1.5h`.
    public var description: String {
        let number = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return number + unit.rawValue
    }
}

extension Schedule {
    /// The working seconds of a week of the weekly pattern (exceptions ignored).
    public var workingWeek: Double {
        Weekday.allCases.reduce(0) { $0 + workingIntervals(on: $1).reduce(0) { $0 + $1.duration } }
    }

    /// The working seconds of an average working weekday (weekly working time
    /// over the number of working weekdays): 8 h on ``standard``.
    public var averageWorkingDay: Double {
        let days = workingWeekdays.count
        return days == 0 ? 0 : workingWeek / Double(days)
    }
}
