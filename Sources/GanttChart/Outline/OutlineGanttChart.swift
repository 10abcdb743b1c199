import ProjectScheduling
public import TimelineCore

/// A Gantt chart with an outline grid: a tree of rows on the left, each row's
/// chart items on the same line on the right.
///
/// The chart reads everything through its ``dataSource``, flattens the
/// expanded part of the tree into visible rows (row `i` of the chart is
/// visible row `i` of the grid, so expanding and collapsing keeps both sides
/// in step), and serves the chart items of those rows as a
/// ``GanttChartCollectionProvider`` that the Gantt chart layout draws.
///
/// ```swift
/// let tree = OutlineGanttChartTreeDataSource(rows: [
///     OutlineGanttChartRow(id: 1, label: "Design", items: [design], children: [
///         OutlineGanttChartRow(id: 2, label: "Sketches", items: [sketches]),
///     ]),
/// ])
/// let chart = try OutlineGanttChart(dataSource: tree)
/// chart.visibleRows.count                          // 2
/// try chart.setExpanded(1, false)                   // Sketches hidden in grid and chart
/// try chart.setCellText("2025-03-04 08:00", row: 0, column: 1)  // moves Design
/// ```
///
/// The chart owns a ``GanttChartItemManager`` (``itemManager``) over the
/// items of the visible rows: its schedule counts durations in working time,
/// its behavior (hierarchy, auto-scheduling, constraints…) runs after every
/// edit and, with ``autoApplyBehavior``, after every reload, and every change
/// it makes — a behavior's too — reaches the data source's callbacks.
/// ``OutlineGanttChartLayout`` draws grid and chart into one display list.
///
/// With paging, only `minPageSize × minPageCount` top-level rows load at
/// first; ``ensureRowsLoaded(through:)`` loads more pages as the view scrolls.
///
/// A host that owns a live model (several viewers, one item manager) shows
/// it through ``init(sharing:columns:durationFormat:)``
/// instead: one chart per viewer, each with its own expansion, all editing
/// the one manager.
public final class OutlineGanttChart: GanttChartCollectionProvider {
    /// A row of the grid as currently shown.
    public struct VisibleRow: Sendable, Hashable {
        /// The row's id.
        public var id: OutlineGanttChartRow.ID
        /// The nesting depth (0 for top-level rows).
        public var depth: Int
        /// The parent row, `nil` at the top level.
        public var parent: OutlineGanttChartRow.ID?
        /// Whether the row can be expanded.
        public var isExpandable: Bool
        /// Whether the row is expanded.
        public var isExpanded: Bool
    }

    /// Where rows, cells and items come from.
    public let dataSource: any OutlineGanttChartDataSource
    /// The grid's columns.
    public var columns: [OutlineGanttChartColumn]
    /// Whether top-level rows load page by page.
    public let isPagingEnabled: Bool
    /// Rows per page.
    public let minPageSize: Int
    /// Pages loaded at first.
    public let minPageCount: Int

    /// The rows of the grid, in order; chart row `i` is `visibleRows[i]`.
    public private(set) var visibleRows: [VisibleRow] = []
    /// The outline numbers (WBS) of the visible rows: `1`, `1.2`, `1.2.3`,
    /// counted among siblings in tree order.
    public private(set) var outlineNumbers: [String] = []
    /// Edits the chart items of the visible rows (its source is rebuilt on
    /// every reload, expansion and row move; its schedule and behavior stay).
    public let itemManager: GanttChartItemManager
    /// Whether ``itemManager``'s behavior is applied after every reload, so
    /// that loaded dates follow the schedule rules at once (as the
    /// reference's outline chart does); edits apply it either way.
    public var autoApplyBehavior: Bool
    /// How the duration and predecessors columns write working time.
    public var durationFormat: OutlineGanttChartDurationFormat
    /// How the Start and Finish columns write and read dates (ISO 8601 unless
    /// a host sets a locale's, e.g. for a German page).
    public var dateFormat: OutlineGanttChartDateFormat = .iso8601

    /// The chart items of the visible rows, indexed for viewport queries
    /// (when sharing a manager: all of the manager's items, on its rows).
    public var itemSource: GanttChartItemSource { itemManager.source }
    /// The outline over a shared manager's rows, when the chart shares one
    /// (see ``init(sharing:columns:durationFormat:)``).
    public let sharedRows: OutlineGanttChartManagerDataSource?

