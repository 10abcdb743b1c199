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
