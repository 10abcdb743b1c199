import TimelineCore
import TimelineGraphics

extension GanttChartInteraction {
    // MARK: Dragging bars

    /// Applies the drag for the pointer at `location`, from the item as it
    /// was when the drag started (so the result never drifts).
    mutating func drag(to pointer: Point, _ context: inout Context) {
        guard case var .dragging(drag) = state else { return }
        // Past the time area the pointer counts as at its edge (auto-scrolling goes further).
        let frame = context.scene.contentFrame
        let location = Point(x: Swift.min(Swift.max(pointer.x, frame.minX), frame.maxX),
                             y: Swift.min(Swift.max(pointer.y, frame.minY), frame.maxY))
        let manager = context.manager
        let original = drag.original
        guard let current = manager.item(withID: original.id) else { return }
        let dx = (location.x - drag.origin.x) + (viewport.x - drag.originViewportX)
        let axis = drag.axis
        let schedule = manager.schedule(for: original)
        var changes: [GanttChartEdit] = []
        switch drag.part {
        case .body where !drag.movers.isEmpty:
            // A multi-selection moves by the time the grabbed bar's snapped start moved, each item in its own working time.
            let snapped = snap(axis.time(forX: axis.x(for: original.start) + dx), in: drag)
            let delta = snapped.seconds(since: original.start)
            let moved = drag.movers.compactMap { mover -> (GanttChartItem.ID, TimeRange)? in
                let time = movedTime(of: mover, toStart: mover.start.adding(seconds: delta), manager)
                return manager.item(withID: mover.id).map { $0.time == time } == false ? (mover.id, time) : nil
            }
            if !moved.isEmpty {
                changes = recording(manager) { for (id, time) in moved { try manager.updateTime(for: id, to: time) } }
            }
        case .body:
            var start = snap(axis.time(forX: axis.x(for: original.start) + dx), in: drag)
            let time: TimeRange
            switch original.type {
            case .milestone:
                time = TimeRange(at: start)
            case .standard:
                let working = schedule.workingDuration(of: original.time)
                if working > 0 { start = schedule.nextWorkingTime(from: start) }
                let finish = working > 0 ? schedule.adding(workingDuration: working, to: start) : start.adding(seconds: original.duration)
                time = TimeRange(start..<Swift.max(start, finish))
            case .summary:
                time = TimeRange(start..<start.adding(seconds: original.duration))
            }
            if time != current.time {
                changes = recording(manager) { try manager.updateTime(for: original.id, to: time) }
            }
        case .start, .finish:
            let time: TimeRange
            // A task that works keeps its dragged end in working time: a start
            // moves to the next working time, a finish back to the end of the previous.
            let inWorkingTime = original.type == .standard && schedule.workingDuration(of: original.time) > 0
            if drag.part == .start {
                var start = snap(axis.time(forX: axis.x(for: original.start) + dx), in: drag)
                if inWorkingTime { start = schedule.nextWorkingTime(from: start) }
                time = TimeRange(Swift.min(start, original.finish)..<original.finish)
            } else {
                var finish = snap(axis.time(forX: axis.x(for: original.finish) + dx, isFinish: true), in: drag)
                if inWorkingTime { finish = schedule.previousWorkingTime(from: finish) }
                time = TimeRange(original.start..<Swift.max(finish, original.start))
            }
            if time != current.time {
                var completion: Double?
                if settings.preservesCompletedDurationUponResizingBars {
                    let completed = manager.completedDuration(in: original)
                    let total = schedule.workingDuration(of: time)
                    completion = total > 0 ? Swift.min(1, completed / total) : original.completion
                }
                changes = recording(manager) {
                    try manager.updateTime(for: original.id, to: time)
                    if let completion, completion != manager.item(withID: original.id)?.completion {
                        try manager.updateCompletion(for: original.id, to: completion)
                    }
                }
            }
        case .completion:
            let completedX = axis.x(for: manager.timeCompletedUntil(for: original)) + dx
            let reached = Swift.min(Swift.max(axis.time(forX: completedX, isFinish: true), current.start), current.finish)
            let total = schedule.workingDuration(of: current.time)
            let completion = total > 0
                ? Swift.min(1, Swift.max(0, schedule.workingDuration(of: TimeRange(current.start..<reached)) / total))
                : (reached >= current.finish ? 1 : 0)
            if completion != current.completion {
                changes = recording(manager) { try manager.updateCompletion(for: original.id, to: completion) }
            }
        case .bottom:
            let row = managerRow(forSceneRow: row(atY: location.y, context.scene))
            if row != current.row {
                changes = recording(manager) { try manager.updateRow(for: original.id, to: row) }
            }
        }
        // One edit per field however long the drag (10 000 moves keep one time edit per item).
        drag.changes = GanttChartEdit.coalescing(drag.changes + changes)
        state = .dragging(drag)
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        if let item = manager.item(withID: original.id), let text = dragTooltip?(item, drag.part) {
            isTooltipShown = true
            context.effects.append(.showTooltip(text, at: Point(x: location.x, y: location.y + 20)))
        }
    }