    private var expanded: Set<OutlineGanttChartRow.ID> = []
    private var initialStateRead: Set<OutlineGanttChartRow.ID> = []
    private var loadedTopLevelCount = 0
    private var visibleIndexByID = OutlineGanttChartRowIndex()
    /// Whether a chart sharing a manager shows all of its rows (visible row = manager row).
    public private(set) var showsEveryRow = true
    private var visibleModelRows: [Int] = []
    /// A shared manager's collapsed rows that hide rows: their main items, by row.
    private var collapsedMainItems: [Int: GanttChartItem.ID] = [:]
    /// Links with an end hidden under a collapsed row, drawn at that row's
    /// main item (a chart with its own items; see ``filteredDependencies(rows:timeline:)``).
    private var foldedDependencies: [GanttChartDependency] = []
    private var rowByItem: [GanttChartItem.ID: OutlineGanttChartRow.ID] = [:]
    private var mainItemByRow: [OutlineGanttChartRow.ID: GanttChartItem.ID] = [:]
    private let relay = ManagerRelay()

    /// Creates the chart and loads its data.
    /// - Parameters:
    ///   - dataSource: Where rows and items come from.
    ///   - columns: The grid's columns.
    ///   - isPagingEnabled: Load top-level rows page by page.
    ///   - minPageSize: Rows per page (at least 1).
    ///   - minPageCount: Pages loaded at first (at least 1).
    ///   - schedule: The working time of items without their own.
    ///   - behavior: The item manager's behavior (e.g.
    ///     ``GanttChartItemBehaviorSet/classic(hierarchy:constraints:lags:)``).
    ///   - autoApplyBehavior: Apply the behavior after every reload.
    ///   - durationFormat: How durations and lags are written in cells.
    /// - Throws: The first invalid chart item or dependency (duplicate ids,
    ///   finish before start…), as ``GanttChartValidationError``.
    public init(
        dataSource: any OutlineGanttChartDataSource,
        columns: [OutlineGanttChartColumn] = OutlineGanttChartColumn.defaultColumns,
        isPagingEnabled: Bool = false,
        minPageSize: Int = 50,
        minPageCount: Int = 2,
        schedule: any ScheduleDefinition = Schedule.continuous,
        behavior: (any GanttChartItemBehavior)? = nil,
        autoApplyBehavior: Bool = true,
        durationFormat: OutlineGanttChartDurationFormat = OutlineGanttChartDurationFormat()
    ) throws(GanttChartValidationError) {
        itemManager = GanttChartItemManager(schedule: schedule)
        itemManager.behavior = behavior
        sharedRows = nil
        self.autoApplyBehavior = autoApplyBehavior
        self.durationFormat = durationFormat
        self.dataSource = dataSource
        self.columns = columns
        self.isPagingEnabled = isPagingEnabled
        self.minPageSize = max(1, minPageSize)
        self.minPageCount = max(1, minPageCount)
        relay.chart = self
        itemManager.observer = relay
        try reloadData()
    }

    /// Creates a chart over the rows of an item manager that the caller owns
    /// (a live plan shown to several viewers): grid row `r` is the manager's
    /// chart row `r` (see ``OutlineGanttChartManagerDataSource`` for the
    /// tree), edits go straight to the manager (its behavior and observer
    /// stay the caller's, the chart never replaces its items), and the chart,
    /// as a collection provider, serves the items of its visible rows
    /// renumbered to those rows. Every summary starts expanded.
    ///
    /// ```swift
    /// let rows = OutlineGanttChartManagerDataSource(manager: plan)
    /// let chart = OutlineGanttChart(sharing: rows, columns: OutlineGanttChartColumn.projectColumns)
    /// try chart.setExpanded([chart.visibleRows[0].id], false)   // this viewer only
    /// ```
    /// - Parameters:
    ///   - rows: The outline over the shared manager (call its
    ///     ``OutlineGanttChartManagerDataSource/reload()`` after structural
    ///     edits, then this chart's ``reloadData()``).
    ///   - columns: The grid's columns.
    ///   - durationFormat: How durations and lags are written in cells.
    /// - Complexity: O(v) for v visible rows.
    public init(sharing rows: OutlineGanttChartManagerDataSource,
                columns: [OutlineGanttChartColumn] = OutlineGanttChartColumn.projectColumns,
                durationFormat: OutlineGanttChartDurationFormat = OutlineGanttChartDurationFormat()) {
        itemManager = rows.manager
        sharedRows = rows
        dataSource = rows
        autoApplyBehavior = false
        self.durationFormat = durationFormat
        self.columns = columns
        isPagingEnabled = false
        minPageSize = 50
        minPageCount = 1
        loadedTopLevelCount = Int.max
        rebuildSharedRows()
    }

