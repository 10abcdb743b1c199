import Testing
@testable import TimelineCore

@Suite("ScheduleTimeSelector")
struct ScheduleTimeSelectorTests {
    // Friday 2025-02-07, Saturday 8, Sunday 9, Monday 10.

    @Test("Working times of a lunch-break schedule, clipped to the range")
    func times() {
        let selector = ScheduleTimeSelector(timesOf: NaiveWeekSchedule.lunchBreak)
        #expect(selector.intervals(in: r(t(2025, 2, 7, 10), t(2025, 2, 10, 14))) == [
            r(t(2025, 2, 7, 10), t(2025, 2, 7, 12)), r(t(2025, 2, 7, 13), t(2025, 2, 7, 17)),
            r(t(2025, 2, 10, 8), t(2025, 2, 10, 12)), r(t(2025, 2, 10, 13), t(2025, 2, 10, 14)),
        ])
    }

    @Test("Timeouts of a lunch-break schedule: the lunch breaks, the nights and the weekend")
    func timeouts() {
        let selector = ScheduleTimeSelector(timeoutsOf: NaiveWeekSchedule.lunchBreak)
        #expect(selector.intervals(in: r(t(2025, 2, 7, 10), t(2025, 2, 10, 14))) == [
            r(t(2025, 2, 7, 12), t(2025, 2, 7, 13)), r(t(2025, 2, 7, 17), t(2025, 2, 10, 8)),
            r(t(2025, 2, 10, 12), t(2025, 2, 10, 13)),
        ])
        #expect(ScheduleTimeSelector.workbreaks(of: NaiveWeekSchedule.lunchBreak).intervals(in: TimeRange(at: t(2025, 2, 7, 12, 30)))
                == [r(t(2025, 2, 7, 12), t(2025, 2, 7, 13))])
    }

    @Test("Workdays and workbreaks presets follow Monday–Friday 08:00–16:00")
    func workdays() {
        let range = r(t(2025, 2, 7), t(2025, 2, 8))
        #expect(ScheduleTimeSelector.workdays.intervals(in: range) == [r(t(2025, 2, 7, 8), t(2025, 2, 7, 16))])
        #expect(ScheduleTimeSelector.workbreaks.intervals(in: range) == [r(t(2025, 2, 7), t(2025, 2, 7, 8)), r(t(2025, 2, 7, 16), t(2025, 2, 8))])
        #expect(ScheduleTimeSelector.workdays(of: NaiveWeekSchedule.standard).intervals(in: range) == ScheduleTimeSelector.workdays.intervals(in: range))
    }

    @Test("Days are 08:00–20:00 and nights the rest")
    func daysAndNights() {
        let range = r(t(2025, 2, 3, 6), t(2025, 2, 4, 9))
        #expect(ScheduleTimeSelector.days.intervals(in: range) == [r(t(2025, 2, 3, 8), t(2025, 2, 3, 20)), r(t(2025, 2, 4, 8), t(2025, 2, 4, 9))])
        #expect(ScheduleTimeSelector.nights.intervals(in: range) == [r(t(2025, 2, 3, 6), t(2025, 2, 3, 8)), r(t(2025, 2, 3, 20), t(2025, 2, 4, 8))])
    }

    @Test("Weekdays and weekends are whole-day blocks")
    func weekends() {
        #expect(ScheduleTimeSelector.weekends.intervals(in: r(t(2025, 2, 1), t(2025, 2, 17))) ==
                [r(t(2025, 2, 1), t(2025, 2, 3)), r(t(2025, 2, 8), t(2025, 2, 10)), r(t(2025, 2, 15), t(2025, 2, 17))])
        #expect(ScheduleTimeSelector.weekdays.intervals(in: r(t(2025, 2, 5), t(2025, 2, 12))) ==
                [r(t(2025, 2, 5), t(2025, 2, 8)), r(t(2025, 2, 10), t(2025, 2, 12))])
        #expect(ScheduleTimeSelector.weekends.intervals(in: TimeRange(at: t(2025, 2, 8, 12))) == [r(t(2025, 2, 8), t(2025, 2, 9))])
    }
}

@Suite("ScheduleTimeSelector on Schedule")
struct ScheduleTimeSelectorOnScheduleTests {
    @Test("A lunch-break Schedule gives the same times and timeouts as the naive test schedule")
    func lunchBreakSchedule() throws {
        let schedule = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 12), DayRange(13, to: 17)])
        let range = r(t(2025, 2, 7, 10), t(2025, 2, 10, 14))
        #expect(ScheduleTimeSelector(timesOf: schedule).intervals(in: range) ==
                ScheduleTimeSelector(timesOf: NaiveWeekSchedule.lunchBreak).intervals(in: range))
        #expect(ScheduleTimeSelector(timeoutsOf: schedule).intervals(in: range) ==
                ScheduleTimeSelector(timeoutsOf: NaiveWeekSchedule.lunchBreak).intervals(in: range))
    }

    @Test("The workdays preset matches Schedule.standard over a month")
    func standard() {
        let range = r(t(2025, 2, 1), t(2025, 3, 1))
        #expect(ScheduleTimeSelector.workdays.intervals(in: range) == ScheduleTimeSelector(timesOf: Schedule.standard).intervals(in: range))
        #expect(ScheduleTimeSelector.workbreaks.intervals(in: range) == ScheduleTimeSelector(timeoutsOf: Schedule.standard).intervals(in: range))
    }

    @Test("Working-day labels on Schedule.standard")
    func workingDayLabels() {
        let labels = DurationTimeLabelGenerator(unit: .days, from: t(2025, 2, 7, 8), schedule: Schedule.standard,
                                                workingUnitDuration: 8 * 3_600)
        let days = PeriodSelector(.days, schedule: Schedule.standard).intervals(in: r(t(2025, 2, 7), t(2025, 2, 12)))
        #expect(days.map { labels.label(for: $0) } == ["1", "2", "3"])
    }
}
