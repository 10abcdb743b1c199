import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Writing Mermaid gantt diagrams")
struct MermaidGanttWriterTests {
    static let launch = """
        gantt
            title Launch
            dateFormat YYYY-MM-DD
            excludes weekends
            section Build
            Design :done, des, 2025-03-03, 3d
            Implement :crit, impl, after des, 5d
            Release :milestone, rel, after impl, 0d
        """

    @Test("the written diagram: sections, end dates, after, tags, excludes")
    func text() throws {
        let (document, resolved) = try MermaidGanttReader.read(Self.launch)
        #expect(MermaidGanttWriter.write(document, resolved: resolved) == """
            gantt
                title Launch
                dateFormat YYYY-MM-DD
                excludes weekends
                section Build
                Design :done, t2, 2025-03-03, 2025-03-06
                Implement :crit, t3, after t2, 2025-03-13
                Release :milestone, t4, after t3, 0d

            """)
    }

    static let samples = [
        launch,
        """
        gantt
            dateFormat YYYY-MM-DD HH:mm
            axisFormat %H:%M
            Meet  :done, crit, m, 2025-03-03 09:00, 90m
            Lunch :active, l, after m, 1h
            Wrap  :w, 2025-03-03 13:00, until x
            X     :crit, x, 2025-03-03 15:00, 30m
        """,
        """
        gantt
            title A Gantt Diagram
            dateFormat YYYY-MM-DD
            section Section
            A task          :a1, 2014-01-01, 30d
            Another task    :after a1, 20d
            section Another
            Task in Another :2014-01-12, 12d
            another task    :24d
            section odd "quoted" names; #tag
            Task #58; colon :2014-02-01, 2014-02-02
        """,
    ]

    @Test("reading a written diagram gives the same plan", arguments: samples.indices)
    func roundTrip(index: Int) throws {
        let (document, resolved) = try MermaidGanttReader.read(Self.samples[index])
        let written = MermaidGanttWriter.write(document, resolved: resolved)
        let (again, _) = try MermaidGanttReader.read(written, file: "written.mmd")
        #expect(again == document, "\(written)")
    }

    @Test("project examples keep their bars through Mermaid", arguments: ExampleTests.names)
    func examples(name: String) throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: example(name))
        let written = MermaidGanttWriter.write(document, resolved: resolved)
        let (_, again) = try MermaidGanttReader.read(written, file: name + ".mmd")
        var bars: [String: [TimeRange]] = [:]
        // Top-level summaries with children are sections, which draw no bar.
        for item in resolved.itemSource.items where !(resolved.hierarchy.parent(of: item.id) == nil && resolved.hierarchy.isSummary(item.id)) {
            bars[item.label, default: []].append(item.time)
        }
        var readBars: [String: [TimeRange]] = [:]
        for item in again.itemSource.items where !again.hierarchy.isSummary(item.id) || again.hierarchy.parent(of: item.id) != nil {
            readBars[item.label, default: []].append(item.time)
        }
        #expect(readBars.mapValues { $0.sorted { $0.start < $1.start } } == bars.mapValues { $0.sorted { $0.start < $1.start } })
    }
}
