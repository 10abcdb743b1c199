/// An entry of a context menu.
public struct GanttChartMenuItem: Sendable, Hashable {
    /// What an entry does; sent back as ``GanttChartInputEvent/menuItemSelected(_:)``.
    public enum ID: String, Sendable, Hashable, Codable, CaseIterable {
        /// Creates a standard item at the menu's place.
        case createItem
        /// Creates a milestone at the menu's place.
        case createMilestone
        /// Edits the item under the menu.
        case editItem
        /// Deletes the item under the menu.
        case deleteItem
        /// Edits the dependency under the menu.
        case editDependency
        /// Deletes the dependency under the menu.
        case deleteDependency
    }

    /// What the entry does.
    public var id: ID
    /// The localized title (from ``GanttChartConfiguration/localization``).
    public var title: String

    /// Creates an entry.
    public init(id: ID, title: String) {
        self.id = id
        self.title = title
    }
}
