/// A column of a plan in CSV: the outline grid's columns, recognized by their
/// header under the names project tools and spreadsheets use.
///
/// Headers match case-insensitively, ignoring spaces, `_`, `-` and `.`
/// around and inside words (`Task Name`, `task_name`, `TASKNAME`), so the
/// exports of Microsoft Project (`ID`, `Name`, `Outline Level`, `Duration`,
/// `Start`, `Finish`, `% Complete`, `Predecessors`, `Resource Names`,
/// `Milestone`, `Notes`), Excel templates, Smartsheet and the like read
/// without a mapping.
public enum CSVPlanColumn: String, Sendable, Hashable, CaseIterable {
    /// The item id, which predecessors refer to (`ID`, `Task ID`, `Unique ID`, `#`).
    case id
    /// The item's label (`Name`, `Task Name`, `Task`, `Title`).
    case name
    /// The parent summary, by id or name (`Parent`, `Parent ID`, `Parent Task`).
    case parent
    /// The outline level, 1 for top-level items (`Outline Level`, `Level`).
    case outlineLevel
    /// The outline number (`WBS`, `Outline Number`): `1.2` is at level 2.
    case outlineNumber
    /// The zero-based chart row (`Row`); written only when items share rows.
    case row
    /// The start (`Start`, `Start Date`, `Begin`).
    case start
    /// The finish (`Finish`, `End`, `Finish Date`, `End Date`, `Due Date`).
    case finish
    /// The working duration (`Duration`): `3d 4h`, `5 days`, `2 wks`, `1.5d`.
    case duration
    /// The completion (`% Complete`, `Percent Complete`, `Progress`).
    case completion
    /// The links into the item (`Predecessors`, `Depends On`): `3FS+2d;5SS`.
    case predecessors
    /// The resource text shown after the bar (`Resource Names`, `Resources`, `Assigned To`).
    case resources
    /// Whether the item is a milestone (`Milestone`: Yes/No, True/False, 1/0).
    case milestone
    /// Whether the item is a summary (`Summary`: Yes/No).
    case summary
    /// A longer text (`Notes`, `Description`, `Details`, `Comments`).
    case notes

    /// The header ``CSVPlanWriter`` writes.
    public var header: String {
        switch self {
        case .id: "ID"
        case .name: "Name"
        case .parent: "Parent"
        case .outlineLevel: "Outline Level"
        case .outlineNumber: "WBS"
        case .row: "Row"
        case .start: "Start"
        case .finish: "Finish"
        case .duration: "Duration"
        case .completion: "% Complete"
        case .predecessors: "Predecessors"
        case .resources: "Resource Names"
        case .milestone: "Milestone"
        case .summary: "Summary"
        case .notes: "Notes"
        }
    }

    /// Every header recognized for the column (in the normalized form of
    /// ``normalizedHeader(_:)``).
    public var aliases: [String] {
        let names: [String] = switch self {
        case .id: ["ID", "Task ID", "Unique ID", "UID", "Task UID", "#", "No", "Number", "Key"]
        case .name: ["Name", "Task Name", "Task", "Title", "Label", "Activity", "Activity Name", "Item", "Summary Name", "Subject"]
        case .parent: ["Parent", "Parent ID", "Parent Task", "Parent Name", "Parent Task ID", "Parent Task Name", "Summary Task"]
        case .outlineLevel: ["Outline Level", "Level", "Indent", "Indent Level", "Hierarchy Level"]
        case .outlineNumber: ["WBS", "Outline Number", "WBS Code", "Outline"]
        case .row: ["Row"]
        case .start: ["Start", "Start Date", "Begin", "Begin Date", "Start Time", "Starts", "Planned Start", "From"]
        case .finish: ["Finish", "End", "Finish Date", "End Date", "Finish Time", "End Time", "Due", "Due Date", "Ends", "Planned Finish", "To"]
        case .duration: ["Duration", "Work Duration", "Planned Duration", "Length"]
        case .completion: ["% Complete", "Percent Complete", "% Done", "Percent Done", "Complete", "Completion", "Progress", "% Work Complete", "Done %"]
        case .predecessors: ["Predecessors", "Predecessor", "Depends On", "Dependencies", "Dependency", "Predecessor IDs"]
        case .resources: ["Resource Names", "Resources", "Resource", "Assigned To", "Assignee", "Assignees", "Owner", "Resource Initials"]
        case .milestone: ["Milestone", "Is Milestone"]
        case .summary: ["Summary", "Is Summary"]
        case .notes: ["Notes", "Note", "Description", "Details", "Comments", "Comment"]
        }
        return names.map(Self.normalizedHeader)
    }

    /// A header reduced for matching: lowercased, with spaces, `_`, `-` and
    /// `.` removed and a byte order mark dropped (`"Task_Name "` → `taskname`).
    /// - Parameter header: The header as written.
    /// - Returns: The normalized header.
    public static func normalizedHeader(_ header: String) -> String {
        String(header.lowercased().unicodeScalars.filter { !" _-.\t\u{FEFF}\u{A0}".unicodeScalars.contains($0) }.map(Character.init))
    }

    /// The column a header names, if any.
    /// - Parameter header: The header as written.
    /// - Returns: The column, or `nil` for a header no column recognizes.
    public init?(header: String) {
        let normalized = Self.normalizedHeader(header)
        guard !normalized.isEmpty, let column = Self.byAlias[normalized] else { return nil }
        self = column
    }

    private static let byAlias: [String: CSVPlanColumn] = {
        var table: [String: CSVPlanColumn] = [:]
        for column in allCases {
            for alias in column.aliases where table[alias] == nil { table[alias] = column }
        }
        return table
    }()
}
