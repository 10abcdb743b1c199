import Foundation
public import TimelineCore

/// An in-memory tree of rows for an ``OutlineGanttChart``: it answers the data
/// source questions from ``rows``, validates and stores cell edits, and keeps
/// chart edits (time, completion, row moves, added and removed items and
/// dependencies).
///
/// Cell rules for the standard columns (they act on a row's first chart item):
/// - start: an ISO 8601 local date-time (`2025-03-04 08:00`); the item moves and
///   keeps its duration;
/// - finish: a date-time not before the start (a milestone's finish is its start);
/// - completion: a percentage `0…100`, with or without `%`;
/// - attachment, details, values: any text; empty text clears it.
///
/// A rejected edit throws ``OutlineGanttChartEditError`` and changes nothing.
public final class OutlineGanttChartTreeDataSource: OutlineGanttChartDataSource {
    /// The top-level rows with their subtrees.
    public private(set) var rows: [OutlineGanttChartRow]
    /// The dependencies between chart items.
    public private(set) var dependencies: [GanttChartDependency]

    private var paths: [OutlineGanttChartRow.ID: [Int]] = [:]

    /// Creates a data source over a tree of rows.
    public init(rows: [OutlineGanttChartRow], dependencies: [GanttChartDependency] = []) {
        self.rows = rows
        self.dependencies = dependencies
        indexPaths()
    }

    /// The row with `id`, or `nil`.
    public func row(withID id: OutlineGanttChartRow.ID) -> OutlineGanttChartRow? {
        guard let path = paths[id] else { return nil }
        var node = rows[path[0]]
        for index in path.dropFirst() { node = node.children[index] }
        return node
    }

    private func indexPaths() {
        paths = [:]
        var stack: [([Int], OutlineGanttChartRow)] = rows.enumerated().map { ([$0.offset], $0.element) }
        while let (path, node) = stack.popLast() {
            paths[node.id] = path
            for (index, child) in node.children.enumerated() { stack.append((path + [index], child)) }
        }
    }

    /// Applies `change` to the row with `id` in place.
    private func modifyRow<E: Error>(_ id: OutlineGanttChartRow.ID, _ change: (inout OutlineGanttChartRow) throws(E) -> Void) throws(E) {
        guard let path = paths[id] else { return }
        func visit(_ node: inout OutlineGanttChartRow, _ rest: ArraySlice<Int>) throws(E) {
            if let first = rest.first {
                try visit(&node.children[first], rest.dropFirst())
            } else {
                try change(&node)
            }
        }
        try visit(&rows[path[0]], path.dropFirst())
    }

    // MARK: Structure

    public func outlineGanttChart(_ chart: OutlineGanttChart, numberOfChildrenOf row: OutlineGanttChartRow.ID?) -> Int {
        guard let row else { return rows.count }
        return self.row(withID: row)?.children.count ?? 0
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, child index: Int, of row: OutlineGanttChartRow.ID?) -> OutlineGanttChartRow.ID {
        guard let row else { return rows[index].id }
        return self.row(withID: row)!.children[index].id
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, isItemExpandable row: OutlineGanttChartRow.ID) -> Bool {
        !(self.row(withID: row)?.children.isEmpty ?? true)
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, isItemInitiallyExpanded row: OutlineGanttChartRow.ID) -> Bool {
        self.row(withID: row)?.isExpanded ?? true
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, chartItemsFor row: OutlineGanttChartRow.ID) -> [GanttChartItem] {
        self.row(withID: row)?.items ?? []
    }

    public func dependencies(for chart: OutlineGanttChart) -> [GanttChartDependency] { dependencies }

    // MARK: Cells

