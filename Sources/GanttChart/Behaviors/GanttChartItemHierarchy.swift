/// Which items are summaries of which: parent → children, in order.
///
/// ```swift
/// var hierarchy = GanttChartItemHierarchy()
/// hierarchy.setChildren([2, 3], of: 1)       // 1 is the summary of 2 and 3
/// hierarchy.parent(of: 3)                     // 1
/// ```
public struct GanttChartItemHierarchy: Sendable, Equatable {
    private var childrenByParent: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
    private var parentByChild: [GanttChartItem.ID: GanttChartItem.ID] = [:]

    /// An empty hierarchy (every item at the top level).
    public init() {}

    /// A hierarchy from parent → children.
    /// - Parameter children: The children of each parent.
    public init(_ children: [GanttChartItem.ID: [GanttChartItem.ID]]) {
        for parent in children.keys.sorted() { setChildren(children[parent]!, of: parent) }
    }

    /// A hierarchy from children lists in which each parent and each child
    /// comes once (what a loader that checked its items has): nothing to
    /// move, each list stored as given.
    /// - Parameters:
    ///   - lists: Each parent with its children, in order; no empty lists.
    ///   - childCount: The number of children in all lists (a capacity).
    /// - Complexity: O(k) for k children.
    package init(uniqueChildLists lists: [(parent: GanttChartItem.ID, children: [GanttChartItem.ID])], childCount: Int) {
        childrenByParent.reserveCapacity(lists.count)
        parentByChild.reserveCapacity(childCount)
        for (parent, children) in lists where !children.isEmpty {
            precondition(childrenByParent.updateValue(children, forKey: parent) == nil, "parent \(parent) listed twice")
            for child in children {
                precondition(parentByChild.updateValue(parent, forKey: child) == nil, "child \(child) listed twice")
            }
        }
    }

    /// Makes `children` the children of `parent` (moving them from any other parent).
    public mutating func setChildren(_ children: [GanttChartItem.ID], of parent: GanttChartItem.ID) {
        for child in childrenByParent[parent] ?? [] { parentByChild[child] = nil }
        for child in children {
            if let old = parentByChild[child], old != parent { childrenByParent[old]?.removeAll { $0 == child } }
            parentByChild[child] = parent
        }
        childrenByParent[parent] = children.isEmpty ? nil : children
    }

    /// Adds `children` after the current children of `parent` (moving them
    /// from any other parent; a child already under `parent` keeps its place).
    /// - Complexity: O(k) for k added children, plus the length of each
    ///   former parent's children for a child that moves.
    public mutating func addChildren(_ children: [GanttChartItem.ID], to parent: GanttChartItem.ID) {
        for child in children {
            if let old = parentByChild[child] {
                if old == parent { continue }
                childrenByParent[old]?.removeAll { $0 == child }
                if childrenByParent[old]?.isEmpty == true { childrenByParent[old] = nil }
            }
            parentByChild[child] = parent
            childrenByParent[parent, default: []].append(child)
        }
    }

    /// Makes every child of `parent` a top-level item (`parent` is no longer a summary).
    public mutating func removeChildren(of parent: GanttChartItem.ID) {
        setChildren([], of: parent)
    }

    /// Takes `id` out of its parent's children; its own children stay under it.
    public mutating func removeFromParent(_ id: GanttChartItem.ID) {
        guard let parent = parentByChild[id] else { return }
        setChildren(children(of: parent).filter { $0 != id }, of: parent)
    }

    /// Whether `ancestor` is `id` itself, its parent, its parent's parent, ….
    /// - Complexity: O(depth).
    public func isAncestor(_ ancestor: GanttChartItem.ID, of id: GanttChartItem.ID) -> Bool {
        var current: GanttChartItem.ID? = id
        var seen: Set<GanttChartItem.ID> = []
        while let c = current, seen.insert(c).inserted {
            if c == ancestor { return true }
            current = parentByChild[c]
        }
        return false
    }

