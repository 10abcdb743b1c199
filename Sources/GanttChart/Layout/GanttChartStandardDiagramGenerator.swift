public import TimelineGraphics

/// The default routing of dependency lines: orthogonal polylines that leave
/// the predecessor horizontally from the end the dependency type names, run
/// around both bars, and enter the successor at the end the type names with
/// the arrow pointing into the bar, like Microsoft Project and Ganttis draw
/// them.
///
/// Coordinates are chart coordinates with y growing downwards. A bar's ends
/// are the middles of its left and right sides, `(minX, midY)` and
/// `(maxX, midY)`; a milestone's ends are its diamond's left and right tips,
/// which are the same points of its bounds. Rows are `routing.rowHeight`
/// high and a bar is centred in its row, so the boundary between the
/// predecessor's row and the next row towards the successor (the *row gap*)
/// is at `from.midY ± rowHeight / 2`.
///
/// The first segment always leaves the predecessor horizontally, away from
/// the bar, by at least `routing.horizontalGap`; the last segment is either
/// horizontal into the successor's start (pointing right) or finish
/// (pointing left), or — for a vertical ending — vertical into the
/// successor's top or bottom edge. Every segment is horizontal or vertical,
/// and no two consecutive points are equal. The rules, in the order they are
/// tried, are described on the private routing functions below:
///
/// 1. Same row: a straight line when there is room, else a loop through the
///    row gap below the row.
/// 2. Finish-to-start with a vertical ending, when enabled and applicable.
/// 3. Finish-to-start and start-to-finish running forwards: one vertical
///    between two horizontal runs (a "Z").
/// 4. Finish-to-start and start-to-finish running backwards: a detour
///    through the row gap (an "S").
/// 5. Start-to-start and finish-to-finish: one vertical outside both bars
///    (a bracket).
public struct GanttChartStandardDiagramGenerator: GanttChartDiagramGenerator {
    /// How far right of a successor bar's left end a vertically ending line
    /// lands on its top or bottom edge (at most half the bar's width). A
    /// milestone is always entered at its diamond's top or bottom tip.
    public var verticalEndingInset: Double = 6

    /// Creates the default generator.
    public init() {}

    /// Creates a generator with a custom vertical-ending inset.
    /// - Parameter verticalEndingInset: How far right of a successor bar's
    ///   left end a vertically ending line lands.
    public init(verticalEndingInset: Double) {
        self.verticalEndingInset = verticalEndingInset
    }

    /// The orthogonal polyline of a dependency line; see the type's
    /// documentation for the rules.
    /// - Parameters:
    ///   - ends: The bars the line connects, in chart coordinates.
    ///   - type: The dependency type (which ends are connected).
    ///   - routing: Routing settings. A `horizontalGap` below 1 is treated
    ///     as 1 so that the line always leaves and enters horizontally.
    /// - Returns: At least two points, with horizontal and vertical segments
    ///   only and no two consecutive points equal.
    /// - Complexity: O(1).
    public func dependencyPolyline(
        for ends: GanttChartDependencyEnds,
        type: GanttChartDependency.DependencyType,
        routing: GanttChartDependencyRouting
    ) -> [Point] {
        let anchors = Anchors(ends: ends, type: type, routing: routing)
        let points: [Point]
        if anchors.isSameRow {
            points = sameRowLine(anchors, type: type, routing: routing)
        } else if type == .fromFinishToStart, let ending = verticalEnding(anchors, ends: ends, routing: routing) {
            points = ending
        } else {
            switch type {
            case .fromFinishToStart, .fromStartToFinish:
                points = anchors.runsForwards
                    ? zLine(anchors, routing: routing)
                    : rowGapDetour(anchors, laneY: anchors.rowGapY)
            case .fromStartToStart, .fromFinishToFinish:
                points = bracketLine(anchors)
            }
        }
        return Self.simplified(points)
    }

    // MARK: - Rules

