public import Foundation
public import GanttChart
import Synchronization
public import Interchange
public import TimelineCore
public import TimelineGraphics

/// What one session looks at: its viewport and view options. Sessions on the
/// same plan share the model but not their views.
public struct SessionView: Sendable, Equatable {
    /// The viewport (size and scroll position).
    public var viewport: GanttChartViewport
    /// The session's zoom; `nil` uses the document's.
    public var zoom: Double?
    /// The theme name; `nil` uses the document's.
    public var theme: String?
    /// Light or dark; `nil` uses the document's.
    public var mode: TimelineDocument.Mode?
    /// Whether the critical path is highlighted.
    public var showsCriticalPath = false
    /// The summaries this session has collapsed (their descendants are hidden).
    public var collapsed: Set<GanttChartItem.ID> = []
    /// The chart shown: the Gantt chart or the resource view.
    public var chartView: ChartView = .gantt
    /// Whether the load histogram is drawn under the chart (plans with resources).
    public var showsHistogram = false

    /// What this session's drags snap to; `nil` uses the document's `snap`.
    public var snap: GanttChartSnapUnit?
    /// The tasks this session shows (with the summaries above them); empty for every task.
    public var filter = OutlineGanttChartFilter()
    /// The grid column key this session's rows are sorted by, keeping the outline
    /// (siblings sorted among themselves); `nil` for the plan's order.
    public var sortColumn: String?
    /// Whether the sort is ascending.
    public var sortsAscending = true

    /// How this session's grid and task dialog write and read dates: ISO 8601,
    /// or a locale's (a German page's, or the plan's `locale`).
    public var dateFormat: OutlineGanttChartDateFormat = .iso8601

    /// Whether the session's rows are a filtered or sorted view of the plan's outline.
    var hasRowView: Bool { !filter.isEmpty || sortColumn != nil }
    /// See ``indicators``.
    var indicatorStorage = SessionIndicators()

    /// The charts a session can show.
    public enum ChartView: String, Sendable, Equatable, CaseIterable {
        /// The tasks' Gantt chart (editable).
        case gantt
        /// One row per resource, its assignments as bars (read-only).
        case resources
    }

    /// A view of the given size at the chart's start.
    public init(width: Double = 1_200, height: Double = 600) {
        viewport = GanttChartViewport(size: Size(width: width, height: height))
    }
}

/// A change of a session's view that needs the plan's layout settings.
public enum ViewChange: Sendable, Equatable {
    /// Scroll by points.
    case scroll(dx: Double, dy: Double)
    /// Scroll to an absolute position (`nil` keeps that coordinate).
    case scrollTo(x: Double?, row: Int?)
    /// Zoom by a factor, keeping the time at viewport-local `anchorX` in place.
    case zoom(factor: Double, anchorX: Double?)
    /// Zoom so the whole timeline fits the width.
    case zoomToFit
    /// Scroll the current time into view.
    case today(Time)
    /// New view size.
    case resize(width: Double, height: Double)
}

/// A plan's edit, announced to every session of the plan.
public struct PlanChange: Sendable, Equatable {
    /// The plan's revision after the edit.
    public var revision: Int
    /// What changed, for people.
    public var summary: String
    /// The session that made it.
    public var origin: UUID
}

