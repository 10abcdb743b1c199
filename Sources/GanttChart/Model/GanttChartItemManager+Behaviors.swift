public import TimelineCore

/// Shortcuts that compose the manager's ``GanttChartItemManager/behavior``
/// (the reference component has them on its item source; here the source is
/// a value and the behaviors live on the manager).
///
/// Each shortcut finds the behaviors it needs inside ``behavior`` (a single
/// behavior or a ``GanttChartItemBehaviorSet``, nested sets included),
/// installs them when missing, edits their hierarchy, lags or constraints,
/// and applies the behavior again so that dates follow at once.
extension GanttChartItemManager {
    // MARK: Switches

    /// Whether a ``GanttChartItemColumnBehavior`` keeps at most one item per row.
    ///
    /// Setting `true` adds the column behavior (after the others) and applies
    /// it, which moves every extra item of a row to a free row; setting
    /// `false` removes it.
    ///
    /// ```swift
    /// manager.isColumn = true     // items 1 and 2 on row 0: item 2 moves to row 1
    /// ```
    public var isColumn: Bool {
        get { installedBehaviors.contains { $0 is GanttChartItemColumnBehavior } }
        set {
            guard newValue != isColumn else { return }
            if newValue {
                appendBehavior(GanttChartItemColumnBehavior())
                applyBehavior()
            } else {
                removeBehaviors { $0 is GanttChartItemColumnBehavior }
            }
        }
    }

    /// Whether a ``GanttChartItemAutoSchedulingBehavior`` moves successors
    /// after their predecessors.
    ///
    /// Setting `true` installs ``GanttChartItemBehaviorSet/classic(hierarchy:constraints:lags:)``
    /// in front of the other behaviors, taking over the hierarchy of an
    /// installed ``GanttChartItemHierarchicalBehavior`` and the constraints of
    /// an installed ``GanttChartItemConstraintBehavior``, and applies it.
    /// Setting `false` removes the auto-scheduling behavior; the hierarchy
    /// stays, and its constraints move to a ``GanttChartItemConstraintBehavior``.
    ///
    /// ```swift
    /// manager.isAutoScheduling = true   // 1 (Mon) → 2: 2 moves to Tue
    /// ```
    public var isAutoScheduling: Bool {
        get { autoSchedulingBehavior != nil }
        set {
            guard newValue != isAutoScheduling else { return }
            if newValue {
                let hierarchy = hierarchicalBehavior?.hierarchy ?? GanttChartItemHierarchy()
                let childrenSource = hierarchicalBehavior?.childrenSource
                var constraints = GanttChartItemConstraintSet()
                for case let behavior as GanttChartItemConstraintBehavior in installedBehaviors {
                    constraints.constraints.merge(behavior.constraints.constraints) { first, _ in first }
                    constraints.deadlines.merge(behavior.constraints.deadlines) { first, _ in first }
                }
                removeBehaviors { $0 is GanttChartItemHierarchicalBehavior || $0 is GanttChartItemConstraintBehavior }
                let classic = GanttChartItemBehaviorSet.classic(hierarchy: hierarchy, constraints: constraints)
                if let childrenSource {
                    (classic.behaviors[0] as? GanttChartItemHierarchicalBehavior)?.childrenSource = childrenSource
                    (classic.behaviors[1] as? GanttChartItemAutoSchedulingBehavior)?.hierarchySource = childrenSource
                }
                let others = installedBehaviors
                behavior = GanttChartItemBehaviorSet(classic.behaviors + others)
                applyBehavior()
            } else {
                let constraints = autoSchedulingBehavior?.constraints ?? GanttChartItemConstraintSet()
                removeBehaviors { $0 is GanttChartItemAutoSchedulingBehavior }
                if !constraints.constraints.isEmpty {
                    appendBehavior(GanttChartItemConstraintBehavior(constraints: constraints))
                }
            }
        }
    }

    // MARK: Hierarchy

