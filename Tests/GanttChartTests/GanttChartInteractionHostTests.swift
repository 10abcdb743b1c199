import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: hosts")
struct GanttChartInteractionHostTests {
    @Test("the example of the Interaction article")
    func articleExample() throws {
        let monday = Time(year: 2025, month: 3, day: 3)
        let source = try GanttChartItemSource(items: [
            GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(monday.adding(days: 1)..<monday.adding(days: 3))),
        ])
        let manager = GanttChartItemManager(source: source)
        var configuration = GanttChartConfiguration()
        configuration.scrollableTimeline = TimeRange(monday..<monday.adding(days: 28))
        configuration.hourWidth = 2.5
        var interaction = GanttChartInteraction(viewport: GanttChartViewport(size: Size(width: 1_000, height: 300)),
                                                configuration: configuration)
        var scene = interaction.scene(for: manager)
        let y = scene.y(forRow: 0) + 14
        for event: GanttChartInputEvent in [.pointerDown(.init(x: 100, y: y)), .pointerMoved(.init(x: 160, y: y)),
                                            .pointerUp(.init(x: 160, y: y))] {
            let effects = interaction.handle(event, in: scene, manager: manager)
            if effects.requiresLayout { scene = interaction.scene(for: manager) }
        }
        #expect(manager.item(withID: 1)?.time == TimeRange(monday.adding(days: 2)..<monday.adding(days: 4)))
        #expect(interaction.undoManager.undoStack.map(\.actionName) == ["Move"])
        var list = scene.displayList
        let count = list.elements.count
        list.append(contentsOf: interaction.overlay(in: scene, manager: manager))
        #expect(list.elements.count == count + 3)   // the selection and two thumbs
    }

    final class Recorder: GanttChartContentActivator, GanttChartContentEditor, GanttChartItemObserver {
        var activated: [GanttChartElement] = []
        var edited: [GanttChartElement] = []
        var oldTimes: [TimeRange] = []
        func activate(_ element: GanttChartElement, in manager: GanttChartItemManager) { activated.append(element) }
        func edit(_ element: GanttChartElement, in manager: GanttChartItemManager) { edited.append(element) }
        func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) { oldTimes.append(oldTime) }
    }

    @Test("Activations and edit requests go to the host's delegates; the manager's observer still sees old values")
    func delegates() throws {
        var h = try InteractionHarness()
        let recorder = Recorder()
        h.manager.observer = recorder
        h.down(100, h.mid(0), clicks: 2).forward(to: recorder, editor: recorder, in: h.manager)
        h.up(100, h.mid(0))
        h.key(.enter).forward(to: recorder, editor: recorder, in: h.manager)
        #expect(recorder.activated == [.item(1)])
        #expect(recorder.edited == [.item(1)])
        h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)), steps: 2)
        #expect(recorder.oldTimes == [TimeRange(march(4)..<march(6)), TimeRange(march(4, 12)..<march(6, 12))])
        #expect(h.manager.observer === recorder)
        h.send(.command(.undo))
        #expect(recorder.oldTimes.last == TimeRange(march(4, 12)..<march(6, 12)))
    }
}
