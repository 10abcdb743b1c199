/// The user-visible strings of a Gantt chart's commands (context menus,
/// undo actions), English by default.
public struct GanttChartLocalization: Sendable, Hashable, Codable {
    /// "Create item".
    public var createItem: String
    /// "Create milestone".
    public var createMilestoneItem: String
    /// "Edit item".
    public var editItem: String
    /// "Delete item".
    public var deleteItem: String
    /// "Delete milestone".
    public var deleteMilestoneItem: String
    /// "Edit dependency".
    public var editDependency: String
    /// "Delete dependency".
    public var deleteDependency: String

    /// Creates strings; omitted ones are English.
    public init(
        createItem: String = "Create item",
        createMilestoneItem: String = "Create milestone",
        editItem: String = "Edit item",
        deleteItem: String = "Delete item",
        deleteMilestoneItem: String = "Delete milestone",
        editDependency: String = "Edit dependency",
        deleteDependency: String = "Delete dependency"
    ) {
        self.createItem = createItem
        self.createMilestoneItem = createMilestoneItem
        self.editItem = editItem
        self.deleteItem = deleteItem
        self.deleteMilestoneItem = deleteMilestoneItem
        self.editDependency = editDependency
        self.deleteDependency = deleteDependency
    }

    /// The English strings.
    public static let english = GanttChartLocalization()
}
