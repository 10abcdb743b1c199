public import ProjectScheduling
import Foundation
public import GanttChart
public import TimelineCore

extension TimelineDocument {
    /// The lag of a dependency as written in a document: a signed number and
    /// a unit, such as `2d`, `-4h`, `3ed` or `50%`. Negative lags are leads.
    ///
    /// - `m`, `h`, `d`, `w`: working time on the **successor's** schedule (a
    ///   day is the schedule's average working day, a week its working week):
    ///   `2d` after a predecessor finishing Friday 16:00 on `standard` reaches
    ///   Tuesday 16:00.
    /// - `em`, `eh`, `ed`, `ew`: elapsed time, ignoring the schedule (`1ed` = 24 h).
    /// - `%`: a percentage of the predecessor's working duration.
    public struct Lag: Sendable, Hashable, CustomStringConvertible {
        /// The unit of a lag.
        public enum Unit: String, Sendable, Hashable, CaseIterable {
            /// Working minutes (`m`).
            case minutes = "m"
            /// Working hours (`h`).
            case hours = "h"
            /// Working days of the successor's schedule (`d`).
            case days = "d"
            /// Working weeks of the successor's schedule (`w`).
            case weeks = "w"
            /// Elapsed minutes (`em`).
            case elapsedMinutes = "em"
            /// Elapsed hours (`eh`).
            case elapsedHours = "eh"
            /// Elapsed days of 24 hours (`ed`).
            case elapsedDays = "ed"
            /// Elapsed weeks of 7 days (`ew`).
            case elapsedWeeks = "ew"
            /// A percentage of the predecessor's duration (`%`).
            case percent = "%"
        }

        /// The number of units; negative for a lead.
        public var value: Double
        /// The unit.
        public var unit: Unit

        /// Creates a lag.
        public init(_ value: Double, _ unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// Reads `2d`, `-4h`, `1.5w`, `3ed`, `-30em`, `50%` (spaces before the unit allowed).
        /// - Returns: `nil` unless the text is a finite number (with an optional
        ///   sign) and a unit.
        public init?(parsing text: String) {
            if let whole = Self.wholeLag(text) {
                self = whole
                return
            }
            let trimmed = CSVCellText.isTrimmed(text) ? text : text.trimmingCharacters(in: .whitespaces)
            guard let unit = Self.unitsLongestFirst.first(where: { trimmed.hasSuffix($0.rawValue) }) else { return nil }
            var number = String(trimmed.dropLast(unit.rawValue.count))
            if !CSVCellText.isTrimmed(number) { number = number.trimmingCharacters(in: .whitespaces) }
            var sign = 1.0
            if number.hasPrefix("-") || number.hasPrefix("+") {
                sign = number.hasPrefix("-") ? -1 : 1
                number.removeFirst()
            }
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(number), value.isFinite, value <= WorkingDuration.maximumSeconds else { return nil }
            self.init(sign * value, unit)
        }

        /// ``init(parsing:)`` of the lags files hold (`2d`, `-4h`, `+30em`:
        /// a whole number of at most 15 digits, ASCII, no spaces) from the
        /// bytes, without Foundation; `nil` for any other text (which the
        /// general reading then takes).
        private static func wholeLag(_ text: String) -> Lag? {
            var text = text
            return text.withUTF8 { bytes -> Lag? in
                var index = 0
                var sign = 1.0
                if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
                    if bytes[index] == 45 { sign = -1 }
                    index += 1
                }
                var whole = 0
                let digitsStart = index
                while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57, index - digitsStart < 15 {
                    whole = whole * 10 + Int(bytes[index] - 48)
                    index += 1
                }
                let unitStart = index
                guard index > digitsStart, unitStart < bytes.count, bytes.count - unitStart <= 2 else { return nil }
                let unit: Unit? = switch (bytes[unitStart], bytes.count - unitStart == 2 ? bytes[unitStart + 1] : 0) {
                case (109, 0): .minutes
                case (104, 0): .hours
                case (100, 0): .days
                case (119, 0): .weeks
                case (101, 109): .elapsedMinutes
                case (101, 104): .elapsedHours
                case (101, 100): .elapsedDays
                case (101, 119): .elapsedWeeks
                case (37, 0): .percent
                default: nil
                }
                guard let unit, Double(whole) <= WorkingDuration.maximumSeconds else { return nil }
                return Lag(sign * Double(whole), unit)
            }
        }

        /// The units, longest suffix first (`ed` before `d`).
        private static let unitsLongestFirst = Unit.allCases.sorted { $0.rawValue.count > $1.rawValue.count }

        /// The scheduler's lag, with working days and weeks counted on `schedule`
        /// (the successor's).
        public func dependencyLag(on schedule: Schedule) -> GanttChartDependencyLag {
            switch unit {
            case .minutes: .working(value * 60)
            case .hours: .working(value * 3_600)
            case .days: .working(value * schedule.averageWorkingDay)
            case .weeks: .working(value * schedule.workingWeek)
            case .elapsedMinutes: .elapsed(value * 60)
            case .elapsedHours: .elapsed(value * 3_600)
            case .elapsedDays: .elapsed(value * 86_400)
            case .elapsedWeeks: .elapsed(value * 604_800)
            case .percent: .percent(value)
            }
        }

        /// The scheduler's lag, with working days and weeks of `lengths`.
        func dependencyLag(on lengths: WorkingDuration.DayLengths) -> GanttChartDependencyLag {
            switch unit {
            case .minutes: .working(value * 60)
            case .hours: .working(value * 3_600)
            case .days: .working(value * lengths.day)
            case .weeks: .working(value * lengths.week)
            case .elapsedMinutes: .elapsed(value * 60)
            case .elapsedHours: .elapsed(value * 3_600)
            case .elapsedDays: .elapsed(value * 86_400)
            case .elapsedWeeks: .elapsed(value * 604_800)
            case .percent: .percent(value)
            }
        }

        /// The written form of a scheduler's lag: whole hours as `h`, other
        /// working or elapsed times in minutes, percentages as `%`.
        public init(_ lag: GanttChartDependencyLag) {
            switch lag {
            case let .working(seconds):
                self = (seconds / 3_600).rounded() == seconds / 3_600 ? Lag(seconds / 3_600, .hours) : Lag(seconds / 60, .minutes)
            case let .elapsed(seconds):
                self = (seconds / 3_600).rounded() == seconds / 3_600 ? Lag(seconds / 3_600, .elapsedHours) : Lag(seconds / 60, .elapsedMinutes)
            case let .percent(value):
                self = Lag(value, .percent)
            }
        }

        /// `2d`, `-4h`, `1.5ed`, `50%`.
        public var description: String {
            let number = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return number + unit.rawValue
        }
    }
}