    /// The time of `item` moved to start at `start`: a milestone at that moment,
    /// a task that works from the next working time for its working duration,
    /// anything else for its duration.
    func movedTime(of item: GanttChartItem, toStart start: Time, _ manager: GanttChartItemManager) -> TimeRange {
        switch item.type {
        case .milestone:
            return TimeRange(at: start)
        case .standard:
            let schedule = manager.schedule(for: item)
            let working = schedule.workingDuration(of: item.time)
            guard working > 0 else { return TimeRange(start..<start.adding(seconds: item.duration)) }
            let begin = schedule.nextWorkingTime(from: start)
            return TimeRange(begin..<Swift.max(begin, schedule.adding(workingDuration: working, to: begin)))
        case .summary:
            return TimeRange(start..<start.adding(seconds: item.duration))
        }
    }

    /// The row at viewport-local `y` with the current viewport, clamped to the scrollable rows.
    func row(atY y: Double, _ scene: GanttChartScene) -> Int {
        let limit = Double(1 << 50)
        let steps = Swift.min(Swift.max(((y - scene.contentFrame.minY + viewport.rowOffset) / scene.rowHeight).rounded(.down), -limit), limit)
        let row = viewport.firstRow + Int(steps)
        return Swift.min(Swift.max(0, row), Swift.max(0, scene.rowCount - 1))
    }

    /// The manager row drawn on the scene's row `row` (see ``rowMapping``).
    func managerRow(forSceneRow row: Int) -> Int { rowMapping?(row) ?? row }

    /// Scrolls while a drag is near the time area's edges.
    mutating func autoScroll(near location: Point, _ context: inout Context) {
        let frame = context.scene.contentFrame
        let margin = settings.autoScrollMargin, step = settings.autoScrollStep
        var horizontal = true, vertical = true
        if case let .dragging(drag) = state {
            horizontal = drag.part != .bottom
            vertical = drag.part == .bottom
        }
        var dx = 0.0, dy = 0.0
        if horizontal {
            if location.x < frame.minX + margin { dx = -step } else if location.x > frame.maxX - margin { dx = step }
        }
        if vertical {
            if location.y < frame.minY + margin { dy = -step } else if location.y > frame.maxY - margin { dy = step }
        }
        guard dx != 0 || dy != 0 else { return }
        scroll(byX: dx, y: dy, &context)
    }

    // MARK: Drawing dependencies

    mutating func drawDependency(to location: Point, _ context: inout Context) {
        guard case var .drawingDependency(drawing) = state else { return }
        let scene = context.scene, manager = context.manager
        var target: (item: GanttChartItem.ID, end: GanttChartItemEnd)?
        if case let .item(id, _) = GanttChartHitTest.hitTest(location, in: scene, manager: manager, settings: settings),
           id != drawing.from, let item = manager.item(withID: id), let frame = scene.itemFrames[id] {
            let end: GanttChartItemEnd = location.x < frame.midX ? .start : .finish
            if settings.isEditable(item), end == .start || settings.allowsCreatingDependencyLinesToFinish,
               !manager.source.outgoingDependencies(from: drawing.from).contains(where: { $0.to == id }),
               manager.source.dependencyPath(from: id, to: drawing.from) == nil {
                target = (id, end)
            }
        }
        drawing.target = target
        drawing.pointer = location
        state = .drawingDependency(drawing)
        let start = scene.itemFrames[drawing.from].map { GanttChartHitTest.thumbCenter(of: $0, end: drawing.fromEnd, settings: settings) }
            ?? location
        context.effects.append(.temporaryDependencyLine(GanttChartTemporaryLine(points: [start, location], isValid: target != nil)))
        setCursor(target != nil ? .crosshair : .notAllowed, &context)
    }

    /// The dependency type linking `fromEnd` of the predecessor to `toEnd` of the successor.
    static func dependencyType(from fromEnd: GanttChartItemEnd, to toEnd: GanttChartItemEnd) -> GanttChartDependency.DependencyType {
        switch (fromEnd, toEnd) {
        case (.finish, .start): .fromFinishToStart
        case (.start, .start): .fromStartToStart
        case (.finish, .finish): .fromFinishToFinish
        case (.start, .finish): .fromStartToFinish
        }
    }

