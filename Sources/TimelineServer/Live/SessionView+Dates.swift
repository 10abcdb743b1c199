public import Foundation
public import GanttChart
import TimelineCore

/// The dates a session's page shows: the grid's Start and Finish cells and the
/// task dialog's date fields in the page's language (`03.03.2025 08:00` on a
/// German page), while the plan keeps and the library reads ISO 8601.
///
/// The plan's grid cells are written once, in ISO 8601, for every page
/// (``PlanModel/cells(ofVisibleRow:in:)``); a localized session rewrites only
/// the date cells of the rows it shows, and turns the dates its page sends
/// back into ISO 8601 before they reach the plan. Either way a page may type
/// ISO 8601.
extension SessionView {
    /// The date format of a page: its language's when that is not English,
    /// else the plan's `locale`'s when the document names one, else ISO 8601.
    /// - Parameters:
    ///   - language: The page's language tag (`de`, `en`), if it said.
    ///   - planLocale: The document's `locale`.
    /// - Returns: The format.
    public static func dateFormat(language: String?, planLocale: Locale?) -> OutlineGanttChartDateFormat {
        if let language, !language.lowercased().hasPrefix("en") {
            // The plan's region when it speaks the page's language (`de_AT` for a German page), else the language's own.
            if let planLocale, planLocale.language.languageCode?.identifier == Locale(identifier: language).language.languageCode?.identifier {
                return .localized(planLocale)
            }
            return .localized(Locale(identifier: language))
        }
        return planLocale.map(OutlineGanttChartDateFormat.localized) ?? .iso8601
    }

    /// The keys of the grid's date columns and of the task dialog's date fields.
    static let gridDateColumns: Set<String> = ["start", "finish"]
    static let taskDateFields: Set<String> = ["start", "finish", "constraintDate", "deadline"]

    /// A row's grid cells (``PlanModel/gridColumnKeys`` order, written in ISO 8601) with its dates in this session's format.
    func localizedCells(_ cells: [String]) -> [String] {
        guard dateFormat != .iso8601 else { return cells }
        var cells = cells
        for (index, key) in PlanModel.gridColumnKeys.enumerated() where Self.gridDateColumns.contains(key) && index < cells.count {
            cells[index] = localizedDate(cells[index])
        }
        return cells
    }

    /// The task dialog's fields with their dates in this session's format.
    func localizedTaskFields(_ fields: [String: String]) -> [String: String] {
        guard dateFormat != .iso8601 else { return fields }
        var fields = fields
        for key in Self.taskDateFields { if let text = fields[key] { fields[key] = localizedDate(text) } }
        return fields
    }

    /// ISO 8601 cell text in this session's format (empty and unreadable text as it is).
    func localizedDate(_ iso: String) -> String {
        guard dateFormat != .iso8601, !iso.isEmpty, let time = try? OutlineGanttChartDateFormat.iso8601.time(parsing: iso) else { return iso }
        return dateFormat.text(for: time)
    }

    /// A date the page sent, in ISO 8601 for the plan: read in this session's
    /// format (which also reads ISO 8601); text it cannot read is passed on
    /// as it is, so the plan refuses it with the field's own message.
    /// - Throws: ``PlanEditError`` naming what was written and the forms read,
    ///   for a localized session's date that does not read.
    func isoDate(_ text: String, field: String) throws(PlanEditError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard dateFormat != .iso8601, !trimmed.isEmpty else { return text }
        do {
            return OutlineGanttChartCellText.text(for: try dateFormat.time(parsing: trimmed))
        } catch {
            throw PlanEditError("\(field): \(error.reason)")
        }
    }

    /// The filter bar's date range from the page's From and To texts, read in
    /// this session's format or ISO 8601 (either may be missing: open-ended).
    /// - Returns: `nil` when neither is given.
    /// - Throws: ``ProtocolError`` naming the field, for a date that does not
    ///   read or a To that is not after From.
    func filterRange(from: String?, to: String?) throws(ProtocolError) -> TimeRange? {
        func read(_ text: String?, _ field: String) throws(ProtocolError) -> Time? {
            guard let text, !text.isEmpty else { return nil }
            let time: Time
            do { time = try dateFormat.time(parsing: text) } catch { throw ProtocolError(seq: nil, message: "setFilter: \(field): \(error.reason)") }
            guard time.isSupported else { throw ProtocolError(seq: nil, message: "setFilter: \(field): \(text): \(Time.supportedRangeDescription)") }
            return time
        }
        let start = try read(from, "from"), finish = try read(to, "to")
        guard start != nil || finish != nil else { return nil }
        let range = (start ?? Time.earliestSupported, finish ?? Time.latestSupported)
        guard range.0 < range.1 else { throw ProtocolError(seq: nil, message: "setFilter: to: must be after from") }
        return TimeRange(range.0..<range.1)
    }

    /// A task dialog's update with its dates in ISO 8601.
    func isoTaskUpdate(_ update: TaskUpdate) throws(PlanEditError) -> TaskUpdate {
        guard dateFormat != .iso8601 else { return update }
        var update = update
        if let start = update.start { update.start = try isoDate(start, field: "start") }
        if let finish = update.finish { update.finish = try isoDate(finish, field: "finish") }
        if let date = update.constraintDate { update.constraintDate = try isoDate(date, field: "constraintDate") }
        if let deadline = update.deadline { update.deadline = try isoDate(deadline, field: "deadline") }
        return update
    }
}
