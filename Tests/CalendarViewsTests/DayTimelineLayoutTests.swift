@testable import CalendarViews
import Testing
import TimelineCore
import TimelineGraphics

/// With the default style: the time column is 58 wide, padding 4, so the
/// card area starts at x = 62 and is `width - 66` wide; hours are 64 tall
/// and the first hour is at y = 12.
@Suite("DayTimelineLayout")
struct DayTimelineLayoutTests {
    let viewport = DayTimelineViewport(size: Size(width: 466, height: 2_000), day: monday)

    func frame(_ scene: DayTimelineScene, _ id: String) -> Rect? {
        guard case let .rect(rect, _)? = scene.displayList.element(withID: SemanticID("appointment:\(id)"))?.primitive else { return nil }
        return rect
    }

    @Test("overlapping cards are area / totalColumns wide minus padding, in their columns")
    func equalColumns() throws {
        let scene = DayTimelineLayout.scene(for: [try appointment("a", at(9), at(11)), try appointment("b", at(9, 30), at(10)),
                                                  try appointment("c", at(10), at(10, 30)), try appointment("d", at(12), at(13))], in: viewport)
        // Area 400 wide; two columns of 200: cards 196 wide.
        #expect(frame(scene, "a") == Rect(x: 62, y: 12, width: 196, height: 127))
        #expect(frame(scene, "b") == Rect(x: 262, y: 44, width: 196, height: 31))
        #expect(frame(scene, "c")?.minX == 262)
        #expect(frame(scene, "d") == Rect(x: 62, y: 204, width: 396, height: 63))
        #expect(scene.startHour == 9 && scene.endHour == 13)
    }

    @Test("expanding mode lets a card take the free columns to its right")
    func expanding() throws {
        var style = DayTimelineStyle()
        style.layoutMode = .expanding
        let scene = DayTimelineLayout.scene(for: [try appointment("a", at(9), at(12)), try appointment("b", at(9), at(10)),
                                                  try appointment("c", at(9), at(9, 30)), try appointment("d", at(10, 30), at(12))],
                                            in: viewport, style: style)
        // Three columns of 133.33; d sits in column 1 and spans two.
        let d = try #require(frame(scene, "d"))
        #expect(abs(d.minX - (62 + 400.0 / 3)) < 0.001)
        #expect(abs(d.width - (800.0 / 3 - 4)) < 0.001)
        #expect(abs(try #require(frame(scene, "b")).width - (400.0 / 3 - 4)) < 0.001)
    }

    @Test("visible hours come from the appointments, or from the style when explicit or empty")
    func hours() throws {
        var scene = DayTimelineLayout.scene(for: [try appointment("a", at(7, 45), at(15, 10))], in: viewport)
        #expect((scene.startHour, scene.endHour) == (7, 16))
        var style = DayTimelineStyle()
        style.hourRange = .explicit(start: 6, end: 20)
        scene = DayTimelineLayout.scene(for: [try appointment("a", at(7, 45), at(15, 10))], in: viewport, style: style)
        #expect((scene.startHour, scene.endHour) == (6, 20))
        #expect(scene.contentHeight == 14 * 64 + 24)
        scene = DayTimelineLayout.scene(for: [], in: viewport)
        #expect((scene.startHour, scene.endHour) == (8, 18))
    }

    @Test("custom labels place the grid lines too; 12-hour labels read 2 PM")
    func customLabels() throws {
        var style = DayTimelineStyle()
        style.hourRange = .explicit(start: 8, end: 16)
        style.timeLabels = .custom([9 * 3_600, 12.5 * 3_600, 20 * 3_600])
        style.uses24HourClock = false
        let scene = DayTimelineLayout.scene(for: [], in: viewport, style: style)
        let labels = scene.displayList.elements(withRole: .timeLabel)
        #expect(labels.map(\.id.description) == ["timeLabel:09:00", "timeLabel:12:30"])
        guard case let .text(run)? = labels.last?.primitive else { Issue.record("no text"); return }
        #expect(run.string == "12:30 PM")
        let lines = scene.displayList.elements(withRole: .gridLine)
        #expect(lines.map(\.id.description) == ["gridLine:09:00", "gridLine:12:30"])
        guard case let .line(from, _)? = lines.last?.primitive else { Issue.record("no line"); return }
        #expect(from.y == 12 + 4.5 * 64)
        #expect(DayTimelineLayout.label(seconds: 14 * 3_600, uses24HourClock: false) == "2 PM")
        #expect(DayTimelineLayout.label(seconds: 0, uses24HourClock: false) == "12 AM")
    }

    @Test("an appointment crossing midnight is drawn on both days, each part to the day's edge")
    func midnight() throws {
        let late = try appointment("late", at(22), at(2, day: 1))
        var style = DayTimelineStyle()
        style.hourRange = .explicit(start: 0, end: 24)
        let first = DayTimelineLayout.scene(for: [late], in: viewport, style: style)
        #expect(frame(first, "late") == Rect(x: 62, y: 12 + 22 * 64, width: 396, height: 127))
        var next = viewport
        next.day = at(0, day: 1)
        let second = DayTimelineLayout.scene(for: [late], in: next, style: style)
        #expect(frame(second, "late") == Rect(x: 62, y: 12, width: 396, height: 127))
        // Automatic hours on the second day start at midnight.
        #expect(DayTimelineLayout.scene(for: [late], in: next).startHour == 0)
    }

