public import Foundation

/// One cell of a header row or highlighter: an interval and its label.
public struct TimeSelectorCell: Sendable, Hashable {
    /// The half-open interval.
    public var interval: TimeRange
    /// Its label.
    public var label: String

    /// Creates a cell.
    /// - Parameters:
    ///   - interval: The half-open interval.
    ///   - label: Its label.
    public init(interval: TimeRange, label: String) {
        self.interval = interval
        self.label = label
    }
}

/// Which intervals a chart header row (or highlighter) shows and how they are
/// labeled: an interval selector plus a label generator.
///
/// ```swift
/// let rows: [TimeSelector] = [
///     .weeks(startingOn: .monday, format: .dayMonth, locale: Locale(identifier: "de_DE")),
///     .days(format: .dayOfWeekShortAbbreviation),
/// ]
/// let cells = rows[1].cells(in: visibleRange) // [(Mon 00:00–Tue 00:00, "M"), …]
/// ```
public struct TimeSelector: Sendable {
    /// Selects the intervals.
    public var intervalSelector: any TimeIntervalSelector
    /// Labels the intervals.
    public var labelGenerator: any TimeLabelGenerator

    /// Creates a selector from its parts.
    /// - Parameters:
    ///   - intervalSelector: Selects the intervals.
    ///   - labelGenerator: Labels the intervals (empty labels by default).
    public init(_ intervalSelector: any TimeIntervalSelector,
                labelGenerator: any TimeLabelGenerator = FormattedTimeLabelGenerator(format: .none)) {
        self.intervalSelector = intervalSelector
        self.labelGenerator = labelGenerator
    }

    /// Creates a selector of periods of `type` with the type's default alignment
    /// (days at 00:00, weeks on Sunday, calendar periods at January 2000).
    /// - Parameters:
    ///   - type: The kind of period.
    ///   - period: How many units a period lasts.
    ///   - format: The label format (``TimeIntervalType/defaultFormat`` by default).
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish, `false` to label the start only.
    ///   - separator: The text between start and finish when `intervals` is `true`.
    public init(_ type: TimeIntervalType, period: Int = 1, format: TimeFormat? = nil,
                locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false, separator: String = " – ") {
        let selector: any TimeIntervalSelector = switch type {
        case .months, .quarters, .years, .decades, .centuries, .millennia:
            CalendarPeriodSelector(type.unit, period: period)
        case .weeks:
            PeriodSelector(.weeks, period: period, origin: Time.reference.weekStart(on: .sunday))
        default:
            PeriodSelector(type.unit, period: period)
        }
        self.init(selector, format: format ?? type.defaultFormat, locale: locale, intervals: intervals, separator: separator)
    }

    /// Creates a selector that labels the intervals of `selector` with a format.
    /// - Parameters:
    ///   - selector: Selects the intervals.
    ///   - format: How starts (and finishes) are written.
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish, `false` to label the start only.
    ///   - separator: The text between start and finish when `intervals` is `true`.
    public init(_ selector: any TimeIntervalSelector, format: TimeFormat,
                locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false, separator: String = " – ") {
        let generator: any TimeLabelGenerator = intervals
            ? FormattedTimeIntervalLabelGenerator(format: format, separator: separator, locale: locale)
            : FormattedTimeLabelGenerator(format: format, locale: locale)
        self.init(selector, labelGenerator: generator)
    }

    // MARK: Shortcuts

    /// Days (or `period`-day groups) starting at a time of day.
    /// - Parameters:
    ///   - period: Days per interval.
    ///   - hours: The hour at which days start (e.g. 6 for 06:00–06:00).
    ///   - format: The label format (``TimeFormat/dayWithLeadingZero`` by default).
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish.
    ///   - separator: The text between start and finish.
    /// - Returns: The selector.
    public static func days(period: Int = 1, startingAtHours hours: Double = 0, format: TimeFormat = .dayWithLeadingZero,
                            locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(PeriodSelector(.days, period: period, offset: hours * 3_600),
                     format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Weeks (or `period`-week groups) starting on a weekday at 00:00.
    /// - Parameters:
    ///   - period: Weeks per interval.
    ///   - weekday: The first day of the week.
    ///   - format: The label format (``TimeFormat/shortDate`` by default).
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish (the finish as the week's last day).
    ///   - separator: The text between start and finish.
    /// - Returns: The selector.
    public static func weeks(period: Int = 1, startingOn weekday: Weekday = .sunday, format: TimeFormat = .shortDate,
                             locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        let selector = PeriodSelector(.weeks, period: period, origin: Time.reference.weekStart(on: weekday))
        guard intervals else { return TimeSelector(selector, format: format, locale: locale) }
        return TimeSelector(selector, labelGenerator: FormattedTimeIntervalLabelGenerator(
            format: format, separator: separator, showsFinishDayInclusively: true, locale: locale))
    }

    private static func calendar(_ type: TimeIntervalType, _ period: Int, _ format: TimeFormat?, _ locale: Locale,
                                 _ intervals: Bool, _ separator: String) -> TimeSelector {
        TimeSelector(type, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Calendar months.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/monthYear`` by default).
    public static func months(period: Int = 1, format: TimeFormat = .monthYear, locale: Locale = TimeFormat.defaultLocale,
                              intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.months, period, format, locale, intervals, separator)
    }

    /// Calendar quarters (January, April, July, October).
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/quarterYear`` by default).
    public static func quarters(period: Int = 1, format: TimeFormat = .quarterYear, locale: Locale = TimeFormat.defaultLocale,
                                intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.quarters, period, format, locale, intervals, separator)
    }

    /// Calendar years.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/year`` by default).
    public static func years(period: Int = 1, format: TimeFormat = .year, locale: Locale = TimeFormat.defaultLocale,
                             intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.years, period, format, locale, intervals, separator)
    }

