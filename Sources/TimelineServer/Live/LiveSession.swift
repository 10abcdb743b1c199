public import Foundation
import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

/// One browser page on one plan: its view, the last scene it was sent, and
/// the sequence numbers it used.
///
/// Every input goes through ``handle(_:)-(ClientMessage)``, which returns the
/// messages to send back (usually one `frame`, or an `error`). That function is
/// where the headless interaction engine (`GanttChartInteraction`, taking
/// `GanttChartInputEvent`s and returning `[GanttChartEffect]`) runs: pointer,
/// wheel, key, resize, menu and zoom/fit/today input go through it, under the
/// plan's actor (``LivePlan/interact(_:_:scene:view:by:)``), which persists and
/// broadcasts each committed gesture. Undo and redo are the plan's (plan-wide).
public actor LiveSession: LiveViewSession {
    /// The session's id (also the origin of its edits in ``PlanChange``).
    public nonisolated let id = UUID()
    /// The plan.
    public nonisolated let plan: LivePlan
    /// The view options (theme, mode, critical path); the viewport and zoom
    /// live in ``interaction``, the one source of truth for view state.
    private var options = SessionView()
    /// The headless interaction engine: viewport, zoom, selection, focus and
    /// the gesture in progress. Its undo history stays empty: undo is the plan's.
    private(set) var interaction: GanttChartInteraction
    /// Sequence numbers, `hello` first: the host's checks.
    private var gate = LiveMessageGate()
    private var lastSeq: Int? { gate.lastSeq }
    private var hasSaidHello = false
    private var scene: GanttChartScene?
    private var cursor = "default"
    private var tooltip: String?
    private var editor: Frame.Editor?
    private var menu: GanttChartMenu?
    /// For a page that draws patches: what it was last sent (`nil`: whole SVG frames).
    private var patcher: LiveFramePatcher?

    /// Creates a session on a plan (subscribe to ``LivePlan/subscribe()`` for others' edits).
    public init(plan: LivePlan) {
        self.plan = plan
        var settings = GanttChartInteractionSettings()
        // The plan lays out with the document's scrollable timeline; the engine must not widen it on its own.
        settings.autoShiftsScrollableTimelineBy = nil
        // A plan's rows are its tasks: deleting a task deletes its subtasks and closes their rows.
        settings.deletingClosesRows = true
        interaction = GanttChartInteraction(viewport: SessionView().viewport, settings: settings)
        // The dates as the grid writes them (`2025-03-05 11:00 – 2025-03-11 17:00`), not ISO 8601.
        interaction.dragTooltip = { item, part in
            if part == .completion { return "\(Int((item.completion * 100).rounded())) %" }
            if part == .bottom { return nil }
            return item.isMilestone ? PlanModel.text(for: item.start) : "\(PlanModel.text(for: item.start)) – \(PlanModel.text(for: item.finish.asFinish))"
        }
    }

    /// The session's current view.
    public var currentView: SessionView { view }

    /// The view: the options plus the interaction's viewport and zoom.
    private var view: SessionView {
        get {
            var view = options
            view.viewport = interaction.viewport
            view.zoom = hasSaidHello ? interaction.configuration.zoom : nil
            return view
        }
        set {
            options = newValue
            interaction.viewport = newValue.viewport
            if let zoom = newValue.zoom { interaction.configuration.zoom = zoom }
        }
    }

    /// Handles one WebSocket text message.
    /// - Returns: The messages to send, in order; an `error` for a message that
    ///   is too large, malformed, of an unknown type or out of sequence (the
    ///   session stays usable).
    public func handle(text: String) async -> [ServerMessage] {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            return [.error(seq: error.seq, message: error.message)]
        }
        return await handle(message)
    }

    /// Subscribes to the plan's changes.
    public func subscribe() async -> (UUID, AsyncStream<PlanChange>) { await plan.subscribe() }

    /// Ends the subscription.
    public func unsubscribe(_ subscription: UUID) async { await plan.unsubscribe(subscription) }

    /// Handles one decoded message: the single entry point for input.
    /// - Returns: The messages to send, in order.
    public func handle(_ message: ClientMessage) async -> [ServerMessage] {
        if case let .failure(refusal) = gate.admit(message) { return [.error(seq: refusal.seq, message: refusal.message)] }
        if message.wantsWholeFrame { patcher?.reset() }
        var notice: String?
        do {
            switch message.kind {
            case let .hello(width, height):
                patcher = message.wantsPatches ? LiveFramePatcher() : nil
                // The browser's color scheme, unless the document (or this page already) chose a mode.
                if message.prefersDarkMode, options.mode == nil, await plan.documentMode == nil { options.mode = .dark }
                view.dateFormat = SessionView.dateFormat(language: message.language, planLocale: await plan.locale)
                var fresh = options
                fresh.zoom = nil
                interaction.configuration = await plan.chartConfiguration(for: fresh)
                if plan.isReadOnly { interaction.settings.isReadOnly = true }
                hasSaidHello = true
                view = await plan.adjust(view, .resize(width: width, height: height))
            case let .resize(width, height):
                let size = Size(width: min(max(width, 50), 8_000), height: min(max(height, 50), 8_000))
                notice = try await engine(.resize(size))
            case let .wheel(dx, dy, x, y, modifiers):
                let center = scene.map { Point(x: $0.contentFrame.midX, y: $0.contentFrame.midY) } ?? Point(x: 0, y: 0)
                let location = Point(x: x ?? center.x, y: y ?? center.y)
                notice = try await engine(.wheel(dx: dx, dy: dy, location: location, modifiers: Self.modifiers(modifiers)))
            case let .key(key, modifiers):
                notice = try await handleKey(key, modifiers)
            case let .pointer(phase, event):
                notice = try await handlePointer(phase, event)
            case let .menuItemSelected(name):
                guard let item = GanttChartMenuItem.ID(rawValue: name) else {
                    throw ProtocolError(seq: message.seq, message: "menuItemSelected: unknown menu item \"\(name)\"")
                }
                guard menu?.items.contains(where: { $0.id == item }) == true else {
                    throw ProtocolError(seq: message.seq, message: "menuItemSelected: no open menu has \"\(name)\"")
                }
                notice = try await engine(.menuItemSelected(item))
            case .menuDismissed:
                notice = try await engine(.menuDismissed)
            case let .longPress(x, y):
                notice = try await engine(.longPress(Point(x: x, y: y)))
            case let .pinch(scale, x, y):
                notice = try await engine(.pinch(scale: scale, center: Point(x: x, y: y)))
            case .autoScroll:
                notice = try await engine(.autoScrollTick)
            case let .command(command):
                notice = try await handle(command)
            }
        } catch let error as PlanEditError {
            return [.error(seq: message.seq, message: error.message), await frame(seq: message.seq, notice: nil)]
        } catch let error as ProtocolError {
            return [.error(seq: message.seq, message: error.message)]
        } catch {
            return [.error(seq: message.seq, message: String(describing: error))]
        }
        return [await frame(seq: message.seq, notice: notice)]
    }

    /// What to send after another session changed the plan: the change and a
    /// fresh frame (nothing for the session's own edits, already answered).
    public func handle(_ change: PlanChange) async -> [ServerMessage] {
        guard change.origin != id, hasSaidHello else { return [] }
        return [.changed(revision: change.revision, summary: change.summary), await frame(seq: nil, notice: nil)]
    }

    /// Call when the page closed: cancels a gesture in progress (a drag's
    /// live, unwritten edits are reverted, as with Escape) and forgets it.
    public func close() async {
        switch interaction.state {
        case .dragging, .drawingDependency, .menu:
            if hasSaidHello { _ = try? await engine(.key(.escape, modifiers: [])) }
        default:
            break
        }
        await plan.endInteraction(by: id)
    }

    private func frame(seq: Int?, notice: String?) async -> ServerMessage {
        let size = view.viewport.size
        var (frame, scene, list) = await plan.frame(for: view, seq: seq, interaction: interaction, rendersSVG: patcher == nil)
        self.scene = scene
        // The scene's scroll position is clamped; its height leaves out a histogram, which the session's view keeps
        // (taking the scene's height made the view shrink by the histogram with every frame).
        interaction.viewport = scene.viewport
        interaction.viewport.size = size
        frame.cursor = cursor
        frame.tooltip = tooltip
        frame.menu = menu.map { menu in
            Frame.Menu(x: menu.location.x, y: menu.location.y, items: menu.items.map { Frame.Menu.Item(id: $0.id.rawValue, title: $0.title) })
        }
        frame.notice = notice
        if let lastSearch {
            frame.find.searchText = lastSearch.text
            frame.find.searchIndex = lastSearch.index
            frame.find.searchHits = lastSearch.count
        }
        frame.autoScroll = interaction.isAutoScrolling
        frame.editor = editor
        editor = nil
        if patcher != nil { return .patch(patcher!.message(for: frame, displayList: list)) }
        return .frame(frame)
    }

    // MARK: The interaction engine

    /// Runs one event through the interaction engine (under the plan's actor,
    /// which owns the item manager) and applies its effects to the session.
    /// - Returns: A notice: the summary of what was committed, if anything.
    /// - Throws: ``PlanEditError`` when a committed edit could not be saved.
    private func engine(_ event: GanttChartInputEvent) async throws -> String? {
        // The resource view is read-only: its bars are assignments, not the model's items.
        if view.chartView == .resources, !Self.isViewOnly(event) { return nil }
        let scene: GanttChartScene
        if let current = self.scene {
            scene = current
        } else {
            scene = await plan.frame(for: view, seq: nil, interaction: interaction).1
        }
        let outcome = await plan.interact(event, interaction, scene: scene, view: view, by: id)
        interaction = outcome.interaction
        var refusal: PlanEditError?
        for effect in outcome.effects {
            switch effect {
            case let .setCursor(newCursor): cursor = Self.css(newCursor)
            case let .showMenu(newMenu): menu = newMenu
            case .hideMenu: menu = nil
            case let .showTooltip(text, _): tooltip = text
            case .hideTooltip: tooltip = nil
            case let .activate(element), let .edit(element):
                editor = localized(await plan.editor(for: element))
            case let .refused(reason):
                refusal = PlanEditError(reason)
            case .viewportChanged, .needsRedraw, .temporaryBar, .temporaryDependencyLine, .selectionChanged, .focusChanged,
                 .modelChanged, .committed:
                break   // The next frame shows them (the overlay draws selection, focus and temporary shapes).
            }
        }
        if let error = outcome.error ?? refusal { throw error }
        return outcome.changes.last?.summary
    }

    /// Whether `event` only moves, zooms or resizes the view (all the resource view takes).
    static func isViewOnly(_ event: GanttChartInputEvent) -> Bool {
        switch event {
        case .wheel, .pinch, .resize, .autoScrollTick, .menuDismissed, .pointerExited: true
        case .command(.zoomIn), .command(.zoomOut), .command(.zoomToFit), .command(.scrollToToday): true
        case .key(.escape, _): true
        default: false
        }
    }

    static func modifiers(_ modifiers: ClientMessage.Modifiers) -> GanttChartModifiers {
        var result: GanttChartModifiers = []
        if modifiers.contains(.shift) { result.insert(.shift) }
        if modifiers.contains(.control) { result.insert(.control) }
        if modifiers.contains(.alt) { result.insert(.option) }
        if modifiers.contains(.meta) { result.insert(.command) }
        return result
    }

    /// The CSS cursor for an engine cursor.
    static func css(_ cursor: GanttChartCursor) -> String {
        switch cursor {
        case .arrow: "default"
        case .move: "move"
        case .resizeHorizontal: "ew-resize"
        case .resizeVertical: "ns-resize"
        case .crosshair: "crosshair"
        case .pointer: "pointer"
        case .notAllowed: "not-allowed"
        case .zoom: "zoom-in"
        }
    }

    // MARK: Keys

    /// Keys: undo and redo (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y) go to the
    /// plan-wide history; page keys and Home scroll; the rest (arrows, + and
    /// -, 0 fit, t today, Delete, Escape, Enter) go to the interaction engine.
    private func handleKey(_ key: String, _ modifiers: ClientMessage.Modifiers) async throws -> String? {
        let rowHeight = scene?.rowHeight ?? 28
        let page = max(rowHeight, (scene?.contentFrame.height ?? 300) - rowHeight)
        let command = modifiers.contains(.control) || modifiers.contains(.meta)
        switch key {
        case "z" where command && modifiers.contains(.shift), "Z" where command, "y" where command, "Y" where command:
            return try await plan.redo(by: id)?.summary ?? "nothing to redo"
        case "z" where command:
            return try await plan.undo(by: id)?.summary ?? "nothing to undo"
        case "PageDown": view = await plan.adjust(view, .scroll(dx: 0, dy: page))
        case "PageUp": view = await plan.adjust(view, .scroll(dx: 0, dy: -page))
        case "Home": view = await plan.adjust(view, .scrollTo(x: 0, row: 0))
        case "End": view = await plan.adjust(view, .scrollTo(x: nil, row: Int.max))
        case "0" where !command: return try await engine(.command(.zoomToFit))
        case "t" where !command: return try await engine(.command(.scrollToToday(await plan.now)))
        case "_" where !command: return try await engine(.command(.zoomOut))
        default:
            guard let engineKey = GanttChartKey(browserKey: key) else { return nil }   // Acknowledged with a frame.
            return try await engine(.key(engineKey, modifiers: Self.modifiers(modifiers)))
        }
        return nil
    }

    // MARK: Pointer

    /// Pointer input, through the interaction engine: hover (focus, cursor),
    /// click selection, bar drags (move, resize either end, completion, row),
    /// dependency drawing from a bar's thumbs, header zoom, and the context
    /// menu (secondary button). Presses and releases of buttons other than
    /// primary (0) and secondary (2) are ignored; a move's button does not
    /// matter (browsers report -1, "no button changed", while dragging) — the
    /// engine knows which gesture is under way from the press.
    func handlePointer(_ phase: ClientMessage.PointerPhase, _ event: ClientMessage.PointerEvent) async throws -> String? {
        let button: GanttChartPointerButton
        switch (phase, event.button) {
        case (_, 0): button = .primary
        case (_, 2): button = .secondary
        case (.move, _): button = .primary
        default: return nil
        }
        let pointer = GanttChartPointerEvent(x: event.x, y: event.y, button: button, modifiers: Self.modifiers(event.modifiers),
                                             clickCount: max(1, event.clickCount))
        switch phase {
        case .down: return try await engine(.pointerDown(pointer))
        case .move: return try await engine(.pointerMoved(pointer))
        case .up: return try await engine(.pointerUp(pointer))
        }
    }

    // MARK: Finding

    /// The last search: its text and what it found (the frame's find bar shows them).
    private var lastSearch: (text: String, index: Int, count: Int)?

    /// Finds the next (previous) task containing `text` from the selected one:
    /// expands the summaries above it, selects it and scrolls it into view.
    private func search(_ text: String, backwards: Bool) async throws -> String? {
        let current: GanttChartItem.ID? = if case let .item(selected)? = interaction.selection { selected } else { nil }
        guard !text.isEmpty else {
            lastSearch = nil
            return nil
        }
        guard let hit = await plan.search(text, after: current, backwards: backwards, in: view) else {
            lastSearch = (text, 0, 0)
            return "no task contains \"\(text)\""
        }
        lastSearch = (text, hit.index, hit.count)
        if hit.collapsed != view.collapsed {
            var changed = view
            changed.collapsed = hit.collapsed
            view = await plan.adjust(changed, .scroll(dx: 0, dy: 0))
        }
        _ = try await engine(.command(.selectItems([hit.item])))
        view = await plan.scrollIntoView(hit.item, in: view)
        return "\(hit.index) of \(hit.count)"
    }

    // MARK: Commands

    /// The task a row command is for: the one named, else the chart's selected bar.
    private func target(_ item: GanttChartItem.ID?, _ command: String) throws(ProtocolError) -> GanttChartItem.ID {
        if let item { return item }
        if case let .item(selected)? = interaction.selection { return selected }
        throw ProtocolError(seq: lastSeq, message: "\(command): select a task first")
    }

    /// Runs a command (decoded and range-checked by ``LiveCommand``).
    /// - Returns: A notice for the page.
    /// - Throws: ``PlanEditError`` for an edit the plan refuses, ``ProtocolError`` for a request that makes no sense here.
    private func handle(_ command: LiveCommand) async throws -> String? {
        switch command {
        case .zoomIn: return try await engine(.command(.zoomIn))
        case .zoomOut: return try await engine(.command(.zoomOut))
        case .zoomFit: return try await engine(.command(.zoomToFit))
        case .today: return try await engine(.command(.scrollToToday(await plan.now)))
        case let .scroll(dx, dy): view = await plan.adjust(view, .scroll(dx: dx, dy: dy))
        case let .scrollTo(x, row): view = await plan.adjust(view, .scrollTo(x: x, row: row))
        case let .setTheme(theme): view.theme = theme
        case let .setMode(mode): view.mode = mode
        case let .showCriticalPath(on): if let on { view.showsCriticalPath = on } else { view.showsCriticalPath.toggle() }
        case let .setView(chartView):
            if view.chartView != chartView {
                view.chartView = chartView
                view.viewport.firstRow = 0
                view.viewport.rowOffset = 0
            }
            return chartView == .resources ? "resource view" : "Gantt chart"
        case let .showHistogram(on): if let on { view.showsHistogram = on } else { view.showsHistogram.toggle() }
        case let .setAutoScheduling(on):
            let change = try await plan.setAutoScheduling(on, by: id)
            return change?.summary ?? (on ? "auto-scheduling on" : "auto-scheduling off")
        case .undo: return try await plan.undo(by: id)?.summary ?? "nothing to undo"
        case .redo: return try await plan.redo(by: id)?.summary ?? "nothing to redo"
        case let .moveItem(item, start): return try await plan.perform(.moveItem(item, start: start), by: id)?.summary
        case let .setTime(item, start, finish): return try await plan.perform(.setTime(item, start: start, finish: finish), by: id)?.summary
        case let .setCompletion(item, completion): return try await plan.perform(.setCompletion(item, completion), by: id)?.summary
        case let .editCell(row, column, text):
            // The grid's rows are the session's display rows (collapsed summaries hide some).
            let row = await plan.modelRow(forDisplayRow: row, in: view)
            // A localized page's dates reach the plan in ISO 8601 (the plan's grid reads that).
            let text = SessionView.gridDateColumns.contains(column) ? try view.isoDate(text, field: column) : text
            return try await plan.perform(.editCell(row: row, column: column, text: text), by: id)?.summary
        case let .addItem(label, row, start, finish):
            let row = await plan.modelRow(forDisplayRow: row, in: view)
            return try await plan.perform(.addItem(label: label, row: row, start: start, finish: finish), by: id)?.summary
        case let .addTask(label):
            let (change, item, itemRow) = try await plan.addTask(label: label, in: view, by: id)
            // Show the new row and open its name for typing (on its display row: collapsed summaries hide rows above it).
            let row = await plan.displayRow(of: item, in: view) ?? itemRow
            let visibleRows = max(1, Int((scene?.contentFrame.height ?? 300) / (scene?.rowHeight ?? 28)))
            view = await plan.adjust(view, .scrollTo(x: nil, row: max(0, row - visibleRows + 2)))
            editor = .item(id: item.rawValue, row: row)
            return change?.summary
        case let .deleteItem(item): return try await plan.perform(.deleteItem(item), by: id)?.summary
        case let .indent(item):
            if item == nil, interaction.selectedItems.count > 1 { return try await engine(.command(.indentSelection)) }
            return try await plan.perform(.indent(try target(item, "indent")), by: id)?.summary
        case let .outdent(item):
            if item == nil, interaction.selectedItems.count > 1 { return try await engine(.command(.outdentSelection)) }
            return try await plan.perform(.outdent(try target(item, "outdent")), by: id)?.summary
        case let .selectRow(row, modifiers):
            _ = try await engine(.command(.selectRow(row, modifiers: Self.modifiers(modifiers))))
        case .selectAll: _ = try await engine(.command(.selectAll))
        case .linkSelection: return try await engine(.command(.linkSelection)) ?? "nothing to link"
        case .unlinkSelection: return try await engine(.command(.unlinkSelection)) ?? "no links between the selected tasks"
        case let .setFilter(filter, from, to):
            var filter = filter
            filter.dateRange = try view.filterRange(from: from, to: to)
            view.filter = filter
            view = await plan.adjust(view, .scrollTo(x: nil, row: 0))
        case let .sortBy(column, ascending):
            view.sortColumn = column
            view.sortsAscending = ascending
            view = await plan.adjust(view, .scroll(dx: 0, dy: 0))
        case .sortPlan:
            let change = try await plan.sortPlan(as: view, by: id)
            view.sortColumn = nil   // the plan's order is the sorted one now
            return change?.summary ?? "the plan is in that order already"
        case let .search(text, backwards):
            return try await search(text, backwards: backwards)
        case let .moveRow(item, up): return try await plan.perform(.moveRow(try target(item, "moveRow"), up: up), by: id)?.summary
        case let .dropRow(item, target, child):
            return try await plan.perform(.dropRow(item, target: target, asChild: child), by: id)?.summary ?? "nothing moved"
        case let .insertTask(item, below, label):
            let (change, added) = try await plan.insertTask(relativeTo: try target(item, "insertTask"), below: below, label: label, by: id)
            // Open the new task's name for typing (on its display row).
            if let added, let row = await plan.displayRow(of: added, in: view) { editor = .item(id: added.rawValue, row: row) }
            return change?.summary
        case let .addDependency(from, to, type): return try await plan.perform(.addDependency(from: from, to: to, type: type), by: id)?.summary
        case let .deleteDependency(dependency): return try await plan.perform(.deleteDependency(dependency), by: id)?.summary
        case let .setDependencyType(dependency, type): return try await plan.perform(.setDependencyType(dependency, type), by: id)?.summary
        case .refresh: break
        case let .updateTask(item, update):
            guard !update.isEmpty else { return nil }
            return try await plan.perform(.updateTask(item, try view.isoTaskUpdate(update)), by: id)?.summary ?? "nothing changed"
        case let .setDependencyLag(dependency, lag):
            return try await plan.perform(.setDependencyLag(dependency, lag), by: id)?.summary
        case let .editTask(item):
            guard let opened = await plan.editor(for: .item(item)) else {
                throw ProtocolError(seq: lastSeq, message: "editTask: there is no task \(item.rawValue) to edit here")
            }
            editor = localized(opened)
        case let .setSnap(unit):
            view.snap = unit
            interaction.configuration = await plan.chartConfiguration(for: view)
            return unit == .none ? "drags do not snap" : "drags snap to the \(unit == .halfDay ? "half day" : unit.rawValue)"
        case let .saveBaseline(number): return try await plan.perform(.saveBaseline(number), by: id)?.summary ?? "nothing to save"
        case let .clearBaseline(number):
            return try await plan.perform(.clearBaseline(number), by: id)?.summary ?? "\(PlanModel.baselineName(number)) is not saved"
        case let .showBaseline(number): view.indicators.shownBaseline = number
        case let .showSlack(on):
            let shown = await plan.shows(for: view).slack
            view.indicators.showsSlack = on ?? !shown
        case let .showProgressLine(on):
            let shown = await plan.shows(for: view).progressLine
            view.indicators.showsProgressLine = on ?? !shown
        case let .setCriticalSlack(days): view.indicators.criticalSlackDays = days
        case let .toggleRow(summary, expanded):
            guard await plan.isExpandable(summary) else {
                throw ProtocolError(seq: lastSeq, message: "toggleRow: item \(summary.rawValue) has no children to show or hide")
            }
            var changed = view
            let expand = expanded ?? changed.collapsed.contains(summary)
            if expand { changed.collapsed.remove(summary) } else { changed.collapsed.insert(summary) }
            // Gestures keep working: the plan maps the rows they pick to the items' rows (``LivePlan/interact``).
            view = await plan.adjust(changed, .scroll(dx: 0, dy: 0))
            let label = await plan.item(summary.rawValue)?.label ?? "\(summary.rawValue)"
            return view.collapsed.contains(summary) ? "collapsed \"\(label)\"" : "expanded \"\(label)\""
        }
        return nil
    }

    /// A task dialog's editor with its dates in this page's format.
    private func localized(_ editor: Frame.Editor?) -> Frame.Editor? {
        guard case let .task(id, fields, isMilestone, isSummary, calendars)? = editor else { return editor }
        return .task(id: id, fields: view.localizedTaskFields(fields), isMilestone: isMilestone, isSummary: isSummary, calendars: calendars)
    }
}
