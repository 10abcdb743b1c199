import Foundation
public import TimelineCore

/// Why a whole-chart export was refused: it would exceed a ``GanttChartExportLimits``.
/// Each case names the drawn timeline and says what to change.
public enum GanttChartExportLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The drawing would be wider than allowed; `suggestedZoom` is the largest
    /// zoom at which it fits.
    case tooWide(width: Double, timeline: TimeRange, zoom: Double, maximumWidth: Double, suggestedZoom: Double)
    /// A header row (0 = top) would have more cells than allowed (an estimate).
    case tooManyHeaderCells(row: Int, cells: Double, timeline: TimeRange, maximum: Int)
    /// A raster image would have more pixels than allowed.
    case tooManyPixels(width: Double, height: Double, scale: Double, maximum: Double)

    /// The reason in one sentence, with what to change.
    public var description: String {
        switch self {
        case let .tooWide(width, timeline, zoom, maximumWidth, suggestedZoom):
            "the chart would be \(Self.format(width)) points wide to draw \(timeline.start.iso8601) to \(timeline.finish.iso8601) "
                + "(\(GanttChartExportLimits.spanDescription(timeline))) at zoom \(Self.format(zoom)); at most \(Self.format(maximumWidth)) are allowed: "
                + "zoom out to \(Self.format(suggestedZoom)) or less, or draw a shorter timeline"
        case let .tooManyHeaderCells(row, cells, timeline, maximum):
            "header row \(row + 1) would have about \(Self.format(cells)) cells over \(timeline.start.iso8601) to \(timeline.finish.iso8601) "
                + "(\(GanttChartExportLimits.spanDescription(timeline))); at most \(Self.format(Double(maximum))) are allowed per row: "
                + "use coarser intervals (e.g. weeks, months or years) or draw a shorter timeline"
        case let .tooManyPixels(width, height, scale, maximum):
            "the image would be \(Self.format((width * scale).rounded(.up))) × \(Self.format((height * scale).rounded(.up))) pixels; "
                + "at most \(Self.format(maximum)) pixels are allowed: use a smaller scale, fewer rows, a smaller zoom or SVG"
        }
    }

    /// `32,000`, `1.46e-3` → `0.00146`: whole numbers with thousands separators,
    /// others with three significant digits.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value >= 1, value < 1e18 {
            let digits = String(Int(value.rounded()))
            var result = ""
            for (index, character) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
                result.append(character)
            }
            return result
        }
        return String(format: "%.3g", value)
    }
}
