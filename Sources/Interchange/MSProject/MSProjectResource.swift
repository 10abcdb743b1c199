public import ProjectScheduling

/// A `<Resource>` of a Microsoft Project XML file: a person or machine
/// (work), a consumable (material) or an expense (cost).
public struct MSProjectResource: Sendable, Hashable {
    /// `<UID>`, unique among resources (Microsoft Project's blank resource 0 is not read).
    public var uid: Int
    /// `<ID>`, the row number.
    public var id: Int?
    /// `<Name>`.
    public var name: String?
    /// `<Type>`: 0 material, 1 work (default), 2 cost.
    public var kind: ProjectResource.Kind
    /// `<MaterialLabel>` of a material resource.
    public var materialLabel: String?
    /// `<MaxUnits>`: 1.0 = 100 %.
    public var maxUnits: Double
    /// `<StandardRate>`: per working hour (work) or per unit (material).
    public var standardRate: Double
    /// `<CalendarUID>`: the resource's own calendar, based on a base calendar.
    public var calendarUID: Int?

    /// Creates a resource. Every field but `uid` has the file's default.
    /// - Parameters:
    ///   - uid: The unique id.
    ///   - id: The row number.
    ///   - name: The name.
    ///   - kind: Work (default), material or cost.
    ///   - materialLabel: The unit of a material resource.
    ///   - maxUnits: The most units at once; 1 (100 %) by default.
    ///   - standardRate: The cost per hour or per unit; 0 by default.
    ///   - calendarUID: The resource calendar, if any.
    public init(uid: Int, id: Int? = nil, name: String? = nil, kind: ProjectResource.Kind = .work, materialLabel: String? = nil,
                maxUnits: Double = 1, standardRate: Double = 0, calendarUID: Int? = nil) {
        self.uid = uid
        self.id = id
        self.name = name
        self.kind = kind
        self.materialLabel = materialLabel
        self.maxUnits = maxUnits
        self.standardRate = standardRate
        self.calendarUID = calendarUID
    }

    /// MSPDI's `<Type>` numbers.
    public static let kindCodes: [(code: Int, kind: ProjectResource.Kind)] = [(0, .material), (1, .work), (2, .cost)]
}
