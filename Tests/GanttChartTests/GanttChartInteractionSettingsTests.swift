import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: each read-only switch blocks its gesture and only it")
struct GanttChartInteractionSettingsTests {
    enum Gesture: String, CaseIterable, CustomStringConvertible {
        case move, resizeFinish, resizeStart, completion, vertical, delete, createItem, createMilestone
        case createDependency, deleteDependency, zoom, activate, select
        var description: String { rawValue }
    }

    /// Whether `gesture` did its edit on the standard items (with dependency 1: 2 → 3).
    static func performs(_ gesture: Gesture, settings: GanttChartInteractionSettings,
                         items: [GanttChartItem] = InteractionHarness.standardItems) throws -> Bool {
        var h = try InteractionHarness(items: items, dependencies: [GanttChartDependency(id: 1, from: 2, to: 3)], settings: settings)
        switch gesture {
        case .move:
            h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)))
            return h.item(1).time == TimeRange(march(5)..<march(7))
        case .resizeFinish:
            h.drag(from: (180, h.mid(0)), to: (210, h.mid(0)))
            return h.item(1).time == TimeRange(march(4)..<march(6, 12))
        case .resizeStart:
            h.drag(from: (58, h.mid(0)), to: (28, h.mid(0)))
            return h.item(1).time == TimeRange(march(3, 12)..<march(6))
        case .completion:
            h.drag(from: (120, h.mid(0)), to: (150, h.mid(0)))
            return h.item(1).completion == 0.75
        case .vertical:
            h.drag(from: (100, h.bottom(0)), to: (100, h.mid(1)))
            return h.item(1).row == 1
        case .delete:
            h.down(100, h.mid(0), button: .secondary)
            h.send(.menuItemSelected(.deleteItem))
            return h.manager.item(withID: 1) == nil
        case .createItem, .createMilestone:
            h.down(700, h.mid(0), button: .secondary)
            h.send(.menuItemSelected(gesture == .createItem ? .createItem : .createMilestone))
            return h.manager.item(withID: 4)?.isMilestone == (gesture == .createMilestone)
        case .createDependency:
            h.move(100, h.mid(0))
            h.down(190, h.mid(0))
            h.move(440, h.mid(1))
            h.up(440, h.mid(1))
            return h.manager.source.dependencyCount == 2
        case .deleteDependency:
            let line = try #require(h.scene.dependencyPolylines[1])
            let point = Point(x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2)
            h.down(point.x, point.y, button: .secondary)
            h.send(.menuItemSelected(.deleteDependency))
            return h.manager.source.dependencyCount == 0
        case .zoom:
            h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command))
            return h.interaction.configuration.zoom == 2
        case .activate:
            return h.down(100, h.mid(0), clicks: 2).contains(.activate(.item(1)))
        case .select:
            h.drag(from: (100, h.mid(0)), to: (100, h.mid(0)))
            return h.interaction.selection == .item(1)
        }
    }

    static func blocked(by change: (inout GanttChartInteractionSettings) -> Void,
                        items: [GanttChartItem] = InteractionHarness.standardItems) throws -> Set<Gesture> {
        var settings = GanttChartInteractionSettings()
        change(&settings)
        return try Set(Gesture.allCases.filter { try !performs($0, settings: settings, items: items) })
    }

    @Test("With the default settings every gesture works")
    func everythingAllowed() throws {
        #expect(try Self.blocked { _ in } == [])
    }

    @Test("Controller switches")
    func controllerSwitches() throws {
        let edits: Set<Gesture> = [.move, .resizeFinish, .resizeStart, .completion, .vertical, .delete, .createItem,
                                   .createMilestone, .createDependency, .deleteDependency]
        #expect(try Self.blocked { $0.isReadOnly = true } == edits)
        #expect(try Self.blocked { $0.allowsMovingBars = false } == [.move])
        #expect(try Self.blocked { $0.allowsResizingBars = false } == [.resizeFinish])
        #expect(try Self.blocked { $0.allowsResizingBarsAtStart = false } == [.resizeStart])
        #expect(try Self.blocked { $0.allowsMovingBarsVertically = false } == [.vertical])
        #expect(try Self.blocked { $0.allowsResizingCompletionBars = false } == [.completion])
        #expect(try Self.blocked { $0.allowsCreatingBars = false } == [.createItem])
        #expect(try Self.blocked { $0.allowsCreatingMilestones = false } == [.createMilestone])
        #expect(try Self.blocked { $0.allowsDeletingBars = false } == [.delete])
        #expect(try Self.blocked { $0.allowsCreatingDependencyLines = false } == [.createDependency])
        #expect(try Self.blocked { $0.allowsDeletingDependencyLines = false } == [.deleteDependency])
        #expect(try Self.blocked { $0.allowsZooming = false } == [.zoom])
        #expect(try Self.blocked { $0.allowsActivatingBars = false } == [.activate])
        #expect(try Self.blocked { $0.allowsSelectingElements = false } == [.select])
    }

    @Test("Item-type switches")
    func typeSwitches() throws {
        #expect(try Self.blocked { $0.isTypeReadOnly[.standard] = true }
            == [.move, .resizeFinish, .resizeStart, .completion, .vertical, .delete, .createItem, .createDependency])
        #expect(try Self.blocked { $0.isTypeReadOnly[.milestone] = true } == [.createMilestone])
        #expect(try Self.blocked { $0.allowsMovingBarsForType[.standard] = false } == [.move])
        #expect(try Self.blocked { $0.allowsMovingBarsForType[.milestone] = false } == [])
    }

    @Test("Item switches")
    func itemSwitches() throws {
        func blocked(_ change: (inout GanttChartItemSettings) -> Void) throws -> Set<Gesture> {
            var items = InteractionHarness.standardItems
            change(&items[0].settings)
            return try Self.blocked(by: { _ in }, items: items)
        }
        #expect(try blocked { $0.isReadOnly = true }
            == [.move, .resizeFinish, .resizeStart, .completion, .vertical, .delete, .createDependency])
        #expect(try blocked { $0.allowsMoving = false } == [.move])
        #expect(try blocked { $0.allowsResizing = false } == [.resizeFinish])
        #expect(try blocked { $0.allowsResizingAtStart = false } == [.resizeStart])
        #expect(try blocked { $0.allowsMovingVertically = false } == [.vertical])
        #expect(try blocked { $0.allowsResizingCompletion = false } == [.completion])
        #expect(try blocked { $0.allowsDeleting = false } == [.delete])
        #expect(try blocked { $0.allowsCreatingDependencies = false } == [.createDependency])
        // An item may allow what the chart does not.
        var items = InteractionHarness.standardItems
        items[0].settings.allowsMoving = true
        #expect(try Self.blocked(by: { $0.allowsMovingBars = false }, items: items) == [])
    }
}
