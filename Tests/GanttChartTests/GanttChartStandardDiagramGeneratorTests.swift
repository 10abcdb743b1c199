import GanttChart
import Testing
import TimelineGraphics

/// Rows are 28 high; bars are 16 high, centred: row r spans y 28r..28r+28,
/// its bars 28r+6..28r+22, its middle is 28r+14. Gap 8.
private let rowHeight = 28.0

private func bar(row: Int, x: Double, width: Double) -> Rect {
    Rect(x: x, y: Double(row) * rowHeight + 6, width: width, height: 16)
}

/// A milestone's 16 × 16 diamond centred at `x`.
private func diamond(row: Int, at x: Double) -> Rect {
    Rect(x: x - 8, y: Double(row) * rowHeight + 6, width: 16, height: 16)
}

private func routing(vertical: Bool = false, sourceRow: Bool = false, gap: Double = 8) -> GanttChartDependencyRouting {
    GanttChartDependencyRouting(
        drawsVerticallyEndingDependencyLinesWhenApplicable: vertical,
        drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow: sourceRow,
        horizontalGap: gap,
        rowHeight: rowHeight
    )
}

private func line(
    _ from: Rect, _ to: Rect, _ type: GanttChartDependency.DependencyType = .fromFinishToStart,
    fromMilestone: Bool = false, toMilestone: Bool = false, routing: GanttChartDependencyRouting = routing()
) -> [Point] {
    GanttChartStandardDiagramGenerator().dependencyPolyline(
        for: GanttChartDependencyEnds(from: from, to: to, fromMilestone: fromMilestone, toMilestone: toMilestone),
        type: type,
        routing: routing
    )
}

private func points(_ pairs: (Double, Double)...) -> [Point] {
    pairs.map { Point(x: $0.0, y: $0.1) }
}

@Suite("GanttChartStandardDiagramGenerator")
struct GanttChartStandardDiagramGeneratorTests {
    // MARK: Finish-to-start

    @Test("finish-to-start forwards turns down a gap after the predecessor and runs on the successor's row")
    func finishToStartForwards() {
        #expect(line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 60)) == points((100, 14), (108, 14), (108, 42), (140, 42)))
    }

