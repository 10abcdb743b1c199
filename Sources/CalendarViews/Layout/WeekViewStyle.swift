public import Foundation
public import TimelineCore
public import TimelineGraphics

/// Everything the week view's look depends on: the reference's
/// customization table (QVRWeekView), plus the overlap layout mode.
public struct WeekViewStyle: Sendable, Hashable {
    /// How all-day events share the top bar.
    public enum AllDayEventLayout: String, Sendable, Hashable, Codable {
        /// One row per event, each bar spanning its days.
        case stacked
        /// Per day, the day's all-day events side by side in one row.
        case sideBySide
    }

    /// The width of the hour side bar at the left.
    public var sideBarWidth: Double = 56
    /// The height of the day labels' row.
    public var dayLabelHeight: Double = 44
    /// The height of one all-day row.
    public var allDayRowHeight: Double = 22
    /// The most all-day rows before "+n" is shown.
    public var maximumAllDayRows = 3
    /// How all-day events share the top bar.
    public var allDayEventLayout: AllDayEventLayout = .stacked
    /// Whether timed events covering at least one whole day (24 hours or
    /// more, or 00:00 to 00:00) go to the top bar as all-day events.
    public var autoConvertAllDayEvents = true
    /// The height of an hour at zoom 1.
    public var hourHeight: Double = 48
    /// The smallest and largest zoom (hour height factor).
    public var minimumZoom: Double = 0.5
    /// The largest zoom.
    public var maximumZoom: Double = 4
    /// A day column's fill.
    public var defaultDayColor = Color.white
    /// A weekend day's fill.
    public var weekendDayColor = Color(rgb: 0xf8, 0xf9, 0xfb)
    /// A past day's fill.
    public var pastDayColor = Color(rgb: 0xfa, 0xfa, 0xfa)
    /// A past weekend day's fill.
    public var pastWeekendDayColor = Color(rgb: 0xf3, 0xf4, 0xf6)
    /// Today's fill.
    public var todayDayColor = Color(rgb: 0xf5, 0xf9, 0xff)
    /// The overlay on the part of today that has passed (the current-time overlay).
    public var todayPastOverlayColor = Color(rgb: 0x00, 0x00, 0x00, alpha: 0x06)
    /// The current-time line's color.
    public var currentTimeColor = Color(rgb: 0xef, 0x44, 0x44)
    /// The current-time line's thickness.
    public var currentTimeThickness: Double = 1.5
    /// The hour lines' color.
    public var mainLineColor = Color(rgb: 0xe2, 0xe5, 0xea)
    /// The hour lines' thickness.
    public var mainLineThickness: Double = 1
    /// Whether dashed half-hour lines are drawn.
    public var showsHalfHourLines = true
    /// The half-hour lines' color.
    public var dashedLineColor = Color(rgb: 0xee, 0xf0, 0xf3)
    /// The half-hour lines' thickness.
    public var dashedLineThickness: Double = 1
    /// The half-hour lines' dash pattern.
    public var dashPattern: [Double] = [4, 4]
    /// The vertical lines between days.
    public var daySeparatorColor = Color(rgb: 0xe2, 0xe5, 0xea)
    /// The side and top bars' fill.
    public var barColor = Color.white
    /// The day labels' font at full size.
    public var dayLabelFont = Font(size: 13, weight: .bold)
    /// The smallest size the day labels shrink to before the short format is truncated.
    public var dayLabelMinimumFontSize: Double = 8
    /// The day labels' color.
    public var dayLabelColor = Color(rgb: 0x37, 0x41, 0x51)
    /// Today's label color.
    public var todayLabelColor = Color(rgb: 0x25, 0x63, 0xeb)
    /// The long day label format (used when it fits).
    public var longDayLabelFormat = TimeFormat.template("EEEEMMMMd")
    /// The normal day label format.
    public var normalDayLabelFormat = TimeFormat.template("EEEMMMd")
    /// The short day label format.
    public var shortDayLabelFormat = TimeFormat.template("EEEEEd")
    /// The hour labels' format.
    public var hourLabelFormat = TimeFormat.pattern("HH:mm")
    /// The hour labels' font.
    public var hourLabelFont = Font(size: 10)
    /// The hour labels' color.
    public var hourLabelColor = Color(rgb: 0x6b, 0x72, 0x80)
    /// The events' title font.
    public var eventFont = Font(size: 11, weight: .bold)
    /// The events' time and location font.
    public var eventDetailFont = Font(size: 10)
    /// The events' corner radius.
    public var eventCornerRadius: Double = 4
    /// The space between side-by-side events and at a column's right edge.
    public var eventPadding: Double = 2
    /// How overlapping timed events share a day's width.
    public var layoutMode: OverlapLayoutMode = .expanding
    /// The minutes a long-pressed slot and drags snap to.
    public var previewEventPrecisionInMinutes = 15
    /// The length of the preview event in minutes.
    public var previewEventLengthInMinutes = 60
    /// The preview event's color.
    public var previewEventColor = Color(rgb: 0x25, 0x63, 0xeb, alpha: 0x99)
    /// The preview event's title.
    public var previewEventTitle = "New event"
    /// The language and region of labels (never the system's).
    public var locale = Locale(identifier: "en_US")

    /// The default style.
    public init() {}
}
