import ProjectScheduling
import Foundation
import Testing
@testable import GanttChart
import TimelineCore

@Suite("OutlineGanttChartPredecessor")
struct OutlineGanttChartPredecessorTests {
    let format = OutlineGanttChartDurationFormat(hoursPerDay: 8)

    @Test("durations read and write as project tools show them, 8-hour days")
    func durations() throws {
        #expect(format.text(forSeconds: 28 * 3_600) == "3d 4h")
        #expect(format.text(forSeconds: 0) == "0d")
        #expect(format.text(forSeconds: 4.5 * 3_600) == "4h 30m")
        #expect(format.text(forSeconds: -4 * 3_600) == "-4h")
        #expect(format.text(forSeconds: 24 * 3_600, isElapsed: true) == "1ed")
        #expect(try format.value(parsing: "3d 4h").seconds == 28 * 3_600)
        #expect(try format.value(parsing: "3d4h").seconds == 28 * 3_600)
        #expect(try format.value(parsing: "1.5d").seconds == 12 * 3_600)
        #expect(try format.value(parsing: "2").seconds == 16 * 3_600)
        #expect(try format.value(parsing: "1w").seconds == 40 * 3_600)
        #expect(try format.value(parsing: "1ed") == .init(seconds: 24 * 3_600, isElapsed: true))
        #expect(throws: OutlineGanttChartEditError.self) { try format.value(parsing: "3x") }
        #expect(throws: OutlineGanttChartEditError.self) { try format.value(parsing: "1d 1eh") }
        #expect(throws: OutlineGanttChartEditError.self) { try format.value(parsing: "") }
    }

    @Test("a schedule's average working day sets the day length")
    func dayLength() throws {
        #expect(OutlineGanttChartDurationFormat(averageDayOf: Schedule.standard).hoursPerDay == 8)
        #expect(OutlineGanttChartDurationFormat(averageDayOf: Schedule.continuous).hoursPerDay == 24)
        let tenHours = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(7, to: 17)])
        #expect(OutlineGanttChartDurationFormat(averageDayOf: tenHours).text(forSeconds: 25 * 3_600) == "2d 5h")
    }

    @Test("a predecessors cell parses into ids, types and lags")
    func parsing() throws {
        let entries = try OutlineGanttChartPredecessor.parse("3FS+2d; 5ss, 7FF-4h;2SF+1ed;4+50%;9", format: format)
        #expect(entries == [
            OutlineGanttChartPredecessor(row: 3, type: .fromFinishToStart, lag: .working(16 * 3_600)),
            OutlineGanttChartPredecessor(row: 5, type: .fromStartToStart),
            OutlineGanttChartPredecessor(row: 7, type: .fromFinishToFinish, lag: .working(-4 * 3_600)),
            OutlineGanttChartPredecessor(row: 2, type: .fromStartToFinish, lag: .elapsed(24 * 3_600)),
            OutlineGanttChartPredecessor(row: 4, type: .fromFinishToStart, lag: .percent(50)),
            OutlineGanttChartPredecessor(row: 9),
        ])
        #expect(try OutlineGanttChartPredecessor.parse("  ", format: format).isEmpty)
    }

    @Test("format then parse gives the same entries, and parse then format the same text", arguments: [
        "3FS+2d;5SS", "3", "7FF-4h", "2SF+1ed", "4FS+50%", "12FS+1d 4h;1SS-30m",
    ])
    func roundTrip(text: String) throws {
        let entries = try OutlineGanttChartPredecessor.parse(text, format: format)
        let written = OutlineGanttChartPredecessor.text(for: entries, format: format)
        #expect(written == text.replacingOccurrences(of: " ", with: ""))
        #expect(try OutlineGanttChartPredecessor.parse(written, format: format) == entries)
    }

    @Test("bad entries are rejected naming the entry", arguments: ["FS3", "3XY", "3FS2d", "3;3SS", "3FS+2q"])
    func rejects(text: String) {
        #expect(throws: OutlineGanttChartEditError.self) { try OutlineGanttChartPredecessor.parse(text, format: format) }
    }

    @Test("a cell may name up to maximumCount predecessors; one more is refused before any link is looked up")
    func limit() throws {
        let most = (1...OutlineGanttChartPredecessor.maximumCount).map(String.init).joined(separator: ";")
        #expect(try OutlineGanttChartPredecessor.parse(most, format: format).count == OutlineGanttChartPredecessor.maximumCount)
        do {
            _ = try OutlineGanttChartPredecessor.parse(most + ";\(OutlineGanttChartPredecessor.maximumCount + 1)", format: format)
            Issue.record("one more than the limit was accepted")
        } catch {
            #expect(error.reason.contains("more than \(OutlineGanttChartPredecessor.maximumCount) predecessors"))
        }
    }
}
