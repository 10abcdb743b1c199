public import Foundation
public import TimelineCore

/// The time header above a Gantt chart: rows of labeled cells (e.g. weeks
/// above days), chosen either explicitly or from the zoom level.
///
/// By default the rows follow the actual hour width (``automaticRows(forHourWidth:locale:firstWeekday:)``):
/// days above hours when very wide, weeks above days at medium widths,
/// months above weeks when narrow, quarters above months and years above
/// quarters when very narrow. Set ``rows`` (with `init(rows:)`) to fix them,
/// or ``rowSelector`` to choose them yourself.
///
/// ```swift
/// let header = GanttChartHeader(rows: [
///     GanttChartHeaderRow(.months(locale: german)),
///     GanttChartHeaderRow(.weeks(startingOn: .monday, format: .dayMonth, locale: german)),
/// ])
/// ```
public struct GanttChartHeader: Sendable {
    /// Chooses header rows for an actual hour width (points per hour after
    /// zooming), a locale and the first day of the week.
    public typealias RowSelector = @Sendable (_ actualHourWidth: Double, _ locale: Locale, _ firstWeekday: Weekday) -> [GanttChartHeaderRow]

    /// The fixed rows, top to bottom, used when ``rowSelector`` is `nil`.
    public var rows: [GanttChartHeaderRow]
    /// Chooses the rows from the zoom level; `nil` uses ``rows``.
    public var rowSelector: RowSelector?
    /// The height of each header row in points.
    public var rowHeight: Double

    /// Creates a header whose rows follow the zoom level.
    /// - Parameters:
    ///   - rowHeight: The height of each row.
    ///   - rowSelector: Chooses the rows (``automaticRows(forHourWidth:locale:firstWeekday:)`` by default).
    public init(rowHeight: Double = 24, rowSelector: @escaping RowSelector = GanttChartHeader.automaticRows) {
        rows = []
        self.rowSelector = rowSelector
        self.rowHeight = rowHeight
    }

    /// Creates a header with fixed rows.
    /// - Parameters:
    ///   - rows: The rows, top to bottom.
    ///   - rowHeight: The height of each row.
    public init(rows: [GanttChartHeaderRow], rowHeight: Double = 24) {
        self.rows = rows
        rowSelector = nil
        self.rowHeight = rowHeight
    }

    /// The rows for an actual hour width.
    /// - Parameters:
    ///   - actualHourWidth: Points per hour after zooming.
    ///   - locale: The locale of the labels.
    ///   - firstWeekday: The first day of the week.
    /// - Returns: ``rowSelector``'s choice, or ``rows``.
    public func resolvedRows(forHourWidth actualHourWidth: Double, locale: Locale, firstWeekday: Weekday) -> [GanttChartHeaderRow] {
        rowSelector?(actualHourWidth, locale, firstWeekday) ?? rows
    }

    /// The default, zoom-dependent rows (hour widths in points per hour):
    ///
    /// | hour width | rows |
    /// | --- | --- |
    /// | ≥ 20 | days ("Mon, Mar 3") / hours ("08") |
    /// | 1.5 ..< 20 | weeks ("Mar 3") / days ("Mon 3", or "3" below 3 pt/h) |
    /// | 0.25 ..< 1.5 | months ("March 2025") / weeks ("3/3") |
    /// | 0.06 ..< 0.25 | quarters ("Q1 2025") / months ("Mar") |
    /// | 0.004 ..< 0.06 | years ("2025") / quarters ("Q1") |
    /// | 0.0004 ..< 0.004 | decades / years |
    /// | 0.00004 ..< 0.0004 | centuries / decades |
    /// | < 0.00004 | millennia / centuries |
    ///
    /// Each row keeps about a point or more per cell, so a whole-chart export
    /// within ``GanttChartExportLimits/maximumWidth`` stays within its header limit.
    /// - Parameters:
    ///   - actualHourWidth: Points per hour after zooming.
    ///   - locale: The locale of the labels.
    ///   - firstWeekday: The first day of the week.
    /// - Returns: Two rows, the coarser on top.
    @Sendable
    public static func automaticRows(forHourWidth actualHourWidth: Double, locale: Locale, firstWeekday: Weekday) -> [GanttChartHeaderRow] {
        switch actualHourWidth {
        case 20...:
            return [
                GanttChartHeaderRow(.days(format: .template("EEEMMMd"), locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.hours(format: .hourWithLeadingZero, locale: locale)),
            ]
        case 1.5..<20:
            let dayFormat: TimeFormat = actualHourWidth >= 3 ? .template("EEEd") : .day
            return [
                GanttChartHeaderRow(.weeks(startingOn: firstWeekday, format: .template("MMMd"), locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.days(format: dayFormat, locale: locale)),
            ]
        case 0.25..<1.5:
            return [
                GanttChartHeaderRow(.months(format: .monthYear, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.weeks(startingOn: firstWeekday, format: .dayMonth, locale: locale)),
            ]
        case 0.06..<0.25:
            return [
                GanttChartHeaderRow(.quarters(format: .quarterYear, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.months(format: .monthAbbreviation, locale: locale)),
            ]
        case 0.004..<0.06:
            return [
                GanttChartHeaderRow(.years(format: .year, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.quarters(format: .quarter, locale: locale)),
            ]
        case 0.0004..<0.004:
            return [
                GanttChartHeaderRow(TimeSelector(.decades, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(.years(format: .year, locale: locale)),
            ]
        case 0.00004..<0.0004:
            return [
                GanttChartHeaderRow(TimeSelector(.centuries, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(TimeSelector(.decades, locale: locale)),
            ]
        default:
            return [
                GanttChartHeaderRow(TimeSelector(.millennia, locale: locale), labelAlignment: .leading),
                GanttChartHeaderRow(TimeSelector(.centuries, locale: locale)),
            ]
        }
    }
}
