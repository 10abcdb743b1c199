import Testing
@testable import TimelineCore

@Suite("PeriodSelector")
struct PeriodSelectorTests {
    // 2025-02-03 is a Monday; 2025-02-04 a Tuesday.

    @Test("Days include the day containing the range start and exclude the day starting at the finish")
    func daysAtBoundaries() {
        let days = PeriodSelector(.days)
        let result = days.intervals(in: r(t(2025, 2, 4, 10), t(2025, 2, 6)))
        #expect(result == [r(t(2025, 2, 4), t(2025, 2, 5)), r(t(2025, 2, 5), t(2025, 2, 6))])
    }

    @Test("A range starting exactly at a day start begins with that day")
    func dayStartBoundary() {
        let result = PeriodSelector(.days).intervals(in: r(t(2025, 2, 4), t(2025, 2, 4, 0, 0, 1)))
        #expect(result == [r(t(2025, 2, 4), t(2025, 2, 5))])
    }

    @Test("A momentary range gives the one period that contains it")
    func momentaryRange() {
        let result = PeriodSelector(.hours).intervals(in: TimeRange(at: t(2025, 2, 4, 10, 30)))
        #expect(result == [r(t(2025, 2, 4, 10), t(2025, 2, 4, 11))])
    }

    @Test("Weeks start on the weekday of their origin")
    func weekStarts() {
        let range = r(t(2025, 2, 5), t(2025, 2, 12))
        let mondays = PeriodSelector(.weeks) // origin 2001-01-01 is a Monday
        #expect(mondays.intervals(in: range) == [r(t(2025, 2, 3), t(2025, 2, 10)), r(t(2025, 2, 10), t(2025, 2, 17))])
        let sundays = PeriodSelector(.weeks, origin: Time.reference.weekStart(on: .sunday))
        #expect(sundays.intervals(in: range) == [r(t(2025, 2, 2), t(2025, 2, 9)), r(t(2025, 2, 9), t(2025, 2, 16))])
        let saturdays = PeriodSelector(.weeks, origin: Time.reference.weekStart(on: .saturday))
        #expect(saturdays.intervals(in: range).first == r(t(2025, 2, 1), t(2025, 2, 8)))
    }

