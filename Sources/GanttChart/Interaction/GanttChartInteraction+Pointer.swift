import TimelineCore
import TimelineGraphics

extension GanttChartInteraction {
    /// Hit-tests the context's scene with the thumbs currently shown.
    /// A thumb that cannot start a dependency (see ``canDrawDependency(from:end:)``)
    /// is not drawn, so it is not hit either: what is under it is.
    func hitTest(_ point: Point, _ context: Context) -> GanttChartHitTest {
        let hit = GanttChartHitTest.hitTest(point, in: context.scene, manager: context.manager, settings: settings, thumbItems: thumbItems)
        if case let .dependencyThumb(id, end) = hit,
           !(context.manager.item(withID: id).map { canDrawDependency(from: $0, end: end) } ?? false) {
            var others = thumbItems
            others.remove(id)
            return GanttChartHitTest.hitTest(point, in: context.scene, manager: context.manager, settings: settings, thumbItems: others)
        }
        return hit
    }

    /// The part a press on `part` of `item` edits, after the settings: a
    /// blocked edge or strip falls back to moving the bar, if that is allowed.
    func effectivePart(_ part: GanttChartItemPart, of item: GanttChartItem) -> GanttChartItemPart? {
        let allowed = switch part {
        case .body: settings.allowsMoving(item)
        case .start: settings.allowsResizingAtStart(item)
        case .finish: settings.allowsResizing(item)
        case .completion: settings.allowsResizingCompletion(item)
        case .bottom: settings.allowsMovingVertically(item)
        }
        if allowed { return part }
        return part != .body && settings.allowsMoving(item) ? .body : nil
    }

    func cursor(for hit: GanttChartHitTest, _ context: Context) -> GanttChartCursor {
        switch hit {
        case let .item(id, part):
            guard let item = context.manager.item(withID: id), let part = effectivePart(part, of: item) else { return .pointer }
            switch part {
            case .body: return .move
            case .start, .finish, .completion: return .resizeHorizontal
            case .bottom: return .resizeVertical
            }
        case let .dependencyThumb(id, end):
            guard let item = context.manager.item(withID: id), canDrawDependency(from: item, end: end) else { return .arrow }
            return .crosshair
        case .dependency: return .pointer
        case .header: return settings.allowsZooming ? .zoom : .arrow
        case .rowHeader, .empty, .outside: return .arrow
        }
    }

    func canDrawDependency(from item: GanttChartItem, end: GanttChartItemEnd) -> Bool {
        settings.allowsCreatingDependencies(item) && (end == .finish || settings.allowsCreatingDependencyLinesFromStart)
    }

    // MARK: Down

    mutating func pointerDown(_ pointer: GanttChartPointerEvent, _ context: inout Context) {
        if case .menu = state { closeMenu(&context) }
        if pointer.button == .secondary {
            openMenu(at: pointer.location, &context)
            return
        }
        guard case .idle = state else { return }
        let hit = hitTest(pointer.location, context)
        if pointer.clickCount >= settings.numberOfClicksRequiredToActivateElements, let element = hit.element {
            switch element {
            case .item where settings.allowsActivatingBars, .dependency where settings.allowsActivatingDependencyLines:
                if settings.allowsSelectingElements { select(element, &context) }
                context.effects.append(.activate(element))
                return
            default: break
            }
        }
        switch hit {
        case let .dependencyThumb(id, end):
            if let item = context.manager.item(withID: id), canDrawDependency(from: item, end: end) {
                state = .drawingDependency(DependencyDrawing(from: id, fromEnd: end, target: nil, pointer: pointer.location))
                let start = context.scene.itemFrames[id].map { GanttChartHitTest.thumbCenter(of: $0, end: end, settings: settings) }
                    ?? pointer.location
                context.effects.append(.temporaryDependencyLine(GanttChartTemporaryLine(points: [start, pointer.location], isValid: false)))
                setCursor(.crosshair, &context)
                return
            }
        case .header:
            if settings.allowsZooming {
                state = .zoomingHeader(HeaderZoom(origin: pointer.location, zoom: configuration.clampedZoom, viewportX: viewport.x))
                return
            }
        default: break
        }
        state = .pressed(Press(location: pointer.location, target: hit, modifiers: pointer.modifiers))
    }

    // MARK: Move

