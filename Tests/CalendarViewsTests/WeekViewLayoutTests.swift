@testable import CalendarViews
import Foundation
import Testing
import TimelineCore
import TimelineGraphics

/// With the default style and a 756 × 1 200 view: the side bar is 56 wide,
/// so seven days are 100 wide each (Monday 2025-03-03 at x = 56); hours are
/// 48 tall; without all-day events the top bar is 44 tall.
@Suite("WeekViewLayout")
struct WeekViewLayoutTests {
    let viewport = WeekViewViewport(size: Size(width: 756, height: 1_200), firstDay: monday)

    func rect(_ scene: WeekViewScene, _ id: String) -> Rect? {
        guard case let .rect(rect, _)? = scene.displayList.element(withID: SemanticID(id))?.primitive else { return nil }
        return rect
    }

    @Test("timed events sit in their day column at their hours")
    func timedEvents() throws {
        let store = try CalendarEventStore([try event("a", at(9, day: 1), at(10, 30, day: 1))])
        let scene = WeekViewLayout.scene(for: store, in: viewport)
        // Tuesday: x = 156 + 1; width 99 - 2 padding; y = 44 + 9 × 48.
        #expect(rect(scene, "event:a") == Rect(x: 157, y: 476, width: 97, height: 71))
        #expect(scene.topBarHeight == 44)
        #expect(scene.day(atX: 160) == monday.dayNumber + 1)
        #expect(scene.time(at: Point(x: 160, y: 476)) == at(9, day: 1))
    }

    @Test("an event spanning midnight is split per day; one ending at 00:00 stays on its start day")
    func multiDay() throws {
        var style = WeekViewStyle()
        style.autoConvertAllDayEvents = false
        let store = try CalendarEventStore([try event("night", at(22), at(6, day: 1)), try event("evening", at(20, day: 2), at(0, day: 3))])
        let scene = WeekViewLayout.scene(for: store, in: viewport, style: style)
        #expect(rect(scene, "event:night")?.minY == 44.0 + 22 * 48)
        #expect(rect(scene, "event:night:2025-03-04") == Rect(x: 157, y: 44, width: 97, height: 6 * 48 - 1))
        #expect(rect(scene, "event:evening")?.maxY == 44.0 + 24 * 48 - 1)
        #expect(scene.displayList.element(withID: "event:evening:2025-03-06") == nil)
        #expect(scene.eventFrames.filter { $0.id == "night" }.map(\.isLastSegment) == [false, true])
    }

    @Test("all-day events go to the top bar: stacked rows, or side by side per day")
    func allDay() throws {
        let store = try CalendarEventStore([
            try event("trip", at(0, day: 1), at(0, day: 4), allDay: true),
            try event("holiday", at(0, day: 2), at(0, day: 3), allDay: true),
            try event("auto", at(8, day: 5), at(9, day: 6)),      // 25 hours: converted
        ])
        let stacked = WeekViewLayout.scene(for: store, in: viewport)
        #expect(stacked.topBarHeight == 44 + 2 * 22 + 4)
        // Trip covers Tue–Thu (ends 00:00 Friday): three days.
        #expect(rect(stacked, "allday:trip") == Rect(x: 157, y: 45, width: 297, height: 19))
        #expect(rect(stacked, "allday:holiday")?.minY == 67)
        #expect(rect(stacked, "allday:auto")?.minY == 45)
        #expect(stacked.displayList.element(withID: "event:auto") == nil)

        var style = WeekViewStyle()
        style.allDayEventLayout = .sideBySide
        let side = WeekViewLayout.scene(for: store, in: viewport, style: style)
        #expect(side.topBarHeight == 44 + 22 + 4)
        // Wednesday holds trip and holiday: half a day each.
        #expect(rect(side, "allday:trip:2025-03-05") == Rect(x: 257, y: 45, width: 47, height: 19))
        #expect(rect(side, "allday:holiday") == Rect(x: 307, y: 45, width: 47, height: 19))

        style.autoConvertAllDayEvents = false
        let timed = WeekViewLayout.scene(for: store, in: viewport, style: style)
        #expect(timed.displayList.element(withID: "event:auto") != nil)
    }

    @Test("more all-day events than rows show +n more")
    func allDayOverflow() throws {
        let store = try CalendarEventStore((0..<5).map { try event("h\($0)", at(0), at(0, day: 1), allDay: true) })
        let scene = WeekViewLayout.scene(for: store, in: viewport)
        #expect(scene.displayList.elements(withRole: .allDayEvent).count == 2)
        guard case let .text(run)? = scene.displayList.element(withID: "allday:more:2025-03-03")?.primitive else { Issue.record("no more label"); return }
        #expect(run.string == "+3 more")
    }

