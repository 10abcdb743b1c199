/// Every node's children, from every node's parent: one array of all the
/// children grouped by parent (a counting sort), each group in node order.
/// For the passes over whole hierarchies (resolving a plan, spanning its
/// summaries, scheduling) that would otherwise keep a list per parent.
///
/// ```swift
/// let lists = ChildLists(parents: [-1, 0, 0, 1])   // 0 ← 1, 2; 1 ← 3
/// lists[0]                                          // [1, 2]
/// lists[3]                                          // []
/// ```
package struct ChildLists: Sendable {
    /// The children of node `k` are `children[start[k]..<start[k + 1]]`.
    package let start: [Int]
    /// All children, grouped by parent.
    package let children: [Int]

    /// Groups nodes `0..<parents.count` under their parents.
    /// - Parameter parents: Each node's parent, or `-1` for a root; every
    ///   parent is a node (`0..<parents.count`).
    /// - Complexity: O(n).
    package init(parents: [Int]) {
        let count = parents.count
        var start = [Int](repeating: 0, count: count + 1)
        for parent in parents where parent >= 0 {
            precondition(parent < count, "ChildLists: parent \(parent) is not a node")
            start[parent + 1] += 1
        }
        for node in 0..<count { start[node + 1] += start[node] }
        var next = start
        var children = [Int](repeating: 0, count: start[count])
        for node in 0..<count where parents[node] >= 0 {
            children[next[parents[node]]] = node
            next[parents[node]] += 1
        }
        self.start = start
        self.children = children
    }

    /// The children of `node`, in node order.
    package subscript(node: Int) -> ArraySlice<Int> { children[start[node]..<start[node + 1]] }

    /// Whether `node` has children.
    package func hasChildren(_ node: Int) -> Bool { start[node + 1] > start[node] }
}
