
/// A column of an outline Gantt chart's grid.
///
/// The standard columns read and edit the row's first chart item (its "main"
/// bar): `.start` moves it keeping its duration, `.finish` changes its
/// duration, `.completion` takes `50%` or `0.5`. Custom columns bring their own
/// getter and setter.
public struct OutlineGanttChartColumn: Sendable {
    /// What a column shows.
    public enum Kind: Sendable {
        /// The row label with its indentation and expander.
        case outline
        /// The main item's start.
        case start
        /// The main item's finish (24:00 shown for a midnight finish).
        case finish
        /// The main item's completion, as a percentage.
        case completion
        /// The main item's attachment text.
        case attachment
        /// A custom value of the row, by key.
        case value(key: String)
        /// The row's id (what the predecessors column refers to); computed by the chart, read-only.
        case identifier
        /// The outline number (WBS, `1.2.3`) from the row's place in the tree;
        /// computed by the chart, read-only.
        case outlineNumber
        /// The main item's working duration (`3d 4h`, see ``OutlineGanttChartDurationFormat``);
        /// computed by the chart, which edits it through its item manager.
        case duration
        /// The links into the main item (`3FS+2d;5SS`, see ``OutlineGanttChartPredecessor``);
        /// computed by the chart, which edits them through its item manager.
        case predecessors
        /// The main item's details text.
        case details
        /// The main item's finish variance against one of its baselines
        /// (``GanttChartItem/baselines``): the working time from the baseline's
        /// finish to the finish on the item's schedule, positive when late
        /// (`+2d`, `-4h`, `0d`), empty without that baseline; computed by the
        /// chart, read-only.
        case finishVariance(baseline: Int)
        /// A computed column.
        case custom(getter: @Sendable (OutlineGanttChartRow) -> String,
                    setter: (@Sendable (String, inout OutlineGanttChartRow) throws(OutlineGanttChartEditError) -> Void)?)
    }

    /// How a cell's text is aligned.
    public enum Alignment: String, Sendable, Hashable, Codable {
        case leading, center, trailing
    }

    /// What the column shows.
    public var kind: Kind
    /// The header text.
    public var title: String
    /// The cell text alignment.
    public var alignment: Alignment
    /// The preferred width in points.
    public var width: Double
    /// Whether cells may be edited.
    public var isEditable: Bool

    /// Creates a column.
    public init(kind: Kind, title: String, alignment: Alignment = .leading, width: Double = 120, isEditable: Bool = true) {
        self.kind = kind
        self.title = title
        self.alignment = alignment
        self.width = width
        self.isEditable = isEditable
    }

    /// The outline (tree) column.
    public static func outline(title: String = "Task") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .outline, title: title, width: 220)
    }

    /// The start column.
    public static func start(title: String = "Start") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .start, title: title, width: 130)
    }

    /// The finish column.
    public static func finish(title: String = "Finish") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .finish, title: title, width: 130)
    }

    /// The completion column.
    public static func completion(title: String = "% Complete") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .completion, title: title, alignment: .trailing, width: 90)
    }

    /// The attachment column (e.g. resources).
    public static func attachment(title: String = "Resources") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .attachment, title: title)
    }

    /// A custom value column.
    public static func value(_ key: String, title: String, alignment: Alignment = .leading) -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .value(key: key), title: title, alignment: alignment)
    }

    /// The details column.
    public static func details(title: String = "Notes") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .details, title: title, width: 200)
    }

    /// A computed column; without a setter it is read-only.
    public static func custom(
        title: String,
        alignment: Alignment = .leading,
        getter: @escaping @Sendable (OutlineGanttChartRow) -> String,
        setter: (@Sendable (String, inout OutlineGanttChartRow) throws(OutlineGanttChartEditError) -> Void)? = nil
    ) -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .custom(getter: getter, setter: setter), title: title, alignment: alignment, isEditable: setter != nil)
    }

    /// The ID column: the id that predecessors refer to — the row id, or in
    /// a chart that shares a manager (whose predecessors name items) the
    /// row's main item id, Microsoft Project's Unique ID.
    public static func identifier(title: String = "ID") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .identifier, title: title, alignment: .trailing, width: 40, isEditable: false)
    }

    /// The outline number (WBS) column: `1`, `1.2`, `1.2.3`.
    public static func outlineNumber(title: String = "WBS") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .outlineNumber, title: title, width: 50, isEditable: false)
    }

    /// The name column: the outline column titled like a project tool's.
    public static func name(title: String = "Task Name") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .outline, title: title, width: 200)
    }

    /// The working-duration column (`3d 4h`).
    public static func duration(title: String = "Duration") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .duration, title: title, alignment: .trailing, width: 70)
    }

    /// The predecessors column (`3FS+2d;5SS`).
    public static func predecessors(title: String = "Predecessors") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .predecessors, title: title, width: 100)
    }

    /// The resources column: the main item's attachment text.
    public static func resources(title: String = "Resource Names") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .attachment, title: title, width: 130)
    }

    /// The finish variance column against baseline `baseline` (0…10), in
    /// working days and hours (`+2d`); read-only.
    /// - Parameters:
    ///   - baseline: The baseline compared with, ``GanttChartItem/baselineNumbers``.
    ///   - title: The header text.
    public static func finishVariance(baseline: Int = 0, title: String = "Finish Var.") -> OutlineGanttChartColumn {
        OutlineGanttChartColumn(kind: .finishVariance(baseline: baseline), title: title, alignment: .trailing, width: 80, isEditable: false)
    }

    /// Whether the chart computes the column's cells itself (identifier,
    /// outline number, duration, predecessors, finish variance) instead of
    /// asking the data source.
    public var isComputedByChart: Bool {
        switch kind {
        case .identifier, .outlineNumber, .duration, .predecessors, .finishVariance: true
        default: false
        }
    }

    /// Returns the column with another width (at least 1 point).
    /// - Parameter width: The new width in points.
    public func withWidth(_ width: Double) -> OutlineGanttChartColumn {
        var copy = self
        copy.width = width.isFinite ? max(1, width) : copy.width
        return copy
    }

    /// The columns of a project tool: WBS, task name, duration, start,
    /// finish, % complete, predecessors and resource names.
    public static let projectColumns: [OutlineGanttChartColumn] = [
        .outlineNumber(), .name(), .duration(), .start(title: "Start").withWidth(140), .finish(title: "Finish").withWidth(140),
        .completion().withWidth(96), .predecessors(), .resources(),
    ]

    /// The default columns: outline, start, finish, completion.
    public static let defaultColumns: [OutlineGanttChartColumn] = [.outline(), .start(), .finish(), .completion()]
}