    @Test("day columns are colored default, weekend, past, past weekend and today")
    func columnColors() {
        var withNow = viewport
        withNow.leadingDay -= 2      // Saturday 1 March to Friday 7 March
        withNow.now = at(12, day: 1) // Tuesday noon
        let style = WeekViewStyle()
        let scene = WeekViewLayout.scene(for: try! CalendarEventStore(), in: withNow, style: style)
        func fill(_ key: String) -> Color? { scene.displayList.element(withID: SemanticID("day:\(key)"))?.fill }
        #expect(fill("2025-03-01") == style.pastWeekendDayColor)
        #expect(fill("2025-03-03") == style.pastDayColor)
        #expect(fill("2025-03-04") == style.todayDayColor)
        #expect(fill("2025-03-05") == style.defaultDayColor)
        #expect(rect(scene, "today:past")?.height == 12.0 * 48)
        guard case let .line(from, to)? = scene.displayList.element(withID: "now")?.primitive else { Issue.record("no now line"); return }
        #expect(from.y == 44.0 + 12 * 48 && from.x == 356 && to.x == 456)
        let withoutNow = WeekViewLayout.scene(for: try! CalendarEventStore(), in: viewport)
        #expect(withoutNow.displayList.element(withID: "now") == nil)
    }

    @Test("hour lines are solid, half-hour lines dashed with the style's pattern")
    func hourLines() throws {
        var style = WeekViewStyle()
        style.dashPattern = [2, 3]
        style.mainLineThickness = 0.5
        let scene = WeekViewLayout.scene(for: try CalendarEventStore(), in: viewport, style: style)
        let hour = try #require(scene.displayList.element(withID: "hourLine:9"))
        let half = try #require(scene.displayList.element(withID: "halfHourLine:9"))
        #expect(hour.stroke?.dash == [] && hour.stroke?.width == 0.5)
        #expect(half.stroke?.dash == [2, 3])
        guard case let .line(from, _) = half.primitive else { return }
        #expect(from.y == 44 + 9.5 * 48)
    }

    @Test("day labels go long, normal, short with width, then shrink to the minimum; in the style's locale")
    func dayLabels() {
        var style = WeekViewStyle()
        let measurer = TextMeasurer()
        let (long, _) = WeekViewLayout.dayLabel(for: monday.dayNumber, width: 300, style: style, measurer: measurer)
        #expect(long == "Monday, March 3")
        let normalWidth = measurer.width(of: "Mon, Mar 3", font: style.dayLabelFont)
        #expect(normalWidth < measurer.width(of: "Monday, March 3", font: style.dayLabelFont))
        let (normal, _) = WeekViewLayout.dayLabel(for: monday.dayNumber, width: normalWidth + 1, style: style, measurer: measurer)
        #expect(normal == "Mon, Mar 3")
        let (short, font) = WeekViewLayout.dayLabel(for: monday.dayNumber, width: 30, style: style, measurer: measurer)
        #expect(short == "M 3")
        #expect(font.size == style.dayLabelFont.size)
        let (tiny, tinyFont) = WeekViewLayout.dayLabel(for: monday.dayNumber, width: 10, style: style, measurer: measurer)
        #expect(tiny == "M 3" && tinyFont.size == style.dayLabelMinimumFontSize)
        style.locale = Locale(identifier: "de_DE")
        #expect(WeekViewLayout.dayLabel(for: monday.dayNumber, width: 300, style: style, measurer: measurer).0 == "Montag, 3. März")
    }

