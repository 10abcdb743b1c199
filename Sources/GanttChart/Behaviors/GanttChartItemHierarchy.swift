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
    public mutating func addChildren(_ children: [GanttChartItem.ID], to parent: GanttChartItem.ID) {
        var list = self.children(of: parent)
        for child in children where !list.contains(child) { list.append(child) }
        setChildren(list, of: parent)
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
    func summariesBottomUp() -> [GanttChartItem.ID] {
        var depth: [GanttChartItem.ID: Int] = [:]
        for summary in summaries {
            var d = 0
            var p = parent(of: summary)
            var seen: Set<GanttChartItem.ID> = [summary]
            while let q = p, seen.insert(q).inserted {
                d += 1
                p = parent(of: q)
            }
            depth[summary] = d
        }
        return summaries.sorted { depth[$0]! != depth[$1]! ? depth[$0]! > depth[$1]! : $0 < $1 }
    }
}