    mutating func createDependency(from: GanttChartItem.ID, fromEnd: GanttChartItemEnd, to: GanttChartItem.ID,
                                   toEnd: GanttChartItemEnd, _ context: inout Context) {
        let manager = context.manager
        var created: GanttChartDependency?
        let changes = recording(manager) {
            created = try manager.addNewDependency(from: from, to: to, type: Self.dependencyType(from: fromEnd, to: toEnd))
        }
        guard let created else { return }
        context.effects.append(.modelChanged(changes))
        commit(changes, actionName: "Create dependency", &context)
        if settings.selectsNewlyCreatedElements { select(.dependency(created.id), &context) }
        if settings.editsNewlyCreatedDependencies { context.effects.append(.edit(.dependency(created.id))) }
    }

    /// Records a finished action as one undo step and tells the host (``GanttChartEffect/committed(actionName:changes:)``).
    mutating func commit(_ changes: [GanttChartEdit], actionName: String, _ context: inout Context) {
        guard !changes.isEmpty else { return }
        undoManager.register(changes, actionName: actionName)
        context.effects.append(.committed(actionName: actionName, changes: changes))
    }

    // MARK: Deleting, undo

    /// Whether the item may be deleted: itself, and when deleting closes rows
    /// every item under it (they go with it).
    func mayDelete(_ id: GanttChartItem.ID, in manager: GanttChartItemManager) -> Bool {
        guard let item = manager.item(withID: id), settings.allowsDeleting(item) else { return false }
        guard settings.deletingClosesRows else { return true }
        let outline = GanttChartRowOutline(manager: manager)
        guard outline.mainItem(onRow: item.row)?.id == id else { return true }
        // The items on the block's rows only (a look-up by row, not a copy of every item).
        let everything = TimeRange(Time.earliestSupported..<Time.latestSupported)
        return manager.source.filteredItems(rows: item.row..<outline.blockEnd(of: item.row), timeline: everything)
            .allSatisfy(settings.allowsDeleting)
    }

    mutating func deleteSelection(_ context: inout Context) {
        guard case .idle = state, let selection else { return }
        let manager = context.manager
        if selectedItems.count > 1 {
            let deletable = selectedItems.filter { mayDelete($0, in: manager) }
            let changes = recording(manager) {
                if settings.deletingClosesRows { try manager.deleteTasks(ofItems: deletable) } else { try manager.removeItems(deletable) }
            }
            guard !changes.isEmpty else { return }
            context.effects.append(.modelChanged(changes))
            commit(changes, actionName: "Delete items", &context)
            if case let .item(id)? = focus, manager.item(withID: id) == nil { setFocus(nil, &context) }
            setSelection(selectedItems.filter { manager.item(withID: $0) != nil }, &context)
            return
        }
        let changes: [GanttChartEdit]
        let name: String
        switch selection {
        case let .item(id):
            guard mayDelete(id, in: manager) else { return }
            changes = recording(manager) {
                if settings.deletingClosesRows { try manager.deleteTasks(ofItems: [id]) } else { try manager.removeItem(id) }
            }
            name = "Delete item"
        case let .dependency(id):
            guard let dependency = manager.dependency(withID: id), settings.allowsDeleting(dependency) else { return }
            changes = recording(manager) { try manager.removeDependency(id) }
            name = "Delete dependency"
        }
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        commit(changes, actionName: name, &context)
        if focus == selection { setFocus(nil, &context) }
        select(nil, &context)
    }

    mutating func undo(_ context: inout Context, redo: Bool) {
        if case .dragging = state { cancel(&context) }
        guard case .idle = state, !settings.isReadOnly else { return }
        guard let name = (redo ? undoManager.redoStack.last : undoManager.undoStack.last)?.actionName else { return }
        let changes = redo ? undoManager.redo(in: context.manager) : undoManager.undo(in: context.manager)
        guard !changes.isEmpty else { return }
        context.effects.append(.modelChanged(changes))
        context.effects.append(.committed(actionName: (redo ? "Redo " : "Undo ") + name, changes: changes))
        switch selection {
        case .item?: setSelection(selectedItems.filter { context.manager.item(withID: $0) != nil }, &context)
        case let .dependency(id)? where context.manager.dependency(withID: id) == nil: select(nil, &context)
        default: break
        }
    }

    // MARK: Menus

