import TimelineCore
import TimelineGraphics

/// The headless interaction engine of a day timeline: each input event
/// returns the effects the host applies (events in, effects out).
///
/// ```swift
/// var interaction = DayTimelineInteraction(viewport: viewport)
/// var scene = DayTimelineLayout.scene(for: store.appointments, in: interaction.viewport, style: style)
/// for effect in interaction.handle(.tap(Point(x: 200, y: 120)), in: scene) { … }
/// ```
public struct DayTimelineInteraction: Sendable {
    /// The visible window; lay out with it.
    public var viewport: DayTimelineViewport

    /// Creates an interaction.
    public init(viewport: DayTimelineViewport) {
        self.viewport = viewport
    }

    /// Handles one event against the last scene laid out with ``viewport``.
    /// - Parameters:
    ///   - event: The input.
    ///   - scene: The scene the user sees.
    /// - Returns: The effects, in order; none for an ill-formed event.
    public mutating func handle(_ event: DayTimelineInputEvent, in scene: DayTimelineScene) -> [DayTimelineEffect] {
        guard event.isWellFormed else { return [] }
        switch event {
        case let .tap(point):
            if let id = scene.appointmentID(at: point) { return [.appointmentTapped(id: id)] }
            guard let time = time(at: point, in: scene) else { return [] }
            return [.emptySlotTapped(time)]
        case let .longPress(point):
            if let id = scene.appointmentID(at: point) { return [.appointmentLongPressed(id: id)] }
            guard let time = time(at: point, in: scene) else { return [] }
            return [.emptySlotLongPressed(time)]
        case let .scroll(dy):
            return scroll(to: viewport.scrollOffset + dy, in: scene)
        case let .resize(size):
            viewport.size = size
            return [.viewportChanged(viewport)]
        case let .scrollToTime(seconds):
            return scroll(to: scene.contentY(forSeconds: seconds) - scene.style.verticalInset, in: scene)
        case let .scrollToCurrentTime(now):
            let normalized = now.normalized
            var effects: [DayTimelineEffect] = []
            if normalized.dayNumber != viewport.day.normalized.dayNumber {
                viewport.day = Time(dayNumber: normalized.dayNumber)
                viewport.now = now
                effects.append(.viewportChanged(viewport))
                return effects   // the host lays out the new day; a second call scrolls
            }
            viewport.now = now
            return scroll(to: scene.contentY(forSeconds: normalized.timeOfDay) - viewport.size.height / 3, in: scene, always: true)
        case let .scrollToAppointment(id):
            guard let frame = scene.appointmentFrames[id] else { return [] }
            return scroll(to: frame.minY + viewport.scrollOffset - scene.style.verticalInset, in: scene)
        case let .showDay(day):
            viewport.day = Time(dayNumber: day.normalized.dayNumber)
            viewport.scrollOffset = 0
            return [.viewportChanged(viewport)]
        }
    }

    private func time(at point: Point, in scene: DayTimelineScene) -> Time? {
        guard point.x >= scene.style.timeColumnWidth, point.y >= 0, point.y <= viewport.size.height else { return nil }
        return Time(dayNumber: viewport.day.normalized.dayNumber, timeOfDay: scene.seconds(atY: point.y))
    }

    private mutating func scroll(to offset: Double, in scene: DayTimelineScene, always: Bool = false) -> [DayTimelineEffect] {
        let maximum = max(0, scene.contentHeight - viewport.size.height)
        let clamped = min(maximum, max(0, offset))
        guard clamped != viewport.scrollOffset || always else { return [] }
        viewport.scrollOffset = clamped
        return [.viewportChanged(viewport)]
    }
}
