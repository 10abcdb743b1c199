import Foundation
@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

/// Deadlines, slack bars, date markers, the progress line, numbered
/// baselines and the critical path with a slack threshold. Geometry is
/// hand-computed as in ``GanttChartLayoutTests``: with `fixedConfiguration()`
/// x = 0 is Monday 2025-03-03 00:00 at 2.5 points per hour, content starts at
/// y = 48, rows are 28 points tall, bars are inset 6 points (16 tall).
@Suite("GanttChart indicators")
struct GanttChartIndicatorsTests {
    let size = Size(width: 1_000, height: 400)

    func scene(_ items: [GanttChartItem], configuration: GanttChartConfiguration) throws -> GanttChartScene {
        let source = try GanttChartItemSource(items: items)
        return GanttChartLayout.scene(for: source, in: GanttChartViewport(size: size), configuration: configuration, style: nil)
    }

    func task(_ id: Int, row: Int, _ start: Time, _ finish: Time, completion: Double = 0) -> GanttChartItem {
        GanttChartItem(id: GanttChartItem.ID(id), label: "Task \(id)", row: row, time: TimeRange(start..<finish), completion: completion)
    }

    func points(_ element: DisplayElement?) -> [Point] {
        switch element?.primitive {
        case let .polygon(points)?, let .polyline(points)?: points
        default: []
        }
    }

    // MARK: Deadlines

    @Test("a deadline is a down arrow whose tip touches the bar's top at the deadline's x")
    func deadlineMarker() throws {
        let bar = task(1, row: 1, march(4, 8), march(5, 16))
        var configuration = fixedConfiguration()
        // Friday 00:00: 4 days × 24 h × 2.5 = 240. Row 1: top 76, bar top 82, tip at 83.
        configuration.deadline = { $0 == 1 ? march(7) : nil }
        let element = try #require(try scene([bar], configuration: configuration).displayList.element(withID: "item:1:deadline"))
        #expect(element.role == .deadline)
        #expect(element.fill == GanttChartStyle().deadlineColor)
        #expect(points(element).contains(Point(x: 240, y: 83)))
        #expect(points(element).allSatisfy { $0.y >= 77 && $0.y <= 83 && abs($0.x - 240) <= 4.5 })

        // Twice the zoom: twice the x.
        configuration.zoom = 2
        let zoomed = try scene([bar], configuration: configuration).displayList.element(withID: "item:1:deadline")
        #expect(points(zoomed).contains(Point(x: 480, y: 83)))

        // Without a deadline there is no marker.
        configuration.deadline = nil
        #expect(try scene([bar], configuration: configuration).displayList.element(withID: "item:1:deadline") == nil)
    }

    @Test("a missed deadline draws its arrow and the bar's outline in the theme's red")
    func missedDeadline() throws {
        let bar = task(1, row: 1, march(4, 8), march(5, 16))
        var configuration = fixedConfiguration()
        // Wednesday 12:00 (x = 60 h × 2.5 = 150), before the finish Wednesday 16:00.
        configuration.deadline = { _ in march(5, 12) }
        let list = try scene([bar], configuration: configuration).displayList
        let red = GanttChartStyle().missedDeadlineColor
        #expect(list.element(withID: "item:1:deadline")?.fill == red)
        #expect(points(list.element(withID: "item:1:deadline")).contains(Point(x: 150, y: 83)))
        #expect(list.element(withID: "item:1")?.stroke == Stroke(red, width: 2))
        #expect(list.element(withID: "item:1")?.accessibilityLabel?.hasSuffix("misses its deadline Mar 5") == true)

        // A deadline at the finish is met.
        configuration.deadline = { _ in march(5, 16) }
        let met = try scene([bar], configuration: configuration).displayList
        #expect(met.element(withID: "item:1:deadline")?.fill == GanttChartStyle().deadlineColor)
        #expect(met.element(withID: "item:1")?.stroke?.color != red)
    }

    // MARK: Slack

    @Test("a slack bar runs from the finish for the slack in working time, skipping nonworking time")
    func slackBar() throws {
        var configuration = fixedConfiguration()
        configuration.schedule = Schedule.standard  // Monday to Friday, 08:00–16:00
        configuration.showsSlackBars = true
        // Task 1 finishes Wednesday 16:00 (x = 160) with 16 working hours of slack:
        // Thursday and Friday 08:00–16:00, so it ends Friday 16:00 (x = 112 h × 2.5 = 280).
        // Task 2 finishes Friday 16:00 (x = 280) with 8 hours: over the weekend to
        // Monday 16:00 (x = 184 h × 2.5 = 460).
        configuration.totalSlack = { id in [1: 16 * 3_600, 2: 8 * 3_600, 3: 0][id.rawValue] }
        let items = [task(1, row: 0, march(4, 8), march(5, 16)), task(2, row: 1, march(6, 8), march(7, 16)),
                     task(3, row: 2, march(4, 8), march(5, 16))]
        let list = try scene(items, configuration: configuration).displayList
        let first = try #require(list.element(withID: "item:1:slack"))
        #expect(first.role == .slack)
        // Along the bar's bottom edge: row 0's bar spans y 54…70, the slack bar is 2 tall.
        #expect(first.primitive == .rect(Rect(x: 160, y: 68, width: 120, height: 2), cornerRadius: 0))
        #expect(list.element(withID: "item:2:slack")?.primitive == .rect(Rect(x: 280, y: 96, width: 180, height: 2), cornerRadius: 0))
        #expect(first.title == "Total slack: 2d")
        // No slack, no bar; and none while the toggle is off.
        #expect(list.element(withID: "item:3:slack") == nil)
        configuration.showsSlackBars = false
        #expect(try scene(items, configuration: configuration).displayList.element(withID: "item:1:slack") == nil)
    }

