import TimelineCore
import TimelineGraphics

extension GanttChartInteraction {
    // MARK: Selecting several items

    /// The most scene rows a Shift range or Select All reads (each row is one
    /// look-up in the manager): a range past it is cut at it.
    static let maximumRangeRows = 1_000_000

    /// A click (press and release without a drag) on `target`: a plain click
    /// selects what is under the pointer (nothing for the empty area); with
    /// Ctrl or ⌘ it adds a bar to the selection or takes it out; with Shift it
    /// selects the bars of every row from the anchor row to the clicked one.
    /// Modified clicks on the empty area keep the selection.
    mutating func click(_ target: GanttChartHitTest, modifiers: GanttChartModifiers, _ context: inout Context) {
        guard case let .item(id)? = target.element else {
            if modifiers.hasShortcutModifier || modifiers.contains(.shift) { return }
            select(target.element, &context)
            return
        }
        let row = context.scene.itemFrames[id].map { self.row(atY: $0.midY, context.scene) }
        if modifiers.contains(.shift), let anchor = selectionAnchorRow, let row {
            let range = Swift.min(anchor, row)...Swift.max(anchor, row)
            var items = itemsOnRows(range, context.manager)
            // The clicked bar is the primary: last.
            if let index = items.firstIndex(of: id) { items.remove(at: index) }
            setSelection(items + [id], &context)
            return
        }
        selectionAnchorRow = row ?? selectionAnchorRow
        if modifiers.hasShortcutModifier {
            toggle([id], &context)
        } else {
            select(.item(id), &context)
        }
    }

    /// Adds `items` to the selection, or takes them out when all of them are selected already.
    mutating func toggle(_ items: [GanttChartItem.ID], _ context: inout Context) {
        guard !items.isEmpty else { return }
        var current: [GanttChartItem.ID] = []
        if case .item? = selection { current = selectedItems }
        if items.allSatisfy(current.contains) {
            setSelection(current.filter { !items.contains($0) }, &context)
        } else {
            setSelection(current.filter { !items.contains($0) } + items, &context)
        }
    }

    /// The items drawn on scene rows `rows`, row by row, each row's by id
    /// (rows map to the manager's through ``rowMapping``).
    /// - Complexity: O(r log n) for r rows (at most ``maximumRangeRows``).
    func itemsOnRows(_ rows: ClosedRange<Int>, _ manager: GanttChartItemManager) -> [GanttChartItem.ID] {
        guard let timeline = manager.source.preferredTimeline else { return [] }
        let wide = TimeRange(timeline.start.adding(days: -1)..<timeline.finish.adding(days: 1))
        let first = Swift.max(0, rows.lowerBound)
        let last = Swift.min(rows.upperBound, first + Self.maximumRangeRows - 1)
        guard first <= last else { return [] }
        var items: [GanttChartItem.ID] = []
        if rowMapping == nil {
            // The manager's own rows: one query for the whole range.
            let found = manager.source.filteredItems(rows: first..<(last + 1), timeline: wide)
            return found.sorted { ($0.row, $0.id) < ($1.row, $1.id) }.map(\.id)
        }
        for row in first...last {
            let managerRow = managerRow(forSceneRow: row)
            guard managerRow >= 0 else { continue }
            items += manager.source.filteredItems(rows: managerRow..<(managerRow + 1), timeline: wide).map(\.id).sorted()
        }
        return items
    }

    /// A grid row clicked: its items are selected as a bar click selects one
    /// (Ctrl/⌘ toggles them, Shift extends from the anchor row).
    mutating func selectRow(_ row: Int, modifiers: GanttChartModifiers, _ context: inout Context) {
        guard settings.allowsSelectingElements, row >= 0 else { return }
        if modifiers.contains(.shift), let anchor = selectionAnchorRow {
            setSelection(itemsOnRows(Swift.min(anchor, row)...Swift.max(anchor, row), context.manager), &context)
            return
        }
        selectionAnchorRow = row
        let items = itemsOnRows(row...row, context.manager)
        if modifiers.hasShortcutModifier {
            toggle(items, &context)
        } else {
            setSelection(items, &context)
        }
    }

    /// Follows the pointer with the rubber band and selects the bars it touches (after the band's base selection).
    mutating func stretchRubberBand(to location: Point, _ context: inout Context) {
        guard case var .selectingRectangle(band) = state else { return }
        let frame = context.scene.contentFrame
        band.current = Point(x: Swift.min(Swift.max(location.x, frame.minX), frame.maxX),
                             y: Swift.min(Swift.max(location.y, frame.minY), frame.maxY))
        state = .selectingRectangle(band)
        let rect = band.rect
        let touched = context.scene.itemFrames.filter { $0.value.intersects(rect) }
            .sorted { ($0.value.minY, $0.value.minX, $0.key.rawValue) < ($1.value.minY, $1.value.minX, $1.key.rawValue) }
            .map(\.key)
        setSelection(band.base.filter { !touched.contains($0) } + touched, &context)
        context.effects.append(.needsRedraw)
    }

    /// The selected items a move or a nudge changes: those without a selected
    /// item above them in the hierarchy (a summary carries its tasks along).
    func movingItems(_ manager: GanttChartItemManager) -> [GanttChartItem] {
        let selected = Set(selectedItems)
        return selectedItems.compactMap { id -> GanttChartItem? in
            var ancestor = manager.parent(of: id)
            while let current = ancestor {
                if selected.contains(current) { return nil }
                ancestor = manager.parent(of: current)
            }
            return manager.item(withID: id)
        }
    }

    // MARK: Editing the selection

    /// Runs `edit` through the manager as one undoable action named `actionName`,
    /// or reports why the manager refused it (``GanttChartEffect/refused(_:)``; nothing changes then).
    mutating func commitSelectionEdit(_ actionName: String, _ context: inout Context, _ edit: () throws -> Void) {
        guard case .idle = state, !settings.isReadOnly else { return }
        let changes: [GanttChartEdit]
        do {
            changes = try context.manager.recordingEdits(edit)
        } catch {
            context.effects.append(.refused(String(describing: error)))
            return
        }
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        commit(changes, actionName: actionName, &context)
    }

    /// Commands on the selection: link, unlink, indent, outdent.
    mutating func editSelection(_ command: GanttChartCommand, _ context: inout Context) {
        let manager = context.manager
        let items = selectedItems
        switch command {
        case .linkSelection:
            guard items.count >= 2 else {
                context.effects.append(.refused("select two or more tasks to link"))
                return
            }
            commitSelectionEdit("Link items", &context) { try manager.linkItems(items) }
        case .unlinkSelection:
            guard !items.isEmpty else { return }
            commitSelectionEdit("Unlink items", &context) { _ = try manager.unlinkItems(items) }
        case .indentSelection:
            guard !items.isEmpty else { return }
            commitSelectionEdit(items.count > 1 ? "Indent rows" : "Indent", &context) { try manager.indentRows(ofItems: items) }
        case .outdentSelection:
            guard !items.isEmpty else { return }
            commitSelectionEdit(items.count > 1 ? "Outdent rows" : "Outdent", &context) { try manager.outdentRows(ofItems: items) }
        default:
            break
        }
    }
}
