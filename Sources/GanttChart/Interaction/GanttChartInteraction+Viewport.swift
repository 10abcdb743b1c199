import Foundation
import TimelineCore
import TimelineGraphics

extension GanttChartInteraction {
    // MARK: Geometry with the current configuration

    /// The scrollable timeline: the configuration's, else the scene's.
    func scrollableTimeline(_ scene: GanttChartScene) -> TimeRange {
        configuration.scrollableTimeline ?? scene.scrollableTimeline
    }

    /// The time axis with the current zoom and scrollable timeline.
    func currentAxis(_ scene: GanttChartScene) -> TimeAxis {
        TimeAxis(origin: scrollableTimeline(scene).start, hourWidth: configuration.hourWidth, zoom: configuration.clampedZoom,
                 visibilitySchedule: configuration.visibilitySchedule)
    }

    func clamped(_ candidate: GanttChartViewport, _ scene: GanttChartScene) -> GanttChartViewport {
        let width = currentAxis(scene).x(for: scrollableTimeline(scene).finish)
        return candidate.clamped(contentWidth: width, visibleWidth: scene.contentFrame.width, rowCount: scene.rowCount,
                                 visibleHeight: scene.contentFrame.height, rowHeight: scene.rowHeight)
    }

    func clampZoom(_ zoom: Double) -> Double {
        guard zoom.isFinite, zoom > 0 else { return configuration.clampedZoom }
        return Swift.min(Swift.max(zoom, configuration.minZoom), configuration.maxZoom)
    }

    mutating func setViewport(_ newViewport: GanttChartViewport, _ context: inout Context) {
        guard newViewport != viewport else { return }
        viewport = newViewport
        context.effects.append(.viewportChanged(viewport, zoom: configuration.clampedZoom))
    }

    // MARK: Scrolling

    /// Scrolls by points, kept inside the content; at either end of the
    /// timeline it widens the timeline when ``GanttChartInteractionSettings/autoShiftsScrollableTimelineBy`` is set.
    mutating func scroll(byX dx: Double, y dy: Double, _ context: inout Context) {
        let scene = context.scene
        var candidate = viewport.scrolled(byX: dx, y: dy, rowHeight: scene.rowHeight)
        candidate = clamped(candidate, scene)
        if let shift = settings.autoShiftsScrollableTimelineBy, shift > 0, dx != 0 {
            let timeline = scrollableTimeline(scene)
            if dx < 0, viewport.x + dx < 0 {
                let start = timeline.start.adding(seconds: -shift)
                let added = TimeAxis(origin: start, hourWidth: configuration.hourWidth, zoom: configuration.clampedZoom,
                                     visibilitySchedule: configuration.visibilitySchedule).x(for: timeline.start)
                configuration.scrollableTimeline = TimeRange(start..<timeline.finish)
                candidate.x = Swift.max(0, viewport.x + added + dx)
            } else if dx > 0, candidate.x < viewport.x + dx {
                configuration.scrollableTimeline = TimeRange(timeline.start..<timeline.finish.adding(seconds: shift))
                candidate.x = viewport.x + dx
                candidate = clamped(candidate, scene)
            }
        }
        setViewport(candidate, &context)
    }

    mutating func wheel(dx: Double, dy: Double, location: Point, modifiers: GanttChartModifiers, _ context: inout Context) {
        if modifiers.hasShortcutModifier {
            guard settings.allowsZooming else { return }
            zoom(to: configuration.clampedZoom * pow(2, -dy / 100), aroundX: location.x, &context)
            return
        }
        if modifiers.contains(.shift), dx == 0 {
            scroll(byX: dy, y: 0, &context)
        } else {
            scroll(byX: dx, y: dy, &context)
        }
    }

    // MARK: Zooming

    /// Zooms to `requested` (clamped to the configuration's limits), keeping
    /// the time at viewport-local `x` in place.
    mutating func zoom(to requested: Double, aroundX x: Double, _ context: inout Context) {
        switch state {
        case .idle, .menu: break
        default: return   // a drag maps points to times on the zoom it started with
        }
        let old = configuration.clampedZoom
        let new = clampZoom(requested)
        guard new != old else { return }
        let anchor = x - context.scene.contentFrame.minX
        configuration.zoom = new
        var candidate = viewport
        candidate.x = Swift.max(0, (viewport.x + anchor) * new / old - anchor)
        viewport = clamped(candidate, context.scene)
        context.effects.append(.viewportChanged(viewport, zoom: new))
    }

