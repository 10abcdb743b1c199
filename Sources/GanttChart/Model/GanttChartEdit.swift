public import TimelineCore
public import ProjectScheduling

/// One edit of a chart's model, with the value before and after: the one
/// vocabulary of change from a pointer to the store.
///
/// The ``GanttChartItemManager`` applies edits (``GanttChartItemManager/apply(_:)``)
/// and reports every edit it makes, including those its behaviors make in
/// response, as values of this type: to its ``GanttChartItemManager/observer``,
/// to ``GanttChartItemManager/recordingEdits(_:)``, and so to the interaction
/// engine's effects (``GanttChartEffect/modelChanged(_:)``,
/// ``GanttChartEffect/committed(actionName:changes:)``), its undo history and a
/// host's store. ``inverse`` undoes an edit; a list of edits is undone by
/// applying the inverses in reverse order.
///
/// ```swift
/// let edits = try manager.apply(.label(id, from: "Design", to: "UX design"))
/// for edit in edits.reversed() { try manager.apply(edit.inverse, runningBehavior: false) }
/// ```
public enum GanttChartEdit: Sendable, Equatable {
    /// An item's time changed.
    case time(GanttChartItem.ID, from: TimeRange, to: TimeRange)
    /// An item's completion changed.
    case completion(GanttChartItem.ID, from: Double, to: Double)
    /// An item moved to another row.
    case row(GanttChartItem.ID, from: Int, to: Int)
    /// An item's label changed.
    case label(GanttChartItem.ID, from: String, to: String)
    /// An item's attachment (resource text) changed.
    case attachment(GanttChartItem.ID, from: String?, to: String?)
    /// An item's details (notes) changed.
    case details(GanttChartItem.ID, from: String?, to: String?)
    /// An item became a standard item or a milestone (with its time, which a
    /// milestone needs momentary).
    case itemType(GanttChartItem.ID, from: GanttChartItem.ItemType, to: GanttChartItem.ItemType)
    /// One of an item's baselines (``GanttChartItem/baselines``, numbered
    /// 0…10) changed; `nil` is no baseline.
    case baseline(GanttChartItem.ID, number: Int = 0, from: TimeRange?, to: TimeRange?)
    /// An item's highlight changed (behaviors such as the critical path).
    case itemHighlight(GanttChartItem.ID, from: Bool?, to: Bool?)
    /// An item's summary (parent) changed; `nil` is the top level.
    case parent(GanttChartItem.ID, from: GanttChartItem.ID?, to: GanttChartItem.ID?)
    /// An item's scheduling constraint changed.
    case constraint(GanttChartItem.ID, from: GanttChartItemConstraint?, to: GanttChartItemConstraint?)
    /// An item's deadline changed.
    case deadline(GanttChartItem.ID, from: Time?, to: Time?)
    /// An item became manually scheduled (`true`: it keeps its dates when
    /// auto-scheduling runs, as in Microsoft Project) or auto-scheduled again.
    case manualScheduling(GanttChartItem.ID, from: Bool, to: Bool)
    /// An item's calendar changed, by name (`nil`: the manager's schedule);
    /// the manager resolves names with ``GanttChartItemManager/namedSchedules``.
    case schedule(GanttChartItem.ID, from: String?, to: String?)
    /// An item was added (as stored).
    case itemAdded(GanttChartItem)
    /// An item was removed (as it was).
    case itemRemoved(GanttChartItem)
    /// A dependency's type (FS, SS, FF, SF) changed.
    case dependencyType(GanttChartDependency.ID, from: GanttChartDependency.DependencyType, to: GanttChartDependency.DependencyType)
    /// A dependency's lag changed.
    case lag(GanttChartDependency.ID, from: GanttChartDependencyLag?, to: GanttChartDependencyLag?)
    /// A dependency's highlight changed.
    case dependencyHighlight(GanttChartDependency.ID, from: Bool?, to: Bool?)
    /// A dependency was added (as stored).
    case dependencyAdded(GanttChartDependency)
    /// A dependency was removed (as it was).
    case dependencyRemoved(GanttChartDependency)

