public import GanttChart
import TimelineCore

extension ResolvedTimelineDocument {
    /// The document as Microsoft Project XML: its items (or `items`, e.g.
    /// with scheduled dates) as tasks, summaries from the hierarchy (only
    /// between items that exist), links with their lags, constraints and
    /// deadlines, and the default schedule as the project calendar.
    ///
    /// ```swift
    /// let xml = try MSProjectWriter.write(resolved.msProjectDocument(name: "Plan"))
    /// ```
    /// - Parameters:
    ///   - name: The project name.
    ///   - items: The items to write; `nil` writes the document's.
    /// - Returns: The MSPDI document.
    public func msProjectDocument(name: String, items: [GanttChartItem]? = nil) -> MSProjectDocument {
        var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        for summary in hierarchy.summaries where itemSource.item(withID: summary) != nil {
            children[summary] = hierarchy.children(of: summary).filter { itemSource.item(withID: $0) != nil }
        }
        return MSProjectDocument(name: name, items: items ?? itemSource.items, dependencies: itemSource.dependencies,
                                 hierarchy: children, schedule: defaultSchedule, lags: lags, constraints: constraints)
    }
}
