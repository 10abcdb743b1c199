public import TimelineGraphics

/// Everything the day timeline's look depends on: every field of the
/// reference's `TimelineConfig`, plus the overlap layout mode.
public struct DayTimelineStyle: Sendable, Hashable, Codable {
    /// Which hours the timeline shows.
    public enum HourRange: Sendable, Hashable, Codable {
        /// From the hour of the earliest appointment to the hour after the
        /// latest end on the day (``defaultHours`` when the day is empty).
        case automatic
        /// From `start` to `end` o'clock (0...24, `start < end`).
        case explicit(start: Int, end: Int)
    }

    /// Where the time labels and their grid lines go.
    public enum TimeLabels: Sendable, Hashable, Codable {
        /// One per hour.
        case automatic
        /// At these times of day (seconds after midnight); the grid lines
        /// follow the labels (the reference drew them hourly regardless).
        case custom([Double])
    }

    /// A card's drop shadow: an offset copy of the card in `color`.
    public struct Shadow: Sendable, Hashable, Codable {
        /// The shadow's color (with its alpha).
        public var color: Color
        /// How far down and right the shadow lies.
        public var offset: Point
        /// Creates a shadow.
        public init(color: Color = Color(white: 0, alpha: 0.14), offset: Point = Point(x: 0, y: 1.5)) {
            self.color = color
            self.offset = offset
        }
    }

    /// The visible hours.
    public var hourRange: HourRange = .automatic
    /// The hours shown by ``HourRange/automatic`` for a day without appointments.
    public var defaultHours: ClosedRange<Int> = 8...18
    /// The time labels (and grid lines).
    public var timeLabels: TimeLabels = .automatic
    /// Whether labels read `14:00` (true) or `2 PM` (false).
    public var uses24HourClock = true
    /// The height of one hour in points.
    public var hourHeight: Double = 64
    /// The width of the time column at the left.
    public var timeColumnWidth: Double = 58
    /// The time labels' font.
    public var labelFont = Font(size: 11)
    /// The time labels' color.
    public var labelColor = Color(rgb: 0x6b, 0x72, 0x80)
    /// Whether grid lines are drawn at the labels.
    public var showsGridLines = true
    /// The grid lines' color.
    public var gridLineColor = Color(rgb: 0xe5, 0xe7, 0xeb)
    /// The grid lines' width.
    public var gridLineWidth: Double = 1
    /// Whether a vertical line separates the time column from the cards.
    public var showsVerticalDivider = true
    /// The divider's color.
    public var dividerColor = Color(rgb: 0xd1, 0xd5, 0xdb)
    /// Whether the current time is marked (a line and a dot).
    public var showsCurrentTime = true
    /// The current-time indicator's color.
    public var currentTimeColor = Color(rgb: 0xef, 0x44, 0x44)
    /// The current-time line's width.
    public var currentTimeLineWidth: Double = 1.5
    /// The current-time dot's radius.
    public var currentTimeDotRadius: Double = 4.5
    /// The cards' corner radius.
    public var cardCornerRadius: Double = 6
    /// The cards' shadow; `nil` for none.
    public var cardShadow: Shadow? = Shadow()
    /// The cards' title font.
    public var titleFont = Font(size: 12, weight: .bold)
    /// The cards' subtitle (and time) font.
    public var subtitleFont = Font(size: 11)
    /// Whether cards show their avatar.
    public var showsAvatar = true
    /// The avatar circle's diameter.
    public var avatarSize: Double = 26
    /// The space between cards, and between cards and the edges.
    public var padding: Double = 4
    /// Space above the first and below the last hour.
    public var verticalInset: Double = 12
    /// The thickness of a zero-length appointment's marker.
    public var markerThickness: Double = 3
    /// How overlapping appointments share the width.
    public var layoutMode: OverlapLayoutMode = .equalColumns
    /// The background.
    public var backgroundColor = Color.white

    /// The default style.
    public init() {}
}
