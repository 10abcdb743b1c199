import TimelineCore
public import TimelineGraphics

/// One laid-out frame of a day timeline: the display list plus the geometry
/// the interaction needs (card frames, the hours shown).
public struct DayTimelineScene: Sendable {
    /// What to draw.
    public var displayList: DisplayList
    /// The viewport laid out.
    public var viewport: DayTimelineViewport
    /// The first and last hour shown (`endHour` exclusive).
    public var startHour: Int
    /// The hour where the timeline ends.
    public var endHour: Int
    /// The height of the whole scrollable content.
    public var contentHeight: Double
    /// The frame of each appointment laid out on the day (visible or not),
    /// viewport-local, by id.
    public var appointmentFrames: [String: Rect]
    /// The appointments laid out, by id.
    public var appointments: [String: Appointment]
    /// The appointment ids in paint order (later on top).
    public var paintOrder: [String]
    /// The style used.
    public var style: DayTimelineStyle

    /// Creates a scene (layout does this).
    public init(displayList: DisplayList, viewport: DayTimelineViewport, startHour: Int, endHour: Int, contentHeight: Double,
                appointmentFrames: [String: Rect], appointments: [String: Appointment], paintOrder: [String], style: DayTimelineStyle) {
        self.displayList = displayList
        self.viewport = viewport
        self.startHour = startHour
        self.endHour = endHour
        self.contentHeight = contentHeight
        self.appointmentFrames = appointmentFrames
        self.appointments = appointments
        self.paintOrder = paintOrder
        self.style = style
    }

    /// The content y (before scrolling) of `seconds` after the day's midnight.
    public func contentY(forSeconds seconds: Double) -> Double {
        style.verticalInset + (seconds / 3_600 - Double(startHour)) * style.hourHeight
    }

    /// The viewport-local y of `seconds` after midnight.
    public func y(forSeconds seconds: Double) -> Double {
        contentY(forSeconds: seconds) - viewport.scrollOffset
    }

    /// The seconds after midnight at viewport-local `y`, clamped to the hours shown.
    public func seconds(atY y: Double) -> Double {
        let hours = (y + viewport.scrollOffset - style.verticalInset) / style.hourHeight + Double(startHour)
        return min(Double(endHour), max(Double(startHour), hours)) * 3_600
    }

    /// The largest scroll offset.
    public var maximumScrollOffset: Double { max(0, contentHeight - viewport.size.height) }

    /// The appointment under `point`, topmost first (markers count within
    /// a few points).
    public func appointmentID(at point: Point) -> String? {
        for id in paintOrder.reversed() {
            guard let frame = appointmentFrames[id] else { continue }
            if frame.insetBy(dx: 0, dy: frame.height < 6 ? -3 : 0).contains(point) { return id }
        }
        return nil
    }
}
