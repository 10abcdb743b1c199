public import ProjectScheduling
import Foundation
public import TimelineCore

/// One entry of a predecessors cell, as project tools write it: the
/// predecessor's row id, the link type and the lag — `3`, `3FS+2d`, `5SS`,
/// `7FF-4h`, `2SF+1ed`, `4FS+50%`.
///
/// A finish-to-start link without lag is written as the bare id; entries are
/// separated by `;` (a `,` is read too).
///
/// ```swift
/// let format = OutlineGanttChartDurationFormat()
/// let links = try OutlineGanttChartPredecessor.parse("3FS+2d;5SS", format: format)
/// OutlineGanttChartPredecessor.text(for: links, format: format)   // "3FS+2d;5SS"
/// ```
public struct OutlineGanttChartPredecessor: Sendable, Hashable {
    /// The predecessor's row.
    public var row: OutlineGanttChartRow.ID
    /// Which ends the link joins.
    public var type: GanttChartDependency.DependencyType
    /// The lag (working, elapsed or a percentage of the predecessor's duration).
    public var lag: GanttChartDependencyLag

    /// Creates an entry.
    public init(row: OutlineGanttChartRow.ID, type: GanttChartDependency.DependencyType = .fromFinishToStart,
                lag: GanttChartDependencyLag = .zero) {
        self.row = row
        self.type = type
        self.lag = lag
    }

    /// The two-letter code of a link type (`FS`, `SS`, `FF`, `SF`).
    public static func code(for type: GanttChartDependency.DependencyType) -> String {
        switch type {
        case .fromFinishToStart: "FS"
        case .fromStartToStart: "SS"
        case .fromFinishToFinish: "FF"
        case .fromStartToFinish: "SF"
        }
    }

    /// The entry's text (`3`, `3FS+2d`, `5SS`).
    /// - Parameter format: How lags are written.
    public func text(format: OutlineGanttChartDurationFormat) -> String {
        var text = "\(row.rawValue)"
        if type == .fromFinishToStart, lag.isZero { return text }
        text += Self.code(for: type)
        switch lag {
        case let .working(seconds) where seconds != 0:
            text += (seconds < 0 ? "" : "+") + format.text(forSeconds: seconds).replacingOccurrences(of: " ", with: "")
        case let .elapsed(seconds) where seconds != 0:
            text += (seconds < 0 ? "" : "+") + format.text(forSeconds: seconds, isElapsed: true).replacingOccurrences(of: " ", with: "")
        case let .percent(percent) where percent != 0:
            let number = percent == percent.rounded() && abs(percent) < 1e15 ? "\(Int(percent))" : "\(percent)"
            text += (percent < 0 ? "" : "+") + number + "%"
        default:
            break
        }
        return text
    }

    /// The text of a whole cell: the entries joined by `;`.
    /// - Parameters:
    ///   - entries: The entries, in order.
    ///   - format: How lags are written.
    public static func text(for entries: [OutlineGanttChartPredecessor], format: OutlineGanttChartDurationFormat) -> String {
        entries.map { $0.text(format: format) }.joined(separator: ";")
    }

    /// The most predecessors one cell or dialog field may name: more is
    /// refused before any link is looked up (checking each new link for a
    /// cycle walks the plan's links).
    public static let maximumCount = 1_000

