@testable import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartItemSource")
struct GanttChartItemSourceTests {
    @Test("building rejects duplicate ids, bad items and bad links")
    func buildErrors() {
        #expect(throws: GanttChartValidationError.duplicateItemID(1)) {
            try GanttChartItemSource(items: [item(1, row: 0, 0, 1), item(1, row: 1, 0, 1)])
        }
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 2, row: -3)) {
            try GanttChartItemSource(items: [item(2, row: -3, 0, 1)])
        }
        let items = [item(1, row: 0, 0, 1), item(2, row: 1, 0, 1), item(3, row: 2, 0, 1)]
        #expect(throws: GanttChartValidationError.dependencyToMissingItem(dependency: 1, item: 9)) {
            try GanttChartItemSource(items: items, dependencies: [link(1, 1, 9)])
        }
        #expect(throws: GanttChartValidationError.dependencyToItself(dependency: 1, item: 2)) {
            try GanttChartItemSource(items: items, dependencies: [link(1, 2, 2)])
        }
        #expect(throws: GanttChartValidationError.duplicateDependencyID(1)) {
            try GanttChartItemSource(items: items, dependencies: [link(1, 1, 2), link(1, 2, 3)])
        }
        #expect(throws: GanttChartValidationError.duplicateDependency(dependency: 2, existing: 1)) {
            try GanttChartItemSource(items: items, dependencies: [link(1, 1, 2), link(2, 1, 2)])
        }
        #expect(throws: GanttChartValidationError.dependencyCycle(dependency: 3, cycle: [1, 2, 3, 1])) {
            try GanttChartItemSource(items: items, dependencies: [link(1, 1, 2), link(2, 2, 3), link(3, 3, 1)])
        }
    }

    @Test("a source of validated items (a document's, checked by GanttChartValidation first) answers as the checking one does")
    func validatedItems() throws {
        let start = Time(year: 2025, month: 3, day: 3, hour: 8)
        let items = (1...40).map { index in
            GanttChartItem(id: GanttChartItem.ID(index), label: "Task \(index)", row: (index * 7) % 13,
                           time: TimeRange(start.adding(days: index % 9)..<start.adding(days: index % 9 + 1 + index % 3)))
        }
        let links = (1..<40).map { GanttChartDependency(id: GanttChartDependency.ID($0), from: GanttChartItem.ID($0), to: GanttChartItem.ID($0 + 1)) }
        #expect(GanttChartValidation.errors(items: items, dependencies: links).isEmpty)
        let checked = try GanttChartItemSource(items: items, dependencies: links)
        let trusted = try GanttChartItemSource(validatedItems: items, dependencies: links)
        #expect(trusted.items.map(\.id) == checked.items.map(\.id))
        #expect(trusted.dependencies == checked.dependencies && trusted.preferredTimeline == checked.preferredTimeline)
        let window = TimeRange(start.adding(days: 2)..<start.adding(days: 5))
        #expect(trusted.filteredItems(rows: 3..<9, timeline: window).map(\.id) == checked.filteredItems(rows: 3..<9, timeline: window).map(\.id))
        #expect(trusted.incomingDependencies(to: 7).map(\.id) == [6] && trusted.outgoingDependencies(from: 7).map(\.id) == [7])
        // Ids are still checked: a duplicate is refused either way.
        #expect(throws: GanttChartValidationError.duplicateItemID(1)) { try GanttChartItemSource(validatedItems: items + [items[0]], dependencies: []) }
    }

    @Test("adding a dependency rejects missing ends, self links, duplicates and cycles")
    func addDependencyErrors() throws {
        var source = try GanttChartItemSource(items: [item(1, row: 0, 0, 1), item(2, row: 1, 0, 1), item(3, row: 2, 0, 1)],
                                              dependencies: [link(1, 1, 2), link(2, 2, 3)])
        #expect(throws: GanttChartValidationError.dependencyToMissingItem(dependency: 5, item: 4)) { try source.addDependency(link(5, 3, 4)) }
        #expect(throws: GanttChartValidationError.dependencyToItself(dependency: 5, item: 3)) { try source.addDependency(link(5, 3, 3)) }
        #expect(throws: GanttChartValidationError.duplicateDependencyID(1)) { try source.addDependency(link(1, 1, 3)) }
        #expect(throws: GanttChartValidationError.duplicateDependency(dependency: 5, existing: 2)) { try source.addDependency(link(5, 2, 3)) }
        #expect(throws: GanttChartValidationError.dependencyCycle(dependency: 5, cycle: [3, 1, 2, 3])) { try source.addDependency(link(5, 3, 1)) }
        try source.addDependency(link(5, 1, 3))
        #expect(source.dependencyCount == 3)
        source.checkInvariants()
    }

    @Test("row count and preferred timeline follow the items")
    func rowCountAndTimeline() throws {
        var source = GanttChartItemSource()
        #expect(source.totalRowCount == 0)
        #expect(source.preferredTimeline == nil)
        try source.addItem(item(1, row: 4, 10, 20))
        try source.addItem(item(2, row: 1, 2, 5))
        #expect(source.totalRowCount == 5)
        #expect(source.preferredTimeline == hours(2, 20))
        try source.removeItem(withID: 1)
        #expect(source.totalRowCount == 2)
        #expect(source.preferredTimeline == hours(2, 5))
        var moved = source.item(withID: 2)!
        moved.row = 9
        moved.time = hours(30, 31)
        try source.updateItem(moved)
        #expect(source.totalRowCount == 10)
        #expect(source.preferredTimeline == hours(30, 31))
        try source.removeItem(withID: 2)
        #expect(source.totalRowCount == 0)
        #expect(source.preferredTimeline == nil)
        source.checkInvariants()
    }

    @Test("a failed update changes nothing")
    func failedUpdate() throws {
        var source = try GanttChartItemSource(items: [item(1, row: 0, 0, 1)])
        var bad = item(1, row: 0, 0, 1)
        bad.completion = .nan
        #expect(throws: GanttChartValidationError.self) { try source.updateItem(bad) }
        #expect(source.item(withID: 1) == item(1, row: 0, 0, 1))
        #expect(throws: GanttChartValidationError.missingItem(2)) { try source.updateItem(item(2, row: 0, 0, 1)) }
        #expect(throws: GanttChartValidationError.duplicateItemID(1)) { try source.addItem(item(1, row: 3, 0, 1)) }
        #expect(source.itemCount == 1)
    }

    @Test("a long item that starts far left of the viewport is found")
    func longItemFarLeft() throws {
        // Row 0: one 1000-hour item from hour 0, then 200 one-hour items from hour 10.
        var items = [item(1, row: 0, 0, 1_000)]
        items += (0..<200).map { item(100 + $0, row: 0, 10 + Double($0), 11 + Double($0)) }
        items.append(item(2, row: 1, 0, 1))  // ends before the viewport
        let source = try GanttChartItemSource(items: items)
        let visible = source.filteredItems(rows: 0..<2, timeline: hours(500, 600))
        #expect(visible.map(\.id) == [1])
        let edge = source.filteredItems(rows: 0..<2, timeline: hours(209, 300))
        #expect(edge.map(\.id) == [1, 298, 299])  // touches at hour 209 and 210: closed test
    }

    @Test("milestones at the viewport's edges are included")
    func milestonesAtEdges() throws {
        let source = try GanttChartItemSource(items: [
            item(1, row: 0, 10, 10, type: .milestone), item(2, row: 0, 20, 20, type: .milestone), item(3, row: 0, 21, 21, type: .milestone),
        ])
        #expect(source.filteredItems(rows: 0..<1, timeline: hours(10, 20)).map(\.id) == [1, 2])
    }

    @Test("viewport queries match a brute-force filter on random data, also after edits")
    func randomQueries() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var items = randomItems(count: 2_000, rows: 300, spanHours: 5_000, using: &generator)
        var source = try GanttChartItemSource(items: items)
        source.checkInvariants()
        func checkQueries() {
            for _ in 0..<60 {
                let firstRow = Int.random(in: -5..<310, using: &generator)
                let rows = firstRow..<(firstRow + Int.random(in: 0..<40, using: &generator))
                let start = Double(Int.random(in: -100..<5_100, using: &generator))
                let timeline = hours(start, start + Double(Int.random(in: 0..<300, using: &generator)))
                #expect(source.filteredItems(rows: rows, timeline: timeline) == bruteForce(items, rows: rows, timeline: timeline))
            }
        }
        checkQueries()
        for round in 0..<300 {
            let index = Int.random(in: 0..<items.count, using: &generator)
            switch round % 3 {
            case 0:
                try source.removeItem(withID: items[index].id)
                items.remove(at: index)
            case 1:
                var changed = items[index]
                changed.row = Int.random(in: 0..<300, using: &generator)
                let start = Double(Int.random(in: 0..<5_000, using: &generator))
                changed.time = hours(start, start + (changed.isMilestone ? 0 : Double(Int.random(in: 1...3_000, using: &generator))))
                try source.updateItem(changed)
                items[index] = changed
            default:
                let start = Double(Int.random(in: 0..<5_000, using: &generator))
                let added = item(100_000 + round, row: Int.random(in: 0..<320, using: &generator), start, start + 5)
                try source.addItem(added)
                items.append(added)
            }
        }
        source.checkInvariants()
        #expect(source.items == bruteForce(items, rows: 0..<Int.max, timeline: source.preferredTimeline!))
        #expect(source.totalRowCount == (items.map(\.row).max()! + 1))
        checkQueries()
    }

    @Test("a row's first bar moved alone into the empty row above keeps that row's running maximum out of the old row")
    func firstOfRowMovedUp() throws {
        // Row 0: X; row 1 empty; row 2: A (0–100 h), then B (5–6 h). A moves to row 1, in place in the index.
        var source = try GanttChartItemSource(items: [item(1, row: 0, 0, 1), item(2, row: 2, 0, 100), item(3, row: 2, 5, 6)])
        var moved = source.item(withID: 2)!
        moved.row = 1
        try source.updateItem(moved)
        source.checkInvariants()   // traps if B still carries A's finish as its row's running maximum
        #expect(source.filteredItems(rows: 1..<3, timeline: hours(50, 60)).map(\.id) == [2])
        #expect(source.filteredItems(rows: 2..<3, timeline: hours(5, 6)).map(\.id) == [3])
    }

    @Test("small moves (a bar nudged, a row moved by one, every row below a gap closed or opened) keep the index exact")
    func smallMoves() throws {
        var generator = SplitMix64(seed: 0xD1CE)
        var items = randomItems(count: 600, rows: 150, spanHours: 400, using: &generator)
        var source = try GanttChartItemSource(items: items)
        func update(_ index: Int, _ change: (inout GanttChartItem) -> Void) throws {
            change(&items[index])
            try source.updateItem(items[index])
        }
        for round in 0..<240 {
            let index = Int.random(in: 0..<items.count, using: &generator)
            switch round % 4 {
            case 0:   // a bar nudged by an hour
                let shift = Double(Bool.random(using: &generator) ? 1 : -1)
                try update(index) { $0.time = hours($0.time.start.absoluteSeconds / 3_600 + shift, $0.time.finish.absoluteSeconds / 3_600 + shift) }
            case 1:   // a row moved by one
                try update(index) { $0.row = max(0, $0.row + (Bool.random(using: &generator) ? 1 : -1)) }
            case 2:   // rows [r, r + 2) emptied, the rows below moved up into the gap, top down (a deleted block)
                let r = Int.random(in: 0..<140, using: &generator)
                for gone in items.indices.reversed() where (r..<(r + 2)).contains(items[gone].row) {
                    try source.removeItem(withID: items[gone].id)
                    items.remove(at: gone)
                }
                for moved in items.indices.sorted(by: { items[$0].row < items[$1].row }) where items[moved].row >= r + 2 {
                    try update(moved) { $0.row -= 2 }
                }
            default:   // the rows from r moved down by one, bottom up (an inserted row)
                let r = Int.random(in: 0..<140, using: &generator)
                for moved in items.indices.sorted(by: { items[$0].row > items[$1].row }) where items[moved].row >= r {
                    try update(moved) { $0.row += 1 }
                }
            }
            source.checkInvariants()   // traps on a stale running maximum
            for _ in 0..<4 {
                let firstRow = Int.random(in: 0..<160, using: &generator)
                let rows = firstRow..<(firstRow + Int.random(in: 1..<30, using: &generator))
                let start = Double(Int.random(in: -50..<450, using: &generator))
                let timeline = hours(start, start + Double(Int.random(in: 1..<120, using: &generator)))
                #expect(source.filteredItems(rows: rows, timeline: timeline) == bruteForce(items, rows: rows, timeline: timeline), "round \(round)")
            }
        }
    }

    @Test("dependencies with one end off-screen are still returned, each once")
    func dependencyFiltering() throws {
        let source = try GanttChartItemSource(
            items: [item(1, row: 0, 0, 10), item(2, row: 1, 12, 20), item(3, row: 50, 30, 40), item(4, row: 2, 500, 510), item(5, row: 60, 0, 1)],
            dependencies: [link(10, 1, 2), link(11, 2, 3), link(12, 4, 5), link(13, 5, 1)]
        )
        // Rows 0..<3 from hour 0 to 25 show items 1 and 2.
        let shown = source.filteredDependencies(rows: 0..<3, timeline: hours(0, 25))
        #expect(shown.map(\.id) == [10, 11, 13])
        #expect(source.filteredDependencies(rows: 3..<50, timeline: hours(0, 1_000)).isEmpty)
        #expect(source.dependencies(of: 2).map(\.id) == [10, 11])
        #expect(source.outgoingDependencies(from: 5).map(\.id) == [13])
        #expect(source.incomingDependencies(to: 3).map(\.id) == [11])
        #expect(source.dependencyPath(from: 2, to: 2) == [2])
        #expect(source.dependencyPath(from: 4, to: 3) == [4, 5, 1, 2, 3])
        #expect(source.dependencyPath(from: 3, to: 1) == nil)
    }

    @Test("removing an item removes its dependencies and keeps links consistent")
    func removeItemRemovesLinks() throws {
        var source = try GanttChartItemSource(
            items: [item(1, row: 0, 0, 1), item(2, row: 1, 0, 1), item(3, row: 2, 0, 1), item(4, row: 3, 0, 1)],
            dependencies: [link(1, 1, 2), link(2, 2, 3), link(3, 3, 4), link(4, 1, 4)]
        )
        let removed = try source.removeItem(withID: 2)
        #expect(removed.item.id == 2)
        #expect(removed.dependencies.map(\.id) == [1, 2])
        #expect(source.dependencies.map(\.id) == [3, 4])
        #expect(source.item(withID: 2) == nil)
        #expect(throws: GanttChartValidationError.missingItem(2)) { try source.removeItem(withID: 2) }
        #expect(throws: GanttChartValidationError.missingDependency(1)) { try source.removeDependency(withID: 1) }
        source.checkInvariants()
    }

    @Test("updating a dependency's ends is validated and reverted on failure")
    func updateDependency() throws {
        var source = try GanttChartItemSource(items: [item(1, row: 0, 0, 1), item(2, row: 1, 0, 1), item(3, row: 2, 0, 1)],
                                              dependencies: [link(1, 1, 2), link(2, 2, 3)])
        #expect(throws: GanttChartValidationError.dependencyCycle(dependency: 1, cycle: [3, 2, 3])) { try source.updateDependency(link(1, 3, 2)) }
        #expect(source.dependency(withID: 1) == link(1, 1, 2))
        source.checkInvariants()
        try source.updateDependency(link(2, 1, 3))
        #expect(source.outgoingDependencies(from: 1).map(\.id) == [1, 2])
        source.checkInvariants()
    }

    @Test("building the index for 10^5 items sorts once and answers a viewport exactly")
    func largeBuild() throws {
        var generator = SplitMix64(seed: 7)
        let items = randomItems(count: 100_000, rows: 50_000, spanHours: 20_000, using: &generator)
        let source = try GanttChartItemSource(items: items)
        #expect(source.itemCount == 100_000)
        let timeline = hours(9_000, 9_200)
        #expect(source.filteredItems(rows: 20_000..<20_040, timeline: timeline) == bruteForce(items, rows: 20_000..<20_040, timeline: timeline))
    }
}
