@testable import CalendarViews
import Testing
import TimelineCore
import TimelineGraphics

@Suite("DayTimelineInteraction")
struct DayTimelineInteractionTests {
    let appointments = [try! appointment("a", at(9), at(10)), try! appointment("b", at(14), at(15))]

    func setUp(height: Double = 200) -> (DayTimelineInteraction, DayTimelineScene) {
        let interaction = DayTimelineInteraction(viewport: DayTimelineViewport(size: Size(width: 400, height: height), day: monday))
        return (interaction, DayTimelineLayout.scene(for: appointments, in: interaction.viewport))
    }

    @Test("a tap on a card reports its id; on an empty place, the time there")
    func tap() {
        var (interaction, scene) = setUp()
        #expect(interaction.handle(.tap(Point(x: 100, y: 30)), in: scene) == [.appointmentTapped(id: "a")])
        #expect(interaction.handle(.longPress(Point(x: 100, y: 30)), in: scene) == [.appointmentLongPressed(id: "a")])
        // y = 12 + 1.5 hours × 64 = 108: 10:30.
        #expect(interaction.handle(.tap(Point(x: 100, y: 108)), in: scene) == [.emptySlotTapped(at(10, 30))])
        #expect(interaction.handle(.tap(Point(x: 10, y: 108)), in: scene) == [])
    }

    @Test("scroll to a time, to an appointment and to the current time, clamped to the content")
    func scrollTo() {
        var (interaction, scene) = setUp()
        // Hours 9–15: content 6 × 64 + 24 = 408; the most offset is 208.
        var effects = interaction.handle(.scrollToTime(secondsAfterMidnight: 11 * 3_600), in: scene)
        #expect(interaction.viewport.scrollOffset == 128)
        #expect(effects == [.viewportChanged(interaction.viewport)])
        effects = interaction.handle(.scrollToAppointment(id: "b"), in: scene)
        #expect(interaction.viewport.scrollOffset == 208)
        scene = DayTimelineLayout.scene(for: appointments, in: interaction.viewport)
        effects = interaction.handle(.scrollToCurrentTime(now: at(10)), in: scene)
        // 10:00 at y 76 in the content, a third down a 200-point view: 76 - 66.67.
        #expect(abs(interaction.viewport.scrollOffset - (76 - 200.0 / 3)) < 0.001)
        #expect(interaction.viewport.now == at(10))
        #expect(interaction.handle(.scroll(dy: -1_000), in: scene).count == 1 && interaction.viewport.scrollOffset == 0)
        #expect(interaction.handle(.scrollToAppointment(id: "missing"), in: scene) == [])
    }

    @Test("ill-formed events are ignored")
    func illFormed() {
        var (interaction, scene) = setUp()
        #expect(interaction.handle(.scroll(dy: .nan), in: scene) == [])
        #expect(interaction.handle(.tap(Point(x: .infinity, y: 0)), in: scene) == [])
        #expect(interaction.viewport.scrollOffset == 0)
    }
}