    @Test("a week's day labels share one format and one font: the longest format every day's label fits")
    func dayLabelsShareAFormat() {
        let style = WeekViewStyle()
        let measurer = TextMeasurer()
        // January 2025, Monday 6 to Sunday 12: "Wednesday, January 8" is the widest long label.
        let days = Time(year: 2025, month: 1, day: 6).dayNumber..<Time(year: 2025, month: 1, day: 13).dayNumber
        let widest = measurer.width(of: "Wednesday, January 8", font: style.dayLabelFont)
        #expect(widest > measurer.width(of: "Friday, January 10", font: style.dayLabelFont))
        let (long, longFont) = WeekViewLayout.dayLabels(for: days, width: widest, style: style, measurer: measurer)
        #expect(long.first == "Monday, January 6" && long[2] == "Wednesday, January 8" && longFont == style.dayLabelFont)
        // One point narrower: Wednesday's long label no longer fits, so every day reads in the normal format.
        let (normal, _) = WeekViewLayout.dayLabels(for: days, width: widest - 1, style: style, measurer: measurer)
        #expect(normal == ["Mon, Jan 6", "Tue, Jan 7", "Wed, Jan 8", "Thu, Jan 9", "Fri, Jan 10", "Sat, Jan 11", "Sun, Jan 12"])
        // Short labels shrink together, until the widest fits: at 10 points, exactly as wide as the widest short label.
        let shortLabels = ["M 6", "T 7", "W 8", "T 9", "F 10", "S 11", "S 12"]
        let widestShort = shortLabels.map { measurer.width(of: $0, font: style.dayLabelFont.withSize(10)) }.max()!
        let (short, shortFont) = WeekViewLayout.dayLabels(for: days, width: widestShort, style: style, measurer: measurer)
        #expect(short == shortLabels)
        #expect(shortFont.size == 10)
        // Drawn with 150-point days (142 for the label: "Monday, January 6" fits, "Wednesday, January 8" does not):
        // the normal format across, where labels chosen day by day mixed both.
        #expect(measurer.width(of: "Monday, January 6", font: style.dayLabelFont) < 142 && widest > 142)
        let scene = WeekViewLayout.scene(for: try! CalendarEventStore(),
                                         in: WeekViewViewport(size: Size(width: 56 + 7 * 150, height: 600), firstDay: Time(dayNumber: days.lowerBound)))
        let drawn = scene.displayList.elements(withRole: .dayLabel).compactMap { element -> String? in
            if case let .text(run) = element.primitive { return run.string } else { return nil }
        }
        #expect(drawn == normal)
    }

    @Test("a week of a huge store draws only the visible days' events")
    func visibleOnly() throws {
        var events: [CalendarEvent] = []
        for day in 0..<365 { events.append(try event("d\(day)", at(10, day: day), at(11, day: day))) }
        let scene = WeekViewLayout.scene(for: try CalendarEventStore(events), in: viewport)
        #expect(scene.displayList.elements(withRole: .calendarEvent).count == 7)
        #expect(Set(scene.events.keys) == Set((0..<7).map { "d\($0)" }))
    }

    @Test("a week's cards: one per segment on the visible days, the days outside left out")
    func cardsPerVisibleSegment() throws {
        // Days -1 through 7 (the week is days 0–6): five 9–10 events each, and
        // one 22:00–02:00 event crossing into the next day.
        var events: [CalendarEvent] = []
        for day in -1...7 {
            for index in 0..<5 { events.append(try event("d\(day)-\(index)", at(9, day: day), at(10, day: day))) }
            events.append(try event("o\(day)", at(22, day: day), at(2, day: day + 1)))
        }
        let scene = WeekViewLayout.scene(for: try CalendarEventStore(events), in: viewport)
        // 7 × 5 day events; overnight: day -1's morning piece, both pieces of
        // days 0–5, day 6's evening piece: 1 + 12 + 1.
        #expect(scene.displayList.elements(withRole: .calendarEvent).count == 35 + 14)
        #expect(scene.eventFrames.count == 49)
        #expect(scene.events.count == 35 + 8)
        #expect(rect(scene, "event:o-1:2025-03-03") == Rect(x: 57, y: 44, width: 97, height: 2 * 48 - 1))
        #expect(rect(scene, "event:o6")?.minY == 44.0 + 22 * 48)
        #expect(scene.displayList.element(withID: "event:o6:2025-03-10") == nil)
        #expect(scene.displayList.element(withID: "event:d7-0") == nil && scene.displayList.element(withID: "event:d-1-0") == nil)
        // Each day's five events overlap: five columns (the overnight pieces
        // at 00:00 and 22:00 overlap none of them).
        #expect(rect(scene, "event:d2-4") == Rect(x: 256 + 1 + 4 * 99 / 5, y: 44 + 9 * 48, width: 99.0 / 5 - 2, height: 47))
    }