    public func outlineGanttChart(_ chart: OutlineGanttChart, objectValueFor column: OutlineGanttChartColumn, row id: OutlineGanttChartRow.ID) -> String {
        guard let row = row(withID: id) else { return "" }
        let item = row.items.first
        switch column.kind {
        case .outline: return row.label
        case .start: return item.map { chart.dateFormat.text(for: $0.start) } ?? ""
        case .finish: return item.map { chart.dateFormat.text(for: $0.finish.asFinish) } ?? ""
        case .completion: return item.map { OutlineGanttChartCellText.percentText($0.completion) } ?? ""
        case .attachment: return item?.attachment ?? ""
        case .details: return item?.details ?? ""
        case let .value(key): return row.values[key] ?? ""
        case let .custom(getter, _): return getter(row)
        case .identifier, .outlineNumber, .duration, .predecessors, .finishVariance: return ""
        }
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, setObjectValue value: String, for column: OutlineGanttChartColumn, row id: OutlineGanttChartRow.ID) throws(OutlineGanttChartEditError) {
        func reject(_ reason: String) -> OutlineGanttChartEditError {
            OutlineGanttChartEditError(row: id, column: column.title, text: value, reason: reason)
        }
        guard var row = row(withID: id) else { throw reject("no such row") }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        func mainItem() throws(OutlineGanttChartEditError) -> GanttChartItem {
            guard let item = row.items.first else { throw reject("the row has no chart item") }
            return item
        }
        func time() throws(OutlineGanttChartEditError) -> Time {
            do { return try chart.dateFormat.time(parsing: trimmed) } catch { throw reject(error.reason) }
        }
        switch column.kind {
        case .outline:
            row.label = value
        case .start:
            var item = try mainItem()
            let start = try time()
            item.time = TimeRange(start..<start.adding(seconds: item.duration))
            row.items[0] = item
        case .finish:
            var item = try mainItem()
            let finish = try time()
            if item.isMilestone {
                guard finish == item.start else { throw reject("a milestone finishes at its start; edit its start instead") }
            }
            do { item.time = try TimeRange(start: item.start, finish: finish) } catch { throw reject(error.description) }
            row.items[0] = item
        case .completion:
            var item = try mainItem()
            do { item.completion = try OutlineGanttChartCellText.completion(parsing: trimmed) } catch { throw reject(error.reason) }
            row.items[0] = item
        case .attachment:
            var item = try mainItem()
            item.attachment = trimmed.isEmpty ? nil : value
            row.items[0] = item
        case .details:
            var item = try mainItem()
            item.details = trimmed.isEmpty ? nil : value
            row.items[0] = item
        case let .value(key):
            row.values[key] = trimmed.isEmpty ? nil : value
        case .identifier, .outlineNumber, .duration, .predecessors, .finishVariance:
            throw reject("the chart computes this column")
        case let .custom(_, setter):
            guard let setter else { throw reject("the column is read-only") }
            do {
                try setter(value, &row)
            } catch {
                throw OutlineGanttChartEditError(row: id, column: column.title, text: value, reason: error.reason)
            }
        }
        let updated = row
        modifyRow(id) { (node: inout OutlineGanttChartRow) in node = updated }
    }

    // MARK: Chart edits

    public func outlineGanttChart(_ chart: OutlineGanttChart, timeDidChangeFor item: GanttChartItem, from oldTime: TimeRange) {
        replace(item)
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, completionDidChangeFor item: GanttChartItem, from oldCompletion: Double) {
        replace(item)
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, rowDidChangeFor item: GanttChartItem, from oldRow: OutlineGanttChartRow.ID, to newRow: OutlineGanttChartRow.ID) {
        modifyRow(oldRow) { (node: inout OutlineGanttChartRow) in node.items.removeAll { $0.id == item.id } }
        modifyRow(newRow) { (node: inout OutlineGanttChartRow) in node.items.append(item) }
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, itemWasAdded item: GanttChartItem, to row: OutlineGanttChartRow.ID) {
        modifyRow(row) { (node: inout OutlineGanttChartRow) in node.items.append(item) }
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, itemWasRemoved item: GanttChartItem) {
        guard let row = chart.row(containing: item.id) else { return }
        modifyRow(row) { (node: inout OutlineGanttChartRow) in node.items.removeAll { $0.id == item.id } }
        dependencies.removeAll { $0.from == item.id || $0.to == item.id }
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasAdded dependency: GanttChartDependency) {
        dependencies.append(dependency)
    }

    public func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasRemoved dependency: GanttChartDependency) {
        dependencies.removeAll { $0.id == dependency.id }
    }

    private func replace(_ item: GanttChartItem) {
        for (id, _) in paths {
            var found = false
            modifyRow(id) { (node: inout OutlineGanttChartRow) in
                if let index = node.items.firstIndex(where: { $0.id == item.id }) {
                    var updated = item
                    updated.row = node.items[index].row
                    node.items[index] = updated
                    found = true
                }
            }
            if found { return }
        }
    }
}