    // MARK: Loading

    /// Reads the tree and the chart items again from the data source, keeping
    /// the expansion state of rows that still exist.
    /// - Throws: ``GanttChartValidationError`` for invalid items; the chart
    ///   keeps showing its previous data then.
    /// - Complexity: O(v + i log i) for v visible rows and i items on them.
    public func reloadData() throws(GanttChartValidationError) {
        if loadedTopLevelCount == 0 {
            loadedTopLevelCount = isPagingEnabled ? minPageSize * minPageCount : Int.max
        }
        try rebuild()
    }

    /// Whether paging holds back top-level rows not loaded yet.
    public var hasMoreRows: Bool {
        isPagingEnabled && loadedTopLevelCount < dataSource.outlineGanttChart(self, numberOfChildrenOf: nil)
    }

    /// Loads pages until visible row `index` exists or every row is loaded
    /// (call it as the view scrolls).
    /// - Throws: ``GanttChartValidationError`` for invalid items on new rows.
    public func ensureRowsLoaded(through index: Int) throws(GanttChartValidationError) {
        guard isPagingEnabled else { return }
        let total = dataSource.outlineGanttChart(self, numberOfChildrenOf: nil)
        while visibleRows.count <= index, loadedTopLevelCount < total {
            // Every top-level row adds at least one visible row: load enough pages at once.
            let missing = index + 1 - visibleRows.count
            let pages = (missing + minPageSize - 1) / minPageSize
            let previous = loadedTopLevelCount
            loadedTopLevelCount = min(total, loadedTopLevelCount + pages * minPageSize)
            do {
                try rebuild()
            } catch {
                loadedTopLevelCount = previous
                throw error
            }
        }
    }

    private func rebuild() throws(GanttChartValidationError) {
        if sharedRows != nil {
            rebuildSharedRows()
            return
        }
        var rows: [VisibleRow] = []
        var items: [GanttChartItem] = []
        var rowByItem: [GanttChartItem.ID: OutlineGanttChartRow.ID] = [:]
        var mainItemByRow: [OutlineGanttChartRow.ID: GanttChartItem.ID] = [:]
        var numbers: [String] = []
        let topCount = min(dataSource.outlineGanttChart(self, numberOfChildrenOf: nil), loadedTopLevelCount)
        var expandedNow = expanded
        walkOutline(topLevelCount: topCount, root: "") { id, parent, position, depth, parentNumber in
            let (isExpandable, isExpanded) = expansion(of: id, in: &expandedNow)
            let rowIndex = rows.count
            rows.append(VisibleRow(id: id, depth: depth, parent: parent, isExpandable: isExpandable, isExpanded: isExpanded))
            let number = parent == nil ? "\(position + 1)" : "\(parentNumber).\(position + 1)"
            numbers.append(number)
            for var item in dataSource.outlineGanttChart(self, chartItemsFor: id) {
                item.row = rowIndex
                items.append(item)
                rowByItem[item.id] = id
                if mainItemByRow[id] == nil { mainItemByRow[id] = item.id }
            }
            return isExpanded ? number : nil
        }
        let shownIDs = Set(items.map(\.id))
        let all = dataSource.dependencies(for: self)
        let dependencies = all.filter { shownIDs.contains($0.from) && shownIDs.contains($0.to) }
        let source = try GanttChartItemSource(items: items, dependencies: dependencies)
        let partial = all.filter { !(shownIDs.contains($0.from) && shownIDs.contains($0.to)) }
        let folded = partial.isEmpty ? [] : foldedDependencies(partial, shown: dependencies, shownItems: shownIDs, rows: rows,
                                                                                    mainItemByRow: mainItemByRow)
        visibleRows = rows
        outlineNumbers = numbers
        expanded = expandedNow
        self.rowByItem = rowByItem
        self.mainItemByRow = mainItemByRow
        visibleIndexByID = OutlineGanttChartRowIndex(rows, id: \.id, bound: nil)
        foldedDependencies = folded
        itemManager.source = source
        itemManager.collectionDidChange()
        if autoApplyBehavior { itemManager.applyBehavior() }
    }

