public import Foundation
public import TimelineCore

/// The locale of a document (`locale: de-DE`): the language and region
/// conventions of its header labels, its first day of the week and the live
/// page's strings. One check for every kind of document.
public enum DocumentLocale {
    /// The locale an identifier names, or `nil` when Foundation knows no such
    /// locale. Both `de-DE` (BCP 47) and `de_DE` (ICU) spellings are accepted,
    /// and so is a bare language (`de`).
    /// - Parameter identifier: A locale identifier.
    /// - Returns: The locale.
    public static func locale(for identifier: String) -> Locale? {
        let icu = identifier.replacingOccurrences(of: "-", with: "_")
        guard !icu.isEmpty, icu.count <= 64 else { return nil }
        let known = Locale.availableIdentifiers
        guard known.contains(icu) || known.contains(identifier) else { return nil }
        return Locale(identifier: icu)
    }

    /// The first day of the week in `locale` (Sunday in the United States,
    /// Monday in most of Europe).
    /// - Parameter locale: A locale.
    /// - Returns: Its first weekday.
    public static func firstWeekday(of locale: Locale) -> Weekday {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return Weekday(rawValue: calendar.firstWeekday - 1) ?? .monday
    }

    /// The words of a refusal: `unknown locale "xx" (use an identifier such as en-US or de-DE)`.
    static func unknownMessage(_ identifier: String) -> String {
        "unknown locale \"\(identifier)\" (use an identifier such as en-US, de-DE or fr-FR)"
    }
}