    /// Decades starting in years ending in 0.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/year`` by default).
    public static func decades(period: Int = 1, format: TimeFormat = .year, locale: Locale = TimeFormat.defaultLocale,
                               intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.decades, period, format, locale, intervals, separator)
    }

    /// Centuries starting in years ending in 00.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/year`` by default).
    public static func centuries(period: Int = 1, format: TimeFormat = .year, locale: Locale = TimeFormat.defaultLocale,
                                 intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.centuries, period, format, locale, intervals, separator)
    }

    /// Millennia starting in years ending in 000.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/year`` by default).
    public static func millennia(period: Int = 1, format: TimeFormat = .year, locale: Locale = TimeFormat.defaultLocale,
                                 intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        calendar(.millennia, period, format, locale, intervals, separator)
    }

    /// Half days, 00:00–12:00 and 12:00–24:00.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/periodOfDay`` by default).
    public static func halfdays(period: Int = 1, format: TimeFormat = .periodOfDay, locale: Locale = TimeFormat.defaultLocale,
                                intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.halfdays, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Hours.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/hourWithLeadingZero`` by default).
    public static func hours(period: Int = 1, format: TimeFormat = .hourWithLeadingZero, locale: Locale = TimeFormat.defaultLocale,
                             intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.hours, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Minutes.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/minuteWithLeadingZero`` by default).
    public static func minutes(period: Int = 1, format: TimeFormat = .minuteWithLeadingZero, locale: Locale = TimeFormat.defaultLocale,
                               intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.minutes, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Seconds.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/secondWithLeadingZero`` by default).
    public static func seconds(period: Int = 1, format: TimeFormat = .secondWithLeadingZero, locale: Locale = TimeFormat.defaultLocale,
                               intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.seconds, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Tenths of a second.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/decisecond`` by default).
    public static func deciseconds(period: Int = 1, format: TimeFormat = .decisecond, locale: Locale = TimeFormat.defaultLocale,
                                   intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.deciseconds, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Hundredths of a second.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/centisecond`` by default).
    public static func centiseconds(period: Int = 1, format: TimeFormat = .centisecond, locale: Locale = TimeFormat.defaultLocale,
                                    intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.centiseconds, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Milliseconds.
    /// - Parameters: see ``init(_:period:format:locale:intervals:separator:)``.
    /// - Returns: The selector (labels ``TimeFormat/millisecond`` by default).
    public static func milliseconds(period: Int = 1, format: TimeFormat = .millisecond, locale: Locale = TimeFormat.defaultLocale,
                                    intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(.milliseconds, period: period, format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// Given moments: marker instants, or the intervals between them when `separating`.
    /// - Parameters:
    ///   - values: The moments, in any order.
    ///   - separating: `true` for the intervals between consecutive moments.
    ///   - format: The label format (``TimeFormat/dateTime`` by default).
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish.
    ///   - separator: The text between start and finish.
    /// - Returns: The selector.
    public static func time(_ values: [Time], separating: Bool = false, format: TimeFormat = .dateTime,
                            locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false, separator: String = " – ") -> TimeSelector {
        TimeSelector(MomentPeriodSelector(values, separating: separating),
                     format: format, locale: locale, intervals: intervals, separator: separator)
    }

    /// One interval: the whole requested (visible) range, labeled with the
    /// default format of `type` (e.g. "February 2025" for months).
    /// - Parameters:
    ///   - type: Chooses the default label format.
    ///   - format: A label format overriding the default.
    ///   - locale: The language and region conventions.
    ///   - intervals: `true` to label start and finish.
    ///   - separator: The text between start and finish.
    /// - Returns: The selector.
    public static func visibleTimeline(_ type: TimeIntervalType = .days, format: TimeFormat? = nil,
                                       locale: Locale = TimeFormat.defaultLocale, intervals: Bool = false,
                                       separator: String = " – ") -> TimeSelector {
        TimeSelector(TimeIntervalSource { [$0] }, format: format ?? type.defaultFormat,
                     locale: locale, intervals: intervals, separator: separator)
    }

    // MARK: Selecting

    /// The intervals that intersect `range` (see ``TimeIntervalSelector``).
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The intervals in order.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        intervalSelector.intervals(in: range)
    }

    /// The intervals that intersect `range`, with their labels.
    /// - Parameter range: The half-open range to cover, e.g. the visible timeline.
    /// - Returns: The cells in order.
    /// - Complexity: O(k) plus the selector's and generator's costs, k = the cells returned.
    public func cells(in range: TimeRange) -> [TimeSelectorCell] {
        let intervals = intervalSelector.intervals(in: range)
        let labels = labelGenerator.labels(for: intervals)
        var cells: [TimeSelectorCell] = []
        cells.reserveCapacity(intervals.count)
        for (interval, label) in zip(intervals, labels) {
            cells.append(TimeSelectorCell(interval: interval, label: label))
        }
        return cells
    }
}