    /// The links of `partial` (an end not shown) drawn at the collapsed rows
    /// that hide their ends, without the pairs `shown` links draw already.
    /// - Complexity: O(h + d log d) for h rows under collapsed rows and d links.
    private func foldedDependencies(_ partial: [GanttChartDependency], shown: [GanttChartDependency], shownItems: Set<GanttChartItem.ID>,
                                    rows: [VisibleRow], mainItemByRow: [OutlineGanttChartRow.ID: GanttChartItem.ID]) -> [GanttChartDependency] {
        var drawn: [GanttChartItem.ID: GanttChartItem.ID] = [:]
        for item in shownItems { drawn[item] = item }
        for row in rows where row.isExpandable && !row.isExpanded {
            guard let main = mainItemByRow[row.id] else { continue }
            var stack = [row.id]
            while let parent = stack.popLast() {
                for index in 0..<dataSource.outlineGanttChart(self, numberOfChildrenOf: parent) {
                    let child = dataSource.outlineGanttChart(self, child: index, of: parent)
                    for item in dataSource.outlineGanttChart(self, chartItemsFor: child) { drawn[item.id] = main }
                    stack.append(child)
                }
            }
        }
        let shownIDs = Set(shown.map(\.id))
        return OutlineGanttChartDependencyFolding.fold(shown + partial) { drawn[$0] }.filter { !shownIDs.contains($0.id) }
    }

    /// The tree walk of a chart sharing a manager: visible rows and outline
    /// numbers only (the items stay the manager's).
    private func rebuildSharedRows() {
        var rows: [VisibleRow] = []
        var numbers: [String] = []
        var expandedNow = expanded
        walkOutline(root: "") { id, parent, position, depth, parentNumber in
            let (isExpandable, isExpanded) = expansion(of: id, in: &expandedNow)
            rows.append(VisibleRow(id: id, depth: depth, parent: parent, isExpandable: isExpandable, isExpanded: isExpanded))
            let number = parent == nil ? "\(position + 1)" : "\(parentNumber).\(position + 1)"
            numbers.append(number)
            return isExpanded ? number : nil
        }
        visibleRows = rows
        outlineNumbers = numbers
        expanded = expandedNow
        visibleIndexByID = OutlineGanttChartRowIndex(rows, id: \.id, bound: sharedRows?.rowCount)
        showsEveryRow = rows.count == sharedRows?.rowCount
        visibleModelRows = rows.map(\.id.rawValue)
        var collapsed: [Int: GanttChartItem.ID] = [:]
        for row in rows where row.isExpandable && !row.isExpanded {
            if let main = sharedRows?.mainItem(onRow: row.id.rawValue) { collapsed[row.id.rawValue] = main.id }
        }
        collapsedMainItems = collapsed
    }

    /// Walks the data source's rows depth first, in outline order. `visit`
    /// gets each row, its parent, its position among its siblings (0-based),
    /// its depth and what `visit` returned for the parent (`root` at the top
    /// level); it returns what the row's children get, or `nil` to skip them.
    /// - Parameter topLevelCount: How many top-level rows to walk; all by default.
    func walkOutline<State>(topLevelCount: Int? = nil, root: State,
                            _ visit: (_ row: OutlineGanttChartRow.ID, _ parent: OutlineGanttChartRow.ID?, _ position: Int, _ depth: Int,
                                      _ parentState: State) -> State?) {
        var stack: [(parent: OutlineGanttChartRow.ID?, state: State, depth: Int, next: Int, count: Int)] =
            [(nil, root, 0, 0, topLevelCount ?? dataSource.outlineGanttChart(self, numberOfChildrenOf: nil))]
        while let top = stack.last {
            guard top.next < top.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let id = dataSource.outlineGanttChart(self, child: top.next, of: top.parent)
            guard let state = visit(id, top.parent, top.next, top.depth, top.state) else { continue }
            let count = dataSource.outlineGanttChart(self, numberOfChildrenOf: id)
            if count > 0 { stack.append((id, state, top.depth + 1, 0, count)) }
        }
    }

