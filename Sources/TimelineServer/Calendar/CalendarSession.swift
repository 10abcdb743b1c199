import CalendarViews
public import Foundation
import Interchange
import TimelineCore
import TimelineGraphics

/// One page of a live calendar, in the week or the day view: the second kind
/// of page the view host serves.
///
/// Input runs through the calendar's headless interaction engines
/// (`WeekViewInteraction`: drag to move, drag the bottom edge to resize,
/// tap to select, scroll, today; `DayTimelineInteraction`: tap to select,
/// scroll, current time). An engine's `.edit` effect becomes a calendar-wide
/// commit (``LiveCalendar/perform(_:actionName:by:)``), written before it is
/// acknowledged; undo and redo are the calendar's.
public actor CalendarSession: LiveViewSession {
    /// Which view the page shows.
    public enum View: String, Sendable, CaseIterable {
        case week, day
    }

    /// The session's id (the origin of its edits).
    public nonisolated let id = UUID()
    /// The calendar.
    public nonisolated let calendar: LiveCalendar
    /// The view.
    public nonisolated let view: View
    private let clock: @Sendable () -> Date
    private var gate = LiveMessageGate()
    private var week: WeekViewInteraction?
    private var day: DayTimelineInteraction?
    private var weekScene: WeekViewScene?
    private var dayScene: DayTimelineScene?
    private var selection: String?
    private var pointerDown: (at: Double, y: Double)?

    /// A page of `calendar` in `view`.
    /// - Parameter clock: The current instant (the page's "now" when the document gives none).
    public init(calendar: LiveCalendar, view: View, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.calendar = calendar
        self.view = view
        self.clock = clock
    }

    public func subscribe() async -> (UUID, AsyncStream<PlanChange>) { await calendar.subscribe() }

    public func unsubscribe(_ subscription: UUID) async { await calendar.unsubscribe(subscription) }

    public func close() async {
        // Drags live only in the page's overlay: cancelling forgets them, nothing was written.
        if var interaction = week, let weekScene {
            _ = interaction.handle(.cancel, in: weekScene)
            week = interaction
        }
    }

    public func handle(_ change: PlanChange) async -> [ServerMessage] {
        guard change.origin != id, gate.hasSaidHello else { return [] }
        return [.changed(revision: change.revision, summary: change.summary), await frame(seq: nil, notice: nil)]
    }

    public func handle(text: String) async -> [ServerMessage] {
        let message: ClientMessage
        switch gate.admit(text: text) {
        case let .success(admitted): message = admitted
        case let .failure(refusal): return [.error(seq: refusal.seq, message: refusal.message)]
        }
        var notice: String?
        do {
            switch message.kind {
            case let .hello(width, height): try await start(width: width, height: height)
            case let .resize(width, height):
                let size = Size(width: min(max(width, 50), 8_000), height: min(max(height, 50), 8_000))
                notice = try await input(week: .resize(size), day: .resize(size))
            case let .wheel(dx, dy, _, _, _):
                notice = try await input(week: .scroll(dx: dx, dy: dy), day: .scroll(dy: dy))
                if week != nil { notice = try await input(week: .scrollEnded, day: nil) ?? notice }
            case let .pointer(phase, event):
                guard event.button == 0 || phase == .move else { break }
                let point = Point(x: event.x, y: event.y)
                switch phase {
                case .down:
                    pointerDown = (event.x, event.y)
                    notice = try await input(week: .pointerDown(point), day: nil)
                case .move:
                    notice = try await input(week: .pointerMoved(point), day: nil)
                case .up:
                    notice = try await input(week: .pointerUp(point), day: nil)
                    if let down = pointerDown, abs(down.at - event.x) + abs(down.y - event.y) < WeekViewInteraction.dragThreshold {
                        notice = try await input(week: nil, day: .tap(point)) ?? notice
                    }
                    pointerDown = nil
                }
            case let .key(key, modifiers):
                notice = try await handleKey(key, command: modifiers.contains(.control) || modifiers.contains(.meta),
                                             shift: modifiers.contains(.shift))
            case let .command(command):
                notice = try await handle(command, seq: message.seq)
            case .longPress, .pinch, .autoScroll, .menuItemSelected, .menuDismissed:
                break   // Acknowledged with a frame.
            }
        } catch let error as PlanEditError {
            return [.error(seq: message.seq, message: error.message), await frame(seq: message.seq, notice: nil)]
        } catch let error as ProtocolError {
            return [.error(seq: message.seq, message: error.message)]
        } catch {
            return [.error(seq: message.seq, message: String(describing: error))]
        }
        return [await frame(seq: message.seq, notice: notice)]
    }

    // MARK: Input

    /// The current time in the calendar's zone (the document's `now` when it sets one).
    private func now() async -> Time {
        let document = await calendar.document
        if let now = document.view.now { return now }
        return Time(clock(), in: document.timeZone ?? TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!)
    }

    private func start(width: Double, height: Double) async throws {
        let document = await calendar.document
        let now = await now()
        let size = Size(width: min(max(width, 50), 8_000), height: min(max(height, 50), 8_000))
        var first = document.view.date
        if first == nil { first = await calendar.firstEventStart }
        let firstDay = first ?? now
        switch view {
        case .week:
            var viewport = WeekViewViewport(size: size, firstDay: firstDay, visibleDayCount: min(366, max(1, document.view.days)), now: now)
            let probe = await calendar.weekScene(in: viewport, overlay: WeekViewOverlay())
            viewport.verticalOffset = min(probe.maximumVerticalOffset, (document.view.scrollTo ?? 7 * 3_600) / 3_600 * probe.hourHeight)
            var interaction = WeekViewInteraction(viewport: viewport, style: document.weekStyle)
            _ = interaction.start()
            week = interaction
        case .day:
            var viewport = DayTimelineViewport(size: size, day: firstDay, now: now)
            let probe = await calendar.dayScene(in: viewport)
            let top = document.view.scrollTo ?? 7 * 3_600
            viewport.scrollOffset = min(probe.maximumScrollOffset, max(0, probe.contentY(forSeconds: top) - document.dayStyle.verticalInset))
            day = DayTimelineInteraction(viewport: viewport)
        }
    }

    /// Runs an event through the view's engine and applies its effects.
    /// - Returns: A notice (the summary of a commit).
    private func input(week weekEvent: WeekViewInputEvent?, day dayEvent: DayTimelineInputEvent?) async throws -> String? {
        var notice: String?
        if var interaction = week, let weekEvent {
            let scene = await calendar.weekScene(in: interaction.viewport, overlay: interaction.overlay)
            let effects = interaction.handle(weekEvent, in: scene)
            week = interaction
            for effect in effects {
                switch effect {
                case let .eventTapped(id): selection = id
                case let .edit(edit, actionName):
                    let change = try await calendar.perform(edit, actionName: actionName, by: id)
                    notice = change.summary
                case let .eventLoadRequest(start, end):
                    // The days scrolled into view: the calendar reads the windows it has not read yet.
                    let last = end.dayNumber + (end.timeOfDay > 0 ? 1 : 0)
                    try await calendar.loadEvents(days: start.dayNumber..<max(start.dayNumber + 1, last))
                default: break   // Viewport and overlay: the next frame shows them.
                }
            }
        }
        if var interaction = day, let dayEvent {
            let scene = await calendar.dayScene(in: interaction.viewport)
            for effect in interaction.handle(dayEvent, in: scene) {
                switch effect {
                case let .appointmentTapped(id): selection = id
                case .emptySlotTapped: selection = nil
                default: break
                }
            }
            day = interaction
        }
        return notice
    }

    private func handleKey(_ key: String, command: Bool, shift: Bool) async throws -> String? {
        switch key {
        case "z" where command && shift, "Z" where command, "y" where command, "Y" where command:
            return try await calendar.redo(by: id)?.summary ?? "nothing to redo"
        case "z" where command:
            return try await calendar.undo(by: id)?.summary ?? "nothing to undo"
        case "Escape":
            selection = nil
            return try await input(week: .cancel, day: nil)
        case "t" where !command:
            let now = await now()
            return try await input(week: .showToday(now: now), day: .scrollToCurrentTime(now: now))
        case "ArrowLeft", "ArrowRight":
            let days = Double(week?.viewport.clampedDayCount ?? 1) * (key == "ArrowLeft" ? -1 : 1)
            if var interaction = day {
                interaction.viewport.day = interaction.viewport.day.adding(days: Int(days))
                day = interaction
                return nil
            }
            let width = weekScene?.dayWidth ?? 100
            return try await input(week: .scroll(dx: days * width, dy: 0), day: nil)
        default:
            return nil   // Acknowledged with a frame.
        }
    }

    private func handle(_ command: LiveCommand, seq: Int) async throws -> String? {
        switch command {
        case .refresh: return nil
        case .undo: return try await calendar.undo(by: id)?.summary ?? "nothing to undo"
        case .redo: return try await calendar.redo(by: id)?.summary ?? "nothing to redo"
        case .today: return try await handleKey("t", command: false, shift: false)
        case let .scroll(dx, dy): return try await input(week: .scroll(dx: dx, dy: dy), day: .scroll(dy: dy))
        default:
            throw ProtocolError(seq: seq, message: "\(command.wireForm.name): not available in the \(view.rawValue) view")
        }
    }

    /// Where event `id` (its first piece) is in the last week frame, viewport-local (for hosts and tests).
    func eventFrame(_ id: String) -> Rect? {
        weekScene?.eventFrames.first { $0.id == id }?.frame ?? dayScene?.appointmentFrames[id]
    }

    // MARK: Frames

    private func frame(seq: Int?, notice: String?) async -> ServerMessage {
        var list: DisplayList
        var range = ""
        var selectedFrames: [Rect] = []
        if let interaction = week {
            let scene = await calendar.weekScene(in: interaction.viewport, overlay: interaction.overlay)
            weekScene = scene
            list = scene.displayList
            let days = interaction.viewport.visibleDays
            range = Self.rangeText(first: days.lowerBound, last: days.upperBound - 1)
            selectedFrames = scene.eventFrames.filter { $0.id == selection }.map(\.frame)
        } else if let interaction = day {
            let scene = await calendar.dayScene(in: interaction.viewport)
            dayScene = scene
            list = scene.displayList
            let dayNumber = interaction.viewport.day.dayNumber
            range = Self.rangeText(first: dayNumber, last: dayNumber)
            selectedFrames = selection.flatMap { scene.appointmentFrames[$0] }.map { [$0] } ?? []
        } else {
            list = DisplayList(size: Size(width: 1, height: 1))
        }
        for (index, rect) in selectedFrames.enumerated() {
            list.append(.rect(id: "selection:event:\(selection ?? ""):\(index)", role: .selection, rect.insetBy(dx: -1.5, dy: -1.5), cornerRadius: 4,
                              stroke: Stroke(Color(red: 0.1, green: 0.35, blue: 0.85), width: 2.5)))
        }
        if let title = await calendar.title { list.accessibilityLabel = title }
        var selected: ViewFrame.Selection?
        if let selection, let event = await calendar.event(selection) {
            selected = ViewFrame.Selection(id: selection, text: "\(event.title) · \(Self.timeText(event.start))–\(Self.timeText(event.end))")
        } else if let selection, let appointment = dayScene?.appointments[selection] {
            selected = ViewFrame.Selection(id: selection, text: "\(appointment.title) · \(Self.timeText(appointment.start))–\(Self.timeText(appointment.end))")
        }
        let (canUndo, canRedo) = await calendar.undoState
        let cursor: String
        switch week?.state {
        case .moving?: cursor = "move"
        case .resizing?: cursor = "ns-resize"
        default: cursor = "default"
        }
        return .viewFrame(ViewFrame(seq: seq, revision: await calendar.revision, view: view.rawValue, svg: SVGRenderer().render(list),
                                    range: range, selection: selected, cursor: cursor, canUndo: canUndo, canRedo: canRedo, notice: notice))
    }

    /// `Mon 2025-03-03 – Sun 2025-03-09`, or one day.
    static func rangeText(first: Int, last: Int) -> String {
        func text(_ dayNumber: Int) -> String {
            let time = Time(dayNumber: dayNumber)
            return "\(time.weekday.description.prefix(3).capitalized) \(String(time.iso8601.prefix(10)))"
        }
        return first == last ? text(first) : "\(text(first)) – \(text(last))"
    }

    /// `2025-03-04 09:30`.
    static func timeText(_ time: Time) -> String {
        var text = time.iso8601.replacingOccurrences(of: "T", with: " ")
        if text.count == 19, text.hasSuffix(":00") { text.removeLast(3) }
        return text
    }
}
