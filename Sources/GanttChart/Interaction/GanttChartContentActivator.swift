/// Receives activated elements (by default on a double click); an app opens
/// a detail view, for example.
public protocol GanttChartContentActivator: AnyObject {
    /// The user activated `element`.
    func activate(_ element: GanttChartElement, in manager: GanttChartItemManager)
}
/// Edits elements when asked (a menu's "Edit…", Enter, new items).
public protocol GanttChartContentEditor: AnyObject {
    /// `element` should be edited.
    func edit(_ element: GanttChartElement, in manager: GanttChartItemManager)
}