    mutating func openMenu(at point: Point, _ context: inout Context) {
        if case .menu = state { closeMenu(&context) }
        if case .pressed = state { state = .idle }   // a touch held down: the long press opens the menu
        guard case .idle = state else { return }
        let scene = context.scene, manager = context.manager
        let strings = configuration.localization
        switch hitTest(point, context) {
        case let .empty(row?, time):
            var items: [GanttChartMenuItem] = []
            if settings.allowsCreating(.standard) { items.append(GanttChartMenuItem(id: .createItem, title: strings.createItem)) }
            if settings.allowsCreating(.milestone) {
                items.append(GanttChartMenuItem(id: .createMilestone, title: strings.createMilestoneItem))
            }
            guard !items.isEmpty else { return }
            let snapped = snap(time)
            let start = manager.schedule.nextWorkingTime(from: snapped)
            let finish = Swift.max(start, manager.schedule.adding(workingDuration: settings.newItemWorkingDuration, to: start))
            state = .menu(.create(row: row, time: TimeRange(start..<finish), milestoneTime: snapped))
            let insets = configuration.themeStyle.barInsets
            let left = scene.x(for: start)
            let bar = Rect(x: left, y: scene.y(forRow: row) + insets.top, width: scene.x(for: finish) - left,
                           height: scene.rowHeight - insets.vertical)
            context.effects.append(.temporaryBar(bar))
            context.effects.append(.showMenu(GanttChartMenu(items: items, location: point)))
        case let .item(id, _), let .dependencyThumb(id, _):
            guard let item = manager.item(withID: id) else { return }
            var items: [GanttChartMenuItem] = []
            if settings.isEditable(item) { items.append(GanttChartMenuItem(id: .editItem, title: strings.editItem)) }
            if settings.allowsDeleting(item) {
                items.append(GanttChartMenuItem(id: .deleteItem, title: item.isMilestone ? strings.deleteMilestoneItem : strings.deleteItem))
            }
            // A bar of a multi-selection keeps it: the menu's Delete deletes every selected item.
            if settings.allowsSelectingElements, !selectedItems.contains(id) { select(.item(id), &context) }
            guard !items.isEmpty else { return }
            state = .menu(.item(id))
            context.effects.append(.showMenu(GanttChartMenu(items: items, location: point)))
        case let .dependency(id):
            guard let dependency = manager.dependency(withID: id) else { return }
            var items: [GanttChartMenuItem] = []
            if !settings.isReadOnly, !(dependency.settings.isReadOnly ?? false) {
                items.append(GanttChartMenuItem(id: .editDependency, title: strings.editDependency))
            }
            if settings.allowsDeleting(dependency) { items.append(GanttChartMenuItem(id: .deleteDependency, title: strings.deleteDependency)) }
            if settings.allowsSelectingElements { select(.dependency(id), &context) }
            guard !items.isEmpty else { return }
            state = .menu(.dependency(id))
            context.effects.append(.showMenu(GanttChartMenu(items: items, location: point)))
        default:
            return
        }
    }

    mutating func closeMenu(_ context: inout Context) {
        guard case let .menu(menu) = state else { return }
        state = .idle
        context.effects.append(.hideMenu)
        if case .create = menu { context.effects.append(.temporaryBar(nil)) }
    }

    mutating func menuItemSelected(_ id: GanttChartMenuItem.ID, _ context: inout Context) {
        guard case let .menu(menu) = state else { return }
        closeMenu(&context)
        let manager = context.manager
        switch (id, menu) {
        case let (.createItem, .create(row, time, _)) where settings.allowsCreating(.standard):
            createItem(row: row, time: time, type: .standard, &context)
        case let (.createMilestone, .create(row, _, moment)) where settings.allowsCreating(.milestone):
            createItem(row: row, time: TimeRange(at: moment), type: .milestone, &context)
        case let (.editItem, .item(item)):
            if let current = manager.item(withID: item), settings.isEditable(current) {
                context.effects.append(.edit(.item(item)))
            }
        case let (.deleteItem, .item(item)):
            if !selectedItems.contains(item) {
                selection = .item(item)
                selectedItems = [item]
            }
            deleteSelection(&context)
        case let (.editDependency, .dependency(dependency)):
            if let current = manager.dependency(withID: dependency), !settings.isReadOnly, !(current.settings.isReadOnly ?? false) {
                context.effects.append(.edit(.dependency(dependency)))
            }
        case let (.deleteDependency, .dependency(dependency)):
            if manager.dependency(withID: dependency) != nil {
                selection = .dependency(dependency)
                selectedItems = []
                deleteSelection(&context)
            }
        default:
            break
        }
    }

    mutating func createItem(row: Int, time: TimeRange, type: GanttChartItem.ItemType, _ context: inout Context) {
        let manager = context.manager
        var created: GanttChartItem?
        let row = managerRow(forSceneRow: row)
        let changes = recording(manager) { created = try manager.addNewItem(label: "", row: row, time: time, type: type) }
        guard let created else { return }
        context.effects.append(.modelChanged(changes))
        commit(changes, actionName: type == .milestone ? "Create milestone" : "Create item", &context)
        if settings.selectsNewlyCreatedElements { select(.item(created.id), &context) }
        if settings.editsNewlyCreatedItems { context.effects.append(.edit(.item(created.id))) }
    }
}
