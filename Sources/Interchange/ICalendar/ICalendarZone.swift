import Foundation

/// A resolved zone: the UTC offset at an instant and the instant of a wall
/// clock value, from a fixed offset, a Foundation (IANA) zone or a file's
/// VTIMEZONE.
enum ICalendarZone: Sendable {
    case fixed(Int)
    case foundation(TimeZone)
    /// A VTIMEZONE's onsets (UTC seconds, offset after), ascending, and the offset before the first.
    case defined(transitions: [Int], offsets: [Int], initial: Int)

    static let utc = ICalendarZone.fixed(0)

    init(_ definition: ICalendarTimeZone) {
        let table = definition.transitions()
        let earliest = definition.observances.min { $0.start < $1.start }
        self = .defined(transitions: table.map(\.utc), offsets: table.map(\.offset), initial: earliest?.offsetFrom ?? 0)
    }

    /// The offset (seconds east of UTC) at a UTC instant (seconds since 2001-01-01 UTC).
    func offset(atUTC utc: Int) -> Int {
        switch self {
        case .fixed(let offset): return offset
        case .foundation(let zone): return zone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: Double(utc)))
        case .defined(let transitions, let offsets, let initial):
            var low = 0, high = transitions.count
            while low < high {
                let middle = (low + high) / 2
                if transitions[middle] <= utc { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? initial : offsets[low - 1]
        }
    }

    /// The wall clock at a UTC instant.
    func wall(fromUTC utc: Int) -> Int { utc + offset(atUTC: utc) }

    /// The UTC instant of a wall-clock value: a repeated value (DST end) is
    /// its first occurrence; a skipped one (DST start) is read with the offset
    /// before the gap (RFC 5545 3.3.5), so 02:30 becomes 03:30.
    func utc(fromWall wall: Int) -> Int {
        if case .fixed(let offset) = self { return wall - offset }
        let before = offset(atUTC: wall - 86_400), after = offset(atUTC: wall + 86_400)
        var best: Int?
        for candidate in before == after ? [before] : [before, after] {
            let utc = wall - candidate
            if offset(atUTC: utc) == candidate { best = min(best ?? utc, utc) }
        }
        return best ?? wall - before
    }
}