    @Test("a crowded day's narrow cards have no text but keep their tooltip and accessible name")
    func narrowCards() throws {
        var events = try (0..<40).map { try event("n\($0)", at(9), at(10), location: $0 == 0 ? "Room 1" : nil) }
        events.append(try event("w", at(9, day: 1), at(10, 30, day: 1), location: "Lab"))
        let scene = WeekViewLayout.scene(for: try CalendarEventStore(events), in: viewport)
        let narrow = try #require(scene.displayList.element(withID: "event:n0"))
        #expect(narrow.title == "Event n0, 09:00 – 10:00, Room 1")
        #expect(narrow.accessibilityLabel == narrow.title)
        #expect(scene.displayList.element(withID: "event:n1")?.title == "Event n1, 09:00 – 10:00")
        // 40 cards in a 99-point column: under a point wide each, no text.
        #expect(rect(scene, "event:n39").map { $0.width < 1 } == true)
        #expect(scene.displayList.elements(withRole: .calendarEvent).count == 41)
        #expect(scene.displayList.elements(withRole: .label).count == 3)
        #expect(scene.displayList.element(withID: "event:n0:title") == nil)
        // The lone Tuesday card is wide: title, time and location lines.
        #expect(scene.displayList.element(withID: "event:w")?.title == "Event w, 09:00 – 10:30, Lab")
        func text(_ id: String) -> String? {
            guard case let .text(run)? = scene.displayList.element(withID: SemanticID(id))?.primitive else { return nil }
            return run.string
        }
        #expect(text("event:w:title") == "Event w")
        #expect(text("event:w:time") == "09:00 – 10:30")
        #expect(text("event:w:location") == "Lab")
    }

    @Test("a card's label: title, the segment's clock times, the location; any text kept byte for byte")
    func cardLabel() {
        #expect(WeekViewLayout.cardLabel(title: "Café ☕ <1>", start: 22 * 3_600, end: 86_400, location: "Zürich") == "Café ☕ <1>, 22:00 – 24:00, Zürich")
        #expect(WeekViewLayout.cardLabel(title: "", start: 0, end: 900, location: nil) == ", 00:00 – 00:15")
        #expect(WeekViewLayout.cardLabel(title: "A long title that is not a small string", start: 3_600.5, end: 7_259, location: "")
            == "A long title that is not a small string, 01:00 – 02:00, ")
    }

    @Test("an event with a gradient color is filled top to bottom from its color to the gradient color, timed or all day")
    func gradientEvents() throws {
        let purple = Color(rgb: 0x7c, 0x3a, 0xed), pink = Color(rgb: 0xdb, 0x27, 0x77)
        var timed = try event("g", at(9), at(11))
        timed.color = purple
        timed.gradientColor = pink
        var allDay = try event("h", at(0, day: 1), at(0, day: 2), allDay: true)
        allDay.color = purple
        allDay.gradientColor = pink
        let scene = WeekViewLayout.scene(for: try CalendarEventStore([timed, allDay]), in: viewport)
        let gradient = LinearGradient(from: purple, to: pink, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 0, y: 1))
        #expect(scene.displayList.element(withID: "event:g")?.fillStyle == .linearGradient(gradient))
        #expect(scene.displayList.element(withID: "allday:h")?.fillStyle == .linearGradient(gradient))
        // No blended band any more: the card is one element.
        #expect(scene.displayList.element(withID: "event:g:gradient") == nil)
        // Text on the gradient: white on its middle color (luminance below 0.45).
        #expect(scene.displayList.element(withID: "event:g:title")?.fill == .white)
        let svg = SVGRenderer().render(scene.displayList)
        #expect(svg.components(separatedBy: #"<linearGradient id="_gradient-7c3aed-db2777" x1="0" y1="0" x2="0" y2="1">"#).count == 2)
        #expect(svg.contains(##"<stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/>"##))
        #expect(svg.components(separatedBy: #"fill="url(#_gradient-7c3aed-db2777)""#).count == 3)
    }

    @Test("10^5 events in one day give a drawn result")
    func hugeDay() throws {
        let events = try (0..<100_000).map { try event("\($0)", at(8).adding(seconds: Double($0 % 480) * 60), at(17)) }
        let scene = WeekViewLayout.scene(for: try CalendarEventStore(events), in: viewport)
        #expect(scene.eventFrames.count == 100_000)
    }

    @Test("bad viewport numbers (NaN, huge days, zero size) still lay out")
    func badViewport() {
        var bad = viewport
        bad.leadingDay = .nan
        bad.zoom = .infinity
        bad.verticalOffset = -.infinity
        bad.size = Size(width: 0, height: 0)
        bad.visibleDayCount = 1_000_000
        let scene = WeekViewLayout.scene(for: try! CalendarEventStore(), in: bad)
        #expect(scene.viewport.zoom == 1)
        bad.leadingDay = 1e300
        _ = WeekViewLayout.scene(for: try! CalendarEventStore(), in: bad)
    }
}