/// One live plan: the actor that owns its model, serializes edits, writes
/// each one to the store before acknowledging it, and tells the plan's
/// sessions about changes.
public actor LivePlan {
    /// The plan id in the store.
    public nonisolated let id: Int
    /// The revision, undo and redo, durable commits and the broadcast: the view host's core.
    private let core: LiveDocumentCore<PlanModel>
    private var model: PlanModel { core.model }
    /// Where edits are written; `nil` for a virtual plan.
    private let store: (any TimelineStore)?
    /// The items of a virtual plan, computed on demand (read-only, not stored).
    private let virtualProvider: GanttChartVirtualItemProvider?
    private var criticalCache: (revision: Int, threshold: Double, source: GanttChartItemSource)?
    /// The schedule analysis (slack, critical path) of a revision.
    private var analysisCache: (revision: Int, analysis: GanttChartScheduleAnalysis)?
    /// The baselines any item has, at a revision.
    private var savedBaselinesCache: (revision: Int, numbers: [Int])?
    /// The server's clock: the current-time line and "today" when the
    /// document sets no `now` (the libraries never read the clock).
    private var clock: @Sendable () -> Time = { Time(Date(), in: TimeZone.current) }
    /// The outline charts of sessions that collapsed summaries, by what they
    /// collapsed, with the model's outline version they were made for.
    private var collapsedOutlines: [Set<GanttChartItem.ID>: (version: Int, chart: OutlineGanttChart)] = [:]
    /// The resource view of the last revision drawn with resources.
    private var resourceCache: (revision: Int, view: GanttChartResourceView)?
    /// The filtered or sorted row views of sessions, by what they show, with
    /// the revision and outline version they were made for.
    private var rowViews: [RowViewKey: (revision: Int, outlineVersion: Int, view: OutlineGanttChartRowView)] = [:]
    /// Chart configurations and styles by the view options that change them.
    private var configurations: [ConfigurationKey: (GanttChartConfiguration, GanttChartStyle)] = [:]
    /// Per session: the fields its gesture in progress changed live, with
    /// their values from before it (a drag edits the model on every move;
    /// only its release is written).
    private var gestures: [UUID: LiveGesture] = [:]
    /// Set when the store refused an edit because another server changed the plan.
    private nonisolated let isStale = Atomic<Bool>(false)

    /// Loads plan `id` from the store.
    /// - Returns: `nil` when the store has no such plan.
    /// - Throws: Store errors, or ``TimelineDocumentErrors`` when the stored plan does not resolve.
    public static func load(_ id: Int, from store: any TimelineStore) throws -> LivePlan? {
        guard let (document, revision) = try store.loadPlan(id) else { return nil }
        return try LivePlan(id: id, document: document, revision: revision, store: store)
    }

    init(id: Int, document: TimelineDocument, revision: Int, store: any TimelineStore) throws {
        self.id = id
        self.store = store
        virtualProvider = nil
        core = LiveDocumentCore(model: try PlanModel(id: id, document: document), revision: revision)
    }

    /// A read-only plan whose items a ``GanttChartVirtualItemProvider``
    /// computes on demand (10^12 rows by default): nothing is stored, every
    /// frame costs what is visible, and edits are refused.
    /// - Parameters:
    ///   - id: The plan id (the registry gives virtual plans negative ids).
    ///   - provider: The items.
    ///   - title: The page title.
    public static func virtual(id: Int, provider: GanttChartVirtualItemProvider, title: String) throws -> LivePlan {
        try LivePlan(id: id, provider: provider, title: title)
    }

    private init(id: Int, provider: GanttChartVirtualItemProvider, title: String) throws {
        self.id = id
        store = nil
        virtualProvider = provider
        // Zoomed out so that the items' year fits in a few screens.
        core = LiveDocumentCore(model: try PlanModel(id: id, document: TimelineDocument(title: title, hourWidth: 0.25)), revision: 0)
    }

    /// Whether the plan refuses edits (a virtual plan).
    public nonisolated var isReadOnly: Bool { virtualProvider != nil }

    /// What the chart draws for a session: the virtual provider, or the
    /// model's items (critical ones highlighted if asked) as the session's
    /// outline shows them (without those under collapsed summaries).
    private func chartSource(for view: SessionView) -> any GanttChartCollectionProvider {
        if let virtualProvider { return virtualProvider }
        let source = provider(for: view)
        if let rows = rowView(for: view) { return rows.visibleItems(of: source) }
        guard !view.collapsed.isEmpty else { return source }
        return outline(for: view).visibleItems(of: source)
    }

    /// The session's filtered or sorted rows (``GanttChart/OutlineGanttChart/rowView(filter:sort:facts:)``
    /// over its outline), or `nil` when it shows the plan's rows as they are.
    private func rowView(for view: SessionView) -> OutlineGanttChartRowView? {
        guard virtualProvider == nil, view.hasRowView else { return nil }
        return findView(for: view)
    }

    /// The session's rows as a view (filtered and sorted, or not): what a search goes through. Cached per revision.
    private func findView(for view: SessionView) -> OutlineGanttChartRowView {
        let outline = outline(for: view)   // reads the rows again first if an edit changed them
        let threshold = view.filter.isCriticalOnly ? criticalSlack(for: view) : 0
        let key = RowViewKey(collapsed: view.collapsed, filter: view.filter, sortColumn: view.sortColumn,
                             ascending: view.sortsAscending, criticalSlack: threshold)
        if let cached = rowViews[key], cached.revision == core.revision, cached.outlineVersion == model.outlineVersion {
            return cached.view
        }
        var facts = OutlineGanttChartFilter.Facts()
        if view.filter.isCriticalOnly { facts.criticalItems = Set(scheduleAnalysis().criticalItemIDs(slackThreshold: threshold)) }
        if view.filter.isLateOnly {
            facts.statusDate = statusDate(for: view) ?? now
            facts.deadline = configuration(for: view).0.deadline
        }
        let sort = view.sortColumn.flatMap { PlanModel.gridColumnKeys.firstIndex(of: $0) }
            .map { OutlineGanttChartSort(column: $0, isAscending: view.sortsAscending) }
        let made = outline.rowView(filter: view.filter, sort: sort, facts: facts)
        if rowViews.count >= 32 { rowViews.removeAll() }
        rowViews[key] = (core.revision, model.outlineVersion, made)
        return made
    }

    private struct RowViewKey: Hashable {
        var collapsed: Set<GanttChartItem.ID>
        var filter: OutlineGanttChartFilter
        var sortColumn: String?
        var ascending: Bool
        var criticalSlack: Double
    }

    /// What a session's find bar shows: its filter, sort and the view's counts.
    private func findState(for view: SessionView) -> Frame.Find {
        var find = Frame.Find()
        find.text = view.filter.text
        find.critical = view.filter.isCriticalOnly
        find.late = view.filter.isLateOnly
        find.milestones = view.filter.isMilestonesOnly
        if let range = view.filter.dateRange {
            // In the page's date format, as the grid shows dates.
            if range.start != Time.earliestSupported { find.from = view.localizedDate(PlanModel.text(for: range.start)) }
            if range.finish != Time.latestSupported { find.to = view.localizedDate(PlanModel.text(for: range.finish)) }
        }
        find.sortColumn = view.sortColumn
        find.ascending = view.sortsAscending
        if virtualProvider == nil { find.tasks = model.source.itemCount }
        if let rows = rowView(for: view) {
            find.matches = rows.matchCount
            find.rows = rows.rows.count
        } else if virtualProvider == nil {
            find.matches = find.tasks
            find.rows = outline(for: view).visibleRows.count
        }
        return find
    }

    /// The next (or previous) task after `current` in the session's rows whose
    /// name, resources or notes contain `text` (wrapping around), with every
    /// hit's count and the hit's place among them (1-based), and the session's
    /// collapsed summaries without those above the hit (so that it is shown).
    /// - Returns: `nil` when nothing matches.
    func search(_ text: String, after current: GanttChartItem.ID?, backwards: Bool, in view: SessionView)
        -> (item: GanttChartItem.ID, index: Int, count: Int, collapsed: Set<GanttChartItem.ID>)? {
        guard virtualProvider == nil else { return nil }
        let rows = findView(for: view)
        let hits = rows.search(text, in: model.source)
        guard !hits.isEmpty else { return nil }
        // From the current task's place in the view's order (all rows, those under collapsed summaries too).
        let order = Dictionary(uniqueKeysWithValues: rows.allRows.enumerated().map { ($0.element.id, $0.offset) })
        let currentPlace = current.flatMap { model.source.item(withID: $0) }.flatMap { order[OutlineGanttChartRow.ID($0.row)] }
        var index: Int
        if let currentPlace {
            if backwards {
                index = (hits.lastIndex { order[$0]! < currentPlace } ?? hits.count - 1)
            } else {
                index = (hits.firstIndex { order[$0]! > currentPlace } ?? 0)
            }
        } else {
            index = backwards ? hits.count - 1 : 0
        }
        let hit = hits[index]
        guard let item = model.outlineRows.mainItem(onRow: hit.rawValue) else { return nil }
        var collapsed = view.collapsed
        for ancestor in rows.collapsedAncestors(of: hit) {
            if let summary = model.outlineRows.mainItem(onRow: ancestor.rawValue) { collapsed.remove(summary.id) }
        }
        index += 1
        return (item.id, index, hits.count, collapsed)
    }

    /// The view scrolled so that `item` is in sight: its row a third of the
    /// rows from the top when it is above or below the view, its start a third
    /// of the width from the left when neither end is in the view.
    public func scrollIntoView(_ item: GanttChartItem.ID, in view: SessionView) -> SessionView {
        guard let shown = model.source.item(withID: item), let row = displayRow(of: item, in: view) else { return view }
        let (configuration, _) = configuration(for: view)
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        let visibleRows = max(1, Int((view.viewport.size.height - headerHeight) / configuration.rowHeight) - 1)
        var moved = view
        if row < view.viewport.firstRow || row >= view.viewport.firstRow + visibleRows {
            moved = adjust(moved, .scrollTo(x: nil, row: max(0, row - visibleRows / 3)))
        }
        let axis = configuration.timeAxis(for: chartSource(for: moved))
        let left = moved.viewport.x, right = left + moved.viewport.size.width - configuration.rowHeaderWidth
        let startX = axis.x(for: shown.start), finishX = axis.x(for: shown.finish)
        if finishX < left || startX > right { moved = adjust(moved, .today(shown.start)) }
        return moved
    }

    /// Writes a session's sort into the plan: every row takes its place in the
    /// sorted order (siblings among themselves), as one undoable, stored, broadcast edit.
    /// - Throws: ``PlanEditError`` when the session has no sort, for a read-only plan or a failed write.
    public func sortPlan(as view: SessionView, by session: UUID) throws(PlanEditError) -> PlanChange? {
        guard let column = view.sortColumn, let index = PlanModel.gridColumnKeys.firstIndex(of: column) else {
            throw PlanEditError("sortPlan: sort the rows by a column first (click its header)")
        }
        if isReadOnly { throw Self.readOnly }
        var unfiltered = view
        unfiltered.filter = OutlineGanttChartFilter()
        let order = findView(for: unfiltered).sortedManagerRows()
        let title = PlanModel.gridColumns[index].title
        return try perform(.reorderRows(order, by: "\(title)\(view.sortsAscending ? "" : " (descending)")"), by: session)
    }

    /// The session's outline of the plan's rows: the grid it sees, with its
    /// own collapsed summaries (the library's ``GanttChart/OutlineGanttChart``
    /// over the plan's item manager).
    private func outline(for view: SessionView) -> OutlineGanttChart {
        guard !view.collapsed.isEmpty else { return model.outline }
        _ = model.outlineRows   // read again if an edit changed the rows
        let version = model.outlineVersion
        if let cached = collapsedOutlines[view.collapsed], cached.version == version { return cached.chart }
        let chart = model.outline(collapsing: view.collapsed)
        if collapsedOutlines.count >= 32 { collapsedOutlines.removeAll() }
        collapsedOutlines[view.collapsed] = (version, chart)
        return chart
    }

    /// The item row drawn at a session's display row (they differ below collapsed summaries).
    public func modelRow(forDisplayRow row: Int, in view: SessionView) -> Int {
        if let rows = rowView(for: view) { return rows.visibleItems(of: model.source).managerRow(forRow: row) }
        guard virtualProvider == nil, !view.collapsed.isEmpty else { return row }
        // Below the last shown row, rows follow the plan's last row.
        return outline(for: view).visibleItems().managerRow(forRow: row)
    }

    /// Whether `id` is a summary whose row has child rows (it can be collapsed).
    public func isExpandable(_ id: GanttChartItem.ID) -> Bool {
        guard virtualProvider == nil, let row = model.source.item(withID: id)?.row, model.outlineRows.mainItem(onRow: row)?.id == id,
              let index = model.outline.visibleIndex(of: OutlineGanttChartRow.ID(row)) else { return false }
        return model.outline.visibleRows[index].isExpandable
    }

    /// The current revision.
    public var revision: Int { core.revision }

    /// The plan's title, if any.
    public var title: String? { model.resolved.settings.title }

    /// The mode the plan's document names (`mode: dark`), or `nil` when it names none
    /// (a page then follows its browser's color scheme).
    public var documentMode: TimelineDocument.Mode? { model.settingsDocument.mode }

    /// The locale the plan's document names (`locale: de-DE`), if any: the language of its page.
    public var locale: Locale? { model.resolved.settings.locale }

    /// The items' ids, ascending.
    public var itemIDs: [Int] { model.source.items.map(\.id.rawValue).sorted() }

    /// An item, for tests and hosts.
    public func item(_ id: Int) -> GanttChartItem? { model.source.item(withID: GanttChartItem.ID(id)) }

    /// The dependencies, ascending by id.
    public var dependencies: [GanttChartDependency] { model.source.dependencies }

    /// The editor the page opens for an element the interaction engine
    /// activates or edits (`nil` for a missing element or a read-only plan).
    func editor(for element: GanttChartElement) -> Frame.Editor? {
        guard !isReadOnly else { return nil }
        switch element {
        case let .item(id):
            guard let item = model.source.item(withID: id) else { return nil }
            return model.taskEditor(for: item)
        case let .dependency(id):
            guard let dependency = model.source.dependency(withID: id) else { return nil }
            let label = { (item: GanttChartItem.ID) in self.model.source.item(withID: item)?.label ?? "\(item.rawValue)" }
            return .dependency(id: id.rawValue, from: label(dependency.from), to: label(dependency.to),
                               type: PlanModel.abbreviation(dependency.type), lag: model.lagText(for: id))
        }
    }

    /// The whole plan as a document.
    public func document() -> TimelineDocument { model.document() }

    // MARK: Sessions

    /// Subscribes to the plan's changes.
    /// - Returns: The subscription id and the stream of changes (the newest 16 are kept).
    public func subscribe() -> (UUID, AsyncStream<PlanChange>) { core.subscribe() }

    /// Ends a subscription.
    public func unsubscribe(_ id: UUID) { core.unsubscribe(id) }

    /// Ends the plan after it was deleted: every page's connection closes,
    /// telling the page why (``LiveConnection``).
    public func end() { core.end() }

    /// Whether the plan was deleted (``end()``).
    public var hasEnded: Bool { core.hasEnded }

    /// The number of subscribed sessions.
    public var sessionCount: Int { core.subscriberCount }

    // MARK: Edits

    /// Applies an edit, writes it to the store, then announces it.
    /// - Returns: The change, or `nil` when the edit changed nothing.
    /// - Throws: ``PlanEditError`` for a rejected edit or a failed write (the
    ///   model is rolled back then, so nothing unacknowledged stays).
    @discardableResult
    public func perform(_ edit: PlanEdit, by session: UUID) throws(PlanEditError) -> PlanChange? {
        if isReadOnly { throw Self.readOnly }
        let change = try model.apply(edit)
        guard !change.isEmpty else { return nil }
        return try core.commit(change, by: session, undoable: true) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Adds a task on the row below the last one, from the first working time
    /// of the first day in the session's view (not before the plan's start),
    /// one working day long.
    /// - Returns: The change, the new item and its row.
    /// - Throws: ``PlanEditError`` for a read-only plan or a failed write.
    public func addTask(label: String, in view: SessionView, by session: UUID) throws(PlanEditError) -> (PlanChange?, GanttChartItem.ID, Int) {
        if isReadOnly { throw Self.readOnly }
        let (configuration, _) = configuration(for: view)
        let axis = configuration.timeAxis(for: chartSource(for: view))
        // The first day in view, but not before the plan starts (a task before the start would widen the timeline and shift the view).
        var dayStart = Time(dayNumber: axis.time(forX: view.viewport.x).dayNumber)
        if let planStart = model.source.preferredTimeline?.start, dayStart < planStart { dayStart = Time(dayNumber: planStart.dayNumber) }
        let schedule = model.manager.schedule
        let start = schedule.nextWorkingTime(from: dayStart)
        let day = Time(dayNumber: start.dayNumber)
        let working = schedule.workingDuration(of: TimeRange(day..<day.adding(days: 1)))
        let finish = schedule.adding(workingDuration: working > 0 ? working : 8 * 3_600, to: start)
        let row = model.source.totalRowCount
        let before = Set(model.source.items.map(\.id))
        let change = try perform(.addItem(label: label, row: row, start: start, finish: max(finish, start)), by: session)
        guard let added = model.source.items.first(where: { !before.contains($0.id) }) else {
            throw PlanEditError("the task could not be added")
        }
        return (change, added.id, row)
    }

    /// Inserts a task above `item`'s row or below its block (see ``PlanEdit/insertTask(relativeTo:below:label:)``).
    /// - Returns: The change and the new task's id.
    /// - Throws: ``PlanEditError`` for a read-only plan, a refused edit or a failed write.
    public func insertTask(relativeTo item: GanttChartItem.ID, below: Bool, label: String, by session: UUID) throws(PlanEditError) -> (PlanChange?, GanttChartItem.ID?) {
        let before = Set(model.source.items.map(\.id))
        let change = try perform(.insertTask(relativeTo: item, below: below, label: label), by: session)
        return (change, model.source.items.first { !before.contains($0.id) }?.id)
    }

    /// The display row of an item's row in a session's view, `nil` when a collapsed summary hides it.
    public func displayRow(of item: GanttChartItem.ID, in view: SessionView) -> Int? {
        guard let row = model.source.item(withID: item)?.row else { return nil }
        if let rows = rowView(for: view) { return rows.visibleIndex(of: OutlineGanttChartRow.ID(row)) }
        guard virtualProvider == nil, !view.collapsed.isEmpty else { return row }
        return outline(for: view).visibleIndex(of: OutlineGanttChartRow.ID(row))
    }

    /// Undoes the last edit (of any session).
    public func undo(by session: UUID) throws(PlanEditError) -> PlanChange? {
        if isReadOnly { throw Self.readOnly }
        return try core.undo(by: session) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Redoes the last undone edit.
    public func redo(by session: UUID) throws(PlanEditError) -> PlanChange? {
        if isReadOnly { throw Self.readOnly }
        return try core.redo(by: session) { commit, revision throws in try persist(commit, revision: revision) }
    }

    /// Whether successors follow their predecessors after every edit, for every page.
    public var isAutoScheduling: Bool { model.isAutoScheduling }

    /// Turns auto-scheduling on or off for the plan; turning it on reschedules
    /// the plan at once (one undoable edit).
    /// - Returns: The change when dates moved.
    @discardableResult
    public func setAutoScheduling(_ on: Bool, by session: UUID) throws(PlanEditError) -> PlanChange? {
        if isReadOnly { throw Self.readOnly }
        guard on != model.isAutoScheduling else { return nil }
        model.setAutoScheduling(on)
        guard on else { return nil }
        return try perform(.reschedule, by: session)
    }

    /// Whether undo and redo have something to do.
    public var undoState: (canUndo: Bool, canRedo: Bool) { core.undoState }

    private static let readOnly = PlanEditError("this plan is read-only: its items are computed, not stored")

    /// Writes a commit with the revision it makes: the plan's half of the
    /// view host's durable commit (``LiveDocumentCore`` rolls the model back
    /// when this throws).
    ///
    /// Before anything is written the change is checked and made the
    /// committer's own: every date must lie in years 1…9999 (an edit that
    /// would leave that range is refused, never stored), and fields that
    /// other sessions are changing live (a drag not yet released) are written
    /// with their values from before those gestures; those gestures take the
    /// committed values as their originals once it is written.
    private func persist(_ change: PlanCommit, revision: Int) throws {
        guard let store else { throw Self.readOnly }
        if let invalid = outOfRangeItem(in: change) {
            throw PlanEditError("\"\(invalid.label)\" would be at \(PlanModel.text(for: invalid.start))–\(PlanModel.text(for: invalid.finish)): "
                + "\(Time.supportedRangeDescription)")
        }
        var adopted = gestures
        for (other, gesture) in adopted { adopted[other] = gesture.adopting(change.edits) }
        let stored = model.storedChange(change, revision: revision) { item in
            adopted.values.reduce(item) { $1.touches(item.id) ? $1.restoringOriginals(of: $0) : $0 }
        }
        do {
            try store.apply(stored, to: id)
        } catch {
            if case PlanStoreError.conflict = error {
                isStale.store(true, ordering: .relaxed)
                if store.announcesCommits {
                    // Another instance committed first: take its revision (the edit here is refused and rolled back).
                    Task { [weak self] in _ = try? await self?.refresh(toRevision: .max, summary: "changed on another server") }
                }
            }
            throw error
        }
        gestures = adopted
    }

    /// Takes the stored plan when another server instance committed a newer
    /// revision (a ``StoredCommitNotice``), and announces it to the plan's pages.
    ///
    /// Gestures in progress here keep their live values on the new model, and
    /// the stored values become their originals (as when another page commits).
    /// - Parameters:
    ///   - revision: The announced revision; nothing happens when this copy has it already.
    ///   - summary: What changed, for people.
    /// - Returns: The announced change, or `nil` when this copy was up to date.
    /// - Throws: Store errors, or ``TimelineDocumentErrors`` when the stored plan does not resolve; this copy stays then.
    @discardableResult
    public func refresh(toRevision revision: Int, summary: String) throws -> PlanChange? {
        guard let store, revision > core.revision, let (document, stored) = try store.loadPlan(id), stored > core.revision else { return nil }
        let fresh = try PlanModel(id: id, document: document)
        if model.isAutoScheduling { fresh.setAutoScheduling(true) }
        var adopted: [UUID: LiveGesture] = [:]
        for (session, gesture) in gestures {
            var kept = gesture
            for (item, _) in gesture.times {
                guard let committed = fresh.source.item(withID: item)?.time else { kept.times[item] = nil; continue }
                kept.times[item] = committed
                if let live = model.source.item(withID: item)?.time, live != committed { try? fresh.manager.updateTime(for: item, to: live) }
            }
            for (item, _) in gesture.completions {
                guard let committed = fresh.source.item(withID: item)?.completion else { kept.completions[item] = nil; continue }
                kept.completions[item] = committed
                if let live = model.source.item(withID: item)?.completion, live != committed { try? fresh.manager.updateCompletion(for: item, to: live) }
            }
            for (item, _) in gesture.rows {
                guard let committed = fresh.source.item(withID: item)?.row else { kept.rows[item] = nil; continue }
                kept.rows[item] = committed
                if let live = model.source.item(withID: item)?.row, live != committed { try? fresh.manager.updateRow(for: item, to: live) }
            }
            adopted[session] = kept
        }
        gestures = adopted
        // The fresh model counts its outline versions from the start again: no cache of the old one may answer for it.
        configurations = [:]
        collapsedOutlines = [:]
        rowViews = [:]
        criticalCache = nil
        analysisCache = nil
        savedBaselinesCache = nil
        isStale.store(false, ordering: .relaxed)
        return core.adopt(fresh, revision: stored, summary: summary)
    }

    /// The first item `change` touches whose start or finish now lies outside years 1…9999.
    private func outOfRangeItem(in change: PlanCommit) -> GanttChartItem? {
        change.itemIDs.lazy.compactMap { self.model.source.item(withID: $0) }.first { !$0.start.isSupported || !$0.finish.isSupported }
    }

    /// How many edits the plan keeps: its undo and redo stacks and the
    /// fields of gestures in progress (a test of memory use counts them).
    var retainedEditCount: Int {
        core.retainedEditCount
            + gestures.values.reduce(0) { $0 + $1.times.count + $1.completions.count + $1.rows.count }
    }

    /// Whether another server changed the stored plan since this copy was
    /// loaded (an edit was refused): the registry then loads it afresh.
    public nonisolated var hasBecomeStale: Bool { isStale.load(ordering: .relaxed) }

    // MARK: Interaction

    /// What ``interact(_:_:scene:view:by:)`` did.
    struct InteractionOutcome: Sendable {
        /// The interaction after the event (its undo history emptied: undo is the plan's).
        var interaction: GanttChartInteraction
        /// The engine's effects, in order.
        var effects: [GanttChartEffect]
        /// The committed changes, written and broadcast.
        var changes: [PlanChange] = []
        /// A commit that could not be written (the model is rolled back).
        var error: PlanEditError?
    }

    /// Runs one input event through a session's interaction engine against
    /// the plan's item manager, under this actor.
    ///
    /// Live edits (a drag's moves) change the model at once but are not
    /// written; each ``GanttChart/GanttChartEffect/committed(actionName:changes:)``
    /// becomes one ``PlanCommit``: written to the store, pushed on the
    /// plan-wide undo stack and broadcast. A gesture that ends without a
    /// commit (Escape) has already been reverted by the engine and writes nothing.
    func interact(_ event: GanttChartInputEvent, _ interaction: GanttChartInteraction, scene: GanttChartScene,
                  view: SessionView, by session: UUID) -> InteractionOutcome {
        var interaction = interaction
        interaction.configuration = configuration(for: view).0
        interaction.viewport = view.viewport
        // The scene shows the session's display rows: a bar moved to, or created on, one goes to the item row drawn there.
        if let rows = rowView(for: view) {
            let shown = rows.visibleItems(of: model.source)
            interaction.rowMapping = { shown.managerRow(forRow: $0) }
        } else if virtualProvider == nil, !view.collapsed.isEmpty {
            let shown = outline(for: view).visibleItems()
            interaction.rowMapping = { shown.managerRow(forRow: $0) }
        } else {
            interaction.rowMapping = nil
        }
        let selected = interaction.selectedItems.count
        let effects = interaction.handle(event, in: scene, manager: model.manager)
        var outcome = InteractionOutcome(interaction: interaction, effects: effects)
        for effect in effects {
            switch effect {
            case let .modelChanged(changes):
                gestures[session, default: LiveGesture()].record(changes)
            case let .committed(actionName, changes):
                let gesture = gestures.removeValue(forKey: session) ?? LiveGesture()
                let change = PlanCommit(summary: summary(actionName, changes, selected: selected), edits: gesture.correctingOrigins(of: changes))
                guard !change.isEmpty else { continue }
                do {
                    let announced = try core.commit(change, by: session, undoable: true) { commit, revision throws in
                        try persist(commit, revision: revision)
                    }
                    outcome.changes.append(announced)
                } catch {
                    outcome.error = error
                }
            default:
                break
            }
        }
        switch outcome.interaction.state {
        case .dragging, .drawingDependency: break
        default:
            // Ended without a commit (Escape, or the page closed): the engine has put back
            // the values it saw at the press; put back the gesture's originals instead,
            // which include what other sessions committed meanwhile.
            if let gesture = gestures.removeValue(forKey: session) { restore(gesture) }
        }
        // The plan's undo stack is the only history; the engine's would diverge from it.
        outcome.interaction.undoManager.removeAll()
        return outcome
    }

    /// Puts the fields a cancelled gesture changed back to their originals.
    private func restore(_ gesture: LiveGesture) {
        let manager = model.manager
        for (id, time) in gesture.times where manager.item(withID: id).map({ $0.time != time }) == true {
            try? manager.updateTime(for: id, to: time)
        }
        for (id, completion) in gesture.completions where manager.item(withID: id).map({ $0.completion != completion }) == true {
            try? manager.updateCompletion(for: id, to: completion)
        }
        for (id, row) in gesture.rows where manager.item(withID: id).map({ $0.row != row }) == true {
            try? manager.updateRow(for: id, to: row)
        }
    }

    /// Forgets a closed session's gesture.
    func endInteraction(by session: UUID) {
        if let gesture = gestures.removeValue(forKey: session) { restore(gesture) }
    }

    /// What a committed gesture did, for people: `moved "Design"`, `linked 3 → 4`.
    private func summary(_ actionName: String, _ edits: [GanttChartEdit], selected: Int = 0) -> String {
        if let verb = Self.selectionPastTense[actionName] { return "\(verb) \(selected) tasks" }
        var summary = Self.pastTense[actionName] ?? actionName.lowercased()
        let itemID = edits.lazy.compactMap(\.itemID).first
        if itemID == nil, let dependency = edits.lazy.compactMap({ edit -> GanttChartDependency? in
            switch edit {
            case let .dependencyAdded(dependency), let .dependencyRemoved(dependency): dependency
            default: edit.dependencyID.flatMap { self.model.source.dependency(withID: $0) }
            }
        }).first {
            summary += " \(dependency.from.rawValue) → \(dependency.to.rawValue)"
        } else if let itemID {
            let removed = edits.lazy.compactMap { edit -> GanttChartItem? in
                if case let .itemRemoved(item) = edit, item.id == itemID { return item }
                return nil
            }.first
            if let label = model.source.item(withID: itemID)?.label ?? removed?.label { summary += " \"\(label)\"" }
        }
        return summary
    }

    /// Actions on a multi-selection: summarized with the number of selected tasks.
    private static let selectionPastTense = [
        "Move items": "moved", "Resize items": "resized", "Delete items": "deleted", "Link items": "linked",
        "Unlink items": "unlinked", "Indent rows": "indented", "Outdent rows": "outdented",
    ]

    private static let pastTense = [
        "Indent": "indented", "Outdent": "outdented",
        "Move": "moved", "Resize": "resized", "Change completion": "changed the completion of", "Move to row": "moved to another row",
        "Create item": "added", "Create milestone": "added the milestone", "Create dependency": "linked",
        "Delete item": "deleted", "Delete dependency": "removed the link",
    ]

    /// The chart configuration a session's interaction works with.
    func chartConfiguration(for view: SessionView) -> GanttChartConfiguration { configuration(for: view).0 }

    // MARK: Layout

    /// The chart configuration and style for the view options that change
    /// them, cached: a pointer move asks for them several times, and they
    /// depend only on the document's settings and these options.
    private func configuration(for view: SessionView) -> (GanttChartConfiguration, GanttChartStyle) {
        let key = ConfigurationKey(theme: view.theme, mode: view.mode, zoom: view.zoom, snap: view.snap, locale: view.dateFormat.locale)
        if let cached = configurations[key] { return (withIndicators(cached.0, for: view), cached.1) }
        let made = makeConfiguration(for: view)
        if configurations.count >= 32 { configurations.removeAll() }
        configurations[key] = made
        return (withIndicators(made.0, for: view), made.1)
    }

    private struct ConfigurationKey: Hashable {
        var theme: String?
        var mode: TimelineDocument.Mode?
        var zoom: Double?
        var snap: GanttChartSnapUnit?
        var locale: Locale?
    }

    private func makeConfiguration(for view: SessionView) -> (GanttChartConfiguration, GanttChartStyle) {
        var resolved = model.resolved
        if let theme = view.theme, TimelineDocument.themeNames.contains(theme) { resolved.settings.theme = theme }
        if let mode = view.mode { resolved.settings.mode = mode }
        // The header speaks the page's language (a German page's, else the plan's locale: SessionView.dateFormat).
        if let locale = view.dateFormat.locale { resolved.settings.locale = locale }
        var configuration = resolved.chartConfiguration()
        if let zoom = view.zoom { configuration.zoom = zoom }
        if let snap = view.snap { configuration.timeScale = snap.timeScale }
        // A plan's bars are tasks: its menus say so, as the grid row's menu does (the page translates them).
        configuration.localization = GanttChartLocalization(createItem: "Create task", editItem: "Edit task…", deleteItem: "Delete task")
        configuration.minZoom = min(configuration.minZoom, configuration.zoom, 0.01)
        configuration.maxZoom = max(configuration.maxZoom, configuration.zoom)
        return (configuration, resolved.chartStyle(for: configuration))
    }

    private func provider(for view: SessionView) -> GanttChartItemSource {
        guard view.showsCriticalPath else { return model.source }
        let threshold = criticalSlack(for: view)
        if let cache = criticalCache, cache.revision == core.revision, cache.threshold == threshold { return cache.source }
        let analysis = scheduleAnalysis()
        var source = model.source
        for id in analysis.criticalItemIDs(slackThreshold: threshold) {
            guard var item = source.item(withID: id) else { continue }
            item.settings.isHighlighted = true
            _ = try? source.updateItem(item)
        }
        for dependency in source.dependencies where analysis.isCritical(dependency, slackThreshold: threshold) {
            var highlighted = dependency
            highlighted.settings.isHighlighted = true
            _ = try? source.updateDependency(highlighted)
        }
        criticalCache = (core.revision, threshold, source)
        return source
    }

    /// Applies a view change and keeps the viewport inside the chart.
    /// - Complexity: O(log n) in the visibility schedule's exceptions.
    public func adjust(_ view: SessionView, _ change: ViewChange) -> SessionView {
        var view = view
        let (configuration, _) = configuration(for: view)
        let source = chartSource(for: view)
        let rowHeaderWidth = configuration.rowHeaderWidth
        let visibleWidth = max(1, view.viewport.size.width - rowHeaderWidth)
        let axis = configuration.timeAxis(for: source)
        switch change {
        case let .scroll(dx, dy):
            view.viewport.scroll(byX: dx, y: dy, rowHeight: configuration.rowHeight)
        case let .scrollTo(x, row):
            if let x { view.viewport.x = max(0, x) }
            if let row { view.viewport.firstRow = max(0, row); view.viewport.rowOffset = 0 }
        case let .zoom(factor, anchorX):
            let current = configuration.clampedZoom
            let zoom = min(max(current * factor, configuration.minZoom), configuration.maxZoom)
            let anchor = (anchorX ?? (rowHeaderWidth + visibleWidth / 2)) - rowHeaderWidth
            let time = axis.time(forX: view.viewport.x + anchor)
            view.zoom = zoom
            var zoomed = configuration
            zoomed.zoom = zoom
            view.viewport.x = max(0, zoomed.timeAxis(for: source).x(for: time) - anchor)
        case .zoomToFit:
            let timeline = configuration.scrollableTimeline(for: source)
            let width = axis.x(for: timeline.finish) - axis.x(for: timeline.start)
            if width > 0 {
                view.zoom = min(max(configuration.clampedZoom * visibleWidth / width, configuration.minZoom), configuration.maxZoom)
            }
            view.viewport.x = 0
        case let .today(now):
            view.viewport.x = max(0, axis.x(for: now) - visibleWidth / 3)
        case let .resize(width, height):
            view.viewport.size = Size(width: min(max(width, 50), 8_000), height: min(max(height, 50), 8_000))
        }
        return clamp(view)
    }

    /// Keeps the viewport inside what the session's chart draws: the plan's
    /// rows in the Gantt chart, the resources' lines in the resource view
    /// (its own row header width and timeline), and above the histogram when
    /// one takes the bottom of the view.
    private func clamp(_ view: SessionView) -> SessionView {
        var view = view
        let (base, _) = configuration(for: view)
        let resources = view.chartView == .resources || view.showsHistogram ? resourceView() : nil
        let source: any GanttChartCollectionProvider
        let configuration: GanttChartConfiguration
        if view.chartView == .resources, let resources {
            source = GanttChartResourceLayout.itemSource(for: resources)
            configuration = GanttChartResourceLayout.configuration(for: resources, basedOn: base)
        } else {
            source = chartSource(for: view)
            configuration = base
        }
        let band = view.showsHistogram ? resources.map { Self.histogramBand(Self.liveHistogram, $0, in: view.viewport) } ?? 0 : 0
        let axis = configuration.timeAxis(for: source)
        let timeline = configuration.scrollableTimeline(for: source)
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        view.viewport = view.viewport.clamped(
            contentWidth: axis.x(for: timeline.finish), visibleWidth: view.viewport.size.width - configuration.rowHeaderWidth,
            rowCount: configuration.scrollableRowCount(for: source), visibleHeight: view.viewport.size.height - headerHeight - band,
            rowHeight: configuration.rowHeight)
        return view
    }

    /// Lays out and renders the session's viewport.
    /// - Parameters:
    ///   - view: The session's view.
    ///   - seq: The acknowledged client message.
    /// - Returns: The frame to send and the scene (for hit testing the next pointer events).
    /// - Complexity: Depends on what is visible, not on the plan's size.
    public func frame(for view: SessionView, seq: Int?) -> (Frame, GanttChartScene) {
        frame(for: view, seq: seq, interaction: nil)
    }

    /// Lays out and renders the session's viewport with what its interaction
    /// draws over the chart (selection, focus, thumbs, temporary bar and line).
    func frame(for view: SessionView, seq: Int?, interaction: GanttChartInteraction?) -> (Frame, GanttChartScene) {
        let (frame, scene, _) = frame(for: view, seq: seq, interaction: interaction, rendersSVG: true)
        return (frame, scene)
    }

    /// The frame, its scene and the display list drawn (layout plus the
    /// interaction's overlay, viewport-local); without `rendersSVG` the
    /// frame's `svg` is empty (a patching page draws the display list).
    func frame(for view: SessionView, seq: Int?, interaction: GanttChartInteraction?,
               rendersSVG: Bool) -> (Frame, GanttChartScene, DisplayList) {
        let view = clamp(view)
        let (configuration, style) = configuration(for: view)
        let resources = view.chartView == .resources || view.showsHistogram ? resourceView() : nil
        if view.chartView == .resources, let resources {
            return resourceFrame(for: view, seq: seq, resourceView: resources, configuration: configuration, style: style,
                                 rendersSVG: rendersSVG)
        }
        let source = chartSource(for: view)
        let histogram = view.showsHistogram && resources != nil ? Self.liveHistogram : nil
        var layoutViewport = view.viewport
        var band = 0.0
        if let histogram, let resources {
            band = Self.histogramBand(histogram, resources, in: view.viewport)
            layoutViewport.size.height = max(0, layoutViewport.size.height - band)
        }
        var scene = GanttChartLayout.scene(for: source, in: layoutViewport, configuration: configuration, style: style)
        if let histogram, let resources {
            histogram.append(to: &scene, view: resources, configuration: configuration, style: style)
        }
        if let title = model.resolved.settings.title { scene.displayList.accessibilityLabel = title }
        var displayList = scene.displayList
        if var interaction {
            interaction.configuration = configuration
            interaction.viewport = view.viewport
            displayList.append(contentsOf: interaction.overlay(in: scene, manager: model.manager, style: style))
        }
        let svg = rendersSVG ? SVGRenderer().render(displayList) : ""
        let rows = gridRows(for: scene, view: view, source: source)
        let axis = scene.timeAxis
        let contentWidth = axis.x(for: scene.scrollableTimeline.finish)
        var frame = Frame(
            seq: seq, revision: core.revision, svg: svg, itemIDs: scene.itemFrames.keys.map(\.rawValue).sorted(),
            grid: Frame.Grid(columns: Self.gridColumns, rows: rows, headerHeight: scene.headerHeight, rowHeight: scene.rowHeight),
            viewport: Frame.ViewportInfo(
                width: view.viewport.size.width, height: view.viewport.size.height, x: view.viewport.x,
                firstRow: view.viewport.firstRow, rowOffset: view.viewport.rowOffset, rowCount: scene.rowCount,
                zoom: configuration.clampedZoom, contentWidth: contentWidth,
                contentLeft: scene.contentFrame.minX, contentTop: scene.contentFrame.minY),
            cursor: "default", menu: nil, tooltip: nil,
            theme: view.theme ?? model.resolved.settings.theme, mode: (view.mode ?? model.resolved.settings.mode).rawValue,
            showsCriticalPath: view.showsCriticalPath, autoScheduling: model.isAutoScheduling,
            canUndo: core.undoState.canUndo, canRedo: core.undoState.canRedo, notice: nil)
        frame.viewport.histogramHeight = band
        frame.hasResources = !model.resolved.resources.isEmpty
        frame.chartView = view.chartView.rawValue
        frame.showsHistogram = histogram != nil
        frame.snap = (view.snap ?? model.resolved.settings.snap ?? .none).rawValue
        frame.shows = shows(for: view, configuration: configuration)
        frame.links = scene.dependencyPolylines.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { id in
            model.manager.dependency(withID: id).map { Frame.Link(id: "dependency:\(id.rawValue)", from: $0.from.rawValue, to: $0.to.rawValue) }
        }
        // The bar being dragged whole, or the one under the pointer (a press there starts its drag):
        // the page writes the drag's dates from the first move on.
        if let interaction {
            switch (interaction.state, interaction.focus) {
            case let (.dragging(drag), _) where drag.part == .body:
                frame.dragDates = dragDates(for: drag.original, isSnapping: drag.isSnapping, axis: scene.timeAxis, scale: configuration.timeScale)
            case let (.idle, .item(id)?), let (.pressed, .item(id)?):
                if let item = model.manager.item(withID: id) {
                    frame.dragDates = dragDates(for: item, isSnapping: true, axis: scene.timeAxis, scale: configuration.timeScale)
                }
            default:
                break
            }
        }
        frame.find = findState(for: view)
        if let interaction { frame.selection = interaction.selectedItems.map(\.rawValue) }
        return (frame, scene, displayList)
    }

    /// What a page needs to write a whole-bar drag's dates itself, or `nil`
    /// when it could not be exact (see ``Frame/DragDates``): the time axis
    /// hides no time, the item's calendar works all the time for a year
    /// around it, and the snapping grid (if any) has fixed steps and no
    /// working-time rule.
    func dragDates(for item: GanttChartItem, isSnapping: Bool, axis: TimeAxis, scale: TimeScale) -> Frame.DragDates? {
        guard axis.visibilitySchedule == nil, axis.actualHourWidth > 0 else { return nil }
        let year = 366.0 * 86_400
        let around = TimeRange(item.start.adding(seconds: -year)..<item.finish.adding(seconds: year))
        let schedule = model.manager.schedule(for: item)
        guard schedule.workingDuration(of: around) == around.duration else { return nil }
        var grid: Frame.DragDates.Grid?
        if isSnapping, !scale.isContinuous {
            if let rules = scale.schedule, rules.workingDuration(of: around) != around.duration { return nil }
            guard let first = scale.stepping(item.start, by: 1), let second = scale.stepping(first, by: 1),
                  let third = scale.stepping(second, by: 1) else { return nil }
            let step = second.seconds(since: first)
            guard step > 0, third.seconds(since: second) == step else { return nil }   // months differ: the server's text
            let low = scale.snap(first.adding(seconds: step / 4)), high = scale.snap(first.adding(seconds: 3 * step / 4))
            let rule: String
            switch (low == first, high == second) {
            case (true, true): rule = "nearest"
            case (true, false) where high == first: rule = "down"
            case (false, true) where low == second: rule = "up"
            default: return nil
            }
            grid = Frame.DragDates.Grid(origin: first.absoluteSeconds, step: step, rule: rule)
        }
        let duration: Double = switch item.type {
        case .milestone: 0
        case .standard: schedule.workingDuration(of: item.time) > 0 ? schedule.workingDuration(of: item.time) : item.duration
        case .summary: item.duration
        }
        return Frame.DragDates(item: item.id.rawValue, start: item.start.absoluteSeconds, duration: duration,
                               isMilestone: item.type == .milestone, axisOrigin: axis.origin.absoluteSeconds,
                               hourWidth: axis.actualHourWidth, grid: grid)
    }

    // MARK: Resources

    /// The histogram drawn live: one lane per work resource.
    static let liveHistogram = GanttChartResourceHistogram(laneHeight: 56)

    /// The height the histogram takes from a viewport: its lanes, leaving the chart at least half the view.
    static func histogramBand(_ histogram: GanttChartResourceHistogram, _ view: GanttChartResourceView, in viewport: GanttChartViewport) -> Double {
        min(histogram.height(for: view), max(0, viewport.size.height / 2))
    }

    /// The plan's resource view at the current revision, or `nil` for a plan
    /// without resources (and a virtual plan).
    func resourceView() -> GanttChartResourceView? {
        guard virtualProvider == nil, !model.resolved.resources.isEmpty else { return nil }
        if let cache = resourceCache, cache.revision == core.revision { return cache.view }
        let view = model.currentResolved().resourceView()
        resourceCache = (core.revision, view)
        return view
    }

    /// A frame of the resource view (read-only; the grid is empty): one row per
    /// resource, its assignments as bars, the histogram under it if asked.
    private func resourceFrame(for view: SessionView, seq: Int?, resourceView: GanttChartResourceView,
                               configuration: GanttChartConfiguration, style: GanttChartStyle,
                               rendersSVG: Bool) -> (Frame, GanttChartScene, DisplayList) {
        var viewport = view.viewport
        var band = 0.0
        if view.showsHistogram {
            band = Self.histogramBand(Self.liveHistogram, resourceView, in: viewport)
            viewport.size.height = max(0, viewport.size.height - band)
        }
        var scene = GanttChartResourceLayout.scene(for: resourceView, in: viewport, configuration: configuration, style: style)
        if view.showsHistogram {
            let adapted = GanttChartResourceLayout.configuration(for: resourceView, basedOn: configuration)
            Self.liveHistogram.append(to: &scene, view: resourceView, configuration: adapted, style: style)
        }
        if let title = model.resolved.settings.title { scene.displayList.accessibilityLabel = "\(title): resources" }
        let svg = rendersSVG ? SVGRenderer().render(scene.displayList) : ""
        var frame = Frame(
            seq: seq, revision: core.revision, svg: svg, itemIDs: [],
            grid: Frame.Grid(columns: Self.gridColumns, rows: [], headerHeight: scene.headerHeight, rowHeight: scene.rowHeight),
            viewport: Frame.ViewportInfo(
                width: view.viewport.size.width, height: view.viewport.size.height, x: view.viewport.x,
                firstRow: view.viewport.firstRow, rowOffset: view.viewport.rowOffset, rowCount: scene.rowCount,
                zoom: configuration.clampedZoom, contentWidth: scene.timeAxis.x(for: scene.scrollableTimeline.finish),
                contentLeft: scene.contentFrame.minX, contentTop: scene.contentFrame.minY),
            cursor: "default", menu: nil, tooltip: nil,
            theme: view.theme ?? model.resolved.settings.theme, mode: (view.mode ?? model.resolved.settings.mode).rawValue,
            showsCriticalPath: view.showsCriticalPath, autoScheduling: model.isAutoScheduling,
            canUndo: core.undoState.canUndo, canRedo: core.undoState.canRedo, notice: nil)
        frame.hasResources = true
        frame.viewport.histogramHeight = band
        frame.chartView = view.chartView.rawValue
        frame.showsHistogram = view.showsHistogram
        // The toolbar keeps showing the session's settings while the resource view is up.
        frame.snap = (view.snap ?? model.resolved.settings.snap ?? .none).rawValue
        frame.shows = shows(for: view, configuration: configuration)
        return (frame, scene, scene.displayList)
    }

    /// The grid's columns as the page gets them.
    private static let gridColumns: [Frame.Grid.Column] = zip(PlanModel.gridColumns, PlanModel.gridColumnKeys).map { column, key in
        Frame.Grid.Column(key: key, title: column.title, alignment: column.alignment.rawValue, width: column.width,
                          isEditable: column.isEditable)
    }

    /// The grid lines of the scene's visible rows, from the session's outline
    /// (cells, depth, expander); a virtual plan's rows show their first item.
    private func gridRows(for scene: GanttChartScene, view: SessionView, source: any GanttChartCollectionProvider) -> [Frame.Grid.Row] {
        let columns = PlanModel.gridColumnKeys
        guard virtualProvider == nil else {
            let timeline = source.preferredTimeline
            return scene.visibleRows.map { row in
                let item = timeline.flatMap { source.filteredItems(rows: row..<(row + 1), timeline: $0).min { $0.id < $1.id } }
                let cells = columns.map { key in
                    guard let item else { return "" }
                    switch key {
                    case "label": return item.label
                    case "start": return PlanModel.text(for: item.start)
                    case "finish": return PlanModel.text(for: item.isMilestone ? item.start : item.finish.asFinish)
                    case "completion": return PlanModel.percentText(item.completion)
                    default: return ""
                    }
                }
                return Frame.Grid.Row(row: row, y: scene.y(forRow: row), itemID: item?.id.rawValue,
                                      kind: item.map { $0.type.rawValue } ?? "empty", cells: view.localizedCells(cells))
            }
        }
        let session = view
        if let view = rowView(for: view) {
            // A filtered or sorted view: each row's cells are its item row's (the expanded outline's row of that number).
            let expanded = model.outline
            return scene.visibleRows.map { row in
                guard view.rows.indices.contains(row) else {
                    return Frame.Grid.Row(row: row, y: scene.y(forRow: row), itemID: nil, kind: "empty", cells: columns.map { _ in "" })
                }
                let shown = view.rows[row]
                let item = shown.item.flatMap { model.source.item(withID: $0) }
                var line = Frame.Grid.Row(row: row, y: scene.y(forRow: row), itemID: item?.id.rawValue,
                                          kind: item.map { $0.type.rawValue } ?? "empty",
                                          cells: session.localizedCells(model.cells(ofVisibleRow: shown.id.rawValue, in: expanded)))
                line.level = shown.depth
                line.isExpandable = shown.isExpandable && item != nil
                line.isExpanded = shown.isExpanded
                line.isContext = !shown.matches
                return line
            }
        }
        let outline = outline(for: view)
        return scene.visibleRows.map { row in
            guard outline.visibleRows.indices.contains(row) else {
                return Frame.Grid.Row(row: row, y: scene.y(forRow: row), itemID: nil, kind: "empty", cells: columns.map { _ in "" })
            }
            let shown = outline.visibleRows[row]
            let item = outline.mainItem(of: shown.id)
            var line = Frame.Grid.Row(row: row, y: scene.y(forRow: row), itemID: item?.id.rawValue,
                                      kind: item.map { $0.type.rawValue } ?? "empty",
                                      cells: view.localizedCells(model.cells(ofVisibleRow: row, in: outline)))
            line.level = shown.depth
            line.isExpandable = shown.isExpandable && item != nil
            line.isExpanded = shown.isExpanded
            return line
        }
    }

    /// The current time for "today": the document's `now`, else the server's clock.
    public var now: Time {
        model.resolved.settings.now ?? clock()
    }

    // MARK: What the chart shows

    /// Replaces the server's clock (tests pin the current time with it).
    /// - Parameter clock: Returns the current wall-clock time.
    public func setClock(_ clock: @escaping @Sendable () -> Time) {
        self.clock = clock
        configurations.removeAll()
    }

    /// The schedule analysis of the current revision (one schedule per revision).
    private func scheduleAnalysis() -> GanttChartScheduleAnalysis {
        if let cache = analysisCache, cache.revision == core.revision { return cache.analysis }
        let analysis = GanttChartScheduleAnalysis(manager: model.manager, hierarchy: model.hierarchy, constraints: model.resolved.constraints,
                                                  lags: model.resolved.lags)
        analysisCache = (core.revision, analysis)
        return analysis
    }

    /// The critical path's slack threshold of a session, in working seconds.
    private func criticalSlack(for view: SessionView) -> Double {
        guard let days = view.indicators.criticalSlackDays else { return model.resolved.settings.criticalSlack }
        return days * model.resolved.defaultSchedule.averageWorkingDay
    }

    /// The status date of a session's progress line, if it draws one: the
    /// document's status date, else the current time when the session asks for it.
    private func statusDate(for view: SessionView) -> Time? {
        let documentDate = model.resolved.settings.statusDate
        switch view.indicators.showsProgressLine {
        case true?: return documentDate ?? now
        case false?: return nil
        case nil: return documentDate
        }
    }

    /// `configuration` with the session's baseline, slack, progress line,
    /// the items' current deadlines and the current time (the document's
    /// `now`, else the server's clock).
    private func withIndicators(_ configuration: GanttChartConfiguration, for view: SessionView) -> GanttChartConfiguration {
        var configuration = configuration
        configuration.currentTime = now
        guard virtualProvider == nil else { return configuration }
        if let shown = view.indicators.shownBaseline { configuration.shownBaseline = shown < 0 ? nil : shown }
        configuration.statusDate = statusDate(for: view)
        var current = model.resolved.constraints.deadlines
        for id in current.keys { current[id] = model.manager.deadline(for: id) ?? current[id] }
        let deadlines = current
        configuration.deadline = deadlines.isEmpty ? nil : { @Sendable id in deadlines[id] }
        configuration.showsSlackBars = view.indicators.showsSlack ?? model.resolved.settings.showsSlack
        if configuration.showsSlackBars {
            let slacks = scheduleAnalysis().totalSlacks
            configuration.totalSlack = { @Sendable id in slacks[id] }
        }
        return configuration
    }

    /// What a session's frame reports of its baseline, slack, progress line and threshold.
    public func shows(for view: SessionView) -> Frame.Shows { shows(for: view, configuration: configuration(for: view).0) }

    /// What the frame reports of the session's indicators.
    private func shows(for view: SessionView, configuration: GanttChartConfiguration) -> Frame.Shows {
        var shows = Frame.Shows()
        shows.baseline = configuration.shownBaseline ?? -1
        if let cache = savedBaselinesCache, cache.revision == core.revision {
            shows.savedBaselines = cache.numbers
        } else if virtualProvider == nil {
            var numbers = Set<Int>()
            for item in model.source.items where !item.baselines.isEmpty { numbers.formUnion(item.baselines.keys) }
            shows.savedBaselines = numbers.sorted()
            savedBaselinesCache = (core.revision, shows.savedBaselines)
        }
        shows.slack = configuration.showsSlackBars
        shows.progressLine = configuration.statusDate != nil
        shows.statusDate = configuration.statusDate.map(PlanModel.text(for:))
        let day = model.resolved.defaultSchedule.averageWorkingDay
        shows.criticalSlackDays = day > 0 ? criticalSlack(for: view) / day : 0
        return shows
    }

    // MARK: Export


    /// What an export renders: the plan as it is now (values, so the
    /// rendering runs outside the actor and pages keep getting frames).
    private func exportSnapshot() throws(ExportError) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        if let virtualProvider {
            throw ExportError(message: "this plan's \(virtualProvider.rowCount) rows are computed on demand and cannot be exported whole",
                              isRefusal: true)
        }
        return (model.document(), model.currentResolved())
    }

    /// The whole plan in an export format. The plan's state is copied under
    /// the actor; the rendering runs outside it, so a long export never
    /// stalls the plan's pages.
    /// - Returns: The bytes and their content type.
    /// - Throws: ``ExportError`` for a read-only virtual plan, a plan too
    ///   large to draw, or when PNG/PDF rendering is unavailable or fails.
    public nonisolated func export(_ format: ExportFormat) async throws(ExportError) -> (bytes: [UInt8], contentType: String) {
        let (document, resolved) = try await exportSnapshot()
        return try Self.render(format, document: document, resolved: resolved, name: resolved.settings.title ?? "Plan \(id)")
    }

    /// The plan printed on pages of `setup`'s paper as one PDF: the grid
    /// and the chart, the time header and the grid repeated on every page,
    /// the title and "Page i of n" in every footer.
    /// - Parameter setup: The paper, orientation and fit-to-width.
    /// - Returns: The PDF's bytes and content type.
    ///   A grid wider than the page is scaled down (see
    ///   ``TimelineGraphics/PrintPagination``), not refused.
    /// - Throws: ``ExportError``: a refusal (422) for a virtual plan or a
    ///   plan that cannot be paginated (more pages than allowed), a failure
    ///   when PDF rendering is unavailable or fails.
    public nonisolated func exportPages(setup: PageSetup) async throws(ExportError) -> (bytes: [UInt8], contentType: String) {
        let (_, resolved) = try await exportSnapshot()
        guard RasterExporter.isAvailable else {
            throw ExportError(message: "PDF export needs librsvg and cairo (Debian packages librsvg2-2 and libcairo2)")
        }
        let printout: TimelineDocumentPrintout
        do {
            printout = try resolved.printout(setup: setup, showsGrid: true)
        } catch let error as PrintPaginationError {
            throw ExportError(message: "cannot print on \(setup.paper.name) paper: \(error.description)", isRefusal: true)
        } catch {
            throw ExportError(message: "\(error)", isRefusal: true)
        }
        do {
            return (Array(try printout.pdf()), ExportFormat.pdf.contentType)
        } catch {
            throw ExportError(message: "PDF export failed: \(error)")
        }
    }

    private static func render(_ format: ExportFormat, document: TimelineDocument, resolved: ResolvedTimelineDocument,
                               name: String) throws(ExportError) -> (bytes: [UInt8], contentType: String) {
        switch format {
        case .json: return (Array(document.jsonString().utf8), format.contentType)
        case .yaml: return (Array(document.yamlString().utf8), format.contentType)
        case .csv: return (Array(CSVPlanWriter.write(document).utf8), format.contentType)
        case .xml:
            do { return (Array(try MSProjectWriter.write(resolved.msProjectDocument(name: name))), format.contentType) } catch {
                throw ExportError(message: error.description, isRefusal: true)
            }
        case .svg:
            // The export limits are checked before anything is laid out.
            do {
                return (SVGRenderer().renderUTF8(try resolved.wholeChartScene().displayList), format.contentType)
            } catch {
                throw ExportError(message: error.description, isRefusal: true)
            }
        case .png, .pdf:
            guard RasterExporter.isAvailable else {
                throw ExportError(message: "PNG and PDF export need librsvg and cairo (Debian packages librsvg2-2 and libcairo2)")
            }
            let list: DisplayList
            do {
                try resolved.checkWholeChart(rasterScale: format == .png ? 1 : nil)
                list = try resolved.wholeChartScene().displayList
            } catch {
                throw ExportError(message: error.description, isRefusal: true)
            }
            do {
                let data = format == .png ? try RasterExporter().png(list, scale: 1) : try RasterExporter().pdf(list)
                return (Array(data), format.contentType)
            } catch {
                throw ExportError(message: "\(format.rawValue.uppercased()) export failed: \(error)")
            }
        }
    }
}

/// The fixed set of export formats (the only names an export URL accepts);
/// `xml` is Microsoft Project XML (MSPDI); `csv` one task per line (``CSVPlanWriter``).
public enum ExportFormat: String, Sendable, CaseIterable {
    case json, yaml, xml, csv, svg, png, pdf

    /// The HTTP content type.
    public var contentType: String {
        switch self {
        case .json: "application/json; charset=utf-8"
        case .yaml: "application/yaml; charset=utf-8"
        case .xml: "application/xml; charset=utf-8"
        case .csv: "text/csv; charset=utf-8"
        case .svg: "image/svg+xml"
        case .png: "image/png"
        case .pdf: "application/pdf"
        }
    }
}

/// An export that could not be produced.
public struct ExportError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for people.
    public var message: String
    /// Whether the request was refused (the plan cannot be exported so: a
    /// 422 answer) rather than failed (500).
    public var isRefusal: Bool
    /// Whether the server was too busy with other exports (503).
    public var isBusy = false

    /// An export error.
    public init(message: String, isRefusal: Bool = false) {
        self.message = message
        self.isRefusal = isRefusal
    }

    public var description: String { message }

    /// Too many exports are waiting already.
    static let busy: ExportError = {
        var error = ExportError(message: "the server is busy with other exports; try again in a moment")
        error.isBusy = true
        return error
    }()
}
