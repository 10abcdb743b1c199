import Testing
@testable import TimelineCore

@Suite("CalendarPeriodSelector")
struct CalendarPeriodSelectorTests {
    @Test("Months cover February of a leap year with 29 days")
    func leapFebruary() {
        let months = CalendarPeriodSelector(.months)
        let result = months.intervals(in: r(t(2024, 2, 10), t(2024, 3, 1)))
        #expect(result == [r(t(2024, 2, 1), t(2024, 3, 1))])
        #expect(result[0].duration == 29 * 86_400)
        #expect(months.intervals(in: r(t(2023, 2, 10), t(2023, 3, 2))) == [r(t(2023, 2, 1), t(2023, 3, 1)), r(t(2023, 3, 1), t(2023, 4, 1))])
    }

    @Test("Quarters start in January, April, July and October")
    func quarters() {
        let result = CalendarPeriodSelector(.quarters).intervals(in: r(t(2025, 2, 14), t(2025, 7, 1)))
        #expect(result == [r(t(2025, 1, 1), t(2025, 4, 1)), r(t(2025, 4, 1), t(2025, 7, 1))])
    }

    @Test("Years include the year containing the range start, also across a leap year")
    func years() {
        let result = CalendarPeriodSelector(.years).intervals(in: r(t(2023, 12, 31, 23), t(2025, 1, 1)))
        #expect(result == [r(t(2023, 1, 1), t(2024, 1, 1)), r(t(2024, 1, 1), t(2025, 1, 1))])
        #expect(result[1].duration == 366 * 86_400)
    }

    @Test("Decades, centuries and millennia align to years ending in 0, 00 and 000")
    func longUnits() {
        #expect(CalendarPeriodSelector(.decades).floor(t(2025, 6, 1)) == t(2020, 1, 1))
        #expect(CalendarPeriodSelector(.decades).offset(t(2020, 1, 1), by: 1) == t(2030, 1, 1))
        #expect(CalendarPeriodSelector(.centuries).floor(t(2025, 6, 1)) == t(2000, 1, 1))
        #expect(CalendarPeriodSelector(.centuries).floor(t(1999, 12, 31)) == t(1900, 1, 1))
        #expect(CalendarPeriodSelector(.millennia).floor(t(1999, 12, 31)) == t(1000, 1, 1))
        #expect(CalendarPeriodSelector(.millennia).offset(t(2000, 1, 1), by: 1) == t(3000, 1, 1))
    }

    @Test("A month offset gives fiscal years starting in April")
    func fiscalYears() {
        let fiscal = CalendarPeriodSelector(.years, monthOffset: 3)
        #expect(fiscal.intervals(in: r(t(2025, 2, 1), t(2025, 5, 1))) ==
                [r(t(2024, 4, 1), t(2025, 4, 1)), r(t(2025, 4, 1), t(2026, 4, 1))])
    }

    @Test("Several months per period are aligned to the origin's month")
    func halfYears() {
        let halves = CalendarPeriodSelector(.months, period: 6, origin: t(2025, 3, 15))
        #expect(halves.intervals(in: r(t(2025, 1, 1), t(2025, 10, 1))) ==
                [r(t(2024, 9, 1), t(2025, 3, 1)), r(t(2025, 3, 1), t(2025, 9, 1)), r(t(2025, 9, 1), t(2026, 3, 1))])
    }

    @Test("A time offset moves the period starts within the first day")
    func timeOffset() {
        let months = CalendarPeriodSelector(.months, timeOffset: 8 * 3_600)
        #expect(months.floor(t(2025, 3, 1, 7)) == t(2025, 2, 1, 8))
        #expect(months.floor(t(2025, 3, 1, 8)) == t(2025, 3, 1, 8))
    }
}
