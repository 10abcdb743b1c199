public import CalendarViews
public import Foundation
public import Interchange
import Synchronization
public import TimelineCore
import TimelineGraphics

/// One live calendar: the actor that owns its events, the second conformer
/// of the view host after the Gantt plan. Its day and week pages share the
/// host's core: every edit is written to the store before it is
/// acknowledged, undo and redo are calendar-wide, and every page hears of it.
public actor LiveCalendar {
    /// The calendar's id in the store.
    public nonisolated let id: Int
    private let core: LiveDocumentCore<CalendarLiveModel>
    private let store: any TimelineStore
    private nonisolated let isStale = Atomic<Bool>(false)

    /// Loads calendar `id` from the store.
    /// - Returns: `nil` when there is no such calendar.
    /// - Throws: Store errors, or a message when the stored events no longer form a calendar.
    /// Reads only the calendar's settings: its events are loaded a window at a
    /// time, when a page shows their days (``loadEvents(days:)``).
    public static func load(_ id: Int, from store: any TimelineStore) throws -> LiveCalendar? {
        guard let (document, revision, first) = try store.loadCalendarSettings(id) else { return nil }
        return LiveCalendar(id: id, model: try CalendarLiveModel(document: document), revision: revision, firstEventStart: first, store: store)
    }

    private init(id: Int, model: CalendarLiveModel, revision: Int, firstEventStart: Time?, store: any TimelineStore) {
        self.id = id
        self.store = store
        self.firstEventStart = firstEventStart
        core = LiveDocumentCore(model: model, revision: revision)
    }

    /// When the earliest stored event starts (as loaded; where a page opens when the document names no date).
    public private(set) var firstEventStart: Time?

    /// The loaded windows: the numbers of the ``loadWindowDays``-day windows whose events are in memory.
    private var loadedWindows: Set<Int> = []

    /// How many days the store is asked for at a time.
    public static let loadWindowDays = 7

    /// How many windows of events have been read from the store (for tests and diagnostics).
    public private(set) var loadedWindowCount = 0

    /// Makes sure the events of `days` (day numbers) are in memory: reads
    /// from the store only the ``loadWindowDays``-day windows not read yet —
    /// the `eventLoadRequest` of the week view's engine. Events never leave
    /// memory once loaded, so edits and undo always find them.
    /// - Throws: Store errors; the windows that failed are read again next time.
    public func loadEvents(days: Range<Int>) throws {
        guard !days.isEmpty else { return }
        let size = Self.loadWindowDays
        let first = Int((Double(days.lowerBound) / Double(size)).rounded(.down))
        let last = Int((Double(days.upperBound - 1) / Double(size)).rounded(.down))
        guard first <= last, last - first < 1_000 else { return }
        for window in first...last where !loadedWindows.contains(window) {
            let events = try store.calendarEvents(id, from: Time(dayNumber: window * size), to: Time(dayNumber: (window + 1) * size))
            model.merge(loaded: events)
            loadedWindows.insert(window)
            loadedWindowCount += 1
        }
    }

    /// ``loadEvents(days:)`` for a frame: a store that cannot be read leaves
    /// the frame with the events loaded so far (the next frame asks again).
    private func loadEventsForFrame(days: Range<Int>) {
        try? loadEvents(days: days)
    }

    private var model: CalendarLiveModel { core.model }

    /// The current revision.
    public var revision: Int { core.revision }

    /// The title, if any.
    public var title: String? { model.document.title }

    /// The document's settings (its `events` as imported; see ``events``).
    public var document: CalendarDocument { model.document }

    /// The events loaded so far (the days pages have shown), as they are now.
    public var events: CalendarEventStore { model.events }

    /// The event with `id`, if any.
    public func event(_ id: String) -> CalendarEvent? { model.events.event(withID: id) }

    /// Whether undo and redo have something to do.
    public var undoState: (canUndo: Bool, canRedo: Bool) { core.undoState }

    /// Whether another server changed the stored calendar since this copy was loaded.
    public nonisolated var hasBecomeStale: Bool { isStale.load(ordering: .relaxed) }

    // MARK: Pages

    /// Subscribes to the calendar's changes (the newest 16 are kept).
    public func subscribe() -> (UUID, AsyncStream<PlanChange>) { core.subscribe() }

    /// Ends a subscription.
    public func unsubscribe(_ id: UUID) { core.unsubscribe(id) }

    // MARK: Edits

    /// Applies an edit, writes it, then announces it.
    /// - Parameters:
    ///   - edit: The edit (e.g. a week view's `.edit` effect).
    ///   - actionName: The interaction's name for it (`Move`, `Resize`).
    ///   - session: The page that made it.
    /// - Returns: The announced change.
    /// - Throws: ``PlanEditError`` when it does not apply or cannot be written; nothing changes then.
    @discardableResult
    public func perform(_ edit: CalendarEdit, actionName: String, by session: UUID) throws(PlanEditError) -> PlanChange {
        if case let .updateEvent(_, new) = edit, !new.start.isSupported || !new.end.isSupported {
            throw PlanEditError("\"\(new.title)\" would be at \(new.start.iso8601)–\(new.end.iso8601): \(Time.supportedRangeDescription)")
        }
        let applied = try model.apply(edit)
        let commit = LiveCommit(summary: Self.summary(actionName, applied), edits: [applied])
        return try core.commit(commit, by: session, undoable: true) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Undoes the last edit of any page.
    public func undo(by session: UUID) throws(PlanEditError) -> PlanChange? {
        try core.undo(by: session) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Redoes the last undone edit.
    public func redo(by session: UUID) throws(PlanEditError) -> PlanChange? {
        try core.redo(by: session) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Takes the stored calendar when another server instance committed a
    /// newer revision, and announces it to the calendar's pages.
    /// - Parameters:
    ///   - revision: The announced revision; nothing happens when this copy has it already.
    ///   - summary: What changed, for people.
    /// - Returns: The announced change, or `nil` when this copy was up to date.
    /// - Throws: Store errors, or the calendar's when the stored events no longer form one; this copy stays then.
    @discardableResult
    public func refresh(toRevision revision: Int, summary: String) throws -> PlanChange? {
        guard revision > core.revision, let (document, stored, first) = try store.loadCalendarSettings(id), stored > core.revision else { return nil }
        let fresh = try CalendarLiveModel(document: document)
        // The events are read again, window by window, as pages draw them.
        loadedWindows = []
        firstEventStart = first
        isStale.store(false, ordering: .relaxed)
        return core.adopt(fresh, revision: stored, summary: summary)
    }

    private func persist(_ commit: LiveCommit<CalendarEdit>, revision: Int) throws {
        do {
            try store.applyCalendar(commit.edits, summary: commit.summary, revision: revision, to: id)
        } catch {
            if case PlanStoreError.conflict = error {
                isStale.store(true, ordering: .relaxed)
                if store.announcesCommits {
                    // Another instance committed first: take its revision (the edit here is refused and rolled back).
                    Task { [weak self] in _ = try? await self?.refresh(toRevision: .max, summary: "changed on another server") }
                }
            }
            throw error
        }
    }

    /// `moved "Standup"`, `resized "Design review"`.
    static func summary(_ actionName: String, _ edit: CalendarEdit) -> String {
        let verb = ["Move": "moved", "Resize": "resized", "Add": "added", "Delete": "deleted"][actionName] ?? actionName.lowercased()
        switch edit {
        case let .addEvent(event), let .removeEvent(event), let .updateEvent(_, event): return "\(verb) \"\(event.title)\""
        case let .addAppointment(appointment), let .removeAppointment(appointment), let .updateAppointment(_, appointment):
            return "\(verb) \"\(appointment.title)\""
        }
    }

    // MARK: Layout

    /// The week view of `viewport` with the interaction's overlay.
    /// - Complexity: O(log n + k log k), k = events on the visible days.
    /// The visible days' events are loaded first when they are not yet (``loadEvents(days:)``).
    public func weekScene(in viewport: WeekViewViewport, overlay: WeekViewOverlay) -> WeekViewScene {
        let days = viewport.visibleDays
        loadEventsForFrame(days: (days.lowerBound - 1)..<(days.upperBound + 1))
        return WeekViewLayout.scene(for: model.events, in: viewport, style: model.document.weekStyle, overlay: overlay)
    }

    /// The day timeline of `viewport`: the document's appointments and the
    /// day's timed events (loaded first when they are not yet).
    /// - Complexity: O(log n + k log k), k = appointments and events of the day.
    public func dayScene(in viewport: DayTimelineViewport) -> DayTimelineScene {
        let day = viewport.day.normalized.dayNumber
        loadEventsForFrame(days: (day - 1)..<(day + 2))
        var document = model.document
        document.events = model.events.events(in: Time(dayNumber: day), Time(dayNumber: day + 1))
        return DayTimelineLayout.scene(for: document.dayAppointments(), in: viewport, style: document.dayStyle)
    }
}