    mutating func zoomToFit(_ context: inout Context) {
        guard settings.allowsZooming, case .idle = state, let timeline = context.manager.preferredTimeline else { return }
        let width = TimeAxis(origin: timeline.start, hourWidth: configuration.hourWidth, zoom: 1,
                             visibilitySchedule: configuration.visibilitySchedule).x(for: timeline.finish)
        // The items between the margins (at most half the width goes to margins), so no bar, diamond or last label is cut off.
        let available = context.scene.contentFrame.width
        let margins = Swift.min(settings.zoomToFitLeadingMargin + settings.zoomToFitTrailingMargin, available / 2)
        let leading = settings.zoomToFitLeadingMargin + settings.zoomToFitTrailingMargin > 0
            ? margins * settings.zoomToFitLeadingMargin / (settings.zoomToFitLeadingMargin + settings.zoomToFitTrailingMargin) : 0
        guard width > 0, available > 0 else { return }
        let zoom = clampZoom((available - margins) / width)
        configuration.zoom = zoom
        var candidate = viewport
        candidate.x = currentAxis(context.scene).x(for: timeline.start) - leading
        viewport = clamped(candidate, context.scene)
        context.effects.append(.viewportChanged(viewport, zoom: zoom))
    }

    // MARK: Keys and commands

    mutating func key(_ key: GanttChartKey, modifiers: GanttChartModifiers, _ context: inout Context) {
        switch key {
        case .delete, .backspace: deleteSelection(&context)
        case .escape: cancel(&context)
        case .enter:
            guard case .idle = state, let selection else { return }
            context.effects.append(.edit(selection))
        case .left where modifiers.contains(.option), .right where modifiers.contains(.option):
            nudgeSelection(by: key == .left ? -1 : 1, resizes: modifiers.contains(.shift), &context)
        case .left: scroll(byX: -settings.arrowKeyScrollStep, y: 0, &context)
        case .right: scroll(byX: settings.arrowKeyScrollStep, y: 0, &context)
        case .up: scroll(byX: 0, y: -context.scene.rowHeight, &context)
        case .down: scroll(byX: 0, y: context.scene.rowHeight, &context)
        case let .character(character):
            switch character.lowercased() {
            case "+", "=": command(.zoomIn, &context)
            case "-": command(.zoomOut, &context)
            case "z" where modifiers.hasShortcutModifier: undo(&context, redo: modifiers.contains(.shift))
            case "y" where modifiers.contains(.control): undo(&context, redo: true)
            case "a" where modifiers.hasShortcutModifier: command(.selectAll, &context)
            default: break
            }
        }
    }

    mutating func command(_ command: GanttChartCommand, _ context: inout Context) {
        switch command {
        case .zoomIn, .zoomOut:
            guard settings.allowsZooming else { return }
            let factor = command == .zoomIn ? settings.zoomStep : 1 / settings.zoomStep
            zoom(to: configuration.clampedZoom * factor, aroundX: context.scene.contentFrame.midX, &context)
        case .zoomToFit:
            zoomToFit(&context)
        case let .scrollToToday(now):
            var candidate = viewport
            candidate.x = currentAxis(context.scene).x(for: now) - context.scene.contentFrame.width / 2
            setViewport(clamped(candidate, context.scene), &context)
        case .undo: undo(&context, redo: false)
        case .redo: undo(&context, redo: true)
        case .deleteSelection: deleteSelection(&context)
        case .selectAll:
            guard settings.allowsSelectingElements, case .idle = state, context.scene.rowCount > 0 else { return }
            setSelection(itemsOnRows(0...(context.scene.rowCount - 1), context.manager), &context)
        case let .selectRow(row, modifiers):
            guard case .idle = state else { return }
            selectRow(row, modifiers: modifiers, &context)
        case let .selectItems(items):
            guard settings.allowsSelectingElements, case .idle = state else { return }
            setSelection(items.filter { context.manager.item(withID: $0) != nil }, &context)
        case .linkSelection, .unlinkSelection, .indentSelection, .outdentSelection:
            editSelection(command, &context)
        }
    }
}