    mutating func pointerMoved(_ pointer: GanttChartPointerEvent, _ context: inout Context) {
        switch state {
        case .idle:
            hover(pointer.location, &context)
        case let .pressed(press):
            guard pointer.location.distance(to: press.location) >= settings.dragThreshold else { return }
            if case .empty = press.target, settings.allowsSelectingElements {
                let adds = press.modifiers.contains(.shift) || press.modifiers.hasShortcutModifier
                state = .selectingRectangle(RubberBand(origin: press.location, current: press.location, base: adds ? selectedItems : []))
                stretchRubberBand(to: pointer.location, &context)
                return
            }
            guard case let .item(id, part) = press.target, let item = context.manager.item(withID: id),
                  let effective = effectivePart(part, of: item) else { return }
            state = .dragging(Drag(original: item, part: effective, origin: press.location,
                                   originViewportX: viewport.x, axis: context.scene.timeAxis,
                                   isSnapping: !pointer.modifiers.contains(.option),
                                   movers: effective == .body && selectedItems.count > 1 && selectedItems.contains(id)
                                       ? movingItems(context.manager) : []))
            if isTooltipShown {
                isTooltipShown = false
                context.effects.append(.hideTooltip)
            }
            autoScroll(near: pointer.location, &context)
            drag(to: pointer.location, &context)
        case var .dragging(current):
            // Alt pressed or released mid-drag takes effect at once.
            current.isSnapping = !pointer.modifiers.contains(.option)
            state = .dragging(current)
            autoScroll(near: pointer.location, &context)
            drag(to: pointer.location, &context)
        case .drawingDependency:
            autoScroll(near: pointer.location, &context)
            drawDependency(to: pointer.location, &context)
        case let .zoomingHeader(zoom):
            let minX = context.scene.contentFrame.minX
            let grabbed = zoom.viewportX + zoom.origin.x - minX
            let now = zoom.viewportX + pointer.location.x - minX
            guard grabbed > 0, now > 0 else { return }
            let newZoom = clampZoom(zoom.zoom * now / grabbed)
            guard newZoom != configuration.clampedZoom else { return }
            configuration.zoom = newZoom
            var candidate = viewport
            candidate.x = zoom.viewportX
            viewport = clamped(candidate, context.scene)
            context.effects.append(.viewportChanged(viewport, zoom: newZoom))
        case .selectingRectangle:
            stretchRubberBand(to: pointer.location, &context)
        case .menu:
            break
        }
    }

    mutating func hover(_ location: Point, _ context: inout Context) {
        let hit = hitTest(location, context)
        let element = hit.element
        if element != focus {
            setFocus(element, &context)
            if case let .item(id)? = element, let item = context.manager.item(withID: id) {
                let text = item.details ?? item.label
                if !text.isEmpty {
                    isTooltipShown = true
                    let frame = context.scene.itemFrames[id] ?? Rect(origin: location, size: .zero)
                    context.effects.append(.showTooltip(text, at: Point(x: location.x, y: frame.maxY + 4)))
                } else if isTooltipShown {
                    isTooltipShown = false
                    context.effects.append(.hideTooltip)
                }
            } else if isTooltipShown {
                isTooltipShown = false
                context.effects.append(.hideTooltip)
            }
        }
        setCursor(cursor(for: hit, context), &context)
    }

    mutating func pointerExited(_ context: inout Context) {
        guard case .idle = state else { return }
        setFocus(nil, &context)
        if isTooltipShown {
            isTooltipShown = false
            context.effects.append(.hideTooltip)
        }
        setCursor(.arrow, &context)
    }

    // MARK: Up

    mutating func pointerUp(_ pointer: GanttChartPointerEvent, _ context: inout Context) {
        switch state {
        case let .pressed(press):
            state = .idle
            guard settings.allowsSelectingElements else { return }
            click(press.target, modifiers: press.modifiers, &context)
        case .selectingRectangle:
            state = .idle
            context.effects.append(.needsRedraw)   // the band goes
        case let .dragging(drag):
            state = .idle
            hideTooltip(&context)
            commit(drag.changes, actionName: drag.movers.isEmpty ? Self.actionName(for: drag.part) : "Move items", &context)
            if drag.movers.isEmpty, settings.selectsEditedElements, settings.allowsSelectingElements, !drag.changes.isEmpty {
                select(.item(drag.original.id), &context)
            }
            hover(pointer.location, &context)
        case let .drawingDependency(drawing):
            state = .idle
            context.effects.append(.temporaryDependencyLine(nil))
            if let target = drawing.target {
                createDependency(from: drawing.from, fromEnd: drawing.fromEnd, to: target.item, toEnd: target.end, &context)
            }
            hover(pointer.location, &context)
        case .zoomingHeader:
            state = .idle
        case .idle, .menu:
            break
        }
    }

    static func actionName(for part: GanttChartItemPart) -> String {
        switch part {
        case .body: "Move"
        case .start, .finish: "Resize"
        case .completion: "Change completion"
        case .bottom: "Move to row"
        }
    }

    mutating func hideTooltip(_ context: inout Context) {
        guard isTooltipShown else { return }
        isTooltipShown = false
        context.effects.append(.hideTooltip)
    }

    // MARK: Cancel

    /// Escape: cancels a drag (restoring the item and what behaviors
    /// changed), stops drawing a dependency, closes a menu, or clears the selection.
    mutating func cancel(_ context: inout Context) {
        switch state {
        case let .dragging(drag):
            state = .idle
            hideTooltip(&context)
            let restored = GanttChartUndoManager.apply(drag.changes.reversed().map(\.inverse), in: context.manager)
            if !restored.isEmpty { context.effects.append(.modelChanged(restored)) }
            setCursor(.arrow, &context)
        case .drawingDependency:
            state = .idle
            context.effects.append(.temporaryDependencyLine(nil))
            setCursor(.arrow, &context)
        case .menu:
            closeMenu(&context)
        case let .selectingRectangle(band):
            state = .idle
            setSelection(band.base, &context)
            context.effects.append(.needsRedraw)
        case .pressed, .zoomingHeader:
            state = .idle
        case .idle:
            select(nil, &context)
        }
    }
}
