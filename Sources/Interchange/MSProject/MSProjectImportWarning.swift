/// Something an MSPDI file uses that TimelineKit does not support; reading
/// continues without it, and the caller decides whether to show or refuse it.
public struct MSProjectImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the first occurrence (0 when unknown).
    public var line: Int
    /// The 1-based column of the first occurrence.
    public var column: Int
    /// What is not supported.
    public var kind: Kind

    /// Creates a warning.
    public init(line: Int, column: Int, kind: Kind) {
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// The kinds of unsupported content.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `<Resources>` with `count` resources (ignored). No longer reported:
        /// resources are read (``MSProjectDocument/resources``); kept for source compatibility.
        case resourcesIgnored(count: Int)
        /// `<Assignments>` with `count` assignments (ignored). No longer reported:
        /// assignments are read (``MSProjectDocument/assignments``).
        case assignmentsIgnored(count: Int)
        /// `<TimephasedData>` of a task (splits, timephased work), ignored: a
        /// split task is shown as one bar.
        case timephasedDataIgnored(taskUID: Int)
        /// A task whose duration is an estimate (`<Estimated>1` or an estimated format).
        case estimatedDuration(taskUID: Int)
        /// A calendar exception recurrence that is not expanded (`<Type>` 7 or 8).
        case unsupportedRecurrence(calendarUID: Int, type: Int)
        /// A link to a task in another project (`<CrossProject>1`), dropped.
        case crossProjectLink(taskUID: Int)
        /// A link to a UID that no task has, dropped from the chart.
        case linkToMissingTask(taskUID: Int, predecessorUID: Int)
        /// A second link between the same two tasks (Microsoft Project allows
        /// one); kept in the model, left out of the chart.
        case duplicateLink(taskUID: Int, predecessorUID: Int)
        /// A recurring task (`<Recurring>1`), read as a plain task.
        case recurringTask(taskUID: Int)
        /// An inserted subproject (`<IsSubproject>1`), read as a plain task.
        case subproject(taskUID: Int)
        /// Baselines (`<Baseline>`) of a task without a start and a finish, ignored.
        case baselinesIgnored(taskUID: Int)
        /// Custom fields (`<ExtendedAttributes>` / `<ExtendedAttribute>`), ignored.
        case extendedAttributesIgnored
        /// Actual (progress) dates and work beyond `PercentComplete`, ignored.
        case actualsIgnored(taskUID: Int)

        public var description: String {
            switch self {
            case .resourcesIgnored(let count): "\(count) resource(s) ignored: resources are not supported"
            case .assignmentsIgnored(let count): "\(count) assignment(s) ignored: assignments are not supported"
            case .timephasedDataIgnored(let uid): "timephased data of task UID \(uid) (splits, work by period) is ignored; the task is shown as one bar"
            case .estimatedDuration(let uid): "task UID \(uid) has an estimated duration; it is used as if firm"
            case let .unsupportedRecurrence(uid, type): "calendar UID \(uid) has an exception recurrence of type \(type) that is not expanded"
            case .crossProjectLink(let uid): "task UID \(uid) links to a task of another project; the link is dropped"
            case let .linkToMissingTask(uid, predecessor): "task UID \(uid) links to UID \(predecessor), which no task has"
            case let .duplicateLink(uid, predecessor): "task UID \(uid) links to UID \(predecessor) more than once; the chart shows the first link"
            case .recurringTask(let uid): "task UID \(uid) is a recurring task; it is read as a plain task"
            case .subproject(let uid): "task UID \(uid) is an inserted subproject; it is read as a plain task"
            case .baselinesIgnored(let uid): "baselines of task UID \(uid) without a start and a finish are ignored"
            case .extendedAttributesIgnored: "custom fields (extended attributes) are ignored"
            case .actualsIgnored(let uid): "actual dates and work of task UID \(uid) are ignored (only PercentComplete is read)"
            }
        }
    }

    public var description: String { "\(line):\(column): warning: \(kind)" }
}
