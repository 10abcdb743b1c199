import GanttChart
import Testing
import TimelineCore
import TimelineGraphics
import TimelineTestSupport

@Suite("Gantt chart interaction: seeded random sessions")
struct GanttChartInteractionRandomTests {
    /// A snapshot of what undo must restore.
    struct State: Equatable {
        var items: [GanttChartItem.ID: (TimeRange, Int, Double)]
        var dependencies: Set<GanttChartDependency>

        init(_ manager: GanttChartItemManager) {
            var items: [GanttChartItem.ID: (TimeRange, Int, Double)] = [:]
            for item in manager.source.items { items[item.id] = (item.time, item.row, item.completion) }
            self.items = items
            dependencies = Set(manager.source.dependencies.map { dependency in
                var plain = dependency
                plain.hasChanged = false
                return plain
            })
        }

        static func == (lhs: State, rhs: State) -> Bool {
            lhs.dependencies == rhs.dependencies && lhs.items.count == rhs.items.count
                && lhs.items.allSatisfy { id, value in
                    guard let other = rhs.items[id] else { return false }
                    return value.0 == other.0 && value.1 == other.1 && abs(value.2 - other.2) < 1e-12
                }
        }
    }

    @Test("Random events never trap; undoing every step restores the chart and redoing them all comes back", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomSession(seed: UInt64) throws {
        try session(seed: seed, autoScheduling: false)
    }

    @Test("The same with auto-scheduling: the behavior's cascades undo and redo with their gestures",
          arguments: [11, 12, 13] as [UInt64])
    func randomAutoScheduledSession(seed: UInt64) throws {
        try session(seed: seed, autoScheduling: true)
    }

    func session(seed: UInt64, autoScheduling: Bool) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)], schedule: .standard) {
            $0.timeScale = .intervalsWith(period: 1, in: .hours)
            $0.minZoom = 0.5   // bars stay big enough to hit
            $0.maxZoom = 3
        }
        if autoScheduling {
            h.manager.behavior = GanttChartItemAutoSchedulingBehavior()
            h.manager.applyBehavior()
            h.scene = h.interaction.scene(for: h.manager)
        }
        let initial = State(h.manager)
        func point() -> (Double, Double) {
            (Double.random(in: -20...1_020, using: &random), Double.random(in: 0...300, using: &random))
        }
        for _ in 0..<300 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0...3:
                let (x, y) = point()
                h.move(x, y)
            case 4:
                // Half of the presses land on a bar (body, edges, strip) or near its thumbs.
                var (x, y) = point()
                if Bool.random(using: &random), let frame = h.scene.itemFrames.values.randomElement(using: &random) {
                    x = Double.random(in: frame.minX - 12...frame.maxX + 12, using: &random)
                    y = Double.random(in: frame.minY...frame.maxY, using: &random)
                }
                h.down(x, y, clicks: Int.random(in: 1...5, using: &random) == 1 ? 2 : 1)
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    h.move(x + Double.random(in: -200...200, using: &random), y + Double.random(in: -40...40, using: &random))
                }
            case 5:
                let (x, y) = point()
                h.up(x, y)
            case 6:
                let (x, y) = point()
                h.down(x, y, button: .secondary)
            case 7:
                h.send(.menuItemSelected(GanttChartMenuItem.ID.allCases.randomElement(using: &random)!))
            case 8:
                h.key([.escape, .delete, .enter, .left, .down, .character("+"), .character("-")].randomElement(using: &random)!)
            case 9:
                let (x, y) = point()
                h.send(.wheel(dx: Double.random(in: -50...50, using: &random), dy: Double.random(in: -50...50, using: &random),
                              location: Point(x: x, y: y), modifiers: Bool.random(using: &random) ? .command : []))
            case 10:
                h.send(.autoScrollTick)
            default:
                h.send(.command(Bool.random(using: &random) ? .undo : .redo))
            }
        }
        // Finish whatever gesture is in progress, then undo everything.
        h.key(.escape)
        h.key(.escape)
        #expect(h.log.modelChanges.count >= 3)   // the session did edit (presses in the empty area now draw a rubber band, so fewer gestures edit)
        let final = State(h.manager)
        let steps = h.interaction.undoManager.undoStack.count
        while h.interaction.undoManager.canUndo {
            h.send(.command(.undo))
        }
        #expect(State(h.manager) == initial)
        for _ in 0..<steps {   // what was undone during the session stays undone
            h.send(.command(.redo))
        }
        #expect(State(h.manager) == final)
    }
}