    /// This hierarchy over what `source` gives for `itemIDs` (the fixed
    /// relations of `self` win for the parents they list).
    func merged(with source: GanttChartItemHierarchySource?, itemIDs: [GanttChartItem.ID]) -> GanttChartItemHierarchy {
        guard let source else { return self }
        var result = GanttChartItemHierarchy()
        for id in itemIDs.sorted() {
            let list = source(id)
            if !list.isEmpty { result.setChildren(list, of: id) }
        }
        for parent in summaries { result.setChildren(children(of: parent), of: parent) }
        return result
    }

    /// The children of `id`, in order (empty for a leaf).
    public func children(of id: GanttChartItem.ID) -> [GanttChartItem.ID] { childrenByParent[id] ?? [] }

    /// The parent of `id`, or `nil` at the top level.
    public func parent(of id: GanttChartItem.ID) -> GanttChartItem.ID? { parentByChild[id] }

    /// Whether `id` has children.
    public func isSummary(_ id: GanttChartItem.ID) -> Bool { childrenByParent[id] != nil }

    /// The items with children, ascending.
    public var summaries: [GanttChartItem.ID] { childrenByParent.keys.sorted() }

    /// Every item under `id` (children, grandchildren, …) in depth-first order.
    /// Iterative; a loop in the hierarchy is visited once.
    public func descendants(of id: GanttChartItem.ID) -> [GanttChartItem.ID] {
        var result: [GanttChartItem.ID] = []
        var seen: Set<GanttChartItem.ID> = [id]
        var stack = Array(children(of: id).reversed())
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            stack.append(contentsOf: children(of: next).reversed())
        }
        return result
    }

    /// Summaries ordered children before parents (deepest first), ascending id among equals.
    /// - Complexity: O(n log n) for n items in the hierarchy: each depth is
    ///   computed once (a walk up stops at the first ancestor already known).
    func summariesBottomUp() -> [GanttChartItem.ID] {
        bottomUp(summaries)
    }

    /// Whether any item has children.
    var hasSummaries: Bool { !childrenByParent.isEmpty }

    /// The summaries among `ids` and every summary above them, ordered as
    /// ``summariesBottomUp()`` orders them: what re-spans after `ids` change.
    /// - Complexity: O(k log k + k · h) for k such summaries of depth h.
    func summariesBottomUp(above ids: some Sequence<GanttChartItem.ID>) -> [GanttChartItem.ID] {
        var reached: Set<GanttChartItem.ID> = []
        for id in ids {
            var current: GanttChartItem.ID? = isSummary(id) ? id : parentByChild[id]
            // An ancestor reached before has its own ancestors in the set already (and a loop stops here).
            while let summary = current, reached.insert(summary).inserted { current = parentByChild[summary] }
        }
        return bottomUp(Array(reached))
    }

    private func bottomUp(_ summaries: [GanttChartItem.ID]) -> [GanttChartItem.ID] {
        var depth: [GanttChartItem.ID: Int] = [:]
        depth.reserveCapacity(summaries.count)
        var path: [GanttChartItem.ID] = []
        var onPath: Set<GanttChartItem.ID> = []
        for summary in summaries where depth[summary] == nil {
            path.removeAll(keepingCapacity: true)
            onPath.removeAll(keepingCapacity: true)
            var current = summary
            // The depth of the node above path.last (-1 above a top-level item or a loop).
            var above = -1
            while true {
                if let known = depth[current] { above = known; break }
                guard onPath.insert(current).inserted else { break }
                path.append(current)
                guard let next = parentByChild[current] else { break }
                current = next
            }
            for (offset, id) in path.reversed().enumerated() { depth[id] = above + 1 + offset }
        }
        return summaries.sorted { depth[$0]! != depth[$1]! ? depth[$0]! > depth[$1]! : $0 < $1 }
    }
}
