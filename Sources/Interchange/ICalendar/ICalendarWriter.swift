public import Foundation
import TimelineCore

/// Writes an ``ICalendarDocument`` as iCalendar text (RFC 5545) that other
/// calendars read: CRLF line ends, lines folded at 75 octets (never inside a
/// UTF-8 character), escaped text, a VTIMEZONE for every zone used, and
/// recurring series as their rules (RRULE, RDATE, EXDATE, overrides), never
/// expanded.
///
/// ```swift
/// let text = ICalendarWriter(timestamp: Date(timeIntervalSince1970: 1_740_000_000)).text(for: calendar)
/// try ICalendarDocument(parsing: text).events == calendar.events   // true
/// ```
public struct ICalendarWriter: Sendable {
    /// PRODID written.
    public var productID = "-//TimelineKit//TimelineKit//EN"
    /// DTSTAMP of events that have none (libraries never read the clock: the caller passes it).
    public var timestamp: Date

    /// Creates a writer.
    /// - Parameter timestamp: DTSTAMP of events without one (the CLI passes the current time).
    public init(timestamp: Date) {
        self.timestamp = timestamp
    }

    /// The text of `document`.
    /// - Parameter document: The calendar.
    /// - Returns: iCalendar text with CRLF line ends.
    /// - Complexity: O(events + zone transitions written).
    public func text(for document: ICalendarDocument) -> String {
        var output = ""
        func line(_ text: String) { Self.appendFolded(text, to: &output) }
        line("BEGIN:VCALENDAR")
        line("VERSION:2.0")
        line("PRODID:" + ICalendarText.escape(productID))
        line("CALSCALE:GREGORIAN")
        if let name = document.name { line("X-WR-CALNAME:" + ICalendarText.escape(name)) }
        if let zone = document.defaultTimeZone { line("X-WR-TIMEZONE:" + zone) }
        for zone in zonesUsed(by: document) {
            if let definition = document.timeZones.first(where: { $0.identifier == zone }) {
                write(definition, line: line)
            } else if let foundation = TimeZone(identifier: zone) {
                write(Self.definition(of: foundation, identifier: zone, years: years(of: document, zone: zone)), line: line)
            }
        }
        let stamp = ICalendarDateTime(Time(timestamp, in: TimeZone(secondsFromGMT: 0) ?? .gmt), form: .utc)
        for event in document.events { write(event, stamp: stamp, line: line) }
        line("END:VCALENDAR")
        return output
    }

    // MARK: Zones

    private func zonesUsed(by document: ICalendarDocument) -> [String] {
        var names: [String] = []
        func add(_ value: ICalendarDateTime?) {
            if let name = value?.zoneIdentifier, !names.contains(name) { names.append(name) }
        }
        for event in document.events {
            add(event.start)
            add(event.end)
            add(event.recurrenceID)
            event.exceptionDates.forEach(add)
            event.recurrenceDates.forEach { add($0.start) }
        }
        return names
    }

    /// The years a generated VTIMEZONE covers: the events' starts, ten years beyond for open-ended series.
    private func years(of document: ICalendarDocument, zone: String) -> ClosedRange<Int> {
        var low = Int.max, high = Int.min
        for event in document.events {
            let year = event.start.time.year
            low = min(low, year)
            high = max(high, year)
            for rule in event.recurrenceRules {
                high = max(high, rule.until.map(\.time.year) ?? (rule.count == nil ? year + 10 : year + 2))
            }
        }
        guard low <= high else { return 2_000...2_000 }
        return max(1_900, low - 1)...min(max(low - 1, high + 1), low + 200)
    }

    /// A VTIMEZONE for a Foundation zone: its offset on January 1st of the first year, then every transition of the years.
    static func definition(of zone: TimeZone, identifier: String, years: ClosedRange<Int>) -> ICalendarTimeZone {
        let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
        var instant = Time(year: years.lowerBound).date(in: zone)
        let end = Time(year: years.upperBound + 1).date(in: zone)
        func observance(at date: Date, from: Int) -> ICalendarTimeZone.Observance {
            let to = zone.secondsFromGMT(for: date)
            return .init(kind: zone.isDaylightSavingTime(for: date) ? .daylight : .standard,
                         start: Time(date, in: TimeZone(secondsFromGMT: from) ?? utc), offsetFrom: from, offsetTo: to,
                         name: zone.abbreviation(for: date).flatMap { $0.hasPrefix("GMT") ? nil : $0 })
        }
        let initial = zone.secondsFromGMT(for: instant)
        var observances = [observance(at: instant, from: initial)]
        while observances.count < 1_000, let next = zone.nextDaylightSavingTimeTransition(after: instant), next < end {
            observances.append(observance(at: next, from: zone.secondsFromGMT(for: next.addingTimeInterval(-1))))
            instant = next
        }
        return ICalendarTimeZone(identifier: identifier, observances: observances)
    }

