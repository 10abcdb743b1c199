public import CalendarViews
public import Foundation
public import Interchange
import Synchronization
import TimelineCore
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
    public static func load(_ id: Int, from store: any TimelineStore) throws -> LiveCalendar? {
        guard let (document, revision) = try store.loadCalendar(id) else { return nil }
        return LiveCalendar(id: id, model: try CalendarLiveModel(document: document), revision: revision, store: store)
    }

    private init(id: Int, model: CalendarLiveModel, revision: Int, store: any TimelineStore) {
        self.id = id
        self.store = store
        core = LiveDocumentCore(model: model, revision: revision)
    }

    private var model: CalendarLiveModel { core.model }

    /// The current revision.
    public var revision: Int { core.revision }

    /// The title, if any.
    public var title: String? { model.document.title }

    /// The document's settings (its `events` as imported; see ``events``).
    public var document: CalendarDocument { model.document }

    /// The events now.
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
        guard revision > core.revision, let (document, stored) = try store.loadCalendar(id), stored > core.revision else { return nil }
        let fresh = try CalendarLiveModel(document: document)
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
    public func weekScene(in viewport: WeekViewViewport, overlay: WeekViewOverlay) -> WeekViewScene {
        WeekViewLayout.scene(for: model.events, in: viewport, style: model.document.weekStyle, overlay: overlay)
    }

    /// The day timeline of `viewport`: the document's appointments and its timed events.
    public func dayScene(in viewport: DayTimelineViewport) -> DayTimelineScene {
        var document = model.document
        document.events = model.events.allEvents
        return DayTimelineLayout.scene(for: document.dayAppointments(), in: viewport, style: document.dayStyle)
    }
}
