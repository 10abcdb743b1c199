public import TimelineCore

/// Why an item, a dependency or an edit was rejected. Every case names the item
/// or dependency concerned; ``description`` states the reason in a sentence.
public enum GanttChartValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The finish lies before the start.
    case finishBeforeStart(item: GanttChartItem.ID, start: Time, finish: Time)
    /// The completion is NaN or outside `0...1`.
    case invalidCompletion(item: GanttChartItem.ID, completion: Double)
    /// The start or finish lies outside the years 1 to 9999
    /// (``TimelineCore/Time/isSupported``), e.g. an edit that would move a
    /// finish into year 10000: nothing could write or read it back.
    case timeOutOfRange(item: GanttChartItem.ID, start: Time, finish: Time)
    /// The row is negative or above ``GanttChartItem/maximumRow``.
    case rowOutOfRange(item: GanttChartItem.ID, row: Int)
    /// A row given as a number is not finite or not a whole number.
    case rowNotAnInteger(item: GanttChartItem.ID, value: Double)
    /// A milestone has a time range with a positive duration.
    case milestoneHasDuration(item: GanttChartItem.ID, duration: Double)
    /// A working duration is negative or not finite.
    case invalidDuration(item: GanttChartItem.ID, duration: Double)
    /// Two items share an id.
    case duplicateItemID(GanttChartItem.ID)
    /// An operation named an item that does not exist.
    case missingItem(GanttChartItem.ID)
    /// Summaries are derived from other items and cannot be added as new items.
    case summaryNotAllowed(item: GanttChartItem.ID)
    /// Two dependencies share an id.
    case duplicateDependencyID(GanttChartDependency.ID)
    /// An operation named a dependency that does not exist.
    case missingDependency(GanttChartDependency.ID)
    /// A dependency refers to an item that does not exist.
    case dependencyToMissingItem(dependency: GanttChartDependency.ID, item: GanttChartItem.ID)
    /// A dependency links an item to itself.
    case dependencyToItself(dependency: GanttChartDependency.ID, item: GanttChartItem.ID)
    /// A dependency with the same ends already exists.
    case duplicateDependency(dependency: GanttChartDependency.ID, existing: GanttChartDependency.ID)
    /// The dependency would close a cycle; `cycle` lists the items around it,
    /// starting and ending with the same item.
    case dependencyCycle(dependency: GanttChartDependency.ID, cycle: [GanttChartItem.ID])
    /// A new link between a summary and one of the tasks under it (either
    /// way), which Microsoft Project refuses: the summary spans its subtasks,
    /// so the link could never be met.
    case summaryLinkedToSubtask(summary: GanttChartItem.ID, subtask: GanttChartItem.ID)
    /// Making `item` a child of `parent` would put `parent` under itself.
    case hierarchyCycle(item: GanttChartItem.ID, parent: GanttChartItem.ID)
    /// A baseline number outside ``GanttChartItem/baselineNumbers`` (0…10).
    case baselineNumberOutOfRange(item: GanttChartItem.ID, number: Int)
    /// An item was given a calendar name the manager does not know.
    case unknownSchedule(item: GanttChartItem.ID, name: String)

    /// The reason in one sentence, naming the item or dependency.
    public var description: String {
        switch self {
        case let .finishBeforeStart(item, start, finish):
            "item \(item): finish \(finish) is before start \(start)"
        case let .invalidCompletion(item, completion):
            "item \(item): completion \(completion) is not in 0...1"
        case let .timeOutOfRange(item, start, finish):
            "item \(item): \(start.isSupported ? "finish \(finish)" : "start \(start)") is out of range: \(Time.supportedRangeDescription)"
        case let .rowOutOfRange(item, row):
            "item \(item): row \(row) is not in 0...\(GanttChartItem.maximumRow)"
        case let .rowNotAnInteger(item, value):
            "item \(item): row \(value) is not a whole finite number"
        case let .milestoneHasDuration(item, duration):
            "item \(item): a milestone must be momentary but lasts \(duration) s"
        case let .invalidDuration(item, duration):
            "item \(item): duration \(duration) s is negative or not finite"
        case let .duplicateItemID(item):
            "item \(item): the id is used by another item"
        case let .missingItem(item):
            "item \(item) does not exist"
        case let .summaryNotAllowed(item):
            "item \(item): summaries follow their children and cannot be added directly"
        case let .duplicateDependencyID(dependency):
            "dependency \(dependency): the id is used by another dependency"
        case let .missingDependency(dependency):
            "dependency \(dependency) does not exist"
        case let .dependencyToMissingItem(dependency, item):
            "dependency \(dependency): item \(item) does not exist"
        case let .dependencyToItself(dependency, item):
            "dependency \(dependency): links item \(item) to itself"
        case let .duplicateDependency(dependency, existing):
            "dependency \(dependency): links the same items as dependency \(existing)"
        case let .dependencyCycle(dependency, cycle):
            "dependency \(dependency): would close the cycle \(cycle.map(\.description).joined(separator: " → "))"
        case let .summaryLinkedToSubtask(summary, subtask):
            "item \(summary) is a summary of item \(subtask): a summary task cannot be linked to its own subtask"
        case let .hierarchyCycle(item, parent):
            "item \(item): cannot be a child of item \(parent), which is under it (or is it)"
        case let .baselineNumberOutOfRange(item, number):
            "item \(item): baseline \(number) does not exist (baselines are numbered 0 to 10)"
        case let .unknownSchedule(item, name):
            "item \(item): there is no calendar \"\(name)\""
        }
    }
}