    /// Reads a predecessors cell; an empty cell is no entries.
    /// - Parameters:
    ///   - text: The cell text (`3FS+2d;5SS`).
    ///   - format: How lags are read.
    /// - Returns: The entries, in order.
    /// - Throws: ``OutlineGanttChartEditError`` naming the entry that is wrong
    ///   and why (no id, an unknown link type, a bad lag, an id twice, more
    ///   than ``maximumCount`` entries).
    /// - Complexity: O(n) in the text length.
    public static func parse(_ text: String, format: OutlineGanttChartDurationFormat) throws(OutlineGanttChartEditError) -> [OutlineGanttChartPredecessor] {
        // Most cells (`3`, `3FS+2d;5SS`) are read from their bytes; anything
        // else, errors included, by the general reading below.
        if let entries = plainEntries(text, format: format) { return entries }
        var result: [OutlineGanttChartPredecessor] = []
        var named = Set<OutlineGanttChartRow.ID>()
        for part in text.split(whereSeparator: { $0 == ";" || $0 == "," }) {
            let entry = part.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty { continue }
            func reject(_ reason: String) -> OutlineGanttChartEditError {
                OutlineGanttChartEditError(text: text, reason: "\"\(entry)\": \(reason)")
            }
            let digits = entry.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let id = Int(digits) else { throw reject("expected a row id first, e.g. 3FS+2d") }
            var rest = entry.dropFirst(digits.count).drop { $0 == " " }
            var type = GanttChartDependency.DependencyType.fromFinishToStart
            let code = rest.prefix(2).uppercased()
            if let match = GanttChartDependency.DependencyType.allCases.first(where: { Self.code(for: $0) == code }) {
                type = match
                rest = rest.dropFirst(2).drop { $0 == " " }
            } else if let first = rest.first, first.isLetter {
                throw reject("unknown link type \"\(rest.prefix(2))\"; use FS, SS, FF or SF")
            }
            var lag = GanttChartDependencyLag.zero
            if !rest.isEmpty {
                guard rest.first == "+" || rest.first == "-" else { throw reject("a lag starts with + or -, e.g. +2d") }
                let lagText = String(rest)
                if lagText.hasSuffix("%") {
                    guard let percent = Double(lagText.dropLast().replacingOccurrences(of: " ", with: "")), percent.isFinite,
                          abs(percent) <= 1e6 else { throw reject("\"\(lagText)\" is not a percentage") }
                    lag = .percent(percent)
                } else {
                    let value: OutlineGanttChartDurationFormat.Value
                    do { value = try format.value(parsing: lagText) } catch { throw reject(error.reason) }
                    lag = value.isElapsed ? .elapsed(value.seconds) : .working(value.seconds)
                }
            }
            let row = OutlineGanttChartRow.ID(rawValue: id)
            guard named.insert(row).inserted else { throw reject("row \(id) is named twice") }
            guard result.count < maximumCount else {
                throw OutlineGanttChartEditError(text: String(text.prefix(40)) + "…",
                                                 reason: "more than \(maximumCount) predecessors; a task links to at most \(maximumCount)")
            }
            result.append(OutlineGanttChartPredecessor(row: row, type: type, lag: lag))
        }
        return result
    }

    /// ``parse(_:format:)`` of a cell of printable ASCII without spaces or
    /// `%` that reads without error (at most 16 entries), else `nil`: the
    /// general reading then reads it or says what is wrong.
    /// - Complexity: O(n) in the UTF-8 length.
    static func plainEntries(_ text: String, format: OutlineGanttChartDurationFormat) -> [OutlineGanttChartPredecessor]? {
        var text = text
        return text.withUTF8 { bytes -> [OutlineGanttChartPredecessor]? in
            guard bytes.allSatisfy({ $0 > 32 && $0 < 127 && $0 != UInt8(ascii: "%") }) else { return nil }
            var result: [OutlineGanttChartPredecessor] = []
            var index = 0
            while index < bytes.count {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: ",") { end += 1 }
                defer { index = end + 1 }
                if end == index { continue }
                var position = index
                while position < end, bytes[position] >= 48, bytes[position] <= 57 { position += 1 }
                guard position > index, result.count < 16,
                      let id = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<position]), as: UTF8.self)) else { return nil }
                var type = GanttChartDependency.DependencyType.fromFinishToStart
                // The code's letters in either case (`fs` is `FS`).
                if end - position >= 2 {
                    let first = bytes[position] & 0xDF, second = bytes[position + 1] & 0xDF
                    let code: GanttChartDependency.DependencyType? = switch (first, second) {
                    case (UInt8(ascii: "F"), UInt8(ascii: "S")): .fromFinishToStart
                    case (UInt8(ascii: "S"), UInt8(ascii: "S")): .fromStartToStart
                    case (UInt8(ascii: "F"), UInt8(ascii: "F")): .fromFinishToFinish
                    case (UInt8(ascii: "S"), UInt8(ascii: "F")): .fromStartToFinish
                    default: nil
                    }
                    if let code {
                        type = code
                        position += 2
                    }
                }
                var lag = GanttChartDependencyLag.zero
                if position < end {
                    guard bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else { return nil }
                    let lagText = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                    guard let value = try? format.value(parsing: lagText) else { return nil }
                    lag = value.isElapsed ? .elapsed(value.seconds) : .working(value.seconds)
                }
                let row = OutlineGanttChartRow.ID(rawValue: id)
                guard !result.contains(where: { $0.row == row }) else { return nil }
                result.append(OutlineGanttChartPredecessor(row: row, type: type, lag: lag))
            }
            return result
        }
    }
}
