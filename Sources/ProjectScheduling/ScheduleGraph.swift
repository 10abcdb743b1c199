import TimelineCore

/// The prepared, immutable structure of a ``ProjectPlan``: dense task
/// indices (ascending id), the hierarchy, the links expanded to leaf tasks in
/// compressed-row form, and a topological order of the leaves.
///
/// Built once per structure and reused by incremental rescheduling. Every
/// step is iterative; nothing recurses, so a 100 000-deep chain or hierarchy
/// needs no stack.
final class ScheduleGraph: Sendable {
    typealias TaskID = ProjectPlan.TaskID

    /// Dense index → id, ascending.
    let ids: [TaskID]
    /// Dense index → index in `plan.tasks`.
    let planIndex: [Int]
    /// Dense index → parent dense index, or -1.
    let parent: [Int]
    /// Whether the task has children.
    let isSummary: [Bool]
    /// Children in compressed-row form (ascending id).
    let childStart: [Int]
    let children: [Int]
    /// The hierarchy in pre-order (parents before children).
    let preOrder: [Int]
    /// Leaf tasks in topological link order.
    let topo: [Int]
    /// Expanded leaf-to-leaf links.
    let linkFrom: [Int]
    let linkTo: [Int]
    let linkType: [ProjectLinkType]
    let linkLag: [ProjectLinkLag]
    /// Incoming and outgoing active links per task (compressed rows).
    let predStart: [Int]
    let predLinks: [Int]
    let succStart: [Int]
    let succLinks: [Int]
    /// Duplicates, bad parents, ignored links and cycles.
    let diagnostics: [ScheduleDiagnostic]
    /// What the structure was built from, to decide whether it can be reused.
    let sourceLinks: [ProjectPlan.Link]
    let sourceIDs: [TaskID]
    let sourceParents: [TaskID?]

    var count: Int { ids.count }

    /// Whether `plan` has exactly the structure this graph was built from.
    /// - Complexity: O(n + m).
    func matches(_ plan: ProjectPlan) -> Bool {
        guard plan.tasks.count == sourceIDs.count, plan.links == sourceLinks else { return false }
        return plan.tasks.withUnsafeBufferPointer { tasks in
            for k in tasks.indices where tasks[k].id != sourceIDs[k] || tasks[k].parent != sourceParents[k] {
                return false
            }
            return true
        }
    }

