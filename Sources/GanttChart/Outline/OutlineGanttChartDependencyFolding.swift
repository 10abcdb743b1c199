/// Dependencies as an outline with collapsed rows draws them: an end hidden
/// under a collapsed row is drawn at that row's main item (its summary), as a
/// project tool draws links to the tasks inside a collapsed summary.
///
/// Several links that fold into the same pair of drawn ends are drawn once
/// (a link between the shown items themselves first, else the lowest id);
/// a link whose two ends fold into the same item (inside one collapsed
/// summary, or between the summary and its own hidden task) is not drawn.
/// A folded link keeps its id (hit testing and editing find the real link)
/// but has the drawn ends as `from` and `to`; the model keeps the real ends.
enum OutlineGanttChartDependencyFolding {
    /// Folds `dependencies` onto the items that are drawn.
    /// - Parameters:
    ///   - dependencies: The links to draw, any order.
    ///   - drawnItem: The item drawn for an end: the end itself when it is
    ///     shown, its collapsed summary when hidden, `nil` when neither is drawn.
    /// - Returns: The links to draw: those between shown items as they are,
    ///   each pair once (a direct link first, else
    ///   the lowest id), ascending by id.
    /// - Complexity: O(d log d) for d dependencies.
    static func fold(_ dependencies: some Sequence<GanttChartDependency>,
                     drawnItem: (GanttChartItem.ID) -> GanttChartItem.ID?) -> [GanttChartDependency] {
        var direct: [GanttChartDependency] = []
        var folded: [GanttChartDependency] = []
        for dependency in dependencies {
            guard let from = drawnItem(dependency.from), let to = drawnItem(dependency.to), from != to else { continue }
            if from == dependency.from, to == dependency.to {
                direct.append(dependency)
            } else {
                var drawn = dependency
                drawn.from = from
                drawn.to = to
                folded.append(drawn)
            }
        }
        var pairs = Set<Pair>()
        var result: [GanttChartDependency] = []
        result.reserveCapacity(direct.count + folded.count)
        for dependency in direct.sorted(by: { $0.id < $1.id }) + folded.sorted(by: { $0.id < $1.id })
        where pairs.insert(Pair(from: dependency.from, to: dependency.to)).inserted {
            result.append(dependency)
        }
        return result.sorted { $0.id < $1.id }
    }

    private struct Pair: Hashable {
        var from: GanttChartItem.ID
        var to: GanttChartItem.ID
    }
}