    /// Makes `children` children of `parent` (after the children it has;
    /// an item under another parent moves here), so that `parent` becomes a
    /// summary spanning them. Installs a ``GanttChartItemHierarchicalBehavior``
    /// when there is none and keeps an auto-scheduling behavior's hierarchy
    /// the same.
    ///
    /// ```swift
    /// try manager.addHierarchicalRelations(for: 10, children: [1, 2])
    /// manager.item(withID: 10)?.time    // from 1's start to 2's finish
    /// ```
    /// - Parameters:
    ///   - parent: The summary.
    ///   - children: The items to put under it, in order.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)`` for an unknown
    ///   item, ``GanttChartValidationError/hierarchyCycle(item:parent:)`` when
    ///   a child is `parent` or above it; nothing changes then.
    public func addHierarchicalRelations(for parent: GanttChartItem.ID, children: [GanttChartItem.ID]) throws(GanttChartValidationError) {
        guard item(withID: parent) != nil else { throw .missingItem(parent) }
        var hierarchy = currentHierarchy
        for child in children {
            guard item(withID: child) != nil else { throw .missingItem(child) }
            if hierarchy.isAncestor(child, of: parent) { throw .hierarchyCycle(item: child, parent: parent) }
        }
        let moved = children.filter { hierarchy.parent(of: $0) != parent }.map { ($0, hierarchy.parent(of: $0)) }
        hierarchy.addChildren(children, to: parent)
        setHierarchy(hierarchy) {
            for (child, old) in moved { report(.parent(child, from: old, to: parent)) }
        }
    }

    /// Makes every child of `parent` a top-level item; `parent` stops being
    /// a summary (it keeps its last dates).
    ///
    /// ```swift
    /// manager.removeHierarchicalRelations(for: 10)
    /// ```
    /// - Parameter parent: The summary.
    public func removeHierarchicalRelations(for parent: GanttChartItem.ID) {
        var hierarchy = currentHierarchy
        guard hierarchy.isSummary(parent) else { return }
        let children = hierarchy.children(of: parent)
        hierarchy.removeChildren(of: parent)
        setHierarchy(hierarchy) {
            for child in children { report(.parent(child, from: parent, to: nil)) }
        }
    }

    /// Takes an item out of its parent's children (its own children stay
    /// under it); the parent then spans its other children only.
    ///
    /// ```swift
    /// manager.removeFromHierarchy(2)    // summary 10 now spans 1 only
    /// ```
    /// - Parameter id: The item.
    public func removeFromHierarchy(_ id: GanttChartItem.ID) {
        var hierarchy = currentHierarchy
        guard let parent = hierarchy.parent(of: id) else { return }
        hierarchy.removeFromParent(id)
        setHierarchy(hierarchy) { report(.parent(id, from: parent, to: nil)) }
    }

    // MARK: Lags and constraints

    /// Sets the lag of a dependency (a negative lag is a lead) and
    /// reschedules; installs the classic behavior set when no auto-scheduling
    /// behavior is installed.
    ///
    /// ```swift
    /// try manager.setLag(.working(8 * 3_600), for: 1)   // the successor starts a working day later
    /// ```
    /// - Parameters:
    ///   - lag: The lag.
    ///   - dependency: The dependency.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)``.
    public func setLag(_ lag: GanttChartDependencyLag, for dependency: GanttChartDependency.ID) throws(GanttChartValidationError) {
        guard self.dependency(withID: dependency) != nil else { throw .missingDependency(dependency) }
        let old = self.lag(for: dependency)
        guard old != lag else { return }
        ensuredAutoSchedulingBehavior().lags[dependency] = lag
        report(.lag(dependency, from: old, to: lag))
        applyBehavior()
    }

    /// Removes the lag of a dependency (the lag source, if any, applies
    /// again) and reschedules.
    ///
    /// ```swift
    /// manager.removeLag(for: 1)
    /// ```
    /// - Parameter dependency: The dependency.
    public func removeLag(for dependency: GanttChartDependency.ID) {
        guard let behavior = autoSchedulingBehavior, let old = behavior.lags[dependency] else { return }
        behavior.lags[dependency] = nil
        report(.lag(dependency, from: old, to: nil))
        applyBehavior()
    }