    /// Whether `id` has rows under it and whether they are shown, reading
    /// the data source's initial state the first time a row is seen.
    private func expansion(of id: OutlineGanttChartRow.ID, in expanded: inout Set<OutlineGanttChartRow.ID>) -> (isExpandable: Bool, isExpanded: Bool) {
        let isExpandable = dataSource.outlineGanttChart(self, isItemExpandable: id)
        if isExpandable, !initialStateRead.contains(id) {
            initialStateRead.insert(id)
            if dataSource.outlineGanttChart(self, isItemInitiallyExpanded: id) { expanded.insert(id) }
        }
        return (isExpandable, isExpandable && expanded.contains(id))
    }

    // MARK: Expansion

    /// Whether `row` is expanded.
    public func isExpanded(_ row: OutlineGanttChartRow.ID) -> Bool { expanded.contains(row) }

    /// Expands or collapses `row`; the chart rows follow the grid rows.
    /// - Throws: ``GanttChartValidationError`` for invalid items on rows that appear.
    public func setExpanded(_ row: OutlineGanttChartRow.ID, _ isExpanded: Bool) throws(GanttChartValidationError) {
        let before = expanded
        if isExpanded { expanded.insert(row) } else { expanded.remove(row) }
        initialStateRead.insert(row)
        do {
            try rebuild()
        } catch {
            expanded = before
            throw error
        }
    }

    /// Expands or collapses several rows at once (one rebuild).
    /// - Throws: ``GanttChartValidationError`` for invalid items on rows that appear.
    public func setExpanded(_ rows: some Sequence<OutlineGanttChartRow.ID>, _ isExpanded: Bool) throws(GanttChartValidationError) {
        let before = expanded
        for row in rows {
            if isExpanded { expanded.insert(row) } else { expanded.remove(row) }
            initialStateRead.insert(row)
        }
        do {
            try rebuild()
        } catch {
            expanded = before
            throw error
        }
    }

    /// The visible index of `row`, or `nil` when it is hidden or not loaded.
    public func visibleIndex(of row: OutlineGanttChartRow.ID) -> Int? { visibleIndexByID[row] }

    /// The outline row that holds a chart item.
    public func row(containing item: GanttChartItem.ID) -> OutlineGanttChartRow.ID? {
        guard sharedRows != nil else { return rowByItem[item] }
        guard let row = itemManager.item(withID: item)?.row else { return nil }
        let id = OutlineGanttChartRow.ID(row)
        return visibleIndexByID[id] == nil ? nil : id
    }

    // MARK: Cells

    /// The text of a cell.
    /// - Parameters:
    ///   - row: The visible row index.
    ///   - column: The column index.
    public func cellText(row: Int, column: Int) -> String {
        let id = visibleRows[row].id
        switch columns[column].kind {
        case .identifier:
            // A shared chart's predecessors name items: its ID column shows the row's main item id.
            guard sharedRows != nil else { return "\(id.rawValue)" }
            return mainItemID(of: id).map { "\($0.rawValue)" } ?? ""
        case .outlineNumber:
            return outlineNumbers[row]
        case .duration:
            guard let item = mainItem(of: id) else { return "" }
            return durationFormat.text(forSeconds: item.isMilestone ? 0 : itemManager.scheduledDuration(in: item))
        case .predecessors:
            return OutlineGanttChartPredecessor.text(for: predecessorEntries(ofRow: row), format: durationFormat)
        case let .finishVariance(baseline):
            guard let item = mainItem(of: id), let variance = finishVariance(of: item, baseline: baseline) else { return "" }
            let text = durationFormat.text(forSeconds: variance)
            return variance >= 60 ? "+" + text : text
        default:
            return dataSource.outlineGanttChart(self, objectValueFor: columns[column], row: id)
        }
    }

