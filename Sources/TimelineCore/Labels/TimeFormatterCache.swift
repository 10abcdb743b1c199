import Foundation
import Synchronization

/// Shared `DateFormatter`s, one per (format, locale), created on first use.
///
/// Creating a formatter is about 60 times slower than formatting one date, so
/// label generators never create one per label. Formatters are used only while
/// the lock is held, so sharing them across threads is safe.
enum TimeFormatterCache {
    private struct Key: Hashable {
        let kind: TimeFormat.Kind
        let locale: String
    }

    private static let formatters = Mutex<[Key: DateFormatter]>([:])
    private static let utc = TimeZone(identifier: "UTC")!

    /// The instant whose UTC wall clock shows `time`: the same as `time.date(in: UTC)`,
    /// computed directly because UTC has no offset.
    @inline(__always)
    private static func utcDate(_ time: Time) -> Date {
        Date(timeIntervalSinceReferenceDate: time.absoluteSeconds)
    }

    private static func makeFormatter(kind: TimeFormat.Kind, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = utc
        formatter.calendar = calendar
        formatter.timeZone = utc
        switch kind {
        case let .template(template):
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        case let .pattern(pattern):
            formatter.dateFormat = pattern
        case let .styles(date, time):
            formatter.dateStyle = DateFormatter.Style(rawValue: date) ?? .none
            formatter.timeStyle = DateFormatter.Style(rawValue: time) ?? .none
        case .fraction, .none:
            formatter.dateFormat = ""
        }
        return formatter
    }

    private static func withFormatter<Result: Sendable>(
        kind: TimeFormat.Kind, locale: Locale, _ body: (DateFormatter) -> Result
    ) -> Result {
        formatters.withLock { cache in
            let key = Key(kind: kind, locale: locale.identifier)
            if let formatter = cache[key] { return body(formatter) }
            let formatter = makeFormatter(kind: kind, locale: locale)
            cache[key] = formatter
            return body(formatter)
        }
    }

    /// A formatted instant with its format and locale.
    private struct LabelKey: Hashable {
        let format: Key
        let seconds: Double
    }

    /// Labels formatted before: layout asks for the same few dates (the
    /// visible days, header cells) in every frame, and a lookup is much
    /// cheaper than formatting. Emptied when it reaches ``labelLimit``.
    private static let labels = Mutex<[LabelKey: String]>([:])
    private static let labelLimit = 8_192

    static func string(from time: Time, kind: TimeFormat.Kind, locale: Locale) -> String {
        let format = Key(kind: kind, locale: locale.identifier)
        let key = LabelKey(format: format, seconds: time.absoluteSeconds)
        if let label = labels.withLock({ $0[key] }) { return label }
        let label = withFormatter(kind: kind, locale: locale) { $0.string(from: utcDate(time)) }
        labels.withLock { cache in
            if cache.count >= labelLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = label
        }
        return label
    }

    static func strings(from times: [Time], kind: TimeFormat.Kind, locale: Locale) -> [String] {
        let format = Key(kind: kind, locale: locale.identifier)
        var missing: [Int] = []
        var result = labels.withLock { cache in
            times.enumerated().map { index, time in
                if let label = cache[LabelKey(format: format, seconds: time.absoluteSeconds)] { return label }
                missing.append(index)
                return ""
            }
        }
        guard !missing.isEmpty else { return result }
        withFormatter(kind: kind, locale: locale) { formatter in
            for index in missing { result[index] = formatter.string(from: utcDate(times[index])) }
        }
        labels.withLock { cache in
            if cache.count + missing.count > labelLimit { cache.removeAll(keepingCapacity: true) }
            for index in missing { cache[LabelKey(format: format, seconds: times[index].absoluteSeconds)] = result[index] }
        }
        return result
    }

    /// The time `text` names when written in this format and locale (read strictly), or `nil`.
    static func time(from text: String, kind: TimeFormat.Kind, locale: Locale) -> Time? {
        let date = withFormatter(kind: kind, locale: locale) { formatter -> Date? in
            formatter.isLenient = false
            return formatter.date(from: text)
        }
        return date.map { Time(absoluteSeconds: $0.timeIntervalSinceReferenceDate) }
    }

    static func dateFormat(kind: TimeFormat.Kind, locale: Locale) -> String {
        withFormatter(kind: kind, locale: locale) { $0.dateFormat ?? "" }
    }
}