    /// Sets the constraint and the deadline of an item and reschedules.
    /// Edits the auto-scheduling behavior's constraints; without one, those
    /// of an installed ``GanttChartItemConstraintBehavior``; without either,
    /// installs the classic behavior set.
    ///
    /// ```swift
    /// try manager.setConstraints(.startNoEarlierThan(wednesday10), for: 2)
    /// try manager.setConstraints(nil, deadline: friday16, for: 2)   // a deadline only
    /// ```
    /// - Parameters:
    ///   - constraint: The constraint; `nil` for none (as soon as possible).
    ///   - deadline: The deadline; `nil` for none.
    ///   - id: The item.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func setConstraints(_ constraint: GanttChartItemConstraint?, deadline: Time? = nil, for id: GanttChartItem.ID) throws(GanttChartValidationError) {
        guard item(withID: id) != nil else { throw .missingItem(id) }
        let (oldConstraint, oldDeadline) = (self.constraint(for: id), self.deadline(for: id))
        guard oldConstraint != constraint || oldDeadline != deadline else { return }
        defer {
            if oldConstraint != constraint { report(.constraint(id, from: oldConstraint, to: constraint)) }
            if oldDeadline != deadline { report(.deadline(id, from: oldDeadline, to: deadline)) }
            applyBehavior()
        }
        if autoSchedulingBehavior == nil, let behavior = constraintBehavior {
            behavior.constraints[id] = constraint
            behavior.constraints.deadlines[id] = deadline
        } else {
            let behavior = ensuredAutoSchedulingBehavior()
            behavior.constraints[id] = constraint
            behavior.constraints.deadlines[id] = deadline
        }
    }

    /// Makes an item manually scheduled (it keeps its dates when the
    /// behavior runs; its successors still follow it) or auto-scheduled
    /// again, and reschedules. Edits the auto-scheduling behavior's
    /// constraints; without one, installs the classic behavior set.
    ///
    /// ```swift
    /// try manager.setManuallyScheduled(true, for: 2)
    /// ```
    /// - Parameters:
    ///   - isManual: Whether the item keeps its dates.
    ///   - id: The item.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func setManuallyScheduled(_ isManual: Bool, for id: GanttChartItem.ID) throws(GanttChartValidationError) {
        guard item(withID: id) != nil else { throw .missingItem(id) }
        let old = isManuallyScheduled(id)
        guard old != isManual else { return }
        let behavior = ensuredAutoSchedulingBehavior()
        if isManual { behavior.constraints.manuallyScheduled.insert(id) } else { behavior.constraints.manuallyScheduled.remove(id) }
        report(.manualScheduling(id, from: old, to: isManual))
        applyBehavior()
    }

    /// Whether the item is manually scheduled (see ``setManuallyScheduled(_:for:)``).
    public func isManuallyScheduled(_ id: GanttChartItem.ID) -> Bool {
        autoSchedulingBehavior?.constraints.manuallyScheduled.contains(id) ?? false
    }

    /// Removes the constraint and the deadline of an item, so that it goes
    /// back where its links (or its own dates) put it.
    ///
    /// ```swift
    /// manager.removeConstraints(for: 2)
    /// ```
    /// - Parameter id: The item.
    public func removeConstraints(for id: GanttChartItem.ID) {
        let (oldConstraint, oldDeadline) = (constraint(for: id), deadline(for: id))
        var changed = false
        if let behavior = autoSchedulingBehavior, behavior.constraints[id] != nil || behavior.constraints.deadlines[id] != nil {
            behavior.constraints[id] = nil
            behavior.constraints.deadlines[id] = nil
            changed = true
        }
        for case let behavior as GanttChartItemConstraintBehavior in installedBehaviors where behavior.constraints[id] != nil {
            behavior.constraints[id] = nil
            behavior.constraints.deadlines[id] = nil
            changed = true
        }
        guard changed else { return }
        if let oldConstraint { report(.constraint(id, from: oldConstraint, to: nil)) }
        if let oldDeadline { report(.deadline(id, from: oldDeadline, to: nil)) }
        applyBehavior()
    }

    // MARK: Reading the structure

    /// The summary `id` belongs to, or `nil` at the top level.
    public func parent(of id: GanttChartItem.ID) -> GanttChartItem.ID? { currentHierarchy.parent(of: id) }

    /// The items directly under summary `id`, in order (empty for a leaf).
    public func children(of id: GanttChartItem.ID) -> [GanttChartItem.ID] { currentHierarchy.children(of: id) }

    /// The item's scheduling constraint, if any.
    public func constraint(for id: GanttChartItem.ID) -> GanttChartItemConstraint? {
        autoSchedulingBehavior?.constraints[id] ?? constraintBehavior?.constraints[id]
    }

    /// The item's deadline, if any.
    public func deadline(for id: GanttChartItem.ID) -> Time? {
        autoSchedulingBehavior?.constraints.deadlines[id] ?? constraintBehavior?.constraints.deadlines[id]
    }

    /// The dependency's lag, if any.
    public func lag(for id: GanttChartDependency.ID) -> GanttChartDependencyLag? { autoSchedulingBehavior?.lags[id] }

    // MARK: Finding and composing behaviors

    /// Every installed behavior, nested sets flattened, in the order applied.
    var installedBehaviors: [any GanttChartItemBehavior] {
        func flatten(_ behavior: any GanttChartItemBehavior) -> [any GanttChartItemBehavior] {
            if let set = behavior as? GanttChartItemBehaviorSet { return set.behaviors.flatMap(flatten) }
            return [behavior]
        }
        return behavior.map(flatten) ?? []
    }

    private var autoSchedulingBehavior: GanttChartItemAutoSchedulingBehavior? {
        installedBehaviors.lazy.compactMap { $0 as? GanttChartItemAutoSchedulingBehavior }.first
    }

    private var hierarchicalBehavior: GanttChartItemHierarchicalBehavior? {
        installedBehaviors.lazy.compactMap { $0 as? GanttChartItemHierarchicalBehavior }.first
    }

    private var constraintBehavior: GanttChartItemConstraintBehavior? {
        installedBehaviors.lazy.compactMap { $0 as? GanttChartItemConstraintBehavior }.first
    }

    /// The fixed hierarchy of the installed behaviors (hierarchical first).
    private var currentHierarchy: GanttChartItemHierarchy {
        hierarchicalBehavior?.hierarchy ?? autoSchedulingBehavior?.hierarchy ?? GanttChartItemHierarchy()
    }

    /// Gives every hierarchy-holding behavior `hierarchy` (installing a
    /// hierarchical behavior, in front, when there is none) and applies.
    private func setHierarchy(_ hierarchy: GanttChartItemHierarchy, reporting: () -> Void = {}) {
        if hierarchicalBehavior == nil {
            behavior = GanttChartItemBehaviorSet([GanttChartItemHierarchicalBehavior(hierarchy: hierarchy)] + installedBehaviors)
        }
        for behavior in installedBehaviors {
            if let hierarchical = behavior as? GanttChartItemHierarchicalBehavior { hierarchical.hierarchy = hierarchy }
            if let scheduling = behavior as? GanttChartItemAutoSchedulingBehavior { scheduling.hierarchy = hierarchy }
        }
        reporting()
        applyBehavior()
    }

    /// The installed auto-scheduling behavior, after installing the classic
    /// set (``isAutoScheduling``) when there is none.
    private func ensuredAutoSchedulingBehavior() -> GanttChartItemAutoSchedulingBehavior {
        if let behavior = autoSchedulingBehavior { return behavior }
        isAutoScheduling = true
        return autoSchedulingBehavior!
    }

    private func appendBehavior(_ new: any GanttChartItemBehavior) {
        let current = installedBehaviors
        behavior = current.isEmpty ? new : GanttChartItemBehaviorSet(current + [new])
    }

    /// Removes the behaviors matching `predicate` (the behavior becomes `nil`
    /// when none remains; a single remaining behavior stays in a set).
    private func removeBehaviors(where predicate: (any GanttChartItemBehavior) -> Bool) {
        let remaining = installedBehaviors.filter { !predicate($0) }
        behavior = remaining.isEmpty ? nil : GanttChartItemBehaviorSet(remaining)
    }
}