    @Test("a zero-length appointment is a thin marker with its title, not lost")
    func zeroLength() throws {
        let scene = DayTimelineLayout.scene(for: [try appointment("m", at(10), at(10)), try appointment("a", at(9), at(11))], in: viewport)
        let marker = try #require(scene.displayList.element(withID: "appointment:m"))
        #expect(marker.role == .appointmentMarker)
        #expect(frame(scene, "m")?.height == 3)
        #expect(scene.displayList.element(withID: "appointment:m:title") != nil)
        // It overlaps 9–11 (as one second), so it takes the second column.
        #expect(frame(scene, "m")?.minX == 262)
        #expect(scene.appointmentID(at: Point(x: 270, y: 12 + 64 + 2)) == "m")
    }

    @Test("the current time is drawn only when the host passes it, on its day")
    func currentTime() throws {
        let appointments = [try appointment("a", at(9), at(12))]
        #expect(DayTimelineLayout.scene(for: appointments, in: viewport).displayList.element(withID: "now") == nil)
        var withNow = viewport
        withNow.now = at(10, 30)
        let scene = DayTimelineLayout.scene(for: appointments, in: withNow)
        guard case let .line(from, to)? = scene.displayList.element(withID: "now")?.primitive else { Issue.record("no line"); return }
        #expect(from.y == 12 + 1.5 * 64 && to.y == from.y && from.x == 58)
        #expect(scene.displayList.element(withID: "now:dot") != nil)
        withNow.now = at(10, 30, day: 1)
        #expect(DayTimelineLayout.scene(for: appointments, in: withNow).displayList.element(withID: "now") == nil)
    }

    @Test("only what intersects the viewport is drawn; frames are kept for all")
    func culling() throws {
        let appointments = try (0..<24).map { try appointment("h\($0)", at($0), at($0, 50)) }
        let small = DayTimelineViewport(size: Size(width: 400, height: 200), day: monday, scrollOffset: 64 * 10)
        let scene = DayTimelineLayout.scene(for: appointments, in: small)
        let drawn = scene.displayList.elements(withRole: .appointment).map(\.id.description)
        #expect(drawn == ["appointment:h9", "appointment:h10", "appointment:h11", "appointment:h12"])
        #expect(scene.appointmentFrames.count == 24)
    }

    @Test("10^5 appointments in one day lay out into a drawn result")
    func hugeDay() throws {
        let appointments = try (0..<100_000).map { try appointment("\($0)", at(8).adding(seconds: Double($0 % 600) * 60), at(18)) }
        let scene = DayTimelineLayout.scene(for: appointments, in: viewport)
        #expect(scene.appointmentFrames.count == 100_000)
        #expect(scene.displayList.elements.count > 100_000)
    }

    @Test("cards show title, subtitle and time; the avatar's initials when there is room")
    func cardContent() throws {
        var a = try appointment("a", at(9), at(10, 30), subtitle: "Room 4")
        a.avatar = .initials("JD")
        let scene = DayTimelineLayout.scene(for: [a], in: viewport)
        for suffix in ["title", "subtitle", "time", "avatar", "initials"] {
            #expect(scene.displayList.element(withID: SemanticID("appointment:a:\(suffix)")) != nil, "\(suffix)")
        }
        guard case let .text(run)? = scene.displayList.element(withID: "appointment:a:time")?.primitive else { return }
        #expect(run.string == "09:00 – 10:30")
    }

    @Test("an image avatar is a picture clipped to the avatar circle, drawn over initials from the title")
    func imageAvatar() throws {
        var a = try appointment("a", at(9), at(10, 30))
        a.title = "olivia Brown"
        a.avatar = .imageURL("https://example.org/avatars/olivia.png")
        let scene = DayTimelineLayout.scene(for: [a], in: viewport)
        // The hours start at 9, so the card's top is y = 12; it spans x 62…458 (400 - 4 padding wide);
        // the 26-point circle sits 6 from its right edge and 5 below its top.
        let circle = Rect(x: 458 - 6 - 26, y: 12 + 5, width: 26, height: 26)
        let ids = scene.displayList.elements.map(\.id.description)
        let image = try #require(scene.displayList.element(withID: "appointment:a:image"))
        #expect(image.primitive == .image(DisplayImage(url: "https://example.org/avatars/olivia.png", frame: circle, cornerRadius: 13)))
        #expect(image.role == .avatarImage && !image.isHitTestable)
        // Painted after the circle and its initials, which show where the picture does not.
        #expect(ids.firstIndex(of: "appointment:a:image")! > ids.firstIndex(of: "appointment:a:initials")!)
        guard case let .text(initials)? = scene.displayList.element(withID: "appointment:a:initials")?.primitive else { Issue.record("no initials"); return }
        #expect(initials.string == "OB")
        #expect(scene.displayList.element(withID: "appointment:a:avatar")?.title == "olivia Brown")
        let svg = SVGRenderer().render(scene.displayList)
        #expect(svg.contains(#"<clipPath id="_clip1"><rect x="426" y="17" width="26" height="26" rx="13"/></clipPath>"#))
        #expect(svg.contains(#"href="https://example.org/avatars/olivia.png" preserveAspectRatio="xMidYMid slice" clip-path="url(#_clip1)"/>"#))
    }

    @Test("a refused avatar URL (a file path, file:, javascript:) draws the initials only and never reaches the SVG")
    func refusedAvatar() throws {
        for url in ["/etc/passwd", "file:///home/me/photo.png", "javascript:alert(1)", "photo.png", "data:text/html;base64,PGI+"] {
            var a = try appointment("a", at(9), at(10, 30))
            a.avatar = .imageURL(url)
            let scene = DayTimelineLayout.scene(for: [a], in: viewport)
            #expect(scene.displayList.element(withID: "appointment:a:image") == nil, "\(url)")
            #expect(scene.displayList.element(withID: "appointment:a:initials") != nil, "\(url)")
            let svg = SVGRenderer().render(scene.displayList)
            #expect(!svg.contains(url) && !svg.contains("<image"), "\(url)")
        }
    }
}
