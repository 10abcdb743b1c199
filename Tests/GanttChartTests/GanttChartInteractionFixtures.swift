import GanttChart
import TimelineCore
import TimelineGraphics

/// Drives a ``GanttChartInteraction`` the way a host does: every event is
/// handled with the scene the user sees, and the scene is laid out again
/// afterwards.
///
/// The chart: a timeline from Monday 2025-03-03 00:00 at x = 0 (no row
/// headers), 2.5 points per hour (60 points per day), rows of 28 points
/// with bars from 6 to 22 points into their row; a 1 000 × 300 view.
struct InteractionHarness {
    let manager: GanttChartItemManager
    var interaction: GanttChartInteraction
    var scene: GanttChartScene
    var log: [GanttChartEffect] = []

    init(items: [GanttChartItem] = InteractionHarness.standardItems, dependencies: [GanttChartDependency] = [],
         schedule: Schedule = .continuous, settings: GanttChartInteractionSettings = GanttChartInteractionSettings(),
         configure: (inout GanttChartConfiguration) -> Void = { _ in }) throws {
        manager = GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: schedule)
        var configuration = fixedConfiguration(hourWidth: 2.5, days: 28)
        configure(&configuration)
        interaction = GanttChartInteraction(viewport: GanttChartViewport(size: Size(width: 1_000, height: 300)),
                                            configuration: configuration, settings: settings)
        scene = interaction.scene(for: manager)
    }

    /// 1 "Design" row 0 Tue 4 – Thu 6 (x 60–180), half done (completion edge at x 120);
    /// 2 "Build" row 1 Mon 10 – Wed 12 (x 420–540); 3 "Review" milestone row 2 Fri 7 (x 240).
    static let standardItems = [
        GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(march(4)..<march(6)), completion: 0.5),
        GanttChartItem(id: 2, label: "Build", row: 1, time: TimeRange(march(10)..<march(12))),
        GanttChartItem(id: 3, label: "Review", row: 2, time: TimeRange(at: march(7)), type: .milestone),
    ]

    /// The middle of a bar on `row`.
    func mid(_ row: Int) -> Double { scene.y(forRow: row) + 14 }
    /// A point in the bottom strip of a bar on `row`.
    func bottom(_ row: Int) -> Double { scene.y(forRow: row) + 21 }

    func item(_ id: GanttChartItem.ID) -> GanttChartItem { manager.item(withID: id)! }

    @discardableResult
    mutating func send(_ event: GanttChartInputEvent) -> [GanttChartEffect] {
        let effects = interaction.handle(event, in: scene, manager: manager)
        log += effects
        scene = interaction.scene(for: manager)
        return effects
    }

    @discardableResult
    mutating func down(_ x: Double, _ y: Double, button: GanttChartPointerButton = .primary, clicks: Int = 1) -> [GanttChartEffect] {
        send(.pointerDown(GanttChartPointerEvent(x: x, y: y, button: button, clickCount: clicks)))
    }

    @discardableResult
    mutating func move(_ x: Double, _ y: Double) -> [GanttChartEffect] {
        send(.pointerMoved(GanttChartPointerEvent(x: x, y: y)))
    }

    @discardableResult
    mutating func up(_ x: Double, _ y: Double) -> [GanttChartEffect] {
        send(.pointerUp(GanttChartPointerEvent(x: x, y: y)))
    }

    /// Presses at `from`, moves through `steps` evenly spaced points to `to` and releases there.
    @discardableResult
    mutating func drag(from: (Double, Double), to: (Double, Double), steps: Int = 1) -> [GanttChartEffect] {
        var effects = down(from.0, from.1)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            effects += move(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
        }
        return effects + up(to.0, to.1)
    }

    @discardableResult
    mutating func key(_ key: GanttChartKey, _ modifiers: GanttChartModifiers = []) -> [GanttChartEffect] {
        send(.key(key, modifiers: modifiers))
    }
}

extension Array where Element == GanttChartEffect {
    /// The model changes among the effects, flattened.
    var modelChanges: [GanttChartEdit] {
        flatMap { effect -> [GanttChartEdit] in
            if case let .modelChanged(changes) = effect { return changes }
            return []
        }
    }

    /// The menus shown.
    var menus: [GanttChartMenu] {
        compactMap { effect in
            if case let .showMenu(menu) = effect { return menu }
            return nil
        }
    }

    /// The temporary dependency lines shown (nil: removed).
    var temporaryLines: [GanttChartTemporaryLine?] {
        compactMap { effect in
            if case let .temporaryDependencyLine(line) = effect { return .some(line) }
            return nil
        }
    }
}
