public import TimelineCore

/// The work booked for one work resource over one period (a day, or a week
/// summed from its days), as ``ProjectLeveler/resourceLoads(in:schedule:period:)``
/// finds it with the same rule as ``ProjectOverallocation``: the load is, for
/// each assignment, its units × its working time in the period; the capacity
/// is max units × the resource's working time in the period.
///
/// ```swift
/// // Ann (max 100 %) on two 8 h tasks at 100 % on Monday:
/// let monday = ProjectLeveler.resourceLoads(in: plan, schedule: result)[0]
/// monday.allocatedUnits        // 2   (200 %)
/// monday.isOverallocated       // true
/// ```
public struct ProjectResourceLoad: Sendable, Hashable {
    /// The resource.
    public var resource: ProjectResource.ID
    /// The period, half-open `[start, finish)`: one day, or one week (see ``Period``).
    public var period: TimeRange
    /// The booked work in the period, in unit-weighted working seconds.
    public var load: Double
    /// What the resource has in the period, in working seconds: max units ×
    /// its calendar's working time (infinity for a resource without a
    /// usable max units).
    public var capacity: Double
    /// The resource's max units (1 = 100 %).
    public var maxUnits: Double
    /// Whether a day of the period is over-allocated: its load exceeds its
    /// capacity by more than a second (a week is over-allocated when one
    /// of its days is, as ``ProjectLeveler/overallocations(in:schedule:)`` reports).
    public var isOverallocated: Bool

    /// Creates a load record.
    /// - Parameters:
    ///   - resource: The resource.
    ///   - period: The period, half-open.
    ///   - load: The booked working seconds.
    ///   - capacity: The available working seconds.
    ///   - maxUnits: The resource's max units.
    ///   - isOverallocated: Whether a day of the period is over-allocated.
    public init(resource: ProjectResource.ID, period: TimeRange, load: Double, capacity: Double, maxUnits: Double, isOverallocated: Bool) {
        self.resource = resource
        self.period = period
        self.load = load
        self.capacity = capacity
        self.maxUnits = maxUnits
        self.isOverallocated = isOverallocated
    }

    /// The average units the resource works in the period (1 = 100 %): the
    /// load over the working time the resource has. Infinity when work is
    /// booked on time the resource has not; 0 for an unlimited resource.
    public var allocatedUnits: Double {
        guard capacity.isFinite else { return 0 }
        guard capacity > 0 else { return load > 0 ? .infinity : 0 }
        return load / capacity * maxUnits
    }

    /// The load over the capacity (1 = fully used); see ``allocatedUnits``.
    public var utilization: Double {
        guard maxUnits > 0, maxUnits.isFinite else { return 0 }
        return allocatedUnits / maxUnits
    }

    /// The length of the periods loads are reported for.
    public enum Period: Sendable, Hashable {
        /// One record per day.
        case day
        /// One record per week starting on the given weekday: the sums of
        /// the week's loads and of what the resource has on all its days.
        case week(startingOn: Weekday)
    }
}
