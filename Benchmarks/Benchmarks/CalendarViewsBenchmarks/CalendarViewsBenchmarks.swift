import Benchmark
import CalendarViews
import TimelineCore
import TimelineGraphics

/// 10^6 events over ten years from 2020-01-06 (≈ 274 a day, 07:00–20:00,
/// 15 minutes to 2 hours, one in 200 all day), from a fixed seed.
enum TenYears {
    static let origin = Time(year: 2020, month: 1, day: 6)
    static let dayCount = 3_653

    static let store: CalendarEventStore = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var events: [CalendarEvent] = []
        events.reserveCapacity(1_000_000)
        let colors = [Color(rgb: 0x25, 0x63, 0xeb), Color(rgb: 0xea, 0x58, 0x0c), Color(rgb: 0x05, 0x96, 0x69), Color(rgb: 0x7c, 0x3a, 0xed)]
        for index in 0..<1_000_000 {
            let day = Int(next() % UInt64(dayCount))
            let start = origin.adding(days: day).adding(seconds: Double(7 * 3_600 + Int(next() % 52) * 900))
            let allDay = index % 200 == 0
            let length = allDay ? 86_400.0 : Double(1 + Int(next() % 8)) * 900
            let event = try! CalendarEvent(id: "e\(index)", title: "Event \(index)", location: index % 3 == 0 ? "Room \(index % 40)" : nil,
                                           start: allDay ? start.dayStart : start, end: allDay ? start.dayStart.adding(days: 1) : start.adding(seconds: length),
                                           color: colors[index % colors.count], isAllDay: allDay)
            events.append(event)
        }
        return try! CalendarEventStore(events)
    }()
}

/// A week in the middle of the ten years, 1 260 × 860, scrolled to 07:30.
func weekFrame(_ store: CalendarEventStore, week: Int = 260) -> [UInt8] {
    var viewport = WeekViewViewport(size: Size(width: 1_260, height: 860), firstDay: TenYears.origin.adding(weeks: week), visibleDayCount: 7,
                                    verticalOffset: 7.5 * 48, now: TenYears.origin.adding(weeks: week).adding(days: 2).adding(seconds: 14 * 3_600))
    viewport.zoom = 1
    let scene = WeekViewLayout.scene(for: store, in: viewport)
    return SVGRenderer().renderUTF8(scene.displayList)
}

let benchmarks: @Sendable () -> Void = {
    let frame = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
    let store = TenYears.store
    let small = try! CalendarEventStore(store.events(in: TenYears.origin.adding(weeks: 260), TenYears.origin.adding(weeks: 261)))

    Benchmark("Week frame (layout + SVG), the same week alone in a store", configuration: frame) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(weekFrame(small)) }
    }

    Benchmark("Week frame (layout + SVG), 10^6 events in ten years", configuration: frame) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(weekFrame(store)) }
    }

    Benchmark("Week query, 10^6 events in ten years", configuration: frame) { benchmark in
        let from = TenYears.origin.adding(weeks: 260), to = from.adding(days: 7)
        for _ in benchmark.scaledIterations { blackHole(store.events(in: from, to)) }
    }

    Benchmark("Day timeline frame (layout + SVG), 40 overlapping appointments", configuration: frame) { benchmark in
        let day = TenYears.origin.adding(weeks: 260)
        var appointments: [Appointment] = []
        for index in 0..<40 {
            let seconds: Double = 28_800 + Double(index) * 900
            let start = day.adding(seconds: seconds)
            let end = start.adding(seconds: 2_700)
            appointments.append(try! Appointment(id: String(index), title: "Patient " + String(index), subtitle: "Check-up",
                                                 start: start, end: end, avatar: .initials("P" + String(index % 10))))
        }
        let viewport = DayTimelineViewport(size: Size(width: 420, height: 900), day: day, scrollOffset: 0, now: day.adding(seconds: 11 * 3_600))
        for _ in benchmark.scaledIterations {
            blackHole(SVGRenderer().renderUTF8(DayTimelineLayout.scene(for: appointments, in: viewport).displayList))
        }
    }
}
