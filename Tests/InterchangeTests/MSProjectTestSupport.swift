import Foundation
import Interchange
import TimelineCore

/// Loads the hand-written MSPDI plans in `examples/mspdi/`.
enum MSProjectFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/mspdi")

    static let names = ["office-move.xml", "four-day-week.xml", "unsupported-parts.xml"]

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func read(_ name: String) throws -> MSProjectImportResult {
        try MSProjectReader.read(data: data(name), fileName: name)
    }

    /// Reads an inline XML text.
    static func read(xml: String, fileName: String = "inline.xml") throws(MSProjectImportError) -> MSProjectImportResult {
        try MSProjectReader.read(data: Data(xml.utf8), fileName: fileName)
    }
}

/// `Time(year:month:day:hour:minute:)` in short.
func msTime(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Time {
    Time(year: year, month: month, day: day, hour: hour, minute: minute)
}

/// One hour in seconds.
let msHour = 3_600.0