    /// The finish variance of `item` against its baseline `baseline`: the
    /// working time (on the item's schedule) from the baseline's finish to the
    /// item's finish, negative when the item finishes early.
    /// - Returns: Working seconds, or `nil` when the item has no such baseline.
    /// - Complexity: Sub-linear in the span (see ``TimelineCore/Schedule``).
    public func finishVariance(of item: GanttChartItem, baseline: Int) -> Double? {
        guard let planned = item.baselines[baseline] else { return nil }
        let schedule = itemManager.schedule(for: item)
        if item.finish >= planned.finish {
            return schedule.workingDuration(of: TimeRange(planned.finish..<item.finish))
        }
        return -schedule.workingDuration(of: TimeRange(item.finish..<planned.finish))
    }

    /// The main (first) chart item of a row, or `nil` for a row without items.
    public func mainItem(of row: OutlineGanttChartRow.ID) -> GanttChartItem? {
        if let sharedRows { return sharedRows.mainItem(onRow: row.rawValue) }
        return mainItemByRow[row].flatMap { itemManager.item(withID: $0) }
    }

    func mainItemID(of row: OutlineGanttChartRow.ID) -> GanttChartItem.ID? {
        if let sharedRows { return sharedRows.mainItemID(onRow: row.rawValue) }
        return mainItemByRow[row]
    }

    /// The links into a visible row's main item whose predecessors are on
    /// visible rows, ordered by dependency id, with their lags.
    /// - Parameter row: The visible row index.
    public func predecessors(ofRow row: Int) -> [OutlineGanttChartPredecessor] {
        guard let main = mainItemID(of: visibleRows[row].id) else { return [] }
        return itemManager.source.incomingDependencies(to: main).sorted { $0.id < $1.id }.compactMap { dependency in
            guard let from = self.row(containing: dependency.from) else { return nil }
            return OutlineGanttChartPredecessor(row: from, type: dependency.type, lag: lag(of: dependency.id) ?? .zero)
        }
    }

    /// The predecessors as the column writes them: by row id, or by item id
    /// when the chart shares a manager (a live plan's tasks are known by id,
    /// so a predecessor under a collapsed summary is still written, as a
    /// project tool's predecessors column does).
    private func predecessorEntries(ofRow row: Int) -> [OutlineGanttChartPredecessor] {
        guard sharedRows != nil else { return predecessors(ofRow: row) }
        guard let main = mainItemID(of: visibleRows[row].id) else { return [] }
        return itemManager.source.incomingDependencies(to: main).sorted { $0.id < $1.id }.map { dependency in
            OutlineGanttChartPredecessor(row: OutlineGanttChartRow.ID(dependency.from.rawValue), type: dependency.type,
                                         lag: lag(of: dependency.id) ?? .zero)
        }
    }

    private func lag(of dependency: GanttChartDependency.ID) -> GanttChartDependencyLag? {
        if let lags = sharedRows?.lags { return lags(dependency) }
        for case let behavior as GanttChartItemAutoSchedulingBehavior in itemManager.installedBehaviors {
            if let lag = behavior.lags[dependency] { return lag }
        }
        return nil
    }

    /// Edits a cell through the data source; a rejected value leaves the cell
    /// and the chart unchanged.
    /// - Throws: ``OutlineGanttChartEditError`` naming the row, column and reason.
    public func setCellText(_ text: String, row: Int, column: Int) throws(OutlineGanttChartEditError) {
        let id = visibleRows[row].id
        let columnValue = columns[column]
        guard columnValue.isEditable else {
            throw OutlineGanttChartEditError(row: id, column: columnValue.title, text: text, reason: "the column is read-only")
        }
        switch columnValue.kind {
        case .duration:
            try setDuration(text, row: id, column: columnValue)
            return
        case .predecessors:
            try setPredecessors(text, row: id, column: columnValue)
            return
        case .identifier, .outlineNumber, .finishVariance:
            throw OutlineGanttChartEditError(row: id, column: columnValue.title, text: text, reason: "the column is read-only")
        default:
            break
        }
        try dataSource.outlineGanttChart(self, setObjectValue: text, for: columnValue, row: id)
        do {
            try rebuild()
        } catch {
            throw OutlineGanttChartEditError(row: id, column: columnValue.title, text: text, reason: error.description)
        }
    }

