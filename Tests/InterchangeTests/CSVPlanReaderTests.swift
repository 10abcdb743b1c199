import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Reading plans from CSV")
struct CSVPlanReaderTests {
    static func read(_ text: String, dialect: CSVDialect? = nil) throws(TimelineDocumentErrors) -> CSVPlanReader.Result {
        try CSVPlanReader.read(text, file: "plan.csv", dialect: dialect)
    }

    /// The error list of text that must not read.
    static func errors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [TimelineDocumentError] {
        do throws(TimelineDocumentErrors) {
            _ = try read(text)
            Issue.record("expected errors", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.errors
        }
    }

    @Test("a Microsoft Project export: outline levels, unit words, US dates, predecessors with lags, a BOM")
    func microsoftProjectExport() throws {
        let text = "\u{FEFF}ID,Name,Outline Level,Duration,Start,Finish,Predecessors,Resource Names,% Complete\r\n"
            + "1,Design,1,5 days,Mon 3/3/25 8:00 AM,Fri 3/7/25 4:00 PM,,,40%\r\n"
            + "2,Sketches,2,3 days,Mon 3/3/25 8:00 AM,Wed 3/5/25 4:00 PM,,\"Ann, Bo\",100%\r\n"
            + "3,Review,2,2 days,Thu 3/6/25 8:00 AM,Fri 3/7/25 4:00 PM,2FS+0 days,Ann,0%\r\n"
            + "4,Sign-off,1,0 days,Fri 3/7/25 4:00 PM,Fri 3/7/25 4:00 PM,3FS+2 days;2SS,,0%\r\n"
        let result = try Self.read(text)
        let items = result.document.items
        #expect(items.map(\.label) == ["Design", "Sketches", "Review", "Sign-off"])
        #expect(items.map(\.parent) == [nil, .id(1), .id(1), nil])
        #expect(items[1].start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(items[1].finish == Time(year: 2025, month: 3, day: 5, hour: 16))
        #expect(items[1].attachment == "Ann, Bo")
        #expect(items[1].completion == 1)
        #expect(items[0].completion == 0.4)
        // No Milestone column: a zero duration is a milestone, as in Project.
        #expect(items[3].type == .milestone)
        #expect(items[3].finish == nil)
        let links = result.document.dependencies
        #expect(links.count == 3)
        #expect(links[0].from == .id(2) && links[0].to == .id(3) && links[0].lag == nil)
        #expect(links[1].from == .id(3) && links[1].to == .id(4) && links[1].lag == TimelineDocument.Lag(2, .days))
        #expect(links[2].type == .fromStartToStart)
        #expect(result.dialect.delimiter == ",")
        // The parent became a summary spanning its children.
        #expect(result.resolved.hierarchy.isSummary(GanttChartItem.ID(1)))
    }

    @Test("semicolons with decimal commas, day-first dates and a duration instead of a finish")
    func semicolonDialect() throws {
        let text = """
            Vorgangsname;Anfang;Dauer;% Complete;Notes
            Fundament;03.03.2025 08:00;1,5 days;12,5%;"Beton; trocknen lassen"
            Wände;25/03/2025;2d;;
            """
        // German headers are not aliases: only the known ones are read.
        let errors = Self.errors(text)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("no Start column") == true)

        let known = text.replacingOccurrences(of: "Vorgangsname;Anfang;Dauer", with: "Task Name;Start Date;Duration")
        let result = try Self.read(known)
        #expect(result.dialect == CSVDialect(delimiter: ";", decimalSeparator: ","))
        let items = result.document.items
        #expect(items[0].start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(items[0].duration == WorkingDuration(1.5, .days))
        #expect(items[0].completion == 0.125)
        #expect(items[0].details == "Beton; trocknen lassen")
        #expect(items[1].start == Time(year: 2025, month: 3, day: 25))
        #expect(items[1].duration == WorkingDuration(2, .days))
        #expect(result.warnings.isEmpty)
    }

    @Test("tabs, quoted fields with line breaks and doubled quotes, blank lines, unknown columns as warnings")
    func tabsAndQuotes() throws {
        let text = "Task\tStart\tEnd\tCost\tDescription\n\n"
            + "Print \"flyers\"\t2025-03-03\t2025-03-04\t12\t\"line one\r\nline \"\"two\"\"\"\n"
        let result = try Self.read(text)
        #expect(result.dialect.delimiter == "\t")
        #expect(result.document.items.count == 1)
        #expect(result.document.items[0].label == "Print \"flyers\"")
        #expect(result.document.items[0].details == "line one\r\nline \"two\"")
        #expect(result.warnings.map(\.description) == ["plan.csv:1:16: warning: column \"Cost\" is not a plan column; its cells are not read"])
    }

    @Test("a Parent column by name, summaries without starts and a Row column")
    func parentsByName() throws {
        let text = """
            Name,Parent,Start,Finish,Row
            Phase 1,,,,0
            Dig,Phase 1,2025-03-03,2025-03-05,1
            Pour,Phase 1,2025-03-04,2025-03-06,1
            """
        let result = try Self.read(text)
        let items = result.document.items
        #expect(items[1].parent == .label("Phase 1"))
        #expect(items.map(\.row) == [0, 1, 1])
        #expect(items[0].start == Time(year: 2025, month: 3, day: 3))
        let summary = try #require(result.resolved.itemSource.item(withID: GanttChartItem.ID(1)))
        #expect(summary.finish == Time(year: 2025, month: 3, day: 6))
    }