    /// The dense index of `id`, or `nil`.
    /// - Complexity: O(log n).
    func index(of id: TaskID) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    /// - Complexity: O((n + m') log n) where m' counts expanded links.
    init(_ plan: ProjectPlan) {
        var diagnostics: [ScheduleDiagnostic] = []
        sourceLinks = plan.links
        sourceIDs = plan.tasks.map(\.id)
        sourceParents = plan.tasks.map(\.parent)

        // Dense indices: ascending id, ties (duplicates) by plan position.
        let sorted = plan.tasks.indices.sorted {
            let a = plan.tasks[$0].id, b = plan.tasks[$1].id
            return a != b ? a < b : $0 < $1
        }
        var ids: [TaskID] = []
        var planIndex: [Int] = []
        ids.reserveCapacity(sorted.count)
        planIndex.reserveCapacity(sorted.count)
        for k in sorted {
            let id = plan.tasks[k].id
            if let last = ids.last, last == id {
                diagnostics.append(.duplicateTask(id))
                continue
            }
            ids.append(id)
            planIndex.append(k)
        }
        self.ids = ids
        self.planIndex = planIndex
        let n = ids.count
        func lookup(_ id: TaskID) -> Int? {
            var low = 0
            var high = n
            while low < high {
                let mid = (low + high) / 2
                if ids[mid] < id { low = mid + 1 } else { high = mid }
            }
            return low < n && ids[low] == id ? low : nil
        }

        // Hierarchy: parents, loops broken, children in compressed rows.
        var parent = [Int](repeating: -1, count: n)
        for i in 0..<n {
            guard let parentID = plan.tasks[planIndex[i]].parent else { continue }
            if let p = lookup(parentID), p != i {
                parent[i] = p
            } else {
                diagnostics.append(.invalidParent(task: ids[i], parent: parentID))
            }
        }
        var stamp = [Int](repeating: -1, count: n)
        for i in 0..<n where stamp[i] < 0 {
            var v = i
            while v >= 0, stamp[v] < 0 {
                stamp[v] = i
                let p = parent[v]
                if p >= 0, stamp[p] == i {
                    diagnostics.append(.invalidParent(task: ids[v], parent: ids[p]))
                    parent[v] = -1
                    break
                }
                v = p
            }
        }
        self.parent = parent
        let lists = ChildLists(parents: parent)
        let childStart = lists.start, children = lists.children
        self.childStart = childStart
        self.children = children
        let isSummary = (0..<n).map { childStart[$0 + 1] > childStart[$0] }
        self.isSummary = isSummary

        var preOrder: [Int] = []
        preOrder.reserveCapacity(n)
        var stack: [Int] = (0..<n).filter { parent[$0] < 0 }.reversed()
        while let v = stack.popLast() {
            preOrder.append(v)
            var c = childStart[v + 1]
            while c > childStart[v] {
                c -= 1
                stack.append(children[c])
            }
        }
        self.preOrder = preOrder
        var position = [Int](repeating: 0, count: n)
        for (k, v) in preOrder.enumerated() { position[v] = k }
        var subtreeEnd = [Int](repeating: 0, count: n)
        for k in stride(from: n - 1, through: 0, by: -1) {
            let v = preOrder[k]
            subtreeEnd[v] = Swift.max(subtreeEnd[v], k + 1)
            if parent[v] >= 0 { subtreeEnd[parent[v]] = Swift.max(subtreeEnd[parent[v]], subtreeEnd[v]) }
        }
        func leaves(under v: Int) -> ArraySlice<Int> {
            isSummary[v] ? preOrder[(position[v] + 1)..<subtreeEnd[v]] : preOrder[position[v]..<(position[v] + 1)]
        }

        // Links expanded to leaves.
        var linkFrom: [Int] = []
        var linkTo: [Int] = []
        var linkType: [ProjectLinkType] = []
        var linkLag: [ProjectLinkLag] = []
        linkFrom.reserveCapacity(plan.links.count)
        linkTo.reserveCapacity(plan.links.count)
        linkType.reserveCapacity(plan.links.count)
        linkLag.reserveCapacity(plan.links.count)
        for link in plan.links {
            guard let a = lookup(link.from) else {
                diagnostics.append(.invalidLink(from: link.from, to: link.to, reason: "task \(link.from) does not exist"))
                continue
            }
            guard let b = lookup(link.to) else {
                diagnostics.append(.invalidLink(from: link.from, to: link.to, reason: "task \(link.to) does not exist"))
                continue
            }
            if a == b {
                diagnostics.append(.invalidLink(from: link.from, to: link.to, reason: "it links a task to itself"))
                continue
            }
            switch link.lag {
            case let .working(v), let .elapsed(v), let .percent(v):
                if !v.isFinite {
                    diagnostics.append(.invalidLink(from: link.from, to: link.to, reason: "its lag \(v) is not finite"))
                    continue
                }
            }
            let aAboveB = position[a] < position[b] && position[b] < subtreeEnd[a]
            let bAboveA = position[b] < position[a] && position[a] < subtreeEnd[b]
            if aAboveB || bAboveA {
                diagnostics.append(.invalidLink(from: link.from, to: link.to, reason: "it links a summary with a task under it"))
                continue
            }
            if !isSummary[a] && !isSummary[b] {
                linkFrom.append(a)
                linkTo.append(b)
                linkType.append(link.type)
                linkLag.append(link.lag)
                continue
            }
            for x in leaves(under: a) where !isSummary[x] {
                for y in leaves(under: b) where !isSummary[y] {
                    linkFrom.append(x)
                    linkTo.append(y)
                    linkType.append(link.type)
                    linkLag.append(link.lag)
                }
            }
        }

        // Topological order of the leaves (Kahn); cycles are reported and broken.
        let m = linkFrom.count
        var active = [Bool](repeating: true, count: m)
        var (predStart, predLinks) = ScheduleGraph.rows(count: n, keys: linkTo, active: active)
        var (succStart, succLinks) = ScheduleGraph.rows(count: n, keys: linkFrom, active: active)
        var indegree = [Int](repeating: 0, count: n)
        for i in 0..<n { indegree[i] = predStart[i + 1] - predStart[i] }
        var done = [Bool](repeating: false, count: n)
        var queue: [Int] = []
        queue.reserveCapacity(n)
        for i in 0..<n where !isSummary[i] && indegree[i] == 0 { queue.append(i) }
        let leafCount = isSummary.lazy.filter { !$0 }.count
        var head = 0
        var nextUnfinished = 0
        var brokeCycle = false
        while queue.count < leafCount {
            while head < queue.count {
                let v = queue[head]
                head += 1
                done[v] = true
                for k in succStart[v]..<succStart[v + 1] {
                    let link = succLinks[k]
                    guard active[link] else { continue }
                    let w = linkTo[link]
                    indegree[w] -= 1
                    if indegree[w] == 0 { queue.append(w) }
                }
            }
            guard queue.count < leafCount else { break }
            // Stalled: every unfinished leaf has an unfinished predecessor. Walk
            // predecessors from the smallest unfinished leaf until one repeats.
            while done[nextUnfinished] || isSummary[nextUnfinished] || indegree[nextUnfinished] == 0 { nextUnfinished += 1 }
            var seenAt: [Int: Int] = [:]
            var path: [Int] = []
            var pathLinks: [Int] = []
            var v = nextUnfinished
            while seenAt[v] == nil {
                seenAt[v] = path.count
                path.append(v)
                var chosen = -1
                for k in predStart[v]..<predStart[v + 1] {
                    let link = predLinks[k]
                    if active[link], !done[linkFrom[link]], chosen < 0 || linkFrom[link] < linkFrom[chosen] { chosen = link }
                }
                pathLinks.append(chosen)
                v = linkFrom[chosen]
            }
            // path[j] ← path[j+1] ← … ← v(=path[first]); in link direction it is reversed.
            let first = seenAt[v]!
            let cycleNodes = Array(path[first...].reversed())
            let cycleLinks = Array(pathLinks[first...])
            // Start the reported cycle at its smallest id and drop the link into it.
            let smallest = cycleNodes.min()!
            let offset = cycleNodes.firstIndex(of: smallest)!
            let rotated = Array(cycleNodes[offset...] + cycleNodes[..<offset])
            diagnostics.append(.dependencyCycle(tasks: (rotated + [smallest]).map { ids[$0] }))
            let dropped = cycleLinks.first { linkTo[$0] == smallest }!
            active[dropped] = false
            brokeCycle = true
            indegree[smallest] -= 1
            if indegree[smallest] == 0 { queue.append(smallest) }
        }
        if brokeCycle {
            (predStart, predLinks) = ScheduleGraph.rows(count: n, keys: linkTo, active: active)
            (succStart, succLinks) = ScheduleGraph.rows(count: n, keys: linkFrom, active: active)
        }
        topo = queue
        self.linkFrom = linkFrom
        self.linkTo = linkTo
        self.linkType = linkType
        self.linkLag = linkLag
        self.predStart = predStart
        self.predLinks = predLinks
        self.succStart = succStart
        self.succLinks = succLinks
        self.diagnostics = diagnostics
    }

    /// Groups active link indices by `keys[link]` (a counting sort, stable).
    /// - Complexity: O(n + m).
    private static func rows(count n: Int, keys: [Int], active: [Bool]) -> ([Int], [Int]) {
        var start = [Int](repeating: 0, count: n + 1)
        for (link, key) in keys.enumerated() where active[link] { start[key + 1] += 1 }
        for i in 0..<n { start[i + 1] += start[i] }
        var fill = start
        var rows = [Int](repeating: 0, count: start[n])
        for (link, key) in keys.enumerated() where active[link] {
            rows[fill[key]] = link
            fill[key] += 1
        }
        return (start, rows)
    }
}
