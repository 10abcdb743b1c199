public import TimelineCore
public import TimelineGraphics
import Synchronization

/// One laid-out frame of a week view: the display list plus the geometry the
/// interaction needs.
public struct WeekViewScene: Sendable {
    /// A laid-out piece of an event: one day's segment or an all-day bar.
    public struct EventFrame: Sendable, Hashable {
        /// The event's id.
        public var id: String
        /// The day of the segment (the first visible day for an all-day bar).
        public var dayNumber: Int
        /// The frame, viewport-local.
        public var frame: Rect
        /// Whether it is in the top bar.
        public var isAllDay: Bool
        /// Whether the event ends in this segment (its bottom edge resizes it).
        public var isLastSegment: Bool
    }

    /// What to draw.
    public var displayList: DisplayList
    /// The viewport laid out.
    public var viewport: WeekViewViewport
    /// The style used.
    public var style: WeekViewStyle
    /// The width of a day column.
    public var dayWidth: Double
    /// The height of an hour (zoom applied).
    public var hourHeight: Double
    /// The height of the top bar (day labels and all-day rows).
    public var topBarHeight: Double
    /// The laid-out event pieces, in paint order.
    public var eventFrames: [EventFrame]
    /// The events laid out (timed and all-day), by id.
    ///
    /// Made on first use and kept: a frame that is only drawn (most frames)
    /// never pays for the dictionary.
    /// - Complexity: O(e) the first time, e = the pieces laid out.
    public var events: [String: CalendarEvent] {
        get { eventsByID.dictionary }
        set { eventsByID = EventsByID(newValue) }
    }
    private var eventsByID: EventsByID

    /// Creates a scene (layout does this).
    public init(displayList: DisplayList, viewport: WeekViewViewport, style: WeekViewStyle, dayWidth: Double, hourHeight: Double,
                topBarHeight: Double, eventFrames: [EventFrame], events: [String: CalendarEvent]) {
        self.displayList = displayList
        self.viewport = viewport
        self.style = style
        self.dayWidth = dayWidth
        self.hourHeight = hourHeight
        self.topBarHeight = topBarHeight
        self.eventFrames = eventFrames
        self.eventsByID = EventsByID(events)
    }

    /// A scene whose ``events`` are `events[laidOut[i]]` (the last of equal ids wins).
    init(displayList: DisplayList, viewport: WeekViewViewport, style: WeekViewStyle, dayWidth: Double, hourHeight: Double,
         topBarHeight: Double, eventFrames: [EventFrame], events: [CalendarEvent], laidOut: [Int]) {
        self.displayList = displayList
        self.viewport = viewport
        self.style = style
        self.dayWidth = dayWidth
        self.hourHeight = hourHeight
        self.topBarHeight = topBarHeight
        self.eventFrames = eventFrames
        self.eventsByID = EventsByID(events: events, laidOut: laidOut)
    }

    /// The events of a scene by id, made once when first asked for.
    private final class EventsByID: Sendable {
        private let events: [CalendarEvent]
        private let laidOut: [Int]
        private let cache: Mutex<[String: CalendarEvent]?>

        init(events: [CalendarEvent], laidOut: [Int]) {
            self.events = events
            self.laidOut = laidOut
            cache = Mutex(nil)
        }

        init(_ dictionary: [String: CalendarEvent]) {
            events = []
            laidOut = []
            cache = Mutex(dictionary)
        }

        var dictionary: [String: CalendarEvent] {
            cache.withLock { cached in
                if let cached { return cached }
                var made: [String: CalendarEvent] = [:]
                made.reserveCapacity(laidOut.count)
                for index in laidOut { made[events[index].id] = events[index] }
                cached = made
                return made
            }
        }
    }

    /// The area of the timed day columns, viewport-local.
    public var contentFrame: Rect {
        Rect(x: style.sideBarWidth, y: topBarHeight, width: max(0, viewport.size.width - style.sideBarWidth),
             height: max(0, viewport.size.height - topBarHeight))
    }

    /// The largest vertical offset.
    public var maximumVerticalOffset: Double { max(0, 24 * hourHeight - contentFrame.height) }

    /// The viewport-local x of the left edge of `dayNumber`.
    public func x(forDay dayNumber: Int) -> Double {
        style.sideBarWidth + (Double(dayNumber) - viewport.clampedLeadingDay) * dayWidth
    }

    /// The viewport-local y of `seconds` after midnight.
    public func y(forSeconds seconds: Double) -> Double {
        topBarHeight + seconds / 3_600 * hourHeight - viewport.verticalOffset
    }

    /// The day at viewport-local `x` (any x; left of the area gives the leading day).
    public func day(atX x: Double) -> Int {
        let value = viewport.clampedLeadingDay + max(0, x - style.sideBarWidth) / max(dayWidth, 0.001)
        return Int(min(WeekViewViewport.dayLimits.upperBound, max(WeekViewViewport.dayLimits.lowerBound, value)).rounded(.down))
    }

    /// The seconds after midnight at viewport-local `y`, within the day.
    public func seconds(atY y: Double) -> Double {
        let hours = (y - topBarHeight + viewport.verticalOffset) / max(hourHeight, 0.001)
        return min(Time.secondsPerDay, max(0, hours * 3_600))
    }

    /// The time at a point of the timed area, or `nil` outside it.
    public func time(at point: Point) -> Time? {
        guard contentFrame.contains(point) else { return nil }
        return Time(dayNumber: day(atX: point.x), timeOfDay: seconds(atY: point.y))
    }

    /// The event piece under `point`, topmost first.
    public func eventFrame(at point: Point) -> EventFrame? {
        eventFrames.last { $0.frame.contains(point) }
    }
}
