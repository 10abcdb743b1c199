public import TimelineCore

extension GanttChartItem {
    /// Checks the item on its own: row range, completion, milestone duration,
    /// time order and times within the years 1 to 9999
    /// (``TimelineCore/Time/isSupported``). Nothing is fixed up.
    /// - Throws: The first ``GanttChartValidationError`` found.
    /// - Complexity: O(1).
    public func validate() throws(GanttChartValidationError) {
        try Self.validate(id: id, row: row, time: time, completion: completion, type: type)
    }

    /// The checks of ``validate()`` on the fields alone, so bulk loaders need
    /// not copy whole items.
    @inline(__always)
    static func validate(id: ID, row: Int, time: TimeRange, completion: Double, type: ItemType) throws(GanttChartValidationError) {
        guard time.finish >= time.start else {
            throw .finishBeforeStart(item: id, start: time.start, finish: time.finish)
        }
        guard time.start.isSupported, time.finish.isSupported else {
            throw .timeOutOfRange(item: id, start: time.start, finish: time.finish)
        }
        guard row >= 0 && row <= GanttChartItem.maximumRow else {
            throw .rowOutOfRange(item: id, row: row)
        }
        guard completion >= 0 && completion <= 1 else {
            throw .invalidCompletion(item: id, completion: completion)
        }
        if type == .milestone && !time.isMomentary {
            throw .milestoneHasDuration(item: id, duration: time.duration)
        }
    }

    /// Makes a time range for item `id`, reporting a reversed range with the item.
    /// - Parameters:
    ///   - start: The first instant.
    ///   - finish: The instant after the range.
    ///   - id: The item the range is for (named in the error).
    /// - Returns: `[start, finish)`.
    /// - Throws: ``GanttChartValidationError/finishBeforeStart(item:start:finish:)``.
    public static func timeRange(start: Time, finish: Time, for id: ID) throws(GanttChartValidationError) -> TimeRange {
        guard finish >= start else { throw .finishBeforeStart(item: id, start: start, finish: finish) }
        return TimeRange(start..<finish)
    }

    /// Converts a row read as a number (from JSON, CSV…) into a row index.
    /// - Parameters:
    ///   - value: The number read.
    ///   - id: The item the row is for (named in the error).
    /// - Returns: The row, in `0...maximumRow`.
    /// - Throws: ``GanttChartValidationError/rowNotAnInteger(item:value:)`` for NaN,
    ///   infinities and fractions; ``GanttChartValidationError/rowOutOfRange(item:row:)``
    ///   for negative or too large rows.
    public static func row(from value: Double, for id: ID) throws(GanttChartValidationError) -> Int {
        guard value.isFinite, value.rounded(.towardZero) == value else { throw .rowNotAnInteger(item: id, value: value) }
        guard value >= 0, value <= Double(maximumRow) else {
            throw .rowOutOfRange(item: id, row: value < 0 ? Int(max(value, -Double(maximumRow))) : Int(min(value, 9.0e18)))
        }
        return Int(value)
    }
}

extension GanttChartDependency {
    /// Checks the dependency on its own (it must not link an item to itself).
    /// Ends that exist and the absence of cycles are checked by the containers.
    /// - Throws: ``GanttChartValidationError/dependencyToItself(dependency:item:)``.
    /// - Complexity: O(1).
    public func validate() throws(GanttChartValidationError) {
        guard from != to else { throw .dependencyToItself(dependency: id, item: from) }
    }
}

