import Testing
@testable import TimelineCore

@Suite("TimeScale")
struct TimeScaleTests {
    private func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Time {
        Time(year: 2025, month: 3, day: day, hour: hour, minute: minute)
    }

    @Test("continuous leaves times alone")
    func continuous() {
        #expect(TimeScale.continuous.snap(at(3, 8, 7)) == at(3, 8, 7))
        #expect(TimeScale.continuous.isContinuous)
    }

    @Test("a quarter-hour grid rounds nearest, up and down")
    func quarterHours() {
        let nearest = TimeScale.intervalsWith(period: 15, in: .minutes)
        #expect(nearest.snap(at(3, 8, 7)) == at(3, 8))
        #expect(nearest.snap(at(3, 8, 8)) == at(3, 8, 15))
        #expect(nearest.snap(Time(year: 2025, month: 3, day: 3, hour: 8, minute: 7, second: 30)) == at(3, 8, 15))
        #expect(TimeScale.intervalsWith(period: 15, in: .minutes, rule: .up).snap(at(3, 8, 1)) == at(3, 8, 15))
        #expect(TimeScale.intervalsWith(period: 15, in: .minutes, rule: .down).snap(at(3, 8, 14)) == at(3, 8))
        #expect(TimeScale.intervalsWith(period: 15, in: .minutes, rule: .up).snap(at(3, 8, 15)) == at(3, 8, 15))
    }

    @Test("an origin shifts the grid")
    func origin() {
        let scale = TimeScale.intervalsWith(period: 2, in: .hours, origin: at(3, 1))
        #expect(scale.snap(at(3, 8, 10)) == at(3, 9))
        #expect(scale.snap(at(3, 7, 50)) == at(3, 7))
        let days = TimeScale.intervalsWith(period: 1, in: .days, origin: at(3, 8))
        #expect(days.snap(at(5, 19)) == at(5, 8)) // 11 h after Wednesday 08:00, 13 h before Thursday 08:00
    }

    @Test("calendar grids step through months, including before the origin")
    func months() {
        let months = TimeScale.intervalsWith(period: 1, in: .months, origin: Time(year: 2025, month: 1, day: 1))
        #expect(months.snap(Time(year: 2025, month: 3, day: 10)) == Time(year: 2025, month: 3, day: 1))
        #expect(months.snap(Time(year: 2025, month: 3, day: 20)) == Time(year: 2025, month: 4, day: 1))
        #expect(months.snap(Time(year: 2024, month: 11, day: 20)) == Time(year: 2024, month: 12, day: 1))
        let quarters = TimeScale.intervalsWith(period: 1, in: .quarters, origin: Time(year: 2025, month: 1, day: 1), rule: .down)
        #expect(quarters.snap(Time(year: 2025, month: 6, day: 30)) == Time(year: 2025, month: 4, day: 1))
        #expect(quarters.snap(Time(year: 2024, month: 12, day: 31)) == Time(year: 2024, month: 10, day: 1))
    }

    @Test("with a schedule, a snapped time moves into working time")
    func scheduled() {
        let up = TimeScale.intervalsWith(period: 1, in: .hours, rule: .up, schedule: Schedule.standard)
        #expect(up.snap(at(3, 16, 20)) == at(4, 8))
        let down = TimeScale.intervalsWith(period: 1, in: .hours, rule: .down, schedule: Schedule.standard)
        #expect(down.snap(at(4, 7, 20)) == at(3, 16))
        let nearest = TimeScale.intervalsWith(period: 1, in: .hours, schedule: Schedule.standard)
        #expect(nearest.snap(at(3, 17, 40)) == at(3, 16)) // 18:00 is 2 h after 16:00, 14 h before 08:00
        #expect(nearest.snap(at(4, 6, 20)) == at(4, 8))
        #expect(nearest.snap(at(3, 10, 20)) == at(3, 10))
    }

    @Test("stepping goes to the next grid point in either direction, then whole steps; a continuous scale has no step")
    func stepping() {
        let hours = TimeScale.intervalsWith(period: 1, in: .hours)
        #expect(hours.stepping(at(3, 8, 30), by: 1) == at(3, 9))
        #expect(hours.stepping(at(3, 8, 30), by: -1) == at(3, 8))
        #expect(hours.stepping(at(3, 8), by: 1) == at(3, 9))
        #expect(hours.stepping(at(3, 8), by: -2) == at(3, 6))
        let weeks = TimeScale.intervalsWith(period: 1, in: .weeks)
        #expect(weeks.stepping(at(5, 10), by: 1) == at(10, 0))   // Wednesday → next Monday
        #expect(weeks.stepping(at(5, 10), by: -1) == at(3, 0))   // → this Monday
        let months = TimeScale.intervalsWith(period: 1, in: .months)
        #expect(months.stepping(at(5, 10), by: 1) == Time(year: 2025, month: 4, day: 1))
        #expect(months.stepping(at(5, 10), by: -1) == Time(year: 2025, month: 3, day: 1))
        #expect(TimeScale.continuous.stepping(at(3, 8), by: 1) == nil)
    }
}
