public import TimelineCore
public import TimelineGraphics

/// The visible window of a week view.
///
/// Horizontal scrolling is a fractional day number (``leadingDay``: 0 is
/// 2001-01-01 at the left edge of the day area), so scrolling is unbounded
/// in both directions; vertical scrolling is in points.
public struct WeekViewViewport: Sendable, Hashable, Codable {
    /// The view's size.
    public var size: Size
    /// The day number at the left edge of the day area, with a fraction while scrolling.
    public var leadingDay: Double
    /// The number of day columns across the view.
    public var visibleDayCount: Int
    /// How far the hours are scrolled up, in points.
    public var verticalOffset: Double
    /// The zoom: the hour height is the style's times this.
    public var zoom: Double
    /// The current time (the host's clock); `nil` marks no today.
    public var now: Time?

    /// Creates a viewport showing `visibleDayCount` days from `firstDay`.
    public init(size: Size, firstDay: Time, visibleDayCount: Int = 7, verticalOffset: Double = 0, zoom: Double = 1, now: Time? = nil) {
        self.size = size
        self.leadingDay = Double(firstDay.normalized.dayNumber)
        self.visibleDayCount = max(1, visibleDayCount)
        self.verticalOffset = verticalOffset
        self.zoom = zoom
        self.now = now
    }

    /// The day numbers a viewport may show: the years 1 to 9999.
    public static let dayLimits: ClosedRange<Double> = Double(Time.earliestSupported.dayNumber)...Double(Time.latestSupported.dayNumber - 400)

    /// ``leadingDay`` made finite and kept within ``dayLimits``.
    public var clampedLeadingDay: Double {
        leadingDay.isFinite ? min(Self.dayLimits.upperBound, max(Self.dayLimits.lowerBound, leadingDay)) : 0
    }

    /// ``visibleDayCount`` kept within 1...366.
    public var clampedDayCount: Int { min(366, max(1, visibleDayCount)) }

    /// The first day at least partly visible.
    public var firstVisibleDay: Int { Int(clampedLeadingDay.rounded(.down)) }

    /// The days at least partly visible, half-open.
    public var visibleDays: Range<Int> {
        let first = firstVisibleDay
        let last = Int((clampedLeadingDay + Double(clampedDayCount)).rounded(.up))
        return first..<max(first + 1, last)
    }
}