/// Whole-collection validation that reports every problem, for importers that
/// want to show them all at once.
public enum GanttChartValidation {
    /// All problems of a collection of items and dependencies, in input order:
    /// invalid items, duplicate ids, self-links, links to missing items,
    /// duplicate links, then at most one cycle.
    /// - Parameters:
    ///   - items: The items.
    ///   - dependencies: The dependencies between them.
    /// - Returns: The errors; empty when the collection is valid.
    /// - Complexity: O(n + m log m) for n items and m dependencies.
    public static func errors(items: [GanttChartItem], dependencies: [GanttChartDependency]) -> [GanttChartValidationError] {
        var errors: [GanttChartValidationError] = []
        // Ids through an array for the compact ids plans have (no hashing).
        var itemIDs = IDIndex(count: items.count) { items[$0].id.rawValue }
        for index in items.indices {
            do throws(GanttChartValidationError) {
                try GanttChartItem.validate(id: items[index].id, row: items[index].row, time: items[index].time,
                                            completion: items[index].completion, type: items[index].type)
            } catch {
                errors.append(error)
            }
            if itemIDs.insert(items[index].id.rawValue, at: index) != nil { errors.append(.duplicateItemID(items[index].id)) }
        }
        // The links that pass the checks of their own (a new id, not to
        // itself, both ends there), then duplicates among them: a link is a
        // duplicate of the first such link, in input order, between the same items.
        var dependencyIDs = IDIndex(count: dependencies.count) { dependencies[$0].id.rawValue }
        var passes = [Bool](repeating: false, count: dependencies.count)
        var problems = [[GanttChartValidationError]](repeating: [], count: dependencies.count)
        for index in dependencies.indices {
            // Fields read in place: binding the dependency would copy it.
            let id = dependencies[index].id, from = dependencies[index].from, to = dependencies[index].to
            if dependencyIDs.insert(id.rawValue, at: index) != nil { problems[index].append(.duplicateDependencyID(id)); continue }
            do throws(GanttChartValidationError) { try dependencies[index].validate() } catch { problems[index].append(error); continue }
            if itemIDs[from.rawValue] == nil { problems[index].append(.dependencyToMissingItem(dependency: id, item: from)) }
            if itemIDs[to.rawValue] == nil { problems[index].append(.dependencyToMissingItem(dependency: id, item: to)) }
            passes[index] = problems[index].isEmpty
        }
        var byEnds = dependencies.indices.filter { passes[$0] }
        byEnds.sort { (dependencies[$0].from, dependencies[$0].to, $0) < (dependencies[$1].from, dependencies[$1].to, $1) }
        var acyclic = passes
        var groupFirst = -1
        for (offset, index) in byEnds.enumerated() {
            let previous = offset > 0 ? byEnds[offset - 1] : -1
            guard previous >= 0, dependencies[previous].from == dependencies[index].from, dependencies[previous].to == dependencies[index].to else {
                groupFirst = index
                continue
            }
            problems[index].append(.duplicateDependency(dependency: dependencies[index].id, existing: dependencies[groupFirst].id))
            acyclic[index] = false
        }
        for index in dependencies.indices { errors += problems[index] }
        // Whether there is a cycle does not depend on the order links are
        // visited in; which one is reported does. So the links are sorted
        // (firstCycle) only when there is one.
        if !isAcyclic(dependencies, including: acyclic, itemIDs: itemIDs, itemCount: items.count),
           let cycle = firstCycle(in: dependencies.indices.filter { acyclic[$0] }.map { dependencies[$0] }) {
            errors.append(cycle)
        }
        return errors
    }

    /// Whether the links marked in `including` (both ends in `itemIDs`) form
    /// no cycle: Kahn's algorithm over item positions, in O(n + m) without
    /// sorting or hashing.
    private static func isAcyclic(_ dependencies: [GanttChartDependency], including: [Bool], itemIDs: IDIndex, itemCount: Int) -> Bool {
        var firstEdge = [Int](repeating: 0, count: itemCount + 1)
        var inDegree = [Int](repeating: 0, count: itemCount)
        var ends: [(from: Int, to: Int)] = []
        ends.reserveCapacity(dependencies.count)
        for index in dependencies.indices where including[index] {
            guard let from = itemIDs[dependencies[index].from.rawValue], let to = itemIDs[dependencies[index].to.rawValue] else { continue }
            ends.append((from, to))
            firstEdge[from + 1] += 1
            inDegree[to] += 1
        }
        guard !ends.isEmpty else { return true }
        for node in 0..<itemCount { firstEdge[node + 1] += firstEdge[node] }
        // Each position's successors: targets[firstEdge[k]..<firstEdge[k + 1]].
        var targets = [Int](repeating: 0, count: ends.count)
        var next = firstEdge
        for (from, to) in ends {
            targets[next[from]] = to
            next[from] += 1
        }
        return removeSources(firstEdge: firstEdge, targets: targets, inDegree: &inDegree) == itemCount
    }