    // MARK: Critical path with a slack threshold

    /// A (Mon–Wed) and B (Mon–Tue) both precede C (Thu): A and C have no slack, B one day.
    func criticalPlan() throws -> GanttChartItemManager {
        let items = [task(1, row: 0, march(3, 8), march(5, 16)), task(2, row: 1, march(3, 8), march(4, 16)),
                     task(3, row: 2, march(6, 8), march(6, 16))]
        let dependencies = [GanttChartDependency(id: 1, from: 1, to: 3), GanttChartDependency(id: 2, from: 2, to: 3)]
        return GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: Schedule.standard)
    }

    @Test("with a slack threshold, tasks whose total slack is at most the threshold are critical")
    func criticalThreshold() throws {
        let analysis = GanttChartScheduleAnalysis(manager: try criticalPlan())
        #expect(abs((analysis.totalSlack(of: 2) ?? 0) - 8 * 3_600) < 0.001)
        #expect(analysis.criticalItemIDs == [1, 3])
        #expect(analysis.criticalItemIDs(slackThreshold: 0) == [1, 3])
        #expect(analysis.criticalItemIDs(slackThreshold: 4 * 3_600) == [1, 3])
        #expect(analysis.criticalItemIDs(slackThreshold: 8 * 3_600) == [1, 2, 3])
        #expect(analysis.isCritical(2, slackThreshold: 8 * 3_600) && !analysis.isCritical(2, slackThreshold: 7 * 3_600))
        #expect(analysis.isCritical(GanttChartDependency(id: 2, from: 2, to: 3), slackThreshold: 8 * 3_600))
        #expect(!analysis.isCritical(GanttChartDependency(id: 2, from: 2, to: 3), slackThreshold: 0))
        #expect(analysis.totalSlacks.count == 3 && analysis.totalSlacks[2].map { abs($0 - 8 * 3_600) < 0.001 } == true)
    }

    // MARK: Date markers

    @Test("a date marker is a dashed line over the time area with its label in a flag in the header")
    func dateMarkers() throws {
        var configuration = fixedConfiguration()
        // Thursday 12:00: (3 × 24 + 12) h × 2.5 = 210. A second marker lies past the viewport (x 2 040).
        configuration.dateMarkers = [GanttChartDateMarker(time: march(6, 12), label: "Code freeze", color: "#ff0000"),
                                     GanttChartDateMarker(time: march(3).adding(days: 34), label: "Later")]
        let list = try scene([task(1, row: 0, march(4, 8), march(5, 16))], configuration: configuration).displayList
        let line = try #require(list.element(withID: "marker:0"))
        #expect(line.role == .dateMarker)
        #expect(line.primitive == .line(from: Point(x: 210, y: 48), to: Point(x: 210, y: 400)))
        #expect(line.stroke == Stroke(Color(rgb: 255, 0, 0), width: 1.5, dash: [5, 3]))
        let flag = try #require(list.element(withID: "marker:0:flag"))
        guard case let .rect(rect, _) = flag.primitive else { Issue.record("the flag is not a rect"); return }
        // Two 24-point header rows: the flag (16 tall) sits 2 points above the header's bottom, starting at the line.
        #expect(rect.minX == 210 && rect.minY == 30 && rect.height == 16)
        guard case let .text(run)? = list.element(withID: "marker:0:label")?.primitive else { Issue.record("no label"); return }
        #expect(run.string == "Code freeze" && run.position == Point(x: 215, y: 38))
        #expect(list.element(withID: "marker:1") == nil)
    }

    // MARK: Progress line

    @Test("the progress line peaks left for work behind schedule and right for work ahead")
    func progressLine() throws {
        var configuration = fixedConfiguration()
        // Status date Wednesday 08:00: x = 56 h × 2.5 = 140. Completion counts continuous time here.
        configuration.statusDate = march(5, 8)
        let items = [
            task(1, row: 0, march(3, 8), march(7, 8), completion: 0.25),   // reaches Tue 08:00 (x 80): behind
            task(2, row: 1, march(10), march(12)),                          // not due: at the status date
            task(3, row: 2, march(3, 8), march(4, 8), completion: 1),       // done: at the status date
            task(4, row: 3, march(4, 8), march(6, 8), completion: 0.75),    // reaches Wed 20:00 (x 170): ahead
        ]
        let line = try #require(try scene(items, configuration: configuration).displayList.element(withID: "progress-line"))
        #expect(line.role == .progressLine)
        // Row tops: 48, 76, 104, 132; bar middles 62 and 146.
        #expect(points(line) == [
            Point(x: 140, y: 48),
            Point(x: 140, y: 50), Point(x: 80, y: 62), Point(x: 140, y: 74),
            Point(x: 140, y: 134), Point(x: 170, y: 146), Point(x: 140, y: 158),
            Point(x: 140, y: 400),
        ])
        configuration.statusDate = nil
        #expect(try scene(items, configuration: configuration).displayList.element(withID: "progress-line") == nil)
    }

    // MARK: Baselines

    @Test("the configuration chooses which of the numbered baselines is drawn")
    func numberedBaselines() throws {
        var bar = task(1, row: 1, march(4, 8), march(5, 16))
        bar.baselines[2] = TimeRange(march(3, 8)..<march(4, 16))
        var configuration = fixedConfiguration()
        #expect(try scene([bar], configuration: configuration).displayList.element(withID: "item:1:baseline") == nil)
        configuration.shownBaseline = 2
        let element = try #require(try scene([bar], configuration: configuration).displayList.element(withID: "item:1:baseline"))
        #expect(element.primitive == .rect(Rect(x: 20, y: 99, width: 80, height: 3), cornerRadius: 0))
        #expect(element.title == "Baseline 2: 2025-03-03T08:00:00 – 2025-03-04T16:00:00")
        configuration.shownBaseline = nil
        #expect(try scene([bar], configuration: configuration).displayList.element(withID: "item:1:baseline") == nil)
        // Baseline 0 is the item's `baseline`.
        bar.baseline = TimeRange(march(3, 8)..<march(3, 16))
        #expect(bar.baselines[0] == TimeRange(march(3, 8)..<march(3, 16)) && bar.baselines.count == 2)
    }

    @Test("saving and clearing a numbered baseline are edits that undo and coalesce per number")
    func baselineEdits() throws {
        let manager = try criticalPlan()
        let saved = manager.recordingEdits { GanttChartScheduleAnalysis.saveBaseline(in: manager, number: 3) }
        #expect(saved.count == 3)
        #expect(saved.first == .baseline(1, number: 3, from: nil, to: TimeRange(march(3, 8)..<march(5, 16))))
        #expect(manager.item(withID: 2)?.baselines[3] == TimeRange(march(3, 8)..<march(4, 16)))
        #expect(manager.item(withID: 2)?.baseline == nil)
        try manager.apply(saved.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.source.items.allSatisfy { $0.baselines.isEmpty })

        GanttChartScheduleAnalysis.saveBaseline(in: manager, number: 0)
        GanttChartScheduleAnalysis.saveBaseline(in: manager, number: 1)
        let cleared = manager.recordingEdits { GanttChartScheduleAnalysis.clearBaseline(in: manager, number: 1) }
        #expect(cleared.count == 3 && manager.source.items.allSatisfy { $0.baselines.keys.sorted() == [0] })

        let span = TimeRange(march(3, 8)..<march(3, 16))
        let edits: [GanttChartEdit] = [.baseline(1, number: 1, from: nil, to: span), .baseline(1, number: 2, from: nil, to: span),
                                       .baseline(1, number: 1, from: span, to: nil)]
        #expect(GanttChartEdit.coalescing(edits) == [.baseline(1, number: 2, from: nil, to: span)])
        #expect(throws: GanttChartValidationError.baselineNumberOutOfRange(item: 1, number: 11)) {
            try manager.updateBaseline(for: 1, number: 11, to: span)
        }
    }

    // MARK: Variance column

    @Test("the finish variance column gives the working time from the baseline's finish, signed")
    func finishVariance() throws {
        func bar(_ id: Int, _ finish: Time, baseline: Time?) -> GanttChartItem {
            var item = GanttChartItem(id: GanttChartItem.ID(id), label: "#\(id)", row: 0, time: TimeRange(march(3, 8)..<finish))
            if let baseline { item.baselines[1] = TimeRange(march(3, 8)..<baseline) }
            return item
        }
        let tree = OutlineGanttChartTreeDataSource(rows: [
            OutlineGanttChartRow(id: 1, label: "Late", items: [bar(10, march(10, 16), baseline: march(6, 16))]),   // Thu → next Mon: Fri, Mon
            OutlineGanttChartRow(id: 2, label: "Early", items: [bar(20, march(4, 12), baseline: march(4, 16))]),   // 4 h early
            OutlineGanttChartRow(id: 3, label: "None", items: [bar(30, march(4, 12), baseline: nil)]),
        ])
        let chart = try OutlineGanttChart(dataSource: tree, columns: [.outline(), .finishVariance(baseline: 1)], schedule: Schedule.standard)
        #expect((0..<3).map { chart.cellText(row: $0, column: 1) } == ["+2d", "-4h", ""])
        #expect(chart.finishVariance(of: try #require(chart.mainItem(of: 1)), baseline: 1) == 16 * 3_600)
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("1d", row: 0, column: 1) }
    }
}
