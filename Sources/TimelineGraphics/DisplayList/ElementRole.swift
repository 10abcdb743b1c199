/// What a display element means in its chart: a bar, a header cell, a
/// dependency line…
///
/// Roles form a growable set: view modules may add their own with
/// `extension ElementRole { static let appointment: ElementRole = "appointment" }`.
/// The raw value is written to SVG as `data-role`, so the browser, tests and
/// hit testing all see the same meaning.
public struct ElementRole: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The role's name, such as `"dependencyLine"`.
    public let rawValue: String

    /// Creates a role from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a role from a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// Creates a role by decoding its name as a single string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the role as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The role's name.
    public var description: String { rawValue }

    /// The fill behind the whole chart or a whole area.
    public static let background: ElementRole = "background"
    /// A row's background (even rows).
    public static let row: ElementRole = "row"
    /// A row's background on alternating (odd) rows.
    public static let alternateRow: ElementRole = "alternateRow"
    /// A cell of a time header row (such as a week or day).
    public static let headerCell: ElementRole = "headerCell"
    /// The text of a header cell.
    public static let headerLabel: ElementRole = "headerLabel"
    /// A highlighted time interval across the chart area.
    public static let timeArea: ElementRole = "timeArea"
    /// Nonworking time (weekends, holidays) shaded across the chart area.
    public static let nonworkingTime: ElementRole = "nonworkingTime"
    /// A task bar.
    public static let bar: ElementRole = "bar"
    /// The completed part of a task bar.
    public static let completionBar: ElementRole = "completionBar"
    /// A milestone marker (usually a diamond).
    public static let milestone: ElementRole = "milestone"
    /// A summary (parent) bar.
    public static let summary: ElementRole = "summary"
    /// A text label next to or on an element.
    public static let label: ElementRole = "label"
    /// An attachment shown next to a bar (assignments, icons, notes).
    public static let attachment: ElementRole = "attachment"
    /// The line of a dependency between two items.
    public static let dependencyLine: ElementRole = "dependencyLine"
    /// The arrowhead at the end of a dependency line.
    public static let arrowhead: ElementRole = "arrowhead"
    /// The line marking the current time.
    public static let currentTime: ElementRole = "currentTime"
    /// A row header (the row's title at the left side).
    public static let rowHeader: ElementRole = "rowHeader"
    /// A baseline bar showing the planned dates.
    public static let baseline: ElementRole = "baseline"
    /// A drag handle (resize, completion, dependency creation).
    public static let thumb: ElementRole = "thumb"
    /// A grid line.
    public static let gridLine: ElementRole = "gridLine"
    /// A selection outline or highlight.
    public static let selection: ElementRole = "selection"
    /// A highlighted element or range (hover, search match, critical path).
    public static let highlight: ElementRole = "highlight"
    /// An axis line of a chart.
    public static let axis: ElementRole = "axis"
    /// A tick mark on an axis.
    public static let tick: ElementRole = "tick"
    /// A group that only collects other elements.
    public static let group: ElementRole = "group"
}