    private func write(_ zone: ICalendarTimeZone, line: (String) -> Void) {
        line("BEGIN:VTIMEZONE")
        line("TZID:" + zone.identifier)
        for observance in zone.observances {
            line("BEGIN:" + observance.kind.rawValue)
            line("DTSTART:" + ICalendarDateTime(observance.start, form: .floating).text)
            line("TZOFFSETFROM:" + Self.offset(observance.offsetFrom))
            line("TZOFFSETTO:" + Self.offset(observance.offsetTo))
            if let name = observance.name { line("TZNAME:" + ICalendarText.escape(name)) }
            for rule in observance.rules { line("RRULE:" + rule.text) }
            if !observance.dates.isEmpty {
                line("RDATE:" + observance.dates.map { ICalendarDateTime($0, form: .floating).text }.joined(separator: ","))
            }
            line("END:" + observance.kind.rawValue)
        }
        line("END:VTIMEZONE")
    }

    static func offset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let text = (seconds < 0 ? "-" : "+") + ICalendarDateTime.pad(magnitude / 3_600, 2) + ICalendarDateTime.pad(magnitude / 60 % 60, 2)
        return magnitude % 60 == 0 ? text : text + ICalendarDateTime.pad(magnitude % 60, 2)
    }

    // MARK: Events

    static func property(_ name: String, _ value: ICalendarDateTime, extra: String = "") -> String {
        switch value.form {
        case .date: return "\(name)\(extra);VALUE=DATE:\(value.text)"
        case .zoned(let zone): return "\(name)\(extra);TZID=\(parameter(zone)):\(value.text)"
        case .floating, .utc: return "\(name)\(extra):\(value.text)"
        }
    }

    static func parameter(_ value: String) -> String {
        value.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(value.replacingOccurrences(of: "\"", with: "'"))\"" : value
    }

    private func write(_ event: ICalendarEvent, stamp: ICalendarDateTime, line: (String) -> Void) {
        line("BEGIN:VEVENT")
        line("UID:" + ICalendarText.escape(event.uid))
        line(Self.property("DTSTAMP", event.timestamp ?? stamp))
        line(Self.property("DTSTART", event.start))
        if let end = event.end { line(Self.property("DTEND", end)) }
        if let duration = event.duration { line("DURATION:\(duration)") }
        if let recurrenceID = event.recurrenceID {
            line(Self.property("RECURRENCE-ID", recurrenceID, extra: event.appliesToFutureInstances ? ";RANGE=THISANDFUTURE" : ""))
        }
        for rule in event.recurrenceRules { line("RRULE:" + rule.text) }
        for date in event.recurrenceDates {
            switch date {
            case .instant(let value): line(Self.property("RDATE", value))
            case .period(let start, let end):
                line(Self.property("RDATE", start, extra: ";VALUE=PERIOD").replacingOccurrences(of: ":\(start.text)", with: ":\(start.text)/\(end.text)"))
            case .periodDuration(let start, let duration):
                line(Self.property("RDATE", start, extra: ";VALUE=PERIOD").replacingOccurrences(of: ":\(start.text)", with: ":\(start.text)/\(duration)"))
            }
        }
        for date in event.exceptionDates { line(Self.property("EXDATE", date)) }
        if let summary = event.summary { line("SUMMARY:" + ICalendarText.escape(summary)) }
        if let location = event.location { line("LOCATION:" + ICalendarText.escape(location)) }
        if let description = event.description { line("DESCRIPTION:" + ICalendarText.escape(description)) }
        if let status = event.status { line("STATUS:" + status.rawValue) }
        if event.sequence != 0 { line("SEQUENCE:\(event.sequence)") }
        if !event.categories.isEmpty { line("CATEGORIES:" + event.categories.map(ICalendarText.escape).joined(separator: ",")) }
        if let color = event.color { line("COLOR:" + ICalendarText.escape(color)) }
        line("END:VEVENT")
    }

    // MARK: Folding

    /// Appends `text` as one content line folded at 75 octets, ending in CRLF.
    static func appendFolded(_ text: String, to output: inout String) {
        let bytes = Array(text.utf8)
        var start = 0
        var limit = 75
        while bytes.count - start > limit {
            var cut = start + limit
            while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }     // never inside a character
            output += String(decoding: bytes[start..<cut], as: UTF8.self)
            output += "\r\n "
            start = cut
            limit = 74
        }
        output += String(decoding: bytes[start...], as: UTF8.self)
        output += "\r\n"
    }
}
