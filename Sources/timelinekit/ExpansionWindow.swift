import ArgumentParser
import Foundation
import TimelineCore

/// The window an iCalendar file is expanded into, as `occurrences` and
/// `convert` take it: `--window START END` (ISO 8601 wall-clock times) read
/// in the viewer's zone `--tz`.
struct ExpansionWindow {
    /// The window's start (inclusive) and end (exclusive).
    var start: Time
    var end: Time

    /// Reads `--window START END`.
    /// - Parameter arguments: The option's values, exactly two.
    /// - Throws: `ValidationError` naming the option when a value is missing, not a time,
    ///   out of the supported years, or when END is not after START.
    init(_ arguments: [String]) throws {
        guard arguments.count == 2 else {
            throw ValidationError("--window: give START and END, like --window 2025-03-03 2025-03-10")
        }
        var times: [Time] = []
        for text in arguments {
            do {
                let time = try Time(iso8601: text)
                guard time.isSupported else { throw ValidationError("--window: \(text): \(Time.supportedRangeDescription)") }
                times.append(time)
            } catch let error as TimeParseError {
                throw ValidationError("--window: \(error.description)")
            }
        }
        guard times[1] > times[0] else { throw ValidationError("--window: END \(times[1]) must be after START \(times[0])") }
        (start, end) = (times[0], times[1])
    }

    /// The start and the end.
    var bounds: (Time, Time) { (start, end) }

    /// Checks `--tz`: an IANA zone name, or none.
    /// - Throws: `ValidationError` naming the unknown zone.
    static func validateZone(_ name: String?) throws {
        if let name, TimeZone(identifier: name) == nil {
            throw ValidationError("--tz: unknown time zone \"\(name)\" (use an IANA name such as Europe/Berlin)")
        }
    }
}