    private func setDuration(_ text: String, row id: OutlineGanttChartRow.ID, column: OutlineGanttChartColumn) throws(OutlineGanttChartEditError) {
        func reject(_ reason: String) -> OutlineGanttChartEditError {
            OutlineGanttChartEditError(row: id, column: column.title, text: text, reason: reason)
        }
        guard let item = mainItem(of: id) else { throw reject("the row has no chart item") }
        let value: OutlineGanttChartDurationFormat.Value
        do { value = try durationFormat.value(parsing: text) } catch { throw reject(error.reason) }
        guard !value.isElapsed else { throw reject("a duration counts working time; leave out the e") }
        guard value.seconds >= 0 else { throw reject("a duration cannot be negative") }
        do { try itemManager.updateDuration(for: item.id, to: value.seconds) } catch { throw reject(error.description) }
    }

    private func setPredecessors(_ text: String, row id: OutlineGanttChartRow.ID, column: OutlineGanttChartColumn) throws(OutlineGanttChartEditError) {
        func reject(_ reason: String) -> OutlineGanttChartEditError {
            OutlineGanttChartEditError(row: id, column: column.title, text: text, reason: reason)
        }
        guard let main = mainItemID(of: id) else { throw reject("the row has no chart item") }
        let entries: [OutlineGanttChartPredecessor]
        do { entries = try OutlineGanttChartPredecessor.parse(text, format: durationFormat) } catch { throw reject(error.reason) }
        // Check everything first: a rejected edit changes nothing.
        var wanted: [(from: GanttChartItem.ID, entry: OutlineGanttChartPredecessor)] = []
        for entry in entries {
            let from: GanttChartItem.ID
            if sharedRows != nil {
                // A shared manager's predecessors are item ids.
                from = GanttChartItem.ID(entry.row.rawValue)
                guard from != main else { throw reject("a task cannot be its own predecessor") }
                guard itemManager.item(withID: from) != nil else { throw reject("there is no task \(entry.row.rawValue)") }
            } else {
                guard entry.row != id else { throw reject("a row cannot be its own predecessor") }
                guard visibleIndexByID[entry.row] != nil else { throw reject("row \(entry.row.rawValue) is not shown (no such row, or its parent is collapsed)") }
                guard let rowMain = mainItemID(of: entry.row) else { throw reject("row \(entry.row.rawValue) has no chart item") }
                from = rowMain
            }
            if itemManager.source.dependencyPath(from: main, to: from) != nil {
                throw reject("\(sharedRows == nil ? "row" : "task") \(entry.row.rawValue) already follows this one; the link would make a cycle")
            }
            wanted.append((from, entry))
        }
        // A shared manager's cell names every predecessor (by id, shown or
        // not); otherwise the cell names only those on shown rows.
        let existing = itemManager.source.incomingDependencies(to: main).filter { sharedRows != nil || self.row(containing: $0.from) != nil }
        do throws(GanttChartValidationError) {
            for dependency in existing where !wanted.contains(where: { $0.from == dependency.from && $0.entry.type == dependency.type }) {
                _ = try itemManager.removeDependency(dependency.id)
            }
            for (from, entry) in wanted {
                var dependency: GanttChartDependency
                if let kept = existing.first(where: { $0.from == from && $0.type == entry.type }) {
                    dependency = kept
                } else {
                    dependency = try itemManager.addNewDependency(from: from, to: main, type: entry.type)
                }
                if entry.lag.isZero {
                    itemManager.removeLag(for: dependency.id)
                } else if lag(of: dependency.id) != entry.lag {
                    try itemManager.setLag(entry.lag, for: dependency.id)
                }
            }
        } catch {
            throw reject(error.description)
        }
    }

    // MARK: Chart edits

    /// Changes a chart item's time (after a drag in the chart) and tells the data source.
    /// - Throws: ``GanttChartValidationError`` for an invalid time; nothing changes then.
    public func updateTime(of id: GanttChartItem.ID, to time: TimeRange) throws(GanttChartValidationError) {
        try itemManager.updateTime(for: id, to: time)
    }

    /// Changes a chart item's completion and tells the data source.
    /// - Throws: ``GanttChartValidationError/invalidCompletion(item:completion:)``.
    public func updateCompletion(of id: GanttChartItem.ID, to completion: Double) throws(GanttChartValidationError) {
        try itemManager.updateCompletion(for: id, to: completion)
    }

