import Foundation
public import GanttChart
import Interchange
public import TimelineCore

/// The live plans of a server, loaded from the store on first use: one
/// ``LivePlan`` actor per plan, shared by all of the plan's sessions.
public actor PlanRegistry {
    /// Where plans are stored.
    public nonisolated let store: any TimelineStore
    private var plans: [Int: LivePlan] = [:]
    private var virtualPlans: [(id: Int, title: String)] = []
    private var calendars: [Int: LiveCalendar] = [:]

    /// The plan `/` opens: the one the server announced at start (`nil`: the first stored plan).
    public private(set) var defaultPlanID: Int?

    /// Makes `/` open plan `id`.
    public func setDefaultPlan(_ id: Int?) {
        defaultPlanID = id
        defaultCalendarID = nil
    }

    /// The calendar `/` opens when the server announced one.
    public private(set) var defaultCalendarID: Int?

    /// Makes `/` open calendar `id`'s week view.
    public func setDefaultCalendar(_ id: Int?) {
        defaultCalendarID = id
        if id != nil { defaultPlanID = nil }
    }

    /// The live calendar with `id`, loading it from the store, or why there is none.
    public func lookUpCalendar(_ id: Int) -> Result<LiveCalendar, PlanLookupError> {
        // With a shared database, a stale calendar is brought up to date in place (its pages stay subscribed).
        if let calendar = calendars[id], !calendar.hasBecomeStale || store.announcesCommits { return .success(calendar) }
        do {
            guard let calendar = try LiveCalendar.load(id, from: store) else { return .failure(.missing) }
            calendars[id] = calendar
            return .success(calendar)
        } catch {
            return .failure(.unreadable("calendar \(id) is stored but cannot be opened: \(error)"))
        }
    }

    /// Creates a registry over a store, and keeps its loaded plans and
    /// calendars in step with the commits other server instances announce
    /// through it (``TimelineStore/observeCommits(_:)``).
    public init(store: any TimelineStore) {
        self.store = store
        store.observeCommits { [weak self] notice in
            Task { await self?.storeDidCommit(notice) }
        }
    }

    /// Brings a loaded plan or calendar up to a revision another server
    /// instance committed; its pages hear of it through their usual updates.
    /// Documents not loaded here are read fresh when first opened.
    public func storeDidCommit(_ notice: StoredCommitNotice) async {
        switch notice.kind {
        case .plan:
            guard let plan = plans[notice.id] else { return }
            _ = try? await plan.refresh(toRevision: notice.revision, summary: notice.summary)
        case .deletedPlan:
            await endPlan(notice.id)
        case .calendar:
            guard let calendar = calendars[notice.id] else { return }
            _ = try? await calendar.refresh(toRevision: notice.revision, summary: notice.summary)
        }
    }

    /// The live plan with `id`, loading it from the store.
    /// - Returns: `nil` when there is no such plan or it cannot be loaded
    ///   (``lookUp(_:)`` says why).
    public func plan(_ id: Int) -> LivePlan? {
        try? lookUp(id).get()
    }

    /// The live plan with `id`, loading it from the store, or why there is none.
    /// - Returns: The plan; ``PlanLookupError/missing`` when the store has no
    ///   such plan; ``PlanLookupError/unreadable(_:)`` with the reason when the
    ///   stored plan cannot be loaded (it stays in the store untouched).
    public func lookUp(_ id: Int) -> Result<LivePlan, PlanLookupError> {
        // With a shared database, a stale plan is brought up to date in place (its pages stay subscribed).
        if let plan = plans[id], !plan.hasBecomeStale || store.announcesCommits { return .success(plan) }
        do {
            guard let plan = try LivePlan.load(id, from: store) else { return .failure(.missing) }
            plans[id] = plan
            // The rows, the document and its resolution read to build the plan are freed now.
            FreedMemory.release()
            return .success(plan)
        } catch {
            return .failure(.unreadable("plan \(id) is stored but cannot be opened: \(error)"))
        }
    }

    /// Stores a new, empty plan titled `title` (standard calendar, a
    /// timeline of the four weeks from `today`'s Monday), ready for its first task.
    /// - Parameters:
    ///   - title: The plan's title (the caller checks it).
    ///   - today: The day the new plan's timeline starts around (the host's clock).
    /// - Returns: The new plan's id.
    /// - Throws: Database errors.
    public func createEmptyPlan(title: String, today: Time) throws -> Int {
        try store.createPlan(from: TimelineDocument.emptyPlan(title: title, today: today), source: nil)
    }

    /// Deletes plan `id` from the store; its open pages are told and closed,
    /// and `/` no longer opens it.
    /// - Returns: `false` when there is no such stored plan.
    /// - Throws: ``PlanDeletionError/readOnly`` for a virtual plan; database errors.
    public func deletePlan(_ id: Int) async throws -> Bool {
        if virtualPlans.contains(where: { $0.id == id }) { throw PlanDeletionError.readOnly }
        guard try store.deletePlan(id) else { return false }
        await endPlan(id)
        return true
    }

    /// Forgets a deleted plan: its pages' connections close, saying why.
    private func endPlan(_ id: Int) async {
        if defaultPlanID == id { defaultPlanID = nil }
        guard let plan = plans.removeValue(forKey: id) else { return }
        await plan.end()
    }

    /// The stored plans' ids and titles, ascending, then the virtual plans.
    public func planList() -> [(id: Int, title: String?)] {
        ((try? store.planSummaries()) ?? []) + virtualPlans.map { ($0.id, $0.title) }
    }

    /// Adds a read-only plan whose items are computed on demand (see
    /// ``LivePlan/virtual(id:provider:title:)``); virtual plans get the ids
    /// -1, -2, … (stored plans have positive ids).
    /// - Returns: The new plan's id.
    public func addVirtualPlan(_ provider: GanttChartVirtualItemProvider, title: String) throws -> Int {
        let id = -(virtualPlans.count + 1)
        plans[id] = try LivePlan.virtual(id: id, provider: provider, title: title)
        virtualPlans.append((id, title))
        return id
    }
}

/// Why a plan could not be deleted.
public enum PlanDeletionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A virtual (computed, read-only) plan is not stored and cannot be deleted.
    case readOnly

    public var description: String {
        switch self {
        case .readOnly: "This plan is read-only (computed by the server) and cannot be deleted."
        }
    }
}

/// Why a plan could not be looked up.
public enum PlanLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No plan has this id.
    case missing
    /// The plan is stored but cannot be loaded; the reason.
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: "No such plan."
        case let .unreadable(reason): "The plan cannot be opened: \(reason)"
        }
    }
}
