public import TimelineCore

/// A resource of a ``ProjectPlan``: a person or machine (work), a consumable
/// (material) or a fixed expense (cost), as in Microsoft Project.
///
/// Only work resources take time: an assignment of a work resource lasts its
/// work divided by its units on the resource's calendar (see
/// ``ProjectScheduler``), and leveling (``ProjectLeveler``) keeps their load
/// within ``maxUnits``. Material and cost resources are carried and reported.
///
/// ```swift
/// let ann = ProjectResource(id: 1, name: "Ann", maxUnits: 1, standardRate: 50)
/// let crane = ProjectResource(id: 2, name: "Crane", kind: .work, maxUnits: 2, calendar: nightShift)
/// ```
public struct ProjectResource: Sendable, Identifiable {
    /// The typed identity of a resource, unique in its plan. Encodes as a bare number.
    public typealias ID = TypedID<ProjectResource>

    /// What a resource is, which decides how its assignments count.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// People and equipment: work in working seconds, limited by max units.
        case work
        /// Consumables: units are a quantity (``ProjectResource/materialLabel``), no working time.
        case material
        /// A fixed expense per assignment, no units and no working time.
        case cost
    }

    /// The resource's id, unique in the plan.
    public var id: ID
    /// The name shown in views and reports.
    public var name: String
    /// Work, material or cost.
    public var kind: Kind
    /// The most units the resource works at once, as a fraction (1 = 100 %,
    /// one full-time person; 3 = three people). Work resources only.
    public var maxUnits: Double
    /// The resource's working time (its own calendar, usually derived from a
    /// base calendar with the resource's exceptions); `nil` works on the
    /// plan's calendar. Work resources only.
    public var calendar: (any ScheduleDefinition)?
    /// The cost of one working hour (work) or of one unit (material), in the
    /// plan's currency; 0 when unknown.
    public var standardRate: Double
    /// The unit of a material resource ("t", "m³"); `nil` for other kinds.
    public var materialLabel: String?

    /// Creates a resource.
    /// - Parameters:
    ///   - id: The unique id.
    ///   - name: The name.
    ///   - kind: Work (default), material or cost.
    ///   - maxUnits: The most units at once; 1 (100 %) by default.
    ///   - calendar: The resource's own calendar; the plan's when `nil`.
    ///   - standardRate: The cost per working hour or per unit; 0 by default.
    ///   - materialLabel: The unit of a material resource.
    public init(
        id: ID, name: String = "", kind: Kind = .work, maxUnits: Double = 1,
        calendar: (any ScheduleDefinition)? = nil, standardRate: Double = 0, materialLabel: String? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.maxUnits = maxUnits
        self.calendar = calendar
        self.standardRate = standardRate
        self.materialLabel = materialLabel
    }
}
