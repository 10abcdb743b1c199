public import TimelineCore

/// Chooses the timeline preview's columns by the reference's rules
/// (`FUITimelinePreviewView`), with `today` injected. The rules, each with an
/// example, are in the article <doc:PreviewRules>:
///
/// 1. Items due but not complete come first, by due date, so overdue items lead.
/// 2. A "Today" column appears only when an item not complete is due today
///    (before the first such item).
/// 3. When one item not complete is left, the project's end shows as the last
///    milestone and the gradient runs right to left.
/// 4. When the end is visible and columns are free, completed items fill them
///    (the latest ones, in date order, before the others).
/// 5. An item due on the project's last day (when there is no end item, the
///    last task is the end) shows open until it is complete, then complete;
///    as the last milestone it turns the gradient right to left.
public enum TimelinePreviewRules {
    /// The columns for `items` on `today`.
    /// - Parameters:
    ///   - items: The tasks and the project's end (status ``TimelineNode/end``), in any order.
    ///   - today: Today (its day counts).
    ///   - numberOfColumns: The most columns (at least 1).
    /// - Returns: The columns and the gradient.
    /// - Complexity: O(n log n).
    public static func content(for items: [TimelineItem], today: Time, numberOfColumns: Int) -> TimelinePreviewContent {
        let columnLimit = max(1, numberOfColumns)
        let todayDay = today.normalized.dayNumber
        func day(_ item: TimelineItem) -> Int { item.due.normalized.dayNumber }
        let ordered = items.enumerated().sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(\.element)
        let ends = ordered.filter { $0.status == .end }
        let tasks = ordered.filter { $0.status != .end }
        let pending = tasks.filter { !$0.status.isComplete }
        var completed = tasks.filter(\.status.isComplete)
        guard !ordered.isEmpty else { return TimelinePreviewContent(columns: [], gradient: .leftToRight) }

        func column(_ item: TimelineItem, isProjectEnd: Bool = false) -> TimelinePreviewColumn {
            let node: TimelineNode = item.status == .end ? .end : item.status.isComplete ? .complete : .open
            return TimelinePreviewColumn(kind: .item(item.id), title: item.title, date: item.due, node: node,
                                         isOverdue: !item.status.isComplete && item.status != .end && day(item) < todayDay,
                                         isProjectEnd: isProjectEnd)
        }

        // Rules 1 and 2: what is due, overdue first, with Today before the first item due today.
        var columns: [TimelinePreviewColumn] = []
        var todayShown = false
        for item in pending {
            if !todayShown, day(item) == todayDay {
                columns.append(TimelinePreviewColumn(kind: .today, title: "Today", date: today.dayStart, node: nil))
                todayShown = true
            }
            columns.append(column(item))
        }

        // Rules 3 and 5: one item left (or none) shows the project's end last.
        if pending.count <= 1 {
            if let end = ends.last {
                columns.append(column(end, isProjectEnd: true))
            } else if let last = tasks.last {
                if let index = columns.lastIndex(where: { $0.kind == .item(last.id) }) {
                    columns[index].isProjectEnd = true          // the last task is still due: open until complete
                } else {
                    columns.append(column(last, isProjectEnd: true))   // complete: the complete node
                    completed.removeAll { $0.id == last.id }
                }
            }
            if columns.count > columnLimit { columns.removeLast(columns.count - columnLimit) }
            // Rule 4: the end is visible; completed items fill the free columns.
            let free = columnLimit - columns.count
            if free > 0, columns.contains(where: \.isProjectEnd) {
                columns.insert(contentsOf: completed.suffix(free).map { column($0) }, at: 0)
            }
        } else if columns.count > columnLimit {
            columns.removeLast(columns.count - columnLimit)
        }
        let gradient: TimelinePreviewContent.Gradient = columns.last?.isProjectEnd == true ? .rightToLeft : .leftToRight
        return TimelinePreviewContent(columns: columns, gradient: gradient)
    }
}