    /// The edit that undoes this one.
    public var inverse: GanttChartEdit {
        switch self {
        case let .time(id, from, to): .time(id, from: to, to: from)
        case let .completion(id, from, to): .completion(id, from: to, to: from)
        case let .row(id, from, to): .row(id, from: to, to: from)
        case let .label(id, from, to): .label(id, from: to, to: from)
        case let .attachment(id, from, to): .attachment(id, from: to, to: from)
        case let .details(id, from, to): .details(id, from: to, to: from)
        case let .itemType(id, from, to): .itemType(id, from: to, to: from)
        case let .baseline(id, number, from, to): .baseline(id, number: number, from: to, to: from)
        case let .itemHighlight(id, from, to): .itemHighlight(id, from: to, to: from)
        case let .parent(id, from, to): .parent(id, from: to, to: from)
        case let .constraint(id, from, to): .constraint(id, from: to, to: from)
        case let .deadline(id, from, to): .deadline(id, from: to, to: from)
        case let .manualScheduling(id, from, to): .manualScheduling(id, from: to, to: from)
        case let .schedule(id, from, to): .schedule(id, from: to, to: from)
        case let .itemAdded(item): .itemRemoved(item)
        case let .itemRemoved(item): .itemAdded(item)
        case let .dependencyType(id, from, to): .dependencyType(id, from: to, to: from)
        case let .lag(id, from, to): .lag(id, from: to, to: from)
        case let .dependencyHighlight(id, from, to): .dependencyHighlight(id, from: to, to: from)
        case let .dependencyAdded(dependency): .dependencyRemoved(dependency)
        case let .dependencyRemoved(dependency): .dependencyAdded(dependency)
        }
    }

    /// Whether the edit changes which items are on which rows or under which
    /// summary (an item added, removed, moved to another row or re-parented):
    /// an outline over the rows must be read again.
    public var changesOutline: Bool {
        switch self {
        case .row, .parent, .itemAdded, .itemRemoved: true
        default: false
        }
    }

    /// The item the edit concerns, or `nil` for a dependency edit.
    public var itemID: GanttChartItem.ID? {
        switch self {
        case let .time(id, _, _), let .completion(id, _, _), let .row(id, _, _), let .label(id, _, _), let .attachment(id, _, _),
             let .details(id, _, _), let .itemType(id, _, _), let .baseline(id, _, _, _), let .itemHighlight(id, _, _),
             let .parent(id, _, _), let .constraint(id, _, _), let .deadline(id, _, _), let .manualScheduling(id, _, _),
             let .schedule(id, _, _):
            id
        case let .itemAdded(item), let .itemRemoved(item): item.id
        case .dependencyType, .lag, .dependencyHighlight, .dependencyAdded, .dependencyRemoved: nil
        }
    }

    /// The dependency the edit concerns, or `nil` for an item edit.
    public var dependencyID: GanttChartDependency.ID? {
        switch self {
        case let .dependencyType(id, _, _), let .lag(id, _, _), let .dependencyHighlight(id, _, _): id
        case let .dependencyAdded(dependency), let .dependencyRemoved(dependency): dependency.id
        default: nil
        }
    }

    /// The item whose schedule the edit may change, for behaviors: the item
    /// of an item edit that affects dates (not a label, attachment, details,
    /// baseline or highlight), and the successor of a removed or retyped
    /// dependency.
    public var scheduledItemID: GanttChartItem.ID? {
        switch self {
        case let .time(id, _, _), let .completion(id, _, _), let .row(id, _, _), let .itemType(id, _, _), let .parent(id, _, _),
             let .constraint(id, _, _), let .deadline(id, _, _), let .manualScheduling(id, _, _), let .schedule(id, _, _):
            id
        case let .itemAdded(item), let .itemRemoved(item): item.id
        case let .dependencyRemoved(dependency): dependency.to
        case .label, .attachment, .details, .baseline, .itemHighlight, .dependencyType, .lag, .dependencyHighlight, .dependencyAdded: nil
        }
    }

    /// Whether the edit changes nothing (`from == to`).
    public var isEmpty: Bool {
        switch self {
        case let .time(_, from, to): from == to
        case let .completion(_, from, to): from == to
        case let .row(_, from, to): from == to
        case let .label(_, from, to): from == to
        case let .attachment(_, from, to): from == to
        case let .details(_, from, to): from == to
        case let .itemType(_, from, to): from == to
        case let .baseline(_, _, from, to): from == to
        case let .itemHighlight(_, from, to): from == to
        case let .parent(_, from, to): from == to
        case let .constraint(_, from, to): from == to
        case let .deadline(_, from, to): from == to
        case let .manualScheduling(_, from, to): from == to
        case let .schedule(_, from, to): from == to
        case let .dependencyType(_, from, to): from == to
        case let .lag(_, from, to): from == to
        case let .dependencyHighlight(_, from, to): from == to
        case .itemAdded, .itemRemoved, .dependencyAdded, .dependencyRemoved: false
        }
    }

