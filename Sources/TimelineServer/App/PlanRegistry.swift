import Foundation
import Interchange

/// The live plans of a server, loaded from the store on first use: one
/// ``LivePlan`` actor per plan, shared by all of the plan's sessions.
public actor PlanRegistry {
    /// Where plans are stored.
    public nonisolated let store: PlanStore
    private var plans: [Int: LivePlan] = [:]

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

    /// The stored plans' ids and titles, ascending.
    public func planList() -> [(id: Int, title: String?)] {
        (try? store.planSummaries()) ?? []
    }
}