    /// Rule 1, same row: both bars on one row (their middles less than half
    /// a row apart).
    ///
    /// Finish-to-start (and, mirrored, start-to-finish) with at least
    /// `horizontalGap` between the predecessor's end and the successor's end
    /// is a straight line:
    ///
    /// ```
    /// [ from ]───────▶[ to ]
    /// ```
    ///
    /// Otherwise — overlapping or touching bars, and always for
    /// start-to-start and finish-to-finish, whose line must turn back — the
    /// line loops through the row gap below the row (rule 4's shape): it
    /// leaves by `horizontalGap`, drops to the row gap, runs to
    /// `horizontalGap` before the successor's end, climbs back and enters.
    ///
    /// ```
    /// ┌─[ from ]  ┌▶[ to ]      (start-to-start on one row)
    /// └───────────┘
    /// ```
    ///
    /// When the two middles differ slightly (bars of different heights), a
    /// straight line gets a jog halfway.
    private func sameRowLine(_ anchors: Anchors, type: GanttChartDependency.DependencyType, routing: GanttChartDependencyRouting) -> [Point] {
        let (exit, entry) = (anchors.exit, anchors.entry)
        let straight = type == .fromFinishToStart || type == .fromStartToFinish
        if straight, (entry.x - exit.x) * anchors.exitDirection >= anchors.gap {
            if exit.y == entry.y { return [exit, entry] }
            let x = (exit.x + entry.x) / 2
            return [exit, Point(x: x, y: exit.y), Point(x: x, y: entry.y), entry]
        }
        let laneY = max(exit.y, entry.y) + max(routing.rowHeight, 0) / 2
        return rowGapDetour(anchors, laneY: laneY)
    }

    /// Rule 2, vertical ending (finish-to-start only, when
    /// `drawsVerticallyEndingDependencyLinesWhenApplicable` is on and the
    /// rows differ): when the successor starts at least `horizontalGap`
    /// right of the predecessor's finish (a milestone "starts" at its
    /// centre), the line runs right on the predecessor's row to a point
    /// above (or below) the successor's start and drops vertically onto its
    /// top (or bottom) edge, `verticalEndingInset` inside the bar; a
    /// milestone is entered at its diamond's top or bottom tip.
    ///
    /// ```
    /// [ from ]──────┐          (successor below: arrow points down)
    ///               ▼
    ///              [ to     ]
    /// ```
    /// - Returns: `nil` when the rule does not apply.
    private func verticalEnding(_ anchors: Anchors, ends: GanttChartDependencyEnds, routing: GanttChartDependencyRouting) -> [Point]? {
        guard routing.drawsVerticallyEndingDependencyLinesWhenApplicable else { return nil }
        let to = ends.to
        let successorStart = ends.toMilestone ? to.midX : to.minX
        guard successorStart >= anchors.exitStubX else { return nil }
        let x = ends.toMilestone
            ? to.midX
            : max(anchors.exitStubX, to.minX + min(max(verticalEndingInset, 0), to.width / 2))
        let edgeY = anchors.rowDirection > 0 ? to.minY : to.maxY
        // The edge must lie beyond the predecessor's middle, or the arrow
        // would point away from the successor.
        guard (edgeY - anchors.exit.y) * anchors.rowDirection > 0 else { return nil }
        return [anchors.exit, Point(x: x, y: anchors.exit.y), Point(x: x, y: edgeY)]
    }

    /// Rule 3, forwards "Z" (finish-to-start, and mirrored start-to-finish):
    /// when the successor's entry end is at least two gaps beyond the
    /// predecessor's exit end in the line's direction, one vertical segment
    /// joins a horizontal run on each row. By default the vertical is
    /// `horizontalGap` beyond the predecessor and the long run is on the
    /// successor's row; with
    /// `drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow`
    /// the vertical is `horizontalGap` before the successor and the long run
    /// is on the predecessor's row.
    ///
    /// ```
    /// [ from ]─┐                     [ from ]────────┐
    ///          │                                     │
    ///          └───────▶[ to ]                       └▶[ to ]
    ///      (default)                       (source row)
    /// ```
    private func zLine(_ anchors: Anchors, routing: GanttChartDependencyRouting) -> [Point] {
        let x = routing.drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow ? anchors.approachX : anchors.exitStubX
        return [anchors.exit, Point(x: x, y: anchors.exit.y), Point(x: x, y: anchors.entry.y), anchors.entry]
    }

    /// Rule 4, backwards "S" (finish-to-start, and mirrored start-to-finish,
    /// when the successor's entry end is behind the predecessor's exit end):
    /// the line leaves by `horizontalGap`, turns into the row gap (the
    /// predecessor's row boundary towards the successor, so it passes
    /// neither bar), runs back to `horizontalGap` before the successor's
    /// end, and turns into the successor's row to enter it. Also the same-row
    /// loop of rule 1, with the lane below the row. The lane is the row gap
    /// for both settings: a run on either bar's row would cross that bar.
    ///
    /// ```
    ///        [ from ]─┐
    ///    ┌────────────┘   ← row gap
    ///    └▶[ to ]
    /// ```
    private func rowGapDetour(_ anchors: Anchors, laneY: Double) -> [Point] {
        let (exit, entry) = (anchors.exit, anchors.entry)
        return [
            exit,
            Point(x: anchors.exitStubX, y: exit.y),
            Point(x: anchors.exitStubX, y: laneY),
            Point(x: anchors.approachX, y: laneY),
            Point(x: anchors.approachX, y: entry.y),
            entry,
        ]
    }