    /// Which field of which element a value edit sets (`nil` for additions
    /// and removals), for ``coalescing(_:)``.
    private var field: Field? {
        switch self {
        case let .time(id, _, _): Field(item: id, dependency: nil, kind: 0)
        case let .completion(id, _, _): Field(item: id, dependency: nil, kind: 1)
        case let .row(id, _, _): Field(item: id, dependency: nil, kind: 2)
        case let .label(id, _, _): Field(item: id, dependency: nil, kind: 3)
        case let .attachment(id, _, _): Field(item: id, dependency: nil, kind: 4)
        case let .details(id, _, _): Field(item: id, dependency: nil, kind: 5)
        case let .itemType(id, _, _): Field(item: id, dependency: nil, kind: 6)
        case let .baseline(id, number, _, _): Field(item: id, dependency: nil, kind: number == 0 ? 7 : 100 + number)
        case let .itemHighlight(id, _, _): Field(item: id, dependency: nil, kind: 8)
        case let .parent(id, _, _): Field(item: id, dependency: nil, kind: 9)
        case let .constraint(id, _, _): Field(item: id, dependency: nil, kind: 10)
        case let .deadline(id, _, _): Field(item: id, dependency: nil, kind: 11)
        case let .manualScheduling(id, _, _): Field(item: id, dependency: nil, kind: 15)
        case let .schedule(id, _, _): Field(item: id, dependency: nil, kind: 16)
        case let .dependencyType(id, _, _): Field(item: nil, dependency: id, kind: 12)
        case let .lag(id, _, _): Field(item: nil, dependency: id, kind: 13)
        case let .dependencyHighlight(id, _, _): Field(item: nil, dependency: id, kind: 14)
        case .itemAdded, .itemRemoved, .dependencyAdded, .dependencyRemoved: nil
        }
    }

    private struct Field: Hashable {
        var item: GanttChartItem.ID?
        var dependency: GanttChartDependency.ID?
        var kind: Int
    }

    /// This value edit with the later value of `later` (same field), or `nil`
    /// when `later` sets another field.
    private func merged(with later: GanttChartEdit) -> GanttChartEdit? {
        switch (self, later) {
        case let (.time(id, from, _), .time(_, _, to)): .time(id, from: from, to: to)
        case let (.completion(id, from, _), .completion(_, _, to)): .completion(id, from: from, to: to)
        case let (.row(id, from, _), .row(_, _, to)): .row(id, from: from, to: to)
        case let (.label(id, from, _), .label(_, _, to)): .label(id, from: from, to: to)
        case let (.attachment(id, from, _), .attachment(_, _, to)): .attachment(id, from: from, to: to)
        case let (.details(id, from, _), .details(_, _, to)): .details(id, from: from, to: to)
        case let (.itemType(id, from, _), .itemType(_, _, to)): .itemType(id, from: from, to: to)
        case let (.baseline(id, number, from, _), .baseline(_, _, _, to)): .baseline(id, number: number, from: from, to: to)
        case let (.itemHighlight(id, from, _), .itemHighlight(_, _, to)): .itemHighlight(id, from: from, to: to)
        case let (.parent(id, from, _), .parent(_, _, to)): .parent(id, from: from, to: to)
        case let (.constraint(id, from, _), .constraint(_, _, to)): .constraint(id, from: from, to: to)
        case let (.deadline(id, from, _), .deadline(_, _, to)): .deadline(id, from: from, to: to)
        case let (.manualScheduling(id, from, _), .manualScheduling(_, _, to)): .manualScheduling(id, from: from, to: to)
        case let (.schedule(id, from, _), .schedule(_, _, to)): .schedule(id, from: from, to: to)
        case let (.dependencyType(id, from, _), .dependencyType(_, _, to)): .dependencyType(id, from: from, to: to)
        case let (.lag(id, from, _), .lag(_, _, to)): .lag(id, from: from, to: to)
        case let (.dependencyHighlight(id, from, _), .dependencyHighlight(_, _, to)): .dependencyHighlight(id, from: from, to: to)
        default: nil
        }
    }

    /// `edits` with every value edit of a field merged into the first edit
    /// of that field (its first `from`, its last `to`), and merged edits that
    /// end where they began dropped. Additions and removals stay in place and
    /// end a field's run (an item removed and added again starts afresh).
    ///
    /// Applying the result has the same effect as applying `edits`, and so
    /// does undoing it: a drag of 10 000 moves keeps one time edit per item
    /// it moved, not 10 000.
    /// - Complexity: O(n) for n edits.
    public static func coalescing(_ edits: [GanttChartEdit]) -> [GanttChartEdit] {
        var result: [GanttChartEdit?] = []
        result.reserveCapacity(edits.count)
        var open: [Field: Int] = [:]
        for edit in edits {
            guard let field = edit.field else {
                // An addition or removal ends the runs of its element's fields.
                let item = edit.itemID, dependency = edit.dependencyID
                open = open.filter { ($0.key.item == nil || $0.key.item != item) && ($0.key.dependency == nil || $0.key.dependency != dependency) }
                result.append(edit)
                continue
            }
            if let index = open[field], let earlier = result[index], let merged = earlier.merged(with: edit) {
                result[index] = merged
            } else {
                open[field] = result.count
                result.append(edit)
            }
        }
        return result.compactMap { edit in edit.flatMap { $0.isEmpty ? nil : $0 } }
    }
}
