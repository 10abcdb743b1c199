import Foundation
import GanttChart
import Interchange
import Testing
import TimelineGraphics
import TimelineTestSupport

/// `examples/website-relaunch.yaml`: a plan tracked against its baseline,
/// with deadlines, date markers, slack bars and a progress line.
@Suite("Example: website relaunch (what a plan shows)")
struct WebsiteRelaunchExampleTests {
    func scene() throws -> GanttChartScene {
        try TimelineDocument.readAndResolve(contentsOf: example("website-relaunch.yaml")).resolved.wholeChartScene()
    }

    @Test("the export draws baselines, the missed deadline, slack, markers and the progress line")
    func elements() throws {
        let list = try scene().displayList
        let style = GanttChartStyle()
        // Every task and milestone has a baseline; summaries have none.
        for id in [2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15] { #expect(list.element(withID: "item:\(id):baseline") != nil, "item \(id)") }
        #expect(list.element(withID: "item:1:baseline") == nil)
        // Go live (finish 8 April) misses its 7 April deadline; the design review meets its own.
        #expect(list.element(withID: "item:15:deadline")?.fill == style.missedDeadlineColor)
        #expect(list.element(withID: "item:15")?.stroke?.color == style.missedDeadlineColor)
        #expect(list.element(withID: "item:8:deadline")?.fill == style.deadlineColor)
        // Front-end templates run beside CMS integration and content migration, which drive the launch.
        #expect(list.element(withID: "item:10:slack")?.title?.hasPrefix("Total slack: ") == true)
        #expect(list.element(withID: "item:12:slack") == nil)
        #expect(list.element(withID: "marker:0") != nil && list.element(withID: "marker:1:label") != nil)
        #expect(list.element(withID: "progress-line")?.role == .progressLine)
    }

    @Test("the example renders to its golden SVG")
    func golden() throws {
        let svg = SVGRenderer().render(try scene().displayList)
        let url = repositoryRoot.appendingPathComponent("Tests/InterchangeTests/__Snapshots__/ExampleGoldenTests/website-relaunch.svg")
        let mismatch = GoldenFile.mismatch(svg, golden: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