    @Test("finish-to-start forwards with the source-row setting runs on the predecessor's row and turns a gap before the successor")
    func finishToStartForwardsOnSourceRow() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 60), routing: routing(sourceRow: true))
                == points((100, 14), (132, 14), (132, 42), (140, 42))
        )
    }

    @Test("finish-to-start forwards to a row above turns up")
    func finishToStartForwardsUp() {
        #expect(line(bar(row: 2, x: 0, width: 100), bar(row: 1, x: 140, width: 60)) == points((100, 70), (108, 70), (108, 42), (140, 42)))
    }

    @Test("finish-to-start with exactly two gaps between the ends uses one column and no repeated point")
    func finishToStartSingleColumn() {
        #expect(line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 116, width: 60)) == points((100, 14), (108, 14), (108, 42), (116, 42)))
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 116, width: 60), routing: routing(sourceRow: true))
                == points((100, 14), (108, 14), (108, 42), (116, 42))
        )
    }

    @Test("finish-to-start backwards detours through the row gap below the predecessor's row")
    func finishToStartBackwards() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 40, width: 100))
                == points((100, 14), (108, 14), (108, 28), (32, 28), (32, 42), (40, 42))
        )
    }

    @Test("finish-to-start backwards to a row above detours through the row gap above the predecessor's row")
    func finishToStartBackwardsUp() {
        #expect(
            line(bar(row: 1, x: 0, width: 100), bar(row: 0, x: 40, width: 100))
                == points((100, 42), (108, 42), (108, 28), (32, 28), (32, 14), (40, 14))
        )
    }

    @Test("a backwards line to a row two rows down still runs in the gap next to the predecessor's row")
    func finishToStartBackwardsTwoRows() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 2, x: 40, width: 100))
                == points((100, 14), (108, 14), (108, 28), (32, 28), (32, 70), (40, 70))
        )
    }

    @Test("the source-row setting does not move a backwards line out of the row gap")
    func finishToStartBackwardsOnSourceRow() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 40, width: 100), routing: routing(sourceRow: true))
                == points((100, 14), (108, 14), (108, 28), (32, 28), (32, 42), (40, 42))
        )
    }

    @Test("touching bars on adjacent rows get the S-shaped detour")
    func finishToStartTouching() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 100, width: 60), routing: routing(vertical: true))
                == points((100, 14), (108, 14), (108, 28), (92, 28), (92, 42), (100, 42))
        )
    }

    // MARK: Vertical endings

    @Test("a vertical ending runs right on the predecessor's row and drops onto the successor's top edge")
    func verticalEndingDown() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 60), routing: routing(vertical: true))
                == points((100, 14), (146, 14), (146, 34))
        )
    }

    @Test("a vertical ending to a row above rises onto the successor's bottom edge")
    func verticalEndingUp() {
        #expect(
            line(bar(row: 1, x: 0, width: 100), bar(row: 0, x: 140, width: 60), routing: routing(vertical: true))
                == points((100, 42), (146, 42), (146, 22))
        )
    }

    @Test("a vertical ending applies when the successor starts exactly one gap after the finish")
    func verticalEndingAtGap() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 108, width: 60), routing: routing(vertical: true))
                == points((100, 14), (114, 14), (114, 34))
        )
    }

    @Test("a vertical ending lands at most halfway into a narrow successor")
    func verticalEndingNarrowBar() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 4), routing: routing(vertical: true))
                == points((100, 14), (142, 14), (142, 34))
        )
    }

    @Test("a successor starting less than a gap after the finish gets no vertical ending")
    func verticalEndingTooClose() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 104, width: 60), routing: routing(vertical: true))
                == points((100, 14), (108, 14), (108, 28), (96, 28), (96, 42), (104, 42))
        )
    }

    @Test("vertical endings apply only to finish-to-start")
    func verticalEndingOnlyFinishToStart() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 60), .fromStartToStart, routing: routing(vertical: true))
                == points((0, 14), (-8, 14), (-8, 42), (140, 42))
        )
    }

    @Test("a horizontal gap below 1 is treated as 1, so the line still leaves and enters horizontally")
    func tinyGap() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 140, width: 60), routing: routing(gap: 0))
                == points((100, 14), (101, 14), (101, 42), (140, 42))
        )
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 100, width: 60), routing: routing(gap: 0))
                == points((100, 14), (101, 14), (101, 28), (99, 28), (99, 42), (100, 42))
        )
    }

    // MARK: Start-to-start, finish-to-finish, start-to-finish

    @Test("start-to-start to a later successor turns a gap left of the predecessor's start")
    func startToStartForwards() {
        #expect(
            line(bar(row: 0, x: 100, width: 100), bar(row: 1, x: 140, width: 100), .fromStartToStart)
                == points((100, 14), (92, 14), (92, 42), (140, 42))
        )
    }

    @Test("start-to-start to an earlier successor runs left on the predecessor's row and turns a gap before the successor")
    func startToStartBackwards() {
        #expect(
            line(bar(row: 0, x: 100, width: 100), bar(row: 1, x: 40, width: 100), .fromStartToStart)
                == points((100, 14), (32, 14), (32, 42), (40, 42))
        )
    }

    @Test("finish-to-finish to a later finish turns a gap right of the successor's finish and enters it pointing left")
    func finishToFinishForwards() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 1, x: 40, width: 100), .fromFinishToFinish)
                == points((100, 14), (148, 14), (148, 42), (140, 42))
        )
    }

    @Test("finish-to-finish to an earlier finish turns a gap right of the predecessor and runs left on the successor's row")
    func finishToFinishBackwards() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 2, x: 0, width: 60), .fromFinishToFinish)
                == points((100, 14), (108, 14), (108, 70), (60, 70))
        )
    }

    @Test("start-to-finish forwards leaves the start leftwards and enters the successor's finish pointing left")
    func startToFinishForwards() {
        #expect(
            line(bar(row: 0, x: 200, width: 100), bar(row: 1, x: 40, width: 100), .fromStartToFinish)
                == points((200, 14), (192, 14), (192, 42), (140, 42))
        )
        #expect(
            line(bar(row: 0, x: 200, width: 100), bar(row: 1, x: 40, width: 100), .fromStartToFinish, routing: routing(sourceRow: true))
                == points((200, 14), (148, 14), (148, 42), (140, 42))
        )
    }

    @Test("start-to-finish backwards detours through the row gap")
    func startToFinishBackwards() {
        #expect(
            line(bar(row: 0, x: 100, width: 100), bar(row: 1, x: 40, width: 100), .fromStartToFinish)
                == points((100, 14), (92, 14), (92, 28), (148, 28), (148, 42), (140, 42))
        )
    }

    // MARK: Milestones

    @Test("a line leaves a milestone at its diamond's right tip")
    func fromMilestone() {
        #expect(
            line(diamond(row: 0, at: 100), bar(row: 1, x: 140, width: 60), fromMilestone: true)
                == points((108, 14), (116, 14), (116, 42), (140, 42))
        )
    }

    @Test("a start-to-start line leaves a milestone at its diamond's left tip")
    func fromMilestoneStart() {
        #expect(
            line(diamond(row: 0, at: 100), bar(row: 1, x: 140, width: 60), .fromStartToStart, fromMilestone: true)
                == points((92, 14), (84, 14), (84, 42), (140, 42))
        )
    }

    @Test("a line enters a milestone at its diamond's left tip")
    func toMilestone() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), diamond(row: 1, at: 140), toMilestone: true)
                == points((100, 14), (108, 14), (108, 42), (132, 42))
        )
    }

    @Test("a finish-to-finish line enters a milestone at its diamond's right tip")
    func toMilestoneFinish() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), diamond(row: 1, at: 140), .fromFinishToFinish, toMilestone: true)
                == points((100, 14), (156, 14), (156, 42), (148, 42))
        )
    }

    @Test("a vertical ending lands on a milestone's top tip")
    func verticalEndingOnMilestone() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), diamond(row: 1, at: 140), toMilestone: true, routing: routing(vertical: true))
                == points((100, 14), (140, 14), (140, 34))
        )
        #expect(
            line(bar(row: 1, x: 0, width: 100), diamond(row: 0, at: 140), toMilestone: true, routing: routing(vertical: true))
                == points((100, 42), (140, 42), (140, 22))
        )
    }

    @Test("a milestone to milestone line connects tip to tip")
    func milestoneToMilestone() {
        #expect(
            line(diamond(row: 0, at: 100), diamond(row: 1, at: 100), fromMilestone: true, toMilestone: true)
                == points((108, 14), (116, 14), (116, 28), (84, 28), (84, 42), (92, 42))
        )
    }

    // MARK: Same row

    @Test("a link on one row with room is a straight line, even with vertical endings on")
    func sameRowStraight() {
        let expected = points((100, 14), (140, 14))
        #expect(line(bar(row: 0, x: 0, width: 100), bar(row: 0, x: 140, width: 60)) == expected)
        #expect(line(bar(row: 0, x: 0, width: 100), bar(row: 0, x: 140, width: 60), routing: routing(vertical: true)) == expected)
        #expect(
            line(bar(row: 0, x: 140, width: 60), bar(row: 0, x: 0, width: 100), .fromStartToFinish)
                == points((140, 14), (100, 14))
        )
    }

    @Test("a link on one row without room loops through the row gap below")
    func sameRowLoop() {
        #expect(
            line(bar(row: 0, x: 0, width: 100), bar(row: 0, x: 104, width: 60))
                == points((100, 14), (108, 14), (108, 28), (96, 28), (96, 14), (104, 14))
        )
    }

    @Test("start-to-start on one row loops below the row")
    func sameRowStartToStart() {
        #expect(
            line(bar(row: 0, x: 100, width: 100), bar(row: 0, x: 140, width: 60), .fromStartToStart)
                == points((100, 14), (92, 14), (92, 28), (132, 28), (132, 14), (140, 14))
        )
    }

    @Test("finish-to-finish between bars finishing together on one row is a stub out and back, not a spike into the row gap")
    func sameRowDegenerate() {
        let polyline = line(bar(row: 0, x: 0, width: 100), bar(row: 0, x: 50, width: 50), .fromFinishToFinish)
        #expect(polyline == points((100, 14), (108, 14), (100, 14)))
    }

    // MARK: Properties

    @Test("random links are orthogonal, leave and enter the right ends in the right directions, and avoid both bars", arguments: [1, 2, 3, 4] as [UInt64])
    func randomProperties(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let router = GanttChartStandardDiagramGenerator()
        var shapes: Set<Int> = []
        for _ in 0..<2_000 {
            let gap = Double(Int.random(in: 1...12, using: &generator))
            let routing = GanttChartDependencyRouting(
                drawsVerticallyEndingDependencyLinesWhenApplicable: Bool.random(using: &generator),
                drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow: Bool.random(using: &generator),
                horizontalGap: gap,
                rowHeight: rowHeight
            )
            let fromMilestone = Int.random(in: 0..<4, using: &generator) == 0
            let toMilestone = Int.random(in: 0..<4, using: &generator) == 0
            func randomRect(milestone: Bool) -> Rect {
                let row = Int.random(in: 0..<4, using: &generator)
                let x = Double(Int.random(in: 0...300, using: &generator))
                return milestone ? diamond(row: row, at: x) : bar(row: row, x: x, width: Double(Int.random(in: 1...150, using: &generator)))
            }
            let from = randomRect(milestone: fromMilestone)
            let to = randomRect(milestone: toMilestone)
            let type = GanttChartDependency.DependencyType.allCases.randomElement(using: &generator)!
            let ends = GanttChartDependencyEnds(from: from, to: to, fromMilestone: fromMilestone, toMilestone: toMilestone)
            let polyline = router.dependencyPolyline(for: ends, type: type, routing: routing)
            let context = "\(type) \(from) → \(to) \(routing) = \(polyline)"

            #expect(polyline.count >= 2, "\(context)")
            guard polyline.count >= 2 else { continue }
            shapes.insert(polyline.count)
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                #expect(a != b, "consecutive duplicate in \(context)")
                #expect(a.x == b.x || a.y == b.y, "diagonal segment in \(context)")
            }

            // The first point is the predecessor's exit end; the first segment leaves it outwards horizontally.
            let leavesStart = type == .fromStartToStart || type == .fromStartToFinish
            #expect(polyline[0] == Point(x: leavesStart ? from.minX : from.maxX, y: from.midY), "\(context)")
            #expect(polyline[1].y == polyline[0].y, "\(context)")
            #expect((polyline[1].x - polyline[0].x) * (leavesStart ? -1 : 1) > 0, "\(context)")

            // The last point is the successor's entry end (or top/bottom edge); the last segment points into it.
            let last = polyline[polyline.count - 1], previous = polyline[polyline.count - 2]
            let entersFinish = type == .fromFinishToFinish || type == .fromStartToFinish
            if last.y == to.midY {
                #expect(last.x == (entersFinish ? to.maxX : to.minX), "\(context)")
                #expect(previous.y == last.y, "\(context)")
                #expect((last.x - previous.x) * (entersFinish ? -1 : 1) > 0, "\(context)")
            } else {
                #expect(type == .fromFinishToStart && routing.drawsVerticallyEndingDependencyLinesWhenApplicable, "\(context)")
                #expect(last.y == (to.midY > from.midY ? to.minY : to.maxY), "\(context)")
                #expect(previous.x == last.x, "\(context)")
                #expect((last.y - previous.y) * (to.midY > from.midY ? 1 : -1) > 0, "\(context)")
                #expect(toMilestone ? last.x == to.midX : (to.minX...to.maxX).contains(last.x), "\(context)")
            }

            // Between different rows, no segment passes through either bar.
            if from.midY != to.midY {
                for (a, b) in zip(polyline, polyline.dropFirst()) {
                    #expect(!crossesInterior(a, b, from) && !crossesInterior(a, b, to), "crosses a bar in \(context)")
                }
            }
        }
        // Straight lines, vertical endings, Z and bracket lines, and detours all occurred.
        #expect(shapes.isSuperset(of: [2, 3, 4, 6]))
    }

    @Test("the source-row setting leaves start-to-start and finish-to-finish lines unchanged")
    func settingsAreIndependent() {
        let ends = GanttChartDependencyEnds(from: bar(row: 0, x: 100, width: 100), to: bar(row: 1, x: 40, width: 100))
        let generator = GanttChartStandardDiagramGenerator()
        for type in [GanttChartDependency.DependencyType.fromStartToStart, .fromFinishToFinish] {
            #expect(
                generator.dependencyPolyline(for: ends, type: type, routing: routing(sourceRow: false))
                    == generator.dependencyPolyline(for: ends, type: type, routing: routing(sourceRow: true))
            )
        }
    }

    // MARK: Arrowhead

    @Test("an arrowhead's tip is the line's last point, its base is size behind and size wide, symmetric about the last segment")
    func arrowheadGeometry() {
        for (polyline, direction) in [
            (points((0, 0), (50, 0)), (1.0, 0.0)),
            (points((50, 0), (0, 0)), (-1.0, 0.0)),
            (points((0, 0), (20, 0), (20, 40)), (0.0, 1.0)),
            (points((0, 40), (20, 40), (20, 0)), (0.0, -1.0)),
        ] {
            let triangle = GanttChartDependencyArrowhead.polygon(for: polyline, size: 6)
            #expect(triangle.count == 3)
            let tip = triangle[0], left = triangle[1], right = triangle[2]
            #expect(tip == polyline.last)
            let baseMiddle = Point(x: (left.x + right.x) / 2, y: (left.y + right.y) / 2)
            #expect(baseMiddle == Point(x: tip.x - direction.0 * 6, y: tip.y - direction.1 * 6))
            #expect(abs(left.distance(to: right) - 6) < 1e-12)
            #expect(abs(left.distance(to: tip) - right.distance(to: tip)) < 1e-12)
            // The base is perpendicular to the last segment.
            #expect((right.x - left.x) * direction.0 + (right.y - left.y) * direction.1 == 0)
        }
        #expect(
            GanttChartDependencyArrowhead.polygon(for: points((0, 0), (10, 0)), size: 4)
                == points((10, 0), (6, 2), (6, -2))
        )
    }

    @Test("an arrowhead skips trailing duplicate points and points right without a segment")
    func arrowheadDegenerate() {
        #expect(
            GanttChartDependencyArrowhead.polygon(for: points((10, 0), (10, 20), (10, 20)), size: 4)
                == points((10, 20), (8, 16), (12, 16))
        )
        #expect(GanttChartDependencyArrowhead.polygon(for: points((5, 5)), size: 4) == points((5, 5), (1, 7), (1, 3)))
        #expect(GanttChartDependencyArrowhead.polygon(for: [], size: 4).isEmpty)
    }

    @Test("the arrowhead of every routed line points along its last segment")
    func arrowheadOnRoutedLines() {
        let ends = GanttChartDependencyEnds(from: bar(row: 0, x: 0, width: 100), to: bar(row: 1, x: 140, width: 60))
        let polyline = GanttChartStandardDiagramGenerator().dependencyPolyline(for: ends, type: .fromFinishToStart, routing: routing(vertical: true))
        #expect(GanttChartDependencyArrowhead.polygon(for: polyline, size: 6) == points((146, 34), (143, 28), (149, 28)))
    }
}

/// Whether the segment `a`–`b` (horizontal or vertical) passes through the
/// open interior of `rect`.
private func crossesInterior(_ a: Point, _ b: Point, _ rect: Rect) -> Bool {
    if a.y == b.y {
        guard rect.minY < a.y, a.y < rect.maxY else { return false }
        return min(a.x, b.x) < rect.maxX && max(a.x, b.x) > rect.minX
    }
    guard rect.minX < a.x, a.x < rect.maxX else { return false }
    return min(a.y, b.y) < rect.maxY && max(a.y, b.y) > rect.minY
}
