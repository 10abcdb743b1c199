import Foundation
public import TimelineCore

/// An outline over the chart rows of an item manager that someone else owns
/// (a host's live plan): row `r` of the grid is chart row `r`, its main item
/// is the row's item with the lowest id, and a row nests under the row of its
/// main item's parent (``GanttChartItemManager/parent(of:)``: the summaries of
/// the manager's hierarchical behavior).
///
/// Use it through ``OutlineGanttChart/init(sharing:columns:durationFormat:)``:
/// the chart then edits the shared manager directly (its behavior and its
/// observer are the host's), never replaces the manager's items, and maps its
/// visible rows onto the manager's rows, so several charts with their own
/// expansion (one per viewer) can show one model.
///
/// Rows keep the manager's order, so the tree is read in one pass: a row
/// whose parent row is not an open row above it (a parent below it, or one
/// whose block another top-level row has closed) is shown at the top level,
/// and a row without items (a heading from `rowLabels`) is top-level.
///
/// After the manager's rows change (items added, removed, moved to another
/// row, re-parented), call ``reload()`` before the charts rebuild.
public final class OutlineGanttChartManagerDataSource: OutlineGanttChartDataSource {
    /// The shared item manager.
    public let manager: GanttChartItemManager
    /// Labels of rows without items (the document's row labels), by row.
    public var rowLabels: [String]
    /// The dependencies' lags when the host keeps them (a plan's lags apply
    /// even while no auto-scheduling behavior is installed); `nil` reads
    /// them from the manager's auto-scheduling behavior.
    public var lags: ((GanttChartDependency.ID) -> GanttChartDependencyLag?)?

    /// The children of each row, by row (dense: rows are `0..<rowCount`).
    private var childrenByRow: [[Int]] = []
    private var topLevelRows: [Int] = []
    /// The main item of each row, by row.
    private(set) var mainItemByRow: [GanttChartItem.ID?] = []
    /// Each row's parent row (-1 at the top level) and depth, by row: the
    /// outline in pre-order, which for this data source is the row order.
    private(set) var parentRowByRow: [Int] = []
    private(set) var depthByRow: [Int] = []

    /// Creates the outline and reads the manager's rows.
    /// - Parameters:
    ///   - manager: The item manager whose rows the outline shows.
    ///   - rowLabels: Labels of rows without items.
    /// - Complexity: O(n) in the manager's items.
    public init(manager: GanttChartItemManager, rowLabels: [String] = []) {
        self.manager = manager
        self.rowLabels = rowLabels
        reload()
    }

    /// Reads the manager's rows again (after structural edits).
    /// - Complexity: O(n) in the manager's items plus the rows.
    public func reload() {
        let rowCount = rowCount
        let source = manager.source
        var main = [GanttChartItem.ID?](repeating: nil, count: rowCount)
        for item in source.items where main[item.row].map({ item.id < $0 }) ?? true { main[item.row] = item.id }
        mainItemByRow = main
        var children = [[Int]](repeating: [], count: rowCount)
        var parents = [Int](repeating: -1, count: rowCount)
        var depths = [Int](repeating: 0, count: rowCount)
        var top: [Int] = []
        // The open rows above the current one: a row's parent must be one of them.
        var open: [Int] = []
        for row in 0..<rowCount {
            let parentRow = main[row].flatMap { manager.parent(of: $0) }.flatMap { source.item(withID: $0)?.row }
            if let parentRow, parentRow < row, let depth = open.lastIndex(of: parentRow) {
                open.removeSubrange((depth + 1)...)
                children[parentRow].append(row)
                parents[row] = parentRow
                depths[row] = depth + 1
            } else {
                open.removeAll()
                top.append(row)
            }
            open.append(row)
        }
        childrenByRow = children
        topLevelRows = top
        parentRowByRow = parents
        depthByRow = depths
    }

    /// The number of rows: the manager's rows and the labelled rows.
    public var rowCount: Int { max(manager.source.totalRowCount, rowLabels.count) }

    /// The main (lowest-id) item on a chart row.
    /// - Complexity: O(1).
    public func mainItem(onRow row: Int) -> GanttChartItem? { mainItemID(onRow: row).flatMap { manager.source.item(withID: $0) } }

    /// The id of the main item on a chart row.
    /// - Complexity: O(1).
    func mainItemID(onRow row: Int) -> GanttChartItem.ID? { mainItemByRow.indices.contains(row) ? mainItemByRow[row] : nil }

    private func children(of row: Int) -> [Int] { childrenByRow.indices.contains(row) ? childrenByRow[row] : [] }