    @Test("Periods longer than one unit are aligned to the origin")
    func periodWithOrigin() {
        let twoDays = PeriodSelector(.days, period: 2, origin: t(2025, 2, 3))
        #expect(twoDays.intervals(in: r(t(2025, 2, 4, 12), t(2025, 2, 7))) ==
                [r(t(2025, 2, 3), t(2025, 2, 5)), r(t(2025, 2, 5), t(2025, 2, 7))])
        let sixHours = PeriodSelector(.hours, period: 6, origin: t(2025, 2, 3, 2))
        #expect(sixHours.intervals(in: r(t(2025, 2, 3, 1), t(2025, 2, 3, 9))) ==
                [r(t(2025, 2, 2, 20), t(2025, 2, 3, 2)), r(t(2025, 2, 3, 2), t(2025, 2, 3, 8)), r(t(2025, 2, 3, 8), t(2025, 2, 3, 14))])
    }

    @Test("Before the origin, periods continue backwards")
    func beforeOrigin() {
        let threeDays = PeriodSelector(.days, period: 3, origin: t(2025, 2, 3))
        #expect(threeDays.floor(t(2025, 2, 2, 23)) == t(2025, 1, 31))
        #expect(threeDays.floor(t(2025, 1, 31)) == t(2025, 1, 31))
    }

    @Test("An offset shifts days to start at a time of day")
    func offsetDays() {
        let shifts = PeriodSelector(.days, offset: 6 * 3_600)
        #expect(shifts.intervals(in: r(t(2025, 2, 4, 5), t(2025, 2, 4, 7))) ==
                [r(t(2025, 2, 3, 6), t(2025, 2, 4, 6)), r(t(2025, 2, 4, 6), t(2025, 2, 5, 6))])
    }

    @Test("Half days, minutes and sub-seconds split exactly")
    func shortUnits() {
        #expect(PeriodSelector(.halfDays).intervals(in: r(t(2025, 2, 4, 11), t(2025, 2, 4, 13))) ==
                [r(t(2025, 2, 4), t(2025, 2, 4, 12)), r(t(2025, 2, 4, 12), t(2025, 2, 5))])
        #expect(PeriodSelector(.minutes, period: 15).intervals(in: r(t(2025, 2, 4, 10, 7), t(2025, 2, 4, 10, 30))).count == 2)
        let tenths = PeriodSelector(.deciseconds).intervals(in: r(t(2025, 2, 4, 10, 0, 0.25), t(2025, 2, 4, 10, 0, 1)))
        #expect(tenths.count == 8)
        #expect(abs(tenths[0].start.absoluteSeconds - t(2025, 2, 4, 10, 0, 0.2).absoluteSeconds) < 1e-6)
        #expect(abs(tenths[7].finish.absoluteSeconds - t(2025, 2, 4, 10, 0, 1).absoluteSeconds) < 1e-6)
    }

    @Test("A 24:00 range finish ends the selection with that day")
    func endOfDayFinish() {
        let result = PeriodSelector(.days).intervals(in: r(t(2025, 2, 4), Time(dayNumber: t(2025, 2, 4).dayNumber, timeOfDay: 86_400)))
        #expect(result == [r(t(2025, 2, 4), t(2025, 2, 5))])
    }

    @Test("With a schedule, days are clipped to their working extent and nonworking days dropped")
    func scheduleExtent() {
        let days = PeriodSelector(.days, schedule: NaiveWeekSchedule.lunchBreak)
        // Friday 2025-02-07 to Monday 2025-02-10 inclusive.
        let result = days.intervals(in: r(t(2025, 2, 7), t(2025, 2, 11)))
        #expect(result == [r(t(2025, 2, 7, 8), t(2025, 2, 7, 17)), r(t(2025, 2, 10, 8), t(2025, 2, 10, 17))])
    }

    @Test("With a schedule and parts clipping, each working interval is kept separately")
    func scheduleParts() {
        let days = PeriodSelector(.days, schedule: NaiveWeekSchedule.lunchBreak, scheduleClipping: .parts)
        let result = days.intervals(in: r(t(2025, 2, 7, 10), t(2025, 2, 8)))
        #expect(result == [r(t(2025, 2, 7, 8), t(2025, 2, 7, 12)), r(t(2025, 2, 7, 13), t(2025, 2, 7, 17))])
    }

    @Test("Ceiling and interval(containing:) derive from floor and offset")
    func derived() {
        let days = PeriodSelector(.days)
        #expect(days.ceiling(t(2025, 2, 4, 1)) == t(2025, 2, 5))
        #expect(days.ceiling(t(2025, 2, 4)) == t(2025, 2, 4))
        #expect(days.interval(containing: t(2025, 2, 4, 23)) == r(t(2025, 2, 4), t(2025, 2, 5)))
    }
}

@Suite("PeriodSelector far from 2001")
struct PeriodSelectorPrecisionTests {
    @Test("Milliseconds stay exact in year 2500 and a 24:00 time starts the next day")
    func farMilliseconds() {
        let ms = PeriodSelector(.milliseconds)
        let start = ms.floor(t(2500, 6, 1, 12, 0, 7.0375))
        #expect(start.dayNumber == t(2500, 6, 1).dayNumber)
        #expect(abs(start.timeOfDay - (12 * 3_600 + 7.037)) < 1e-9)
        let endOfDay = Time(dayNumber: t(2025, 2, 4).dayNumber, timeOfDay: 86_400)
        #expect(PeriodSelector(.days).floor(endOfDay) == t(2025, 2, 5))
        #expect(PeriodSelector(.days).floor(endOfDay).dayNumber == t(2025, 2, 5).dayNumber)
    }
}