    /// Moves a chart item to another visible row and tells the data source.
    /// - Throws: ``GanttChartValidationError/rowOutOfRange(item:row:)`` for a row that is not visible.
    public func moveItem(_ id: GanttChartItem.ID, toRow index: Int) throws(GanttChartValidationError) {
        guard let item = itemSource.item(withID: id), let from = row(containing: id) else { throw .missingItem(id) }
        guard visibleRows.indices.contains(index) else { throw .rowOutOfRange(item: id, row: index) }
        let to = visibleRows[index].id
        guard to != from else { return }
        if let sharedRows {
            try itemManager.updateRow(for: id, to: to.rawValue)
            sharedRows.reload()
            rebuildSharedRows()
            return
        }
        dataSource.outlineGanttChart(self, rowDidChangeFor: item, from: from, to: to)
        try rebuild()
    }

    // MARK: GanttChartCollectionProvider

    public var totalRowCount: Int { visibleRows.count }
    public var preferredTimeline: TimeRange? { itemSource.preferredTimeline }

    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        guard sharedRows != nil, !showsEveryRow else { return itemSource.filteredItems(rows: rows, timeline: timeline) }
        return visibleItems().filteredItems(rows: rows, timeline: timeline)
    }

    /// The links of the items on `rows`; a link whose end is hidden under a
    /// collapsed row is drawn to (or from) that row's main item, several such
    /// links between the same drawn items once, none inside one collapsed
    /// row (see ``OutlineGanttChartVisibleItems/filteredDependencies(rows:timeline:)``).
    /// Folded links keep their ids but are not the item manager's: its
    /// behaviors schedule by the real links only.
    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        guard sharedRows != nil, !showsEveryRow else {
            let direct = itemSource.filteredDependencies(rows: rows, timeline: timeline)
            guard !foldedDependencies.isEmpty, sharedRows == nil else { return direct }
            let folded = foldedDependencies.filter { dependency in
                [dependency.from, dependency.to].contains { itemSource.item(withID: $0).map { rows.contains($0.row) } ?? false }
            }
            return folded.isEmpty ? direct : (direct + folded).sorted { $0.id < $1.id }
        }
        return visibleItems().filteredDependencies(rows: rows, timeline: timeline)
    }

    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? {
        guard sharedRows != nil, !showsEveryRow else { return itemSource.item(withID: id) }
        return visibleItems().item(withID: id)
    }

    /// The items of `source` (the shared manager's items, or a variant of
    /// them on the same rows) as this chart shows them: on the visible rows,
    /// without those under collapsed rows. Only for a chart that shares a
    /// manager; another chart's items are on its visible rows already.
    /// - Parameter source: The items; `nil` for the manager's.
    /// - Returns: A collection provider for the chart layout.
    /// - Complexity: O(1) (the row maps are shared, not copied).
    public func visibleItems(of source: GanttChartItemSource? = nil) -> OutlineGanttChartVisibleItems {
        OutlineGanttChartVisibleItems(source: source ?? itemSource, modelRows: visibleModelRows, visibleIndexByRow: visibleIndexByID,
                                      collapsedMainItems: collapsedMainItems, managerRowCount: sharedRows?.rowCount)
    }
}

/// Passes the item manager's changes (the chart's own and its behavior's)
/// to the chart's data source.
private final class ManagerRelay: GanttChartItemObserver {
    weak var chart: OutlineGanttChart?

    func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) {
        guard let chart else { return }
        chart.dataSource.outlineGanttChart(chart, timeDidChangeFor: item, from: oldTime)
    }

    func completionDidChange(for item: GanttChartItem, from oldCompletion: Double) {
        guard let chart else { return }
        chart.dataSource.outlineGanttChart(chart, completionDidChangeFor: item, from: oldCompletion)
    }

    func dependencyWasAdded(_ dependency: GanttChartDependency) {
        guard let chart else { return }
        chart.dataSource.outlineGanttChart(chart, dependencyWasAdded: dependency)
    }

    func dependencyWasRemoved(_ dependency: GanttChartDependency) {
        guard let chart else { return }
        chart.dataSource.outlineGanttChart(chart, dependencyWasRemoved: dependency)
    }
}