    private static func row(_ id: OutlineGanttChartRow.ID) -> Int { id.rawValue }

    // MARK: Structure

    public func outlineGanttChart(_ chart: OutlineGanttChart, numberOfChildrenOf row: OutlineGanttChartRow.ID?) -> Int {
        guard let row else { return topLevelRows.count }
        return children(of: Self.row(row)).count
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, child index: Int, of row: OutlineGanttChartRow.ID?) -> OutlineGanttChartRow.ID {
        guard let row else { return OutlineGanttChartRow.ID(topLevelRows[index]) }
        let children = children(of: Self.row(row))
        return OutlineGanttChartRow.ID(children.indices.contains(index) ? children[index] : Self.row(row))
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, isItemExpandable row: OutlineGanttChartRow.ID) -> Bool {
        !children(of: Self.row(row)).isEmpty
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, chartItemsFor row: OutlineGanttChartRow.ID) -> [GanttChartItem] {
        guard let timeline = manager.source.preferredTimeline else { return [] }
        let wide = TimeRange(timeline.start.adding(days: -1)..<timeline.finish.adding(days: 1))
        return manager.source.filteredItems(rows: Self.row(row)..<(Self.row(row) + 1), timeline: wide).sorted { $0.id < $1.id }
    }

    public func dependencies(for chart: OutlineGanttChart) -> [GanttChartDependency] { manager.source.dependencies }

    // MARK: Cells

    public func outlineGanttChart(_ chart: OutlineGanttChart, objectValueFor column: OutlineGanttChartColumn, row id: OutlineGanttChartRow.ID) -> String {
        let row = Self.row(id)
        guard let item = mainItem(onRow: row) else {
            if case .outline = column.kind, row < rowLabels.count { return rowLabels[row] }
            return ""
        }
        switch column.kind {
        case .outline: return item.label
        case .start: return chart.dateFormat.text(for: item.start)
        case .finish: return chart.dateFormat.text(for: item.isMilestone ? item.start : item.finish.asFinish)
        case .completion: return OutlineGanttChartCellText.percentText(item.completion)
        case .attachment: return item.attachment ?? ""
        case .details: return item.details ?? ""
        case .value, .custom, .identifier, .outlineNumber, .duration, .predecessors, .finishVariance: return ""
        }
    }

    /// Edits the row's main item through the manager (its behavior runs):
    /// the name (not empty), the start (the item moves and keeps its
    /// duration), the finish (not before the start; a milestone moves), the
    /// completion (a percentage), the attachment and the details (empty text
    /// clears them).
    public func outlineGanttChart(_ chart: OutlineGanttChart, setObjectValue value: String, for column: OutlineGanttChartColumn, row id: OutlineGanttChartRow.ID) throws(OutlineGanttChartEditError) {
        func reject(_ reason: String) -> OutlineGanttChartEditError {
            OutlineGanttChartEditError(row: id, column: column.title, text: value, reason: reason)
        }
        guard let item = mainItem(onRow: Self.row(id)) else { throw reject("the row has no item to edit") }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        do {
            switch column.kind {
            case .outline:
                guard !trimmed.isEmpty else { throw reject("a task needs a name") }
                try manager.updateLabel(for: item.id, to: trimmed)
            case .start:
                let start = try chart.dateFormat.time(parsing: trimmed)
                let finish = item.isMilestone ? start : max(start, start.adding(seconds: item.duration))
                try manager.updateTime(for: item.id, start: start, finish: finish)
            case .finish:
                let finish = try chart.dateFormat.time(parsing: trimmed)
                if item.isMilestone {
                    try manager.updateTime(for: item.id, start: finish, finish: finish)
                } else {
                    guard finish >= item.start else {
                        throw reject("the finish is before the start \(chart.dateFormat.text(for: item.start))")
                    }
                    try manager.updateTime(for: item.id, start: item.start, finish: finish)
                }
            case .completion:
                try manager.updateCompletion(for: item.id, to: try OutlineGanttChartCellText.completion(parsing: trimmed))
            case .attachment:
                try manager.updateAttachment(for: item.id, to: trimmed.isEmpty ? nil : trimmed)
            case .details:
                try manager.updateDetails(for: item.id, to: trimmed.isEmpty ? nil : value)
            case .value, .custom:
                throw reject("this outline has no custom values")
            case .identifier, .outlineNumber, .duration, .predecessors, .finishVariance:
                throw reject("the chart computes this column")
            }
        } catch let error as OutlineGanttChartEditError {
            throw error
        } catch let error as OutlineGanttChartCellTextError {
            throw reject(error.reason)
        } catch {
            throw reject(String(describing: error))
        }
    }
}
