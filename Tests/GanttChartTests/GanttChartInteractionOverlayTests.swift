import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: overlay and touch")
struct GanttChartInteractionOverlayTests {
    func ids(_ h: InteractionHarness) -> [String] {
        h.interaction.overlay(in: h.scene, manager: h.manager).map(\.id.description)
    }

    @Test("The overlay shows the focus, the selection and the thumbs of focused and selected bars")
    func selectionAndThumbs() throws {
        var h = try InteractionHarness()
        #expect(ids(h).isEmpty)
        h.move(100, h.mid(0))
        #expect(ids(h) == ["focus:item:1", "thumb:1:start", "thumb:1:finish"])
        h.drag(from: (420 + 20, h.mid(1)), to: (440, h.mid(1)))   // click item 2
        h.move(700, h.mid(0))
        #expect(ids(h) == ["selection:item:2", "thumb:2:start", "thumb:2:finish"])
        let thumb = try #require(h.interaction.overlay(in: h.scene, manager: h.manager).first { $0.id == "thumb:2:finish" })
        #expect(thumb.primitive == .rect(Rect(x: 546, y: h.mid(1) - 4, width: 8, height: 8), cornerRadius: 4))
        var noStart = GanttChartInteractionSettings()
        noStart.allowsCreatingDependencyLinesFromStart = false
        var n = try InteractionHarness(settings: noStart)
        n.move(100, n.mid(0))
        #expect(ids(n) == ["focus:item:1", "thumb:1:finish"])
    }

    @Test("The overlay shows the temporary bar of a create menu and the line being drawn, dashed while invalid")
    func temporaryShapes() throws {
        var h = try InteractionHarness()
        h.down(700, h.mid(0), button: .secondary)
        let bar = try #require(h.interaction.overlay(in: h.scene, manager: h.manager).first { $0.id == "temporary-bar" })
        #expect(bar.primitive == .rect(Rect(x: 700, y: h.scene.y(forRow: 0) + 6, width: 20, height: 16), cornerRadius: 2))
        h.send(.menuDismissed)
        h.move(100, h.mid(0))
        h.down(190, h.mid(0))
        h.move(700, h.mid(0))
        let invalid = try #require(h.interaction.overlay(in: h.scene, manager: h.manager).first { $0.id == "temporary-dependency" })
        #expect(invalid.stroke?.dash == [4, 3])
        h.move(440, h.mid(1))
        let valid = try #require(h.interaction.overlay(in: h.scene, manager: h.manager).first { $0.id == "temporary-dependency" })
        #expect(valid.stroke?.dash == [])
        #expect(valid.primitive == .line(from: Point(x: 190, y: h.mid(0)), to: Point(x: 440, y: h.mid(1))))
    }

    @Test("A touch held on the empty area opens the create menu instead of starting a drag")
    func longPressAfterDown() throws {
        var h = try InteractionHarness()
        h.down(700, h.mid(0))
        let effects = h.send(.longPress(Point(x: 700, y: h.mid(0))))
        #expect(effects.menus.count == 1)
        #expect(h.up(700, h.mid(0)).isEmpty)
        #expect(h.send(.menuItemSelected(.createItem)).modelChanges.count == 1)
    }

    @Test("Zooming waits until a drag ends")
    func noZoomWhileDragging() throws {
        var h = try InteractionHarness()
        h.down(100, h.mid(0))
        h.move(130, h.mid(0))
        #expect(h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command)).isEmpty)
        h.up(130, h.mid(0))
        #expect(h.item(1).time == TimeRange(march(4, 12)..<march(6, 12)))
        #expect(!h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command)).isEmpty)
    }
}
