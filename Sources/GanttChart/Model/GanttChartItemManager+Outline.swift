public import TimelineCore

/// Outline edits of rows, as a project tool makes them (Microsoft Project's
/// Indent, Outdent, Insert Task, Move Task Up/Down): each is a sequence of
/// ``GanttChartEdit`` values (`.parent`, `.row`, `.itemType`, `.itemAdded`,
/// plus the behaviors' date changes) made through the manager, so a host
/// records it as one action with ``recordingEdits(_:)`` and undoes it by the
/// inverses.
///
/// Rows are read as ``OutlineGanttChartManagerDataSource`` shows them: a row's
/// main item is its lowest-id item, and a row's block is the row and the rows
/// nested under it. The rules:
/// - Indent makes the row's main item a child of the sibling row right above
///   it, which becomes a summary (its dates then span its children). The first
///   row at its level, and a row whose sibling above is a milestone or an
///   empty row, are refused; so is a row linked to the task above (or a task
///   under it linked to that task), as Microsoft Project refuses it: a summary
///   task cannot be linked to its own subtask.
/// - Outdent moves the row's main item up one level, after its old parent;
///   the siblings below it become its children (rows do not move). A
///   top-level row is refused, and so is a row linked to one of the siblings
///   below (or a task under them), which would become its subtasks. A summary
///   that loses its last child becomes a standard task with its last dates.
/// - Insert puts a new task above a row or below the row's block, under the
///   row's parent; the rows below move down one.
/// - Move swaps a row's block with the block of the sibling above or below;
///   ``moveRow(_:to:)`` moves it anywhere (a grid row dragged and dropped
///   between two rows, or onto a row to go under it).
///
/// ```swift
/// try manager.indentRow(1)       // row 1's task goes under row 0's, which becomes a summary
/// try manager.moveRow(1, up: true)
/// ```
extension GanttChartItemManager {
    /// Makes the main item of `row` a child of the sibling row right above it.
    /// - Parameter row: The zero-based row.
    /// - Throws: ``GanttChartOutlineEditError`` for an empty row, the first row
    ///   at its level, a milestone or empty row above, or a link between the
    ///   task above and the row's task or a task under it (a summary task
    ///   cannot be linked to its subtasks); nothing changes then.
    /// - Complexity: O(n + r) for n items and r rows, plus the behavior.
    public func indentRow(_ row: Int) throws(GanttChartOutlineEditError) {
        let outline = GanttChartRowOutline(manager: self)
        let item = try mainItem(onRow: row, in: outline)
        guard let above = outline.previousSibling(of: row) else {
            throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" is the first task at its level: there is no task above it to go under")
        }
        guard let parent = outline.mainItem(onRow: above) else {
            throw GanttChartOutlineEditError(row: row, reason: "row \(above + 1) above \"\(item.label)\" has no task to go under")
        }
        guard !parent.isMilestone else {
            throw GanttChartOutlineEditError(row: row, reason: "\"\(parent.label)\" above is a milestone, and a milestone cannot be a summary")
        }
        try refuseSummaryLinks(summary: parent, subtasks: [item.id], row: row)
        try outlineEdit(row) { () throws(GanttChartValidationError) in
            try updateSummaryType(for: parent.id, to: .summary)
            try updateParent(of: item.id, to: parent.id)
        }
    }

    /// Moves the main item of `row` up one level, after its old parent; the
    /// siblings below it become its children.
    /// - Parameter row: The zero-based row.
    /// - Throws: ``GanttChartOutlineEditError`` for an empty or top-level row,
    ///   a milestone that would get children, or a link between the row's
    ///   task and a task that would go under it; nothing changes then.
    /// - Complexity: O(n + r) for n items and r rows, plus the behavior.
    public func outdentRow(_ row: Int) throws(GanttChartOutlineEditError) {
        let outline = GanttChartRowOutline(manager: self)
        let item = try mainItem(onRow: row, in: outline)
        guard let parentRow = outline.parentRow(of: row), let oldParent = outline.mainItem(onRow: parentRow) else {
            throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" is already at the top level")
        }
        let newParent = outline.parentRow(of: parentRow).flatMap { outline.mainItem(onRow: $0) }
        var below: [GanttChartItem] = []
        var next = outline.nextSibling(of: row)
        while let sibling = next {
            if let main = outline.mainItem(onRow: sibling) { below.append(main) }
            next = outline.nextSibling(of: sibling)
        }
        if item.isMilestone, let first = below.first {
            throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" is a milestone and cannot take \"\(first.label)\" and the tasks below it as children")
        }
        try refuseSummaryLinks(summary: item, subtasks: below.map(\.id), row: row)
        try outlineEdit(row) { () throws(GanttChartValidationError) in
            try updateParent(of: item.id, to: newParent?.id)
            if !below.isEmpty {
                try updateSummaryType(for: item.id, to: .summary)
                try addHierarchicalRelations(for: item.id, children: below.map(\.id))
            }
            if children(of: oldParent.id).isEmpty { try updateSummaryType(for: oldParent.id, to: .standard) }
        }
    }

    /// Adds a standard task above `row` or below `row`'s block, under the
    /// row's parent; the rows from there on move down one.
    /// - Parameters:
    ///   - label: The new task's name.
    ///   - time: The new task's time.
    ///   - row: The zero-based row; a row past the last adds at the end.
    ///   - below: Whether to add below the row's block (else above the row).
    /// - Returns: The new task.
    /// - Throws: ``GanttChartOutlineEditError`` when the rows would pass
    ///   ``GanttChartItem/maximumRow`` or the task is invalid; nothing changes then.
    /// - Complexity: O(n + r) for n items and r rows, plus the behavior.
    @discardableResult
    public func insertTask(label: String, time: TimeRange, at row: Int, below: Bool = false) throws(GanttChartOutlineEditError) -> GanttChartItem {
        let outline = GanttChartRowOutline(manager: self)
        guard row >= 0 else { throw GanttChartOutlineEditError(row: row, reason: "rows start at 1") }
        let position = row >= outline.rowCount ? max(row, outline.rowCount) : below ? outline.blockEnd(of: row) : row
        let parent = outline.parentRow(of: row).flatMap { outline.mainItem(onRow: $0) }
        let moving = source.items.filter { $0.row >= position }.sorted { $0.row != $1.row ? $0.row > $1.row : $0.id < $1.id }
        var added: GanttChartItem?
        try outlineEdit(row) { () throws(GanttChartValidationError) in
            // Rows do not change dates: the behavior runs once, after the new task.
            try apply(moving.map { .row($0.id, from: $0.row, to: $0.row + 1) }, runningBehavior: false)
            let item = try addNewItem(label: label, row: position, time: time)
            if let parent { try updateParent(of: item.id, to: parent.id) }
            added = item
        }
        guard let added, let current = item(withID: added.id) else {
            throw GanttChartOutlineEditError(row: row, reason: "the task could not be added")
        }
        return current
    }

    /// Deletes the task on `row` with the tasks nested under it, as Microsoft
    /// Project's Delete Task does: every item on those rows goes with its
    /// links, the rows close (the rows below move up), and a summary left
    /// without subtasks becomes a standard task again.
    /// - Parameter row: The zero-based row.
    /// - Returns: The deleted items, bottom row first.
    /// - Throws: ``GanttChartOutlineEditError`` for an empty row or an item
    ///   that cannot go; nothing changes then.
    /// - Complexity: O(n log n + r) for n items and r rows, plus the behavior.
    @discardableResult
    public func deleteTask(onRow row: Int) throws(GanttChartOutlineEditError) -> [GanttChartItem] {
        let outline = GanttChartRowOutline(manager: self)
        _ = try mainItem(onRow: row, in: outline)
        return try deleteBlocks(startingAt: [row], alone: [], in: outline, reportingRow: row)
    }

    /// Deletes the blocks that start at `rows` (a row with a task and the
    /// rows nested under it; blocks that do not overlap) with the items
    /// `alone` (which go without their rows), and closes the blocks' rows:
    /// each item below moves up by the rows closed above it, in one pass
    /// (each move lands in the gap, so the index is updated in place). A
    /// summary left without subtasks becomes a standard task again.
    /// - Returns: The deleted items: those of `alone`, then the blocks' items bottom row first.
    /// - Complexity: O(n log n + r) for n items and r rows, plus the behavior.
    func deleteBlocks(startingAt rows: [Int], alone: [GanttChartItem.ID], in outline: GanttChartRowOutline,
                      reportingRow: Int) throws(GanttChartOutlineEditError) -> [GanttChartItem] {
        let blocks = rows.sorted().map { $0..<outline.blockEnd(of: $0) }
        // The rows closed above a row: the blocks wholly above it (a binary search over their ends).
        var closedBefore = [0]
        for block in blocks { closedBefore.append(closedBefore.last! + block.count) }
        func closed(above row: Int) -> Int { closedBefore[blocks.partitioningIndex(in: blocks.indices) { $0.upperBound > row }] }
        func isDeleted(_ row: Int) -> Bool {
            let index = blocks.partitioningIndex(in: blocks.indices) { $0.upperBound > row }
            return index < blocks.count && blocks[index].contains(row)
        }
        var deleting: [GanttChartItem] = []
        var moving: [GanttChartItem] = []
        let goingAlone = Set(alone)
        for item in source.items where !goingAlone.contains(item.id) {
            if isDeleted(item.row) { deleting.append(item) } else if closed(above: item.row) > 0 { moving.append(item) }
        }
        // Subtasks (lower rows) before their summaries; the moves top down, each into the gap above it.
        deleting.sort { $0.row != $1.row ? $0.row > $1.row : $0.id < $1.id }
        moving.sort { $0.row != $1.row ? $0.row < $1.row : $0.id < $1.id }
        let oldParents = blocks.compactMap { outline.mainItem(onRow: $0.lowerBound).flatMap { parent(of: $0.id) } }
        var deleted: [GanttChartItem] = []
        try outlineEdit(reportingRow) { () throws(GanttChartValidationError) in
            do {
                // The behavior runs once after all removals (summaries span what is left), not once per item.
                behaviorSuspensions += 1
                defer { behaviorSuspensions -= 1 }
                for id in alone where self.item(withID: id) != nil { deleted.append(try removeItem(id)) }
                for item in deleting where self.item(withID: item.id) != nil { deleted.append(try removeItem(item.id)) }
            }
            runBehavior(afterAll: deleted.map { .itemRemoved($0) })
            // Rows do not change dates: the behavior does not run for the moves.
            try apply(moving.map { .row($0.id, from: $0.row, to: $0.row - closed(above: $0.row)) }, runningBehavior: false)
            var checked: Set<GanttChartItem.ID> = []
            for parent in oldParents where checked.insert(parent).inserted {
                if self.item(withID: parent) != nil, children(of: parent).allSatisfy({ self.item(withID: $0) == nil }) {
                    try updateSummaryType(for: parent, to: .standard)
                }
            }
        }
        return deleted
    }

    /// Swaps `row`'s block (the row and the rows nested under it) with the
    /// block of its sibling above (`up`) or below.
    /// - Parameters:
    ///   - row: The zero-based row.
    ///   - up: Whether to move up (else down).
    /// - Throws: ``GanttChartOutlineEditError`` for the first (last) row among
    ///   its siblings or an empty row; nothing changes then.
    /// - Complexity: O(n + r) for n items and r rows.
    public func moveRow(_ row: Int, up: Bool) throws(GanttChartOutlineEditError) {
        let outline = GanttChartRowOutline(manager: self)
        let item = try mainItem(onRow: row, in: outline)
        let upper: Int, lower: Int
        if up {
            guard let above = outline.previousSibling(of: row) else {
                throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" is the first among its siblings")
            }
            (upper, lower) = (above, row)
        } else {
            guard let next = outline.nextSibling(of: row) else {
                throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" is the last among its siblings")
            }
            (upper, lower) = (row, next)
        }
        let end = outline.blockEnd(of: lower)
        let upperCount = lower - upper, lowerCount = end - lower
        let moving = source.items.filter { (upper..<end).contains($0.row) }.sorted { $0.id < $1.id }
        try outlineEdit(row) { () throws(GanttChartValidationError) in
            let edits = moving.map { item in
                GanttChartEdit.row(item.id, from: item.row, to: item.row < lower ? item.row + lowerCount : item.row - upperCount)
            }
            try apply(edits, runningBehavior: false)
        }
    }

    /// Moves `row`'s block (the row and the rows nested under it) to `drop`:
    /// right above another row under that row's parent, as the last child of
    /// a row, or after the last row — a grid row dragged and dropped. The
    /// rows between move up or down by the block's size; the block's task
    /// takes its new parent (which becomes a summary; an old parent that loses
    /// its last child becomes a task again), the tasks in the block keep theirs.
    /// - Parameters:
    ///   - row: The zero-based row.
    ///   - drop: Where it goes, in rows as they are before the move.
    /// - Throws: ``GanttChartOutlineEditError`` for an empty row, a row that
    ///   does not exist, a drop inside the block itself, onto a milestone or an
    ///   empty row, or under a task it is linked to (a summary task cannot be
    ///   linked to its own subtask); nothing changes then. A drop where the
    ///   block is already changes nothing.
    /// - Complexity: O(n + r) for n items and r rows, plus the behavior.
    public func moveRow(_ row: Int, to drop: GanttChartRowDrop) throws(GanttChartOutlineEditError) {
        let outline = GanttChartRowOutline(manager: self)
        let item = try mainItem(onRow: row, in: outline)
        let end = outline.blockEnd(of: row)
        func exists(_ target: Int) throws(GanttChartOutlineEditError) {
            guard target >= 0, target < outline.rowCount else {
                throw GanttChartOutlineEditError(row: row, reason: "there is no row \(target + 1) to move \"\(item.label)\" to")
            }
            guard !(row..<end).contains(target) || (target == row && drop == .above(row)) else {
                throw GanttChartOutlineEditError(row: row, reason: "\"\(item.label)\" cannot move into its own rows")
            }
        }
        let position: Int
        let newParent: GanttChartItem?
        switch drop {
        case let .above(target):
            try exists(target)
            position = target
            newParent = outline.parentRow(of: target).flatMap { outline.mainItem(onRow: $0) }
        case let .child(target):
            try exists(target)
            guard let parent = outline.mainItem(onRow: target) else {
                throw GanttChartOutlineEditError(row: row, reason: "row \(target + 1) has no task for \"\(item.label)\" to go under")
            }
            guard !parent.isMilestone else {
                throw GanttChartOutlineEditError(row: row, reason: "\"\(parent.label)\" is a milestone, and a milestone cannot be a summary")
            }
            position = outline.blockEnd(of: target)
            newParent = parent
        case .end:
            position = outline.rowCount
            newParent = nil
        }
        // The new summaries above the task (those it is not under already) must not be linked to it or its subtasks.
        var ancestor = newParent
        while let summary = ancestor, !isAncestor(summary.id, of: item.id) {
            try refuseSummaryLinks(summary: summary, subtasks: [item.id], row: row)
            ancestor = parent(of: summary.id).flatMap { self.item(withID: $0) }
        }
        let count = end - row
        func newRow(_ old: Int) -> Int {
            if position < row {
                if (position..<row).contains(old) { return old + count }
                if (row..<end).contains(old) { return old - (row - position) }
            } else if position > end {
                if (end..<position).contains(old) { return old - count }
                if (row..<end).contains(old) { return old + (position - end) }
            }
            return old
        }
        let moving = source.items.filter { newRow($0.row) != $0.row }.sorted { $0.id < $1.id }
        let oldParent = parent(of: item.id)
        guard !moving.isEmpty || newParent?.id != oldParent else { return }
        try outlineEdit(row) { () throws(GanttChartValidationError) in
            // Rows do not change dates: the behavior runs once, with the new parent.
            try apply(moving.map { .row($0.id, from: $0.row, to: newRow($0.row)) }, runningBehavior: false)
            guard newParent?.id != oldParent else { return }
            if let newParent { try updateSummaryType(for: newParent.id, to: .summary) }
            try updateParent(of: item.id, to: newParent?.id)
            if let oldParent, children(of: oldParent).isEmpty { try updateSummaryType(for: oldParent, to: .standard) }
        }
    }

    /// Whether `ancestor` is `id`'s parent, its parent's parent, and so on.
    /// - Complexity: O(d) for d levels above `id`.
    func isAncestor(_ ancestor: GanttChartItem.ID, of id: GanttChartItem.ID) -> Bool {
        var current = parent(of: id)
        while let parent = current {
            if parent == ancestor { return true }
            current = self.parent(of: parent)
        }
        return false
    }

    // MARK: Helpers

    /// Refuses an edit that would put a task linked to `summary` (either way)
    /// under it: `subtasks` and the tasks nested under them. Microsoft Project
    /// refuses such an indent ("cannot link a summary task to its subtask").
    /// - Complexity: O(s + l) for s tasks under `subtasks` and l links of `summary`.
    private func refuseSummaryLinks(summary: GanttChartItem, subtasks: [GanttChartItem.ID], row: Int) throws(GanttChartOutlineEditError) {
        var linked: [GanttChartItem.ID: GanttChartDependency] = [:]
        for dependency in source.outgoingDependencies(from: summary.id) where linked[dependency.to] == nil { linked[dependency.to] = dependency }
        for dependency in source.incomingDependencies(to: summary.id) where linked[dependency.from] == nil { linked[dependency.from] = dependency }
        guard !linked.isEmpty else { return }
        var stack = subtasks
        while let id = stack.popLast() {
            if let dependency = linked[id], let subtask = item(withID: id) {
                let (from, to) = dependency.from == summary.id ? (summary, subtask) : (subtask, summary)
                throw GanttChartOutlineEditError(row: row, reason: "\"\(subtask.label)\" cannot go under \"\(summary.label)\": "
                    + "the link \"\(from.label)\" → \"\(to.label)\" would link a summary task to its own subtask, which a plan cannot have; "
                    + "remove the link first")
            }
            stack.append(contentsOf: children(of: id))
        }
    }

    private func mainItem(onRow row: Int, in outline: GanttChartRowOutline) throws(GanttChartOutlineEditError) -> GanttChartItem {
        guard let item = outline.mainItem(onRow: row) else { throw GanttChartOutlineEditError(row: row, reason: "the row has no task") }
        return item
    }

    /// Runs `body` as one action: when it throws, its edits are undone and the
    /// validation error is reported for `row`.
    private func outlineEdit(_ row: Int, _ body: () throws(GanttChartValidationError) -> Void) throws(GanttChartOutlineEditError) {
        do {
            _ = try recordingEdits(body)
        } catch {
            throw GanttChartOutlineEditError(row: row, reason: error.description)
        }
    }
}
