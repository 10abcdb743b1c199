public import Foundation

/// Labels an interval with its start and finish, each written in a
/// ``TimeFormat``, joined by a separator ("08:00 – 12:00", "3.2. – 9.2.").
public struct FormattedTimeIntervalLabelGenerator: TimeLabelGenerator {
    /// How the start is written.
    public let format: TimeFormat
    /// How the finish is written.
    public let finishFormat: TimeFormat
    /// The text between start and finish.
    public let separator: String
    /// Whether a finish at midnight is written as the day before, so that a week
    /// Monday 00:00–Monday 00:00 reads "Mon 3 – Sun 9" with date formats.
    public let showsFinishDayInclusively: Bool
    /// The language and region conventions.
    public let locale: Locale

    /// Creates a generator.
    /// - Parameters:
    ///   - format: How the start is written.
    ///   - finishFormat: How the finish is written (`format` by default).
    ///   - separator: The text between start and finish (" – " by default).
    ///   - showsFinishDayInclusively: `true` to write a midnight finish (other than
    ///     the start) as the previous day, for date-only formats.
    ///   - locale: The language and region conventions (`en_US` by default).
    public init(
        format: TimeFormat,
        finishFormat: TimeFormat? = nil,
        separator: String = " – ",
        showsFinishDayInclusively: Bool = false,
        locale: Locale = TimeFormat.defaultLocale
    ) {
        self.format = format
        self.finishFormat = finishFormat ?? format
        self.separator = separator
        self.showsFinishDayInclusively = showsFinishDayInclusively
        self.locale = locale
    }

    private func displayedFinish(of interval: TimeRange) -> Time {
        let finish = interval.finish.normalized
        guard showsFinishDayInclusively, finish.timeOfDay == 0, finish > interval.start else { return finish }
        return Time(dayNumber: finish.dayNumber - 1)
    }

    /// "start‹separator›finish".
    /// - Parameter interval: A half-open interval.
    /// - Returns: The text.
    public func label(for interval: TimeRange) -> String {
        format.string(from: interval.start, locale: locale) + separator
            + finishFormat.string(from: displayedFinish(of: interval), locale: locale)
    }

    /// The labels of `intervals`, with one formatter lookup per format.
    /// - Parameter intervals: Half-open intervals.
    /// - Returns: One label per interval.
    /// - Complexity: O(n).
    public func labels(for intervals: [TimeRange]) -> [String] {
        let starts = format.strings(from: intervals.map(\.start), locale: locale)
        let finishes = finishFormat.strings(from: intervals.map(displayedFinish(of:)), locale: locale)
        return zip(starts, finishes).map { $0 + separator + $1 }
    }
}
