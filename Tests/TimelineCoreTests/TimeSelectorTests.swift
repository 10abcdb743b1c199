import Foundation
import Testing
@testable import TimelineCore

@Suite("TimeSelector")
struct TimeSelectorTests {
    static let de = Locale(identifier: "de_DE")

    private func labels(_ selector: TimeSelector, _ range: TimeRange) -> [String] {
        selector.cells(in: range).map(\.label)
    }

    @Test("Days: cells for the day containing the range start, labeled with two-digit days")
    func days() {
        let cells = TimeSelector.days().cells(in: r(t(2025, 2, 4, 10), t(2025, 2, 6)))
        #expect(cells == [TimeSelectorCell(interval: r(t(2025, 2, 4), t(2025, 2, 5)), label: "04"),
                          TimeSelectorCell(interval: r(t(2025, 2, 5), t(2025, 2, 6)), label: "05")])
        let shifted = TimeSelector.days(startingAtHours: 6, format: .shortTime, locale: Self.de)
        #expect(shifted.cells(in: r(t(2025, 2, 4, 7), t(2025, 2, 4, 8))).first?.interval == r(t(2025, 2, 4, 6), t(2025, 2, 5, 6)))
        #expect(labels(shifted, r(t(2025, 2, 4, 7), t(2025, 2, 4, 8))) == ["06:00"])
    }

    @Test("Weeks start on the given weekday; interval labels end on the week's last day")
    func weeks() {
        let range = r(t(2025, 2, 5), t(2025, 2, 12))
        #expect(labels(.weeks(), range) == ["2/2/25", "2/9/25"])
        let german = TimeSelector.weeks(startingOn: .monday, format: .dayMonth, locale: Self.de, intervals: true)
        #expect(labels(german, range) == ["3.2. – 9.2.", "10.2. – 16.2."])
        #expect(labels(.weeks(period: 2, startingOn: .monday, format: .dayMonth, intervals: true, separator: "-"), r(t(2025, 2, 5), t(2025, 2, 6))).count == 1)
    }

    @Test("Calendar periods use their default formats")
    func calendarDefaults() {
        let range = r(t(2025, 2, 14), t(2025, 2, 15))
        #expect(labels(.months(), range) == ["February 2025"])
        #expect(labels(.months(locale: Self.de), range) == ["Februar 2025"])
        #expect(labels(.quarters(), range) == ["Q1 2025"])
        #expect(labels(.years(), range) == ["2025"])
        #expect(labels(.decades(), range) == ["2020"])
        #expect(labels(.centuries(), range) == ["2000"])
        #expect(labels(.millennia(), range) == ["2000"])
        #expect(labels(.months(format: .monthAbbreviation, intervals: true), range) == ["Feb – Mar"])
    }

    @Test("Clock periods use their default formats")
    func clockDefaults() {
        let morning = r(t(2025, 2, 3, 8, 58, 59), t(2025, 2, 3, 8, 59, 1))
        #expect(labels(.halfdays(), r(t(2025, 2, 3, 11), t(2025, 2, 3, 13))) == ["AM", "PM"])
        #expect(labels(.hours(), morning) == ["08"])
        #expect(labels(.minutes(), morning) == ["58", "59"])
        #expect(labels(.seconds(), morning) == ["59", "00"])
        #expect(labels(.hours(period: 4, format: .shortTime, intervals: true), morning) == ["8:00 AM – 12:00 PM"].map { $0 }
                || labels(.hours(period: 4, format: .shortTime, intervals: true), morning) == ["8:00\u{202F}AM – 12:00\u{202F}PM"])
        let tenth = r(t(2025, 2, 3, 8, 0, 0.05), t(2025, 2, 3, 8, 0, 0.3))
        #expect(labels(.deciseconds(), tenth) == ["0", "1", "2"])
        #expect(labels(.centiseconds(), r(t(2025, 2, 3, 8, 0, 0.07), t(2025, 2, 3, 8, 0, 0.09))) == ["07", "08"])
        #expect(labels(.milliseconds(), r(t(2025, 2, 3, 8, 0, 0.998), t(2025, 2, 3, 8, 0, 1))) == ["998", "999"])
    }

    @Test("Every interval type has a default format and a selector")
    func everyType() {
        #expect(TimeIntervalType.days.defaultFormat == .dayWithLeadingZero)
        #expect(TimeIntervalType.weeks.defaultFormat == .shortDate)
        #expect(TimeIntervalType.months.defaultFormat == .monthYear)
        #expect(TimeIntervalType.quarters.defaultFormat == .quarterYear)
        #expect(TimeIntervalType.halfdays.defaultFormat == .periodOfDay)
        let range = r(t(2025, 2, 3, 8), t(2025, 2, 3, 8, 0, 0.001))
        for type in TimeIntervalType.allCases {
            let cells = TimeSelector(type).cells(in: range)
            #expect(cells.count == 1, "\(type)")
            #expect(cells.first.map { $0.interval.contains(range.start) } == true, "\(type)")
        }
    }

    @Test("Moments, separating or not")
    func moments() {
        let values = [t(2025, 2, 3), t(2025, 2, 10), t(2025, 2, 24)]
        let range = r(t(2025, 2, 1), t(2025, 3, 1))
        #expect(labels(.time(values, format: .dayMonth), range) == ["2/3", "2/10", "2/24"])
        let phases = TimeSelector.time(values, separating: true, format: .dayMonth, locale: Self.de, intervals: true)
        #expect(labels(phases, range) == ["3.2. – 10.2.", "10.2. – 24.2."])
    }

    @Test("The visible timeline is one cell covering the whole range")
    func visibleTimeline() {
        let range = r(t(2025, 2, 4, 10), t(2025, 3, 6))
        let cells = TimeSelector.visibleTimeline(.months).cells(in: range)
        #expect(cells == [TimeSelectorCell(interval: range, label: "February 2025")])
        #expect(labels(.visibleTimeline(.days, format: .dayMonth, intervals: true), range) == ["2/4 – 3/6"])
    }

    @Test("Custom parts: an enclosed selector with duration labels")
    func customParts() {
        let selector = TimeSelector(EnclosedTimeIntervalSelector(PeriodSelector(.weeks)),
                                    labelGenerator: DurationTimeLabelGenerator(unit: .weeks, from: t(2025, 2, 3), prefix: "W"))
        #expect(selector.cells(in: r(t(2025, 2, 5), t(2025, 2, 12))) ==
                [TimeSelectorCell(interval: r(t(2025, 2, 5), t(2025, 2, 10)), label: "W1"),
                 TimeSelectorCell(interval: r(t(2025, 2, 10), t(2025, 2, 12)), label: "W2")])
    }

    @Test("A year of days with labels is selected in one pass")
    func yearOfDays() {
        let cells = TimeSelector.days().cells(in: r(t(2024, 1, 1), t(2025, 1, 1)))
        #expect(cells.count == 366)
        #expect(cells[59].label == "29")
        #expect(cells.last?.interval == r(t(2024, 12, 31), t(2025, 1, 1)))
    }
}
