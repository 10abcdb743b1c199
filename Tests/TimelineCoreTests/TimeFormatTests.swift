import Foundation
import Testing
@testable import TimelineCore

@Suite("TimeFormat")
struct TimeFormatTests {
    static let en = Locale(identifier: "en_US")
    static let de = Locale(identifier: "de_DE")
    /// Monday 2025-02-03 13:05:07.25, day 34 of the year, week 6.
    static let afternoon = t(2025, 2, 3, 13, 5, 7.25)
    /// Monday 2025-02-03 08:04:05.
    static let morning = t(2025, 2, 3, 8, 4, 5)

    /// ICU writes a narrow no-break space before AM/PM in en_US; compare with plain spaces.
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private func check(_ format: TimeFormat, _ time: Time = afternoon, en: String, de: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(plain(format.string(from: time, locale: Self.en)) == en, "\(format) en_US", sourceLocation: sourceLocation)
        #expect(plain(format.string(from: time, locale: Self.de)) == de, "\(format) de_DE", sourceLocation: sourceLocation)
    }

    @Test("Date and time styles are localized")
    func styles() {
        check(.dateTime, en: "Feb 3, 2025 at 1:05 PM", de: "03.02.2025, 13:05")
        check(.longDate, en: "Monday, February 3, 2025", de: "Montag, 3. Februar 2025")
        check(.date, en: "Feb 3, 2025", de: "03.02.2025")
        check(.shortDate, en: "2/3/25", de: "03.02.25")
        check(.time, en: "1:05:07 PM", de: "13:05:07")
        check(.shortTime, en: "1:05 PM", de: "13:05")
    }

    @Test("Day formats")
    func days() {
        check(.day, en: "3", de: "3")
        check(.dayWithLeadingZero, en: "03", de: "03")
        check(.dayMonth, en: "2/3", de: "3.2.")
        check(.dayMonthYear, en: "2/3/2025", de: "3.2.2025")
        check(.dayOfYear, en: "34", de: "34")
        check(.dayOfYearWithLeadingZero, en: "034", de: "034")
        check(.dayOfWeek, en: "Monday", de: "Montag")
        check(.dayOfWeekShortAbbreviation, en: "M", de: "M")
        check(.dayOfWeekAbbreviation, en: "Mo", de: "Mo.")
        check(.dayOfWeekLongAbbreviation, en: "Mon", de: "Mo")
    }

    @Test("Week numbers follow each locale's week rules")
    func weeks() {
        // February 2025 starts on a Saturday: en_US counts Feb 1 as week 1 of the
        // month, de_DE (ISO: Monday first, 4 days minimum) counts Feb 3 as week 1.
        check(.weekOfMonth, en: "2", de: "1")
        check(.weekOfYear, en: "6", de: "6")
        check(.weekOfYearWithLeadingZero, en: "06", de: "06")
        // Sunday 2025-01-05: week 2 in en_US (weeks start on Sunday), ISO week 1.
        check(.weekOfYear, t(2025, 1, 5), en: "2", de: "1")
    }

    @Test("Month, quarter and year formats")
    func months() {
        check(.month, en: "February", de: "Februar")
        check(.monthAbbreviation, en: "Feb", de: "Feb")
        check(.monthShortAbbreviation, en: "F", de: "F")
        check(.monthNumber, en: "2", de: "2")
        check(.monthNumberWithLeadingZero, en: "02", de: "02")
        check(.monthYear, en: "February 2025", de: "Februar 2025")
        check(.monthAbbreviation, t(2025, 3, 1), en: "Mar", de: "Mär")
        check(.quarter, en: "Q1", de: "Q1")
        check(.quarterNumber, en: "1", de: "1")
        check(.quarterYear, en: "Q1 2025", de: "Q1 2025")
        check(.quarterYear, t(2025, 11, 30), en: "Q4 2025", de: "Q4 2025")
        check(.year, en: "2025", de: "2025")
        check(.yearOfCentury, en: "25", de: "25")
    }

    @Test("Clock formats, with and without leading zeros")
    func clock() {
        check(.periodOfDay, en: "PM", de: "PM")
        check(.periodOfDay, Self.morning, en: "AM", de: "AM")
        check(.hour, en: "13", de: "13")
        check(.hour, Self.morning, en: "8", de: "8")
        check(.hourWithLeadingZero, Self.morning, en: "08", de: "08")
        check(.hourOfPeriod, en: "1", de: "1")
        check(.hourOfPeriodWithLeadingZero, en: "01", de: "01")
        check(.minute, Self.morning, en: "4", de: "4")
        check(.minuteWithLeadingZero, Self.morning, en: "04", de: "04")
        check(.second, Self.morning, en: "5", de: "5")
        check(.secondWithLeadingZero, Self.morning, en: "05", de: "05")
        check(.decisecond, en: "2", de: "2")
        check(.centisecond, en: "25", de: "25")
        check(.millisecond, en: "250", de: "250")
        check(.millisecond, t(2025, 2, 3, 0, 0, 0.3), en: "300", de: "300")
        check(.none, en: "", de: "")
    }

    @Test("A 24:00 time is written as the next day's midnight")
    func endOfDay() {
        let finish = Time(dayNumber: t(2025, 2, 3).dayNumber, timeOfDay: 86_400)
        check(.dayMonth, finish, en: "2/4", de: "4.2.")
        check(.hourWithLeadingZero, finish, en: "00", de: "00")
    }

    @Test("ICU patterns and templates")
    func patterns() {
        check(.pattern("EEE d MMM"), en: "Mon 3 Feb", de: "Mo. 3 Feb.")
        check(.template("yMMMd"), en: "Feb 3, 2025", de: "3. Feb. 2025")
        #expect(TimeFormat.dayMonth.dateFormat(for: Self.de) == "d.M.")
        #expect(TimeFormat.millisecond.dateFormat(for: Self.de) == nil)
    }

    @Test("Formatting many times at once matches formatting one by one")
    func batch() {
        let times = (0..<10).map { t(2025, 2, 3).adding(days: $0) }
        #expect(TimeFormat.dayOfWeek.strings(from: times, locale: Self.de) == times.map { TimeFormat.dayOfWeek.string(from: $0, locale: Self.de) })
    }
    @Test("time(parsing:) reads what string(from:) writes in that locale, strictly; nil for other text and for formats without fields")
    func parsing() {
        let format = TimeFormat.template("yyyyMMdd")
        let day = t(2025, 3, 4)
        #expect(format.string(from: day, locale: Self.de) == "04.03.2025")
        #expect(format.time(parsing: "04.03.2025", locale: Self.de) == day)
        #expect(format.time(parsing: format.string(from: day), locale: TimeFormat.defaultLocale) == day)
        #expect(format.time(parsing: "2025-03-04", locale: Self.de) == nil)
        #expect(format.time(parsing: "Dienstag", locale: Self.de) == nil)
        #expect(TimeFormat.none.time(parsing: "", locale: Self.de) == nil)
    }
}
