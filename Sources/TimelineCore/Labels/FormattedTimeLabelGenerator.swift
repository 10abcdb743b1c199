public import Foundation

/// Labels an interval with its start written in a ``TimeFormat``
/// ("Feb 2025" for a month, "08" for an hour).
public struct FormattedTimeLabelGenerator: TimeLabelGenerator {
    /// How the start is written.
    public let format: TimeFormat
    /// The language and region conventions.
    public let locale: Locale

    /// Creates a generator.
    /// - Parameters:
    ///   - format: How the start is written.
    ///   - locale: The language and region conventions (`en_US` by default).
    public init(format: TimeFormat, locale: Locale = TimeFormat.defaultLocale) {
        self.format = format
        self.locale = locale
    }

    /// The start of `interval` in ``format``.
    /// - Parameter interval: A half-open interval.
    /// - Returns: The text.
    public func label(for interval: TimeRange) -> String {
        format.string(from: interval.start, locale: locale)
    }

    /// The starts of `intervals` in ``format``, with one formatter lookup.
    /// - Parameter intervals: Half-open intervals.
    /// - Returns: One label per interval.
    /// - Complexity: O(n).
    public func labels(for intervals: [TimeRange]) -> [String] {
        format.strings(from: intervals.map(\.start), locale: locale)
    }
}
