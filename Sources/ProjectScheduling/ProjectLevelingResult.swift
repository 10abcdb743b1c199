public import TimelineCore

/// What ``ProjectLeveler/level(_:)`` found: the delays that remove resource
/// over-allocations, for the caller to apply (``ProjectPlan/applyingLeveling(_:)``).
/// The plan itself is never changed.
public struct ProjectLevelingResult: Sendable {
    /// A leveling delay of one task.
    public struct Delay: Sendable, Hashable {
        /// The delayed task.
        public var task: ProjectPlan.TaskID
        /// Elapsed seconds after the task's logic-driven start (Microsoft
        /// Project's leveling delay; ``ProjectPlan/Task/levelingDelay``).
        public var delay: Double
        /// The task's total slack before leveling, in working seconds.
        public var slack: Double
        /// The working seconds by which the task's finish moved.
        public var finishShift: Double
        /// Whether the delay moved the task's finish beyond its slack (then it
        /// delays the project or a constrained successor).
        public var exceedsSlack: Bool { finishShift > slack }
    }

    /// The delays, by ascending task id; only tasks that moved.
    public var delays: [Delay]
    /// The plan scheduled with the delays.
    public var schedule: ProjectScheduleResult
    /// The over-allocations leveling could not remove (tasks of priority
    /// 1000, manual tasks, inflexible constraints, or a single assignment
    /// asking more than the resource has), by resource then day.
    public var remainingOverallocations: [ProjectOverallocation]

    /// The delay of task `id`, 0 when it did not move.
    /// - Complexity: O(log d).
    public func delay(of id: ProjectPlan.TaskID) -> Double {
        var low = 0
        var high = delays.count
        while low < high {
            let mid = (low + high) / 2
            if delays[mid].task < id { low = mid + 1 } else { high = mid }
        }
        return low < delays.count && delays[low].task == id ? delays[low].delay : 0
    }
}

extension ProjectPlan {
    /// The plan with `leveling`'s delays as the tasks' leveling delays (every
    /// other task's delay cleared), as Microsoft Project stores a leveled plan.
    /// - Parameter leveling: A result of ``ProjectLeveler/level(_:)`` for this plan.
    /// - Returns: The leveled plan; ``ProjectScheduler/schedule(_:)`` of it
    ///   gives `leveling.schedule`.
    /// - Complexity: O(n log d).
    public func applyingLeveling(_ leveling: ProjectLevelingResult) -> ProjectPlan {
        var plan = self
        for k in plan.tasks.indices { plan.tasks[k].levelingDelay = leveling.delay(of: plan.tasks[k].id) }
        return plan
    }
}
