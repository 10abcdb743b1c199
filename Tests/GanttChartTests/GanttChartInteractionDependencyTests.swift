import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: drawing dependencies")
struct GanttChartInteractionDependencyTests {
    // Item 1 (row 0, x 60–180): start thumb at x 50, finish thumb at x 190.
    // Item 2 (row 1, x 420–540): its left half links to its start, its right half to its finish.
    @Test("A line from a thumb to another bar's start or finish area creates the dependency of that type",
          arguments: [
              (50.0, 440.0, GanttChartDependency.DependencyType.fromStartToStart),
              (50.0, 520.0, .fromStartToFinish),
              (190.0, 440.0, .fromFinishToStart),
              (190.0, 520.0, .fromFinishToFinish),
          ])
    func createDependency(thumbX: Double, targetX: Double, type: GanttChartDependency.DependencyType) throws {
        var h = try InteractionHarness()
        h.move(100, h.mid(0))                                   // focus: the thumbs appear
        let down = h.down(thumbX, h.mid(0))
        let thumb = Point(x: thumbX, y: h.mid(0))
        #expect(down.temporaryLines == [GanttChartTemporaryLine(points: [thumb, thumb], isValid: false)])
        let moved = h.move(targetX, h.mid(1))
        #expect(moved.temporaryLines == [GanttChartTemporaryLine(points: [thumb, Point(x: targetX, y: h.mid(1))], isValid: true)])
        let up = h.up(targetX, h.mid(1))
        let dependency = GanttChartDependency(id: 0, from: 1, to: 2, type: type, hasChanged: true)
        #expect(h.manager.dependency(withID: 0) == dependency)
        #expect(up.prefix(4) == [.temporaryDependencyLine(nil), .modelChanged([.dependencyAdded(dependency)]),
                                 .committed(actionName: "Create dependency", changes: [.dependencyAdded(dependency)]),
                                 .selectionChanged(.dependency(0))])
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Create dependency"])
    }

    @Test("Invalid targets draw a dotted line and create nothing: the bar itself, the empty area, a cycle, a duplicate")
    func invalidTargets() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        h.move(100, h.mid(0))
        h.down(190, h.mid(0))
        #expect(h.move(100, h.mid(0)).temporaryLines.last??.isValid == false)   // itself
        #expect(h.move(700, h.mid(0)).temporaryLines.last??.isValid == false)   // empty area
        #expect(h.move(440, h.mid(1)).temporaryLines.last??.isValid == false)   // 1 → 2 exists
        #expect(h.up(440, h.mid(1)).modelChanges.isEmpty)
        // From 2's finish thumb (x 550) back to 1: closes a cycle.
        h.move(480, h.mid(1))
        h.down(550, h.mid(1))
        let moved = h.move(80, h.mid(0))
        #expect(moved.temporaryLines.last??.isValid == false)
        #expect(moved.contains(.setCursor(.notAllowed)))
        #expect(h.up(80, h.mid(0)) .modelChanges.isEmpty)
        #expect(h.manager.source.dependencyCount == 1)
        #expect(!h.interaction.undoManager.canUndo)
    }

    @Test("Escape stops drawing a dependency")
    func escapeStopsDrawing() throws {
        var h = try InteractionHarness()
        h.move(100, h.mid(0))
        h.down(190, h.mid(0))
        h.move(440, h.mid(1))
        #expect(h.key(.escape).contains(.temporaryDependencyLine(nil)))
        #expect(h.up(440, h.mid(1)).modelChanges.isEmpty)
        #expect(h.manager.source.dependencyCount == 0)
    }

    @Test("Creating dependencies honors its switches: off entirely, from starts, to finishes, per item")
    func dependencySwitches() throws {
        func attempt(_ settings: GanttChartInteractionSettings, items: [GanttChartItem] = InteractionHarness.standardItems,
                     thumbX: Double, targetX: Double) throws -> Int {
            var h = try InteractionHarness(items: items, settings: settings)
            h.move(100, h.mid(0))
            h.down(thumbX, h.mid(0))
            h.move(targetX, h.mid(1))
            h.up(targetX, h.mid(1))
            return h.manager.source.dependencyCount
        }
        var off = GanttChartInteractionSettings()
        off.allowsCreatingDependencyLines = false
        #expect(try attempt(off, thumbX: 190, targetX: 440) == 0)
        var noStart = GanttChartInteractionSettings()
        noStart.allowsCreatingDependencyLinesFromStart = false
        #expect(try attempt(noStart, thumbX: 50, targetX: 440) == 0)
        #expect(try attempt(noStart, thumbX: 190, targetX: 440) == 1)
        var noFinish = GanttChartInteractionSettings()
        noFinish.allowsCreatingDependencyLinesToFinish = false
        #expect(try attempt(noFinish, thumbX: 190, targetX: 520) == 0)
        #expect(try attempt(noFinish, thumbX: 190, targetX: 440) == 1)
        var items = InteractionHarness.standardItems
        items[0].settings.allowsCreatingDependencies = false
        #expect(try attempt(GanttChartInteractionSettings(), items: items, thumbX: 190, targetX: 440) == 0)
        var readOnlyTarget = InteractionHarness.standardItems
        readOnlyTarget[1].settings.isReadOnly = true
        #expect(try attempt(GanttChartInteractionSettings(), items: readOnlyTarget, thumbX: 190, targetX: 440) == 0)
    }

    @Test("A new dependency can go to the editor and stay unselected")
    func editsNewDependency() throws {
        var settings = GanttChartInteractionSettings()
        settings.editsNewlyCreatedDependencies = true
        settings.selectsNewlyCreatedElements = false
        var h = try InteractionHarness(settings: settings)
        h.move(100, h.mid(0))
        h.down(190, h.mid(0))
        h.move(440, h.mid(1))
        let up = h.up(440, h.mid(1))
        #expect(up.contains(.edit(.dependency(0))))
        #expect(!up.contains(.selectionChanged(.dependency(0))))
    }
}
