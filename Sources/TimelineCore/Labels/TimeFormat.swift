public import Foundation

/// How a time is written in a label: a named, localized format
/// (``dayMonth``, ``monthYear``, ``shortTime``…) or an ICU pattern.
///
/// Named formats are resolved per locale through ICU skeleton templates
/// (`DateFormatter.dateFormat(fromTemplate:options:locale:)`) or date and time
/// styles, so `dayMonth` reads "2/3" in `en_US` and "3.2." in `de_DE`. Numeric
/// clock parts (``hour``, ``minuteWithLeadingZero``…) use fixed patterns, and
/// the sub-second formats are computed exactly from the time.
///
/// Times are floating wall-clock values: they are formatted as they are, with
/// no time zone conversion. Week numbers follow the locale's week rules
/// (`en_US`: weeks start on Sunday, week 1 contains January 1; `de_DE`: ISO 8601).
public struct TimeFormat: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case template(String)
        case pattern(String)
        case styles(date: UInt, time: UInt)
        case fraction(digits: Int)
        case none
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// A format given by an ICU date pattern, e.g. `"EEE d MMM"` or `"HH:mm"`,
    /// used as is for every locale (names are still localized).
    /// - Parameter pattern: An ICU (Unicode TR35) date format pattern.
    /// - Returns: The format.
    public static func pattern(_ pattern: String) -> TimeFormat { TimeFormat(.pattern(pattern)) }

    /// A format given by an ICU skeleton template, e.g. `"yMMMd"`, that each locale
    /// turns into its own pattern ("Feb 3, 2025" in `en_US`, "3. Feb. 2025" in `de_DE`).
    /// - Parameter template: The fields wanted, in any order.
    /// - Returns: The format.
    public static func template(_ template: String) -> TimeFormat { TimeFormat(.template(template)) }

    // MARK: Dates and times

    /// Medium date and short time: "Feb 3, 2025 at 1:05 PM" / "03.02.2025, 13:05".
    public static let dateTime = TimeFormat(.styles(date: 2, time: 1))
    /// Long date with the weekday: "Monday, February 3, 2025" / "Montag, 3. Februar 2025".
    public static let longDate = TimeFormat(.styles(date: 4, time: 0))
    /// Medium date: "Feb 3, 2025" / "03.02.2025".
    public static let date = TimeFormat(.styles(date: 2, time: 0))
    /// Short date: "2/3/25" / "03.02.25".
    public static let shortDate = TimeFormat(.styles(date: 1, time: 0))
    /// Time with seconds: "1:05:07 PM" / "13:05:07".
    public static let time = TimeFormat(.styles(date: 0, time: 2))
    /// Time without seconds: "1:05 PM" / "13:05".
    public static let shortTime = TimeFormat(.styles(date: 0, time: 1))

    // MARK: Days

    /// Day of the month: "3".
    public static let day = TimeFormat(.pattern("d"))
    /// Day of the month with a leading zero: "03".
    public static let dayWithLeadingZero = TimeFormat(.pattern("dd"))
    /// Day and month as numbers: "2/3" / "3.2." (ICU template `Md`).
    public static let dayMonth = TimeFormat(.template("Md"))
    /// Day, month and year as numbers: "2/3/2025" / "3.2.2025".
    public static let dayMonthYear = TimeFormat(.template("yMd"))
    /// Day of the year: "34".
    public static let dayOfYear = TimeFormat(.pattern("D"))
    /// Day of the year with leading zeros: "034".
    public static let dayOfYearWithLeadingZero = TimeFormat(.pattern("DDD"))
    /// Weekday name: "Monday" / "Montag".
    public static let dayOfWeek = TimeFormat(.pattern("cccc"))
    /// Weekday as one letter: "M" / "M".
    public static let dayOfWeekShortAbbreviation = TimeFormat(.pattern("ccccc"))
    /// Weekday as two letters: "Mo" / "Mo.".
    public static let dayOfWeekAbbreviation = TimeFormat(.pattern("cccccc"))
    /// Weekday abbreviation: "Mon" / "Mo".
    public static let dayOfWeekLongAbbreviation = TimeFormat(.pattern("ccc"))

    // MARK: Weeks

    /// Week of the month: "1".
    public static let weekOfMonth = TimeFormat(.pattern("W"))
    /// Week of the year by the locale's rules: "6".
    public static let weekOfYear = TimeFormat(.pattern("w"))
    /// Week of the year with a leading zero: "06".
    public static let weekOfYearWithLeadingZero = TimeFormat(.pattern("ww"))

    // MARK: Months, quarters, years

    /// Month name: "February" / "Februar".
    public static let month = TimeFormat(.pattern("LLLL"))
    /// Month abbreviation: "Feb" / "Feb" ("Mar" / "Mär").
    public static let monthAbbreviation = TimeFormat(.pattern("LLL"))
    /// Month as one letter: "F".
    public static let monthShortAbbreviation = TimeFormat(.pattern("LLLLL"))
    /// Month number: "2".
    public static let monthNumber = TimeFormat(.pattern("L"))
    /// Month number with a leading zero: "02".
    public static let monthNumberWithLeadingZero = TimeFormat(.pattern("LL"))
    /// Month name and year: "February 2025" / "Februar 2025".
    public static let monthYear = TimeFormat(.template("yMMMM"))
    /// Quarter abbreviation: "Q1" (French "T1").
    public static let quarter = TimeFormat(.pattern("QQQ"))
    /// Quarter number: "1".
    public static let quarterNumber = TimeFormat(.pattern("Q"))
    /// Quarter and year: "Q1 2025".
    public static let quarterYear = TimeFormat(.template("yQQQ"))
    /// Year: "2025".
    public static let year = TimeFormat(.pattern("y"))
    /// Year of the century, two digits: "25".
    public static let yearOfCentury = TimeFormat(.pattern("yy"))

    // MARK: Clock

    /// Period of the day: "AM" / "PM".
    public static let periodOfDay = TimeFormat(.pattern("a"))
    /// Hour of the day, 0–23: "8".
    public static let hour = TimeFormat(.pattern("H"))
    /// Hour of the day with a leading zero, 00–23: "08".
    public static let hourWithLeadingZero = TimeFormat(.pattern("HH"))
    /// Hour of the period, 1–12: "1".
    public static let hourOfPeriod = TimeFormat(.pattern("h"))
    /// Hour of the period with a leading zero, 01–12: "01".
    public static let hourOfPeriodWithLeadingZero = TimeFormat(.pattern("hh"))
    /// Minute: "5".
    public static let minute = TimeFormat(.pattern("m"))
    /// Minute with a leading zero: "05".
    public static let minuteWithLeadingZero = TimeFormat(.pattern("mm"))
    /// Second: "7".
    public static let second = TimeFormat(.pattern("s"))
    /// Second with a leading zero: "07".
    public static let secondWithLeadingZero = TimeFormat(.pattern("ss"))
    /// Tenths of the second: "2" at 07.25 s.
    public static let decisecond = TimeFormat(.fraction(digits: 1))
    /// Hundredths of the second: "25" at 07.25 s.
    public static let centisecond = TimeFormat(.fraction(digits: 2))
    /// Thousandths of the second: "250" at 07.25 s.
    public static let millisecond = TimeFormat(.fraction(digits: 3))
    /// No text: labels are empty.
    public static let none = TimeFormat(.none)

    /// The default locale of label APIs: `en_US` (never the system locale).
    public static let defaultLocale = Locale(identifier: "en_US")

    /// Writes `time` in this format.
    /// - Parameters:
    ///   - time: A floating wall-clock time (24:00 is written as the next day's 00:00).
    ///   - locale: The language and region conventions.
    /// - Returns: The text.
    public func string(from time: Time, locale: Locale = TimeFormat.defaultLocale) -> String {
        switch kind {
        case .none: return ""
        case let .fraction(digits): return Self.fraction(of: time, digits: digits)
        default: return TimeFormatterCache.string(from: time, kind: kind, locale: locale)
        }
    }

    /// Writes several times in this format, taking the shared formatter once.
    /// - Parameters:
    ///   - times: Floating wall-clock times.
    ///   - locale: The language and region conventions.
    /// - Returns: One text per time.
    /// - Complexity: O(n).
    public func strings(from times: [Time], locale: Locale = TimeFormat.defaultLocale) -> [String] {
        switch kind {
        case .none: return [String](repeating: "", count: times.count)
        case let .fraction(digits): return times.map { Self.fraction(of: $0, digits: digits) }
        default: return TimeFormatterCache.strings(from: times, kind: kind, locale: locale)
        }
    }

    /// Reads a time written in this format, strictly (the text must have
    /// the format's fields in its order): the reverse of ``string(from:locale:)``.
    /// - Parameters:
    ///   - text: The text, e.g. `"03.03.2025"` for `template("yyyyMMdd")` in `de_DE`.
    ///   - locale: The language and region conventions.
    /// - Returns: The time, or `nil` when the text is not in the format. Use it
    ///   with formats that hold a whole date: fields a format lacks take ICU's defaults.
    public func time(parsing text: String, locale: Locale = TimeFormat.defaultLocale) -> Time? {
        switch kind {
        case .none, .fraction: nil
        default: TimeFormatterCache.time(from: text, kind: kind, locale: locale)
        }
    }

    /// The ICU pattern this format uses in `locale`, e.g. `"d.M."` for
    /// ``dayMonth`` in `de_DE`; `nil` for ``none`` and the sub-second formats.
    /// - Parameter locale: The language and region conventions.
    /// - Returns: The ICU date format pattern.
    public func dateFormat(for locale: Locale) -> String? {
        switch kind {
        case .none, .fraction: nil
        default: TimeFormatterCache.dateFormat(kind: kind, locale: locale)
        }
    }

    /// The first `digits` digits of the fraction of the second, truncated.
    private static func fraction(of time: Time, digits: Int) -> String {
        let seconds = time.normalized.timeOfDay
        let micro = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded())
        var divisor = 1
        for _ in digits..<6 { divisor *= 10 }
        let value = min(micro / divisor, 999_999 / divisor)
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A short description of the format for debugging.
    public var description: String {
        switch kind {
        case let .template(template): "template(\(template))"
        case let .pattern(pattern): "pattern(\(pattern))"
        case let .styles(date, time): "styles(date: \(date), time: \(time))"
        case let .fraction(digits): "fraction(\(digits))"
        case .none: "none"
        }
    }
}
