import Foundation
public import GanttChart
import Interchange

/// The live plans of a server, loaded from the store on first use: one
/// ``LivePlan`` actor per plan, shared by all of the plan's sessions.
public actor PlanRegistry {
    /// Where plans are stored.
    public nonisolated let store: PlanStore
    private var plans: [Int: LivePlan] = [:]
    private var virtualPlans: [(id: Int, title: String)] = []

    /// Creates a registry over a store.
    public init(store: PlanStore) {
        self.store = store
    }

    /// The live plan with `id`, loading it from the store.
    /// - Returns: `nil` when there is no such plan (or it cannot be read).
    public func plan(_ id: Int) -> LivePlan? {
        if let plan = plans[id] { return plan }
        guard let plan = try? LivePlan.load(id, from: store) else { return nil }
        plans[id] = plan
        return plan
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