    /// Rule 5, bracket (start-to-start, finish-to-finish): the line leaves
    /// and enters on the same side, so one vertical segment `horizontalGap`
    /// outside whichever of the two ends is further out joins the rows; the
    /// longer horizontal run is on the row of the end that is further in
    /// (the only place it crosses no bar, whatever the source-row setting).
    ///
    /// ```
    ///  ┌─[ from ]          ┌──────[ from ]           [ from ]─┐
    ///  │                   │                        [ to ]◀───┘
    ///  └──▶[ to ]          └▶[ to ]                    (FF)
    ///   (SS, later)      (SS, earlier)
    /// ```
    private func bracketLine(_ anchors: Anchors) -> [Point] {
        let x = anchors.exitDirection < 0 ? min(anchors.exitStubX, anchors.approachX) : max(anchors.exitStubX, anchors.approachX)
        return [anchors.exit, Point(x: x, y: anchors.exit.y), Point(x: x, y: anchors.entry.y), anchors.entry]
    }

    // MARK: - Clean-up

    /// Removes consecutive duplicates, interior points on a straight run,
    /// and out-and-back spikes that touch neither the first nor the last
    /// segment, so the result keeps its first and last segments' directions.
    /// - Complexity: O(n²) for n points; n ≤ 6 here.
    static func simplified(_ input: [Point]) -> [Point] {
        var points = input
        var changed = true
        while changed {
            changed = false
            var index = 1
            while index < points.count {
                if points[index] == points[index - 1], points.count > 2 {
                    // Keep the last point (the arrow's tip) and the first.
                    points.remove(at: index == points.count - 1 ? index - 1 : index)
                    changed = true
                } else {
                    index += 1
                }
            }
            index = 1
            while index + 1 < points.count {
                let (a, b, c) = (points[index - 1], points[index], points[index + 1])
                let vertical = a.x == b.x && b.x == c.x
                let horizontal = a.y == b.y && b.y == c.y
                if vertical || horizontal {
                    let between = vertical
                        ? (b.y - a.y) * (c.y - b.y) >= 0
                        : (b.x - a.x) * (c.x - b.x) >= 0
                    if between {
                        points.remove(at: index)
                        changed = true
                        continue
                    }
                }
                if a == c, index - 1 >= 1, index + 1 <= points.count - 2 {
                    points.removeSubrange(index...(index + 1))
                    changed = true
                    continue
                }
                index += 1
            }
        }
        return points
    }
}

/// The fixed points of one dependency line.
private struct Anchors {
    /// Where the line leaves the predecessor.
    let exit: Point
    /// +1 when the line leaves rightwards (from a finish), −1 leftwards.
    let exitDirection: Double
    /// Where the line enters the successor horizontally.
    let entry: Point
    /// +1 when the arrow points right (into a start), −1 left (into a finish).
    let entryDirection: Double
    /// The effective horizontal gap.
    let gap: Double
    /// +1 when the successor is below the predecessor, −1 above.
    let rowDirection: Double
    /// Whether both bars are on the same row.
    let isSameRow: Bool
    /// The y of the row gap next to the predecessor's row, towards the
    /// successor (at most halfway between the two middles).
    let rowGapY: Double

    init(ends: GanttChartDependencyEnds, type: GanttChartDependency.DependencyType, routing: GanttChartDependencyRouting) {
        let fromStart = type == .fromStartToStart || type == .fromStartToFinish
        let toFinish = type == .fromFinishToFinish || type == .fromStartToFinish
        exit = Point(x: fromStart ? ends.from.minX : ends.from.maxX, y: ends.from.midY)
        exitDirection = fromStart ? -1 : 1
        entry = Point(x: toFinish ? ends.to.maxX : ends.to.minX, y: ends.to.midY)
        entryDirection = toFinish ? -1 : 1
        gap = max(routing.horizontalGap, 1)
        let dy = entry.y - exit.y
        rowDirection = dy >= 0 ? 1 : -1
        let halfRow = max(routing.rowHeight, 0) / 2
        isSameRow = abs(dy) < halfRow || dy == 0
        rowGapY = exit.y + rowDirection * min(halfRow, abs(dy) / 2)
    }

    /// The x where the line first turns: `horizontalGap` beyond the exit.
    var exitStubX: Double { exit.x + exitDirection * gap }

    /// The x where the line makes its last turn: `horizontalGap` before the
    /// entry.
    var approachX: Double { entry.x - entryDirection * gap }

    /// Whether (for lines that leave and enter in the same direction) the
    /// last turn is not behind the first.
    var runsForwards: Bool { (approachX - exitStubX) * exitDirection >= 0 }
}