    @Test("cells that cannot be read name their line, column and header")
    func locatedCellErrors() {
        let text = """
            ID,Name,Start,Finish,% Complete,Predecessors
            1,A,2025-03-03,2025-03-04,50%,
            2,B,2025-13-03,2025-03-04,half,
            3,C,2025-03-05,2025-03-04,,9
            x,D,2025-03-05,2025-03-06,,1XY
            """
        let messages = Self.errors(text).map(\.description)
        #expect(messages == [
            "plan.csv:3:5: error: item \"B\" (id 2): \"Start\": \"2025-13-03\": month 13 is outside 1...12",
            "plan.csv:3:27: error: item \"B\" (id 2): \"% Complete\": \"half\" is not a percentage; write e.g. 50%",
            "plan.csv:5:1: error: \"ID\": \"x\" is not an item id (a whole number from 0)",
        ])
        // With the bad cells fixed, the plan-level checks name cells too.
        let second = text.replacingOccurrences(of: "2025-13-03,2025-03-04,half", with: "2025-03-03,2025-03-04,20%")
            .replacingOccurrences(of: "x,D", with: "4,D")
        let more = Self.errors(second).map(\.description)
        #expect(more.contains("plan.csv:5:28: error: item \"D\" (id 4): \"Predecessors\": \"1XY\": unknown link type \"XY\"; use FS, SS, FF or SF"))
        let third = second.replacingOccurrences(of: ",1XY", with: ",1")
        let resolving = Self.errors(third).map(\.description)
        #expect(resolving.contains { $0.hasPrefix("plan.csv:4:") && $0.contains("finish 2025-03-04T00:00:00 is before start 2025-03-05T00:00:00") })
        #expect(resolving.contains { $0.hasPrefix("plan.csv:4:") && $0.contains("9") })
    }

    @Test("an unclosed quote is reported where the field starts; text after a closing quote where it is")
    func quoteErrors() {
        let unclosed = Self.errors("Name,Start,Finish\n\"Design,2025-03-03,2025-03-04\nBuild,2025-03-04,2025-03-05\n")
        #expect(unclosed.map(\.description) == ["plan.csv:2:1: error: the quoted field that starts here never ends: a closing \" is missing"])
        let trailing = Self.errors("Name,Start,Finish\n\"Design\"x,2025-03-03,2025-03-04\n")
        #expect(trailing.first?.line == 2)
        #expect(trailing.first?.column == 9)
    }

    @Test("headers: aliases in any case and spacing; a repeated column is an error; no Start column is an error")
    func headers() throws {
        #expect(CSVPlanColumn(header: "  TASK_NAME ") == .name)
        #expect(CSVPlanColumn(header: "% complete") == .completion)
        #expect(CSVPlanColumn(header: "Resource Names") == .resources)
        #expect(CSVPlanColumn(header: "outline level") == .outlineLevel)
        #expect(CSVPlanColumn(header: "Due Date") == .finish)
        #expect(CSVPlanColumn(header: "Cost") == nil)
        let repeated = Self.errors("Name,Start,Begin\nA,2025-03-03,2025-03-03\n")
        #expect(repeated.first?.description == "plan.csv:1:12: error: column \"Begin\" repeats column 2 (\"Start\"), which gives the Start already")
        #expect(Self.errors("").first?.message.contains("empty") == true)
    }

    @Test("outline levels may only go one deeper at a time")
    func outlineJumps() {
        let errors = Self.errors("Name,Outline Level,Start,Finish\nA,1,2025-03-03,2025-03-04\nB,3,2025-03-03,2025-03-04\n")
        #expect(errors.first?.description == "plan.csv:3:3: error: item \"B\" (id 2): \"Outline Level\": level 3 follows level 1; a level can only go one deeper")
    }

    @Test("dates in the forms spreadsheets write", arguments: [
        ("2025-03-03", Time(year: 2025, month: 3, day: 3)),
        ("2025-03-03T08:30", Time(year: 2025, month: 3, day: 3, hour: 8, minute: 30)),
        ("3/25/2025 4:15 PM", Time(year: 2025, month: 3, day: 25, hour: 16, minute: 15)),
        ("Tue 3/4/25", Time(year: 2025, month: 3, day: 4)),
        ("04.03.2025 12:00", Time(year: 2025, month: 3, day: 4, hour: 12)),
        ("March 4, 2025", Time(year: 2025, month: 3, day: 4)),
        ("4-Mar-2025 9:00AM", Time(year: 2025, month: 3, day: 4, hour: 9)),
        ("12:00 AM 3/4/2025", Time(year: 2025, month: 3, day: 4)),
    ])
    func dates(text: String, expected: Time) throws {
        let result = try Self.read("Name,Start,Duration\nA,\"\(text)\",1d\n")
        #expect(result.document.items[0].start == expected)
    }
}
