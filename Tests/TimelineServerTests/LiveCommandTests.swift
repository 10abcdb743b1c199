import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

@Suite("LiveCommand: typed commands, checked once")
struct LiveCommandTests {
    static let samples: [LiveCommand] = [
        .zoomIn, .zoomOut, .zoomFit, .today, .refresh, .undo, .redo,
        .scroll(dx: 12.5, dy: -28), .scrollTo(x: 200, row: nil), .scrollTo(x: nil, row: 40),
        .setTheme("jewel"), .setMode(.dark), .showCriticalPath(true), .showCriticalPath(nil), .setAutoScheduling(false),
        .moveItem(item: 3, start: Time(year: 2025, month: 3, day: 10, hour: 8)),
        .setTime(item: 2, start: Time(year: 2025, month: 3, day: 6, hour: 8), finish: Time(year: 2025, month: 3, day: 7, hour: 17)),
        .setCompletion(item: 1, completion: 0.75), .editCell(row: 0, column: "label", text: "Design <v2>"),
        .addItem(label: "Handover", row: 9, start: Time(year: 2025, month: 3, day: 3, hour: 8), finish: Time(year: 2025, month: 3, day: 4, hour: 17)),
        .deleteItem(4), .addDependency(from: 1, to: 2, type: .fromStartToStart), .deleteDependency(7),
        .setDependencyType(7, .fromFinishToFinish), .toggleRow(item: 1, expanded: true), .toggleRow(item: 1, expanded: nil),
        .saveBaseline(0), .clearBaseline(10), .showBaseline(-1), .showBaseline(3), .showSlack(nil), .showProgressLine(true),
        .setCriticalSlack(days: 1.5),
        .indent(item: 3), .indent(item: nil), .outdent(item: 2), .insertTask(item: 2, below: true, label: "Review"),
        .insertTask(item: nil, below: false, label: "New task"), .moveRow(item: 4, up: false), .moveRow(item: nil, up: true),
        .updateTask(item: 2, TaskUpdate(label: "Build", isManual: true, constraintType: "startNoEarlierThan",
                                        constraintDate: "2025-03-06 08:00", deadline: "", calendar: "fullWeek")),
    ]

    @Test("every command survives its wire form and JSON coding unchanged")
    func roundTrips() throws {
        for command in Self.samples {
            let (name, arguments) = command.wireForm
            #expect(try LiveCommand(name: name, arguments: arguments) == command, "\(name)")
            let data = try JSONEncoder().encode(command)
            #expect(try JSONDecoder().decode(LiveCommand.self, from: data) == command, "\(name) via JSON")
        }
    }

    @Test("a refusal names the command and the argument, with the accepted range")
    func refusals() {
        func message(_ name: String, _ arguments: [String: JSONValue]) -> String? {
            do { _ = try LiveCommand(name: name, arguments: arguments, seq: 4); return nil } catch { return error.message }
        }
        #expect(message("fly", [:]) == "unknown command \"fly\"")
        #expect(message("setCompletion", ["item": 1]) == "setCompletion: missing number \"completion\"")
        #expect(message("setCompletion", ["item": 1, "completion": 1.5]) == "setCompletion: \"completion\" must be a number in 0.0…1.0")
        #expect(message("addItem", ["label": "X", "row": 10_000_000, "start": "2025-03-03T08:00", "finish": "2025-03-04T08:00"])
            == "addItem: \"row\" must be a whole number in 0…9999999")
        #expect(message("moveItem", ["item": 1, "start": "0000-12-31T08:00"])?.hasPrefix("moveItem: start: ") == true)
        #expect(message("setTheme", ["theme": "neon"])?.hasPrefix("setTheme: unknown theme \"neon\"") == true)
        #expect(message("toggleRow", ["item": 1, "expanded": "yes"]) == "toggleRow: \"expanded\" must be true or false")
        #expect(message("addDependency", ["from": 1, "to": 2, "type": "XX"]) == "addDependency: type must be FS, SS, FF or SF")
        #expect(message("moveRow", ["item": 1]) == "moveRow: missing boolean \"up\"")
        #expect(message("indent", ["item": "x"]) == "indent: \"item\" must be a whole number in -1000000000000…1000000000000")
    }

    @Test("the message decoder hands the session a typed command or the command's refusal with its seq")
    func throughTheDecoder() throws {
        let message = try ClientMessage.decode(#"{"type":"command","seq":9,"name":"deleteItem","arguments":{"item":4}}"#)
        #expect(message.kind == .command(.deleteItem(4)))
        #expect(throws: ProtocolError(seq: 10, message: "deleteItem: missing integer \"item\"")) {
            try ClientMessage.decode(#"{"type":"command","seq":10,"name":"deleteItem","arguments":{}}"#)
        }
    }
}