    /// Kahn's algorithm on a graph whose node k has the successors
    /// `targets[firstEdge[k]..<firstEdge[k + 1]]`: removes nodes without
    /// predecessors until none is left.
    /// - Returns: How many nodes were removed (all of them unless there is a
    ///   cycle); `inDegree` is left with the in-degrees of the rest.
    private static func removeSources(firstEdge: [Int], targets: [Int], inDegree: inout [Int]) -> Int {
        var ready = inDegree.indices.filter { inDegree[$0] == 0 }
        var removed = 0
        while let node = ready.popLast() {
            removed += 1
            for edge in firstEdge[node]..<firstEdge[node + 1] {
                inDegree[targets[edge]] -= 1
                if inDegree[targets[edge]] == 0 { ready.append(targets[edge]) }
            }
        }
        return removed
    }

    /// A cycle among `dependencies` (Kahn's algorithm; the leftover graph is
    /// walked to name one cycle), or `nil`.
    /// - Complexity: O(m log m).
    static func firstCycle(in dependencies: [GanttChartDependency]) -> GanttChartValidationError? {
        guard !dependencies.isEmpty else { return nil }
        let edges = dependencies.sorted { ($0.from, $0.to, $0.id) < ($1.from, $1.to, $1.id) }
        // The items at either end, ascending, numbered 0..<n: arrays by number
        // instead of dictionaries by id (no hashing in the loops below).
        var nodes: [GanttChartItem.ID] = []
        nodes.reserveCapacity(edges.count * 2)
        for edge in edges {
            nodes.append(edge.from)
            nodes.append(edge.to)
        }
        nodes.sort()
        var unique = 0
        for node in nodes where unique == 0 || nodes[unique - 1] != node {
            nodes[unique] = node
            unique += 1
        }
        nodes.removeLast(nodes.count - unique)
        func number(_ id: GanttChartItem.ID) -> Int {
            var low = 0, high = nodes.count
            while low < high {
                let middle = (low + high) / 2
                if nodes[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let from = edges.map { number($0.from) }, to = edges.map { number($0.to) }
        // Edges are sorted by predecessor: node k's outgoing edges are firstEdge[k]..<firstEdge[k + 1].
        var firstEdge = [Int](repeating: 0, count: nodes.count + 1)
        for start in from { firstEdge[start + 1] += 1 }
        for node in nodes.indices { firstEdge[node + 1] += firstEdge[node] }
        var inDegree = [Int](repeating: 0, count: nodes.count)
        for end in to { inDegree[end] += 1 }
        guard removeSources(firstEdge: firstEdge, targets: to, inDegree: &inDegree) < nodes.count else { return nil }
        // Every leftover node (in-degree above 0) has a leftover predecessor; walk
        // backwards from the smallest one until a node repeats, then report that
        // loop forwards. Each node's predecessor is its first leftover edge in order.
        var predecessor = [Int](repeating: -1, count: nodes.count)
        for edge in edges.indices where inDegree[from[edge]] > 0 && inDegree[to[edge]] > 0 && predecessor[to[edge]] < 0 {
            predecessor[to[edge]] = edge
        }
        var node = predecessor.firstIndex { $0 >= 0 }!
        var seen = [Int](repeating: -1, count: nodes.count)
        var walk: [Int] = []
        while seen[node] < 0 {
            seen[node] = walk.count
            walk.append(node)
            node = from[predecessor[node]]
        }
        // Forwards: node → walk[last] → … → walk[k + 1] → node, where k = seen[node].
        let cycle = ([node] + walk[seen[node]...].reversed()).map { nodes[$0] }
        return .dependencyCycle(dependency: edges[predecessor[node]].id, cycle: cycle)
    }
}
