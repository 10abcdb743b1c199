import ProjectScheduling
import TimelineCore

/// The largest whole-chart export TimelineKit draws, checked before anything
/// is laid out so that the time and memory an export takes are bounded by
/// the output allowed, never by the span of the plan.
///
/// A plan from 0001 to 9999 at the default zoom would be about 219 million
/// points wide; ``GanttChartLayout/checkWholeChart(for:configuration:maximumRowCount:limits:rasterScale:)``
/// refuses it with a ``GanttChartExportLimitError`` that names the span and
/// the largest zoom that fits, instead of drawing for minutes and gigabytes.
///
/// ```swift
/// try GanttChartLayout.checkWholeChart(for: source, configuration: configuration)   // throws when too large
/// let scene = try GanttChartLayout.wholeChartScene(for: source, configuration: configuration)
/// ```
///
/// Live views need no check: a viewport's scene lists at most
/// ``maximumHeaderCellsPerRow`` cells per header row (a finer row is left
/// empty) and shades nonworking time only while a day is at least half a
/// point wide, so its cost follows the viewport's size.
public struct GanttChartExportLimits: Sendable, Hashable {
    /// The widest drawing, in points: row headers plus the timeline. 32,000 by default.
    public var maximumWidth: Double
    /// The most cells a header row may have over the drawn timeline. 20,000 by default.
    public var maximumHeaderCellsPerRow: Int
    /// The most pixels of a raster image (PNG): width × height × scale². 64 million
    /// (256 MB of RGBA) by default.
    public var maximumPixelCount: Double

    /// Creates limits; every argument has the default described on its property.
    public init(maximumWidth: Double = 32_000, maximumHeaderCellsPerRow: Int = 20_000, maximumPixelCount: Double = 64_000_000) {
        self.maximumWidth = maximumWidth
        self.maximumHeaderCellsPerRow = maximumHeaderCellsPerRow
        self.maximumPixelCount = maximumPixelCount
    }

    /// The default limits.
    public static let standard = GanttChartExportLimits()

    /// `12 days`, `3 years`: the length of `range` in words for messages.
    static func spanDescription(_ range: TimeRange) -> String {
        let days = range.finish.asFinish.dayNumber - range.start.dayNumber + 1
        if days >= 730 { return "\(Int((Double(days) / 365.2425).rounded())) years" }
        return days == 1 ? "1 day" : "\(days) days"
    }
}
