import Foundation
import GanttChart
import ProjectScheduling
import TimelineCore

/// Turns the records of a CSV table into a ``TimelineDocument`` with a
/// source map, reporting every cell it cannot read; then resolves the
/// document so that its own checks name cells too.
struct CSVPlanBuilder {
    let file: String
    let table: CSVTable
    var dialect: CSVDialect
    let dialectGiven: Bool
    var reader: NodeReader

    init(file: String, table: CSVTable, dialect: CSVDialect, dialectGiven: Bool) {
        self.file = file
        self.table = table
        self.dialect = dialect
        self.dialectGiven = dialectGiven
        self.reader = NodeReader(file: file, limit: TimelineDocument.errorLimit)
    }

    /// Durations and lags count days of the standard schedule (8 hours): a
    /// CSV plan has no schedules of its own.
    static let durationFormat = OutlineGanttChartDurationFormat(averageDayOf: .standard)

    private func position(_ field: CSVTable.Field) -> TextPosition { TextPosition(line: field.line, column: field.column) }

    /// The cell's text without spaces and line breaks around it (most
    /// cells have none: the table marks them).
    private func text(_ field: CSVTable.Field) -> String {
        field.isTrimmed ? table.text(field) : table.text(field).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The cell's number when it is 1–18 ASCII digits (ids and parents are),
    /// read from its bytes; `nil` for any other text (read as usual then).
    private func digits(_ field: CSVTable.Field) -> Int? {
        guard field.isTrimmed else { return nil }
        return table.withBytes(of: field) { bytes -> Int? in
            guard (1...18).contains(bytes.count) else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
    }

    /// ``CSVCellText/flag(_:)`` of the cell, `Yes` and `No` (what the writer
    /// writes) from its bytes.
    private func flag(_ field: CSVTable.Field) -> Bool? {
        let written = !field.isTrimmed ? nil : table.withBytes(of: field) { bytes -> Bool? in
            if bytes.elementsEqual("No".utf8) { return false }
            if bytes.elementsEqual("Yes".utf8) { return true }
            return nil
        }
        return written ?? CSVCellText.flag(text(field))
    }

    /// ``CSVCellText/time(_:order:)`` of the cell, ISO 8601 dates from its bytes.
    private func time(_ field: CSVTable.Field, order: () -> CSVCellText.DateOrder) -> Result<Time, CSVCellText.DateError> {
        if field.isTrimmed, let iso = table.withBytes(of: field, Time.iso8601) { return .success(iso) }
        return CSVCellText.time(text(field), order: order)
    }

    private func fail() -> TimelineDocumentErrors {
        TimelineDocumentErrors(reader.sortedErrors, isTruncated: reader.isTruncated)
    }

    mutating func build() throws(TimelineDocumentErrors) -> CSVPlanReader.Result {
        guard let header = table.records.first else {
            reader.report(TextPosition(line: 1, column: 1), "the file is empty: expected a header line such as ID,Name,Start,Finish")
            throw fail()
        }
        // Header → columns.
        var columnIndex = ColumnTable()
        var warnings: [CSVPlanReader.Warning] = []
        for (index, field) in header.fields.enumerated() {
            let name = table.text(field).trimmingCharacters(in: .whitespaces)
            guard let column = CSVPlanColumn(header: name) else {
                if !name.isEmpty {
                    warnings.append(CSVPlanReader.Warning(location: SourceLocation(file: file, line: field.line, column: field.column),
                                                          message: "column \"\(name)\" is not a plan column; its cells are not read"))
                }
                continue
            }
            if let first = columnIndex[column] {
                reader.report(position(field), "column \"\(name)\" repeats column \(first + 1) (\"\(table.text(header.fields[first]))\"), which gives the \(column.header) already")
                continue
            }
            columnIndex[column] = index
        }
        guard columnIndex[.start] != nil else {
            let known = header.fields.map { "\"\(table.text($0))\"" }.joined(separator: ", ")
            reader.report(TextPosition(line: header.line, column: 1),
                          "no Start column among the headers \(known); a plan needs at least Name and Start (and Finish or Duration)")
            throw fail()
        }
        let records = table.records.dropFirst()
        /// The texts of a column's cells whose bytes pass `isIncluded`.
        func cells(_ column: CSVPlanColumn, where isIncluded: (UnsafeBufferPointer<UInt8>) -> Bool) -> [String] {
            guard let index = columnIndex[column] else { return [] }
            return records.filter { $0.fields.indices.contains(index) && table.withBytes(of: $0.fields[index], isIncluded) }
                .map { table.text($0.fields[index]) }
        }
        // Decimal comma: a number such as `1,5` in the duration or completion columns.
        if !dialectGiven {
            // A digit, the separator, a digit: three bytes in a row; both separators
            // in one pass, which ends at the first point (the answer is then `.`).
            var hasComma = false, hasPoint = false
            for column in [CSVPlanColumn.duration, .completion] {
                guard let index = columnIndex[column] else { continue }
                for record in records where !hasPoint && record.fields.indices.contains(index) {
                    table.withBytes(of: record.fields[index]) { bytes in
                        guard bytes.count >= 3 else { return }
                        for at in 2..<bytes.count where (48...57).contains(bytes[at - 2]) && (48...57).contains(bytes[at]) {
                            if bytes[at - 1] == UInt8(ascii: ",") { hasComma = true } else if bytes[at - 1] == UInt8(ascii: ".") { hasPoint = true }
                        }
                    }
                }
            }
            dialect.decimalSeparator = hasComma && !hasPoint ? "," : "."
        }
        let decimalComma = dialect.decimalSeparator == ","
        // The order of the columns' numeric dates, found when a date needs it
        // (ISO 8601 dates do not: files of them are not scanned for it).
        var knownOrder: CSVCellText.DateOrder?
        func startOrder() -> CSVCellText.DateOrder {
            if let knownOrder { return knownOrder }
            let order = CSVCellText.dateOrder(of: [CSVPlanColumn.start, .finish].flatMap { column in
                // Only slash dates decide.
                cells(column, where: { $0.contains(UInt8(ascii: "/")) })
            })
            knownOrder = order
            return order
        }
        let percentColumn = columnIndex[.completion].map { table.text(header.fields[$0]).contains("%") || table.text(header.fields[$0]).lowercased().contains("percent") } ?? false
        func headerName(_ column: CSVPlanColumn) -> String {
            columnIndex[column].map { table.text(header.fields[$0]).trimmingCharacters(in: .whitespaces) } ?? column.header
        }

        var items: [TimelineDocument.Item] = []
        var map = SourceMap()
        var startMissing: [Int: TextPosition] = [:]   // item index → its start cell
        var predecessorCells: [(itemIndex: Int, field: CSVTable.Field)] = []
        var levels: [(level: Int, field: CSVTable.Field)?] = []
        var usedIDs: [Int: Int] = [:]
        for (offset, record) in records.enumerated() {
            if reader.isFull { break }
            func field(_ column: CSVPlanColumn) -> CSVTable.Field? {
                guard let index = columnIndex[column], record.fields.indices.contains(index) else { return nil }
                let field = record.fields[index]
                return (field.isTrimmed ? field.isEmpty : text(field).isEmpty) ? nil : field
            }
            for extra in record.fields.dropFirst(header.fields.count) where !extra.isEmpty {
                reader.report(position(extra), "this record has \(record.fields.count) fields but the header names \(header.fields.count) columns")
                break
            }
            var marks = SourceMap.ItemMarks()
            marks.item = TextPosition(line: record.line, column: 1)
            // Id.
            var id = offset + 1
            if let idField = field(.id) {
                marks.id = position(idField)
                guard let value = digits(idField) ?? Int(text(idField)), value >= 0, value <= GanttChartItem.maximumRow else {
                    reader.report(position(idField), "\"\(headerName(.id))\": \"\(text(idField))\" is not an item id (a whole number from 0)")
                    continue
                }
                id = value
            } else if columnIndex[.id] != nil {
                reader.report(marks.item, "\"\(headerName(.id))\": the id is empty")
                continue
            }
            if usedIDs[id] == nil { usedIDs[id] = items.count }
            let label = field(.name).map { $0.isQuoted ? table.text($0) : text($0) } ?? ""
            // Built only for a message: most records have none.
            var context: String { DocumentDecoder.itemContext(label: label, id: id) }
            var item = TimelineDocument.Item(id: id, label: label, row: offset, start: Time(dayNumber: 0))
            func report(_ field: CSVTable.Field, _ column: CSVPlanColumn, _ message: String) {
                reader.report(position(field), "\(context)\"\(headerName(column))\": \(message)")
            }
            // Flags.
            var isMilestone = false
            if let cell = field(.milestone) {
                marks.type = position(cell)
                guard let flag = flag(cell) else { report(cell, .milestone, "\"\(text(cell))\" is not yes or no"); continue }
                isMilestone = flag
            }
            if let cell = field(.summary) {
                guard let flag = flag(cell) else { report(cell, .summary, "\"\(text(cell))\" is not yes or no"); continue }
                if flag {
                    if isMilestone { report(cell, .summary, "an item cannot be a milestone and a summary"); continue }
                    item.type = .summary
                    marks.type = position(cell)
                }
            }
            if isMilestone { item.type = .milestone }
            // Times.
            var failed = false
            var missingStart: TextPosition?
            if let cell = field(.start) {
                marks.start = position(cell)
                switch time(cell, order: startOrder) {
                case let .success(time): item.start = time
                case let .failure(error): report(cell, .start, error.reason); failed = true
                }
            } else {
                missingStart = marks.item
            }
            var finish: Time?
            if let cell = field(.finish) {
                marks.finish = position(cell)
                switch time(cell, order: startOrder) {
                case let .success(time): finish = time
                case let .failure(error): report(cell, .finish, error.reason); failed = true
                }
            }
            var durationIsZero = false
            if let cell = field(.duration) {
                marks.duration = position(cell)
                let normalized = CSVCellText.normalizingUnits(text(cell), decimalComma: decimalComma)
                do {
                    let value = try Self.durationFormat.value(parsing: normalized)
                    durationIsZero = value.seconds == 0
                    if value.seconds < 0 {
                        report(cell, .duration, "\"\(text(cell))\" is negative")
                        failed = true
                    } else if value.seconds > WorkingDuration.maximumSeconds {
                        report(cell, .duration, "\"\(text(cell))\" is too long (at most about a century of working time)")
                        failed = true
                    } else if finish == nil, !(item.type == .milestone && value.seconds == 0) {
                        if value.isElapsed {
                            finish = item.start.adding(seconds: value.seconds)
                            if missingStart != nil { report(cell, .duration, "an elapsed duration needs a start"); failed = true }
                        } else if let written = WorkingDuration(parsing: normalized) {
                            item.duration = written
                        } else {
                            let hours = value.seconds / 3_600
                            item.duration = hours == hours.rounded() ? WorkingDuration(hours, .hours) : WorkingDuration(value.seconds / 60, .minutes)
                        }
                    }
                } catch {
                    report(cell, .duration, error.reason)
                    failed = true
                }
            }
            if columnIndex[.milestone] == nil, item.type == .standard, durationIsZero, finish == nil || finish == item.start {
                item.type = .milestone
                item.duration = nil
            }
            if item.type == .milestone, let written = finish, written == item.start { finish = nil }
            item.finish = finish
            if item.finish != nil { item.duration = nil }
            // Completion, resources, notes.
            if let cell = field(.completion) {
                marks.completion = position(cell)
                guard let value = (cell.isTrimmed ? table.withBytes(of: cell) { CSVCellText.wholeCompletion($0, percentColumn: percentColumn) } : nil)
                    ?? CSVCellText.completion(text(cell), percentColumn: percentColumn, decimalComma: decimalComma) else {
                    report(cell, .completion, "\"\(text(cell))\" is not a percentage; write e.g. 50%")
                    continue
                }
                if value > 1, !percentColumn, !text(cell).hasSuffix("%") {
                    report(cell, .completion, "\(text(cell)) is not a fraction in 0...1; write 50% for half done")
                    continue
                }
                item.completion = value
            }
            item.attachment = field(.resources).map(text)
            item.details = field(.notes).map { table.text($0) }
            // Row.
            if let cell = field(.row) {
                marks.row = position(cell)
                guard let row = Int(text(cell)) else { report(cell, .row, "\"\(text(cell))\" is not a row number"); continue }
                item.row = row
            }
            // Hierarchy.
            var outline: (level: Int, field: CSVTable.Field)?
            if let cell = field(.parent) {
                marks.parent = position(cell)
                if let id = digits(cell) {
                    item.parent = .id(id)
                } else {
                    let value = text(cell)
                    item.parent = Int(value).map { .id($0) } ?? .label(value)
                }
            } else if columnIndex[.parent] == nil, let cell = field(.outlineLevel) {
                guard let level = Int(text(cell)), level >= 0, level <= 10_000 else {
                    report(cell, .outlineLevel, "\"\(text(cell))\" is not an outline level (1 for top-level items)")
                    continue
                }
                outline = (level, cell)
            } else if columnIndex[.parent] == nil, columnIndex[.outlineLevel] == nil, let cell = field(.outlineNumber) {
                let parts = text(cell).split(separator: ".", omittingEmptySubsequences: false)
                guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                    report(cell, .outlineNumber, "\"\(text(cell))\" is not an outline number such as 1.2.3")
                    continue
                }
                outline = (parts.count, cell)
            }
            if failed { continue }
            levels.append(outline)
            if let cell = field(.predecessors) { predecessorCells.append((items.count, cell)) }
            if let missingStart { startMissing[items.count] = missingStart }
            items.append(item)
            map.items.append(marks)
        }
        if reader.isFull { throw fail() }
        // Parents from outline levels.
        var stack: [(level: Int, id: Int)] = []
        for index in items.indices {
            guard index < levels.count, let (level, cell) = levels[index] else { continue }
            while let last = stack.last, last.level >= level { stack.removeLast() }
            if let last = stack.last {
                if level > last.level + 1 {
                    reader.report(position(cell), "\(DocumentDecoder.itemContext(label: items[index].label, id: items[index].id))\"\(headerName(columnIndex[.outlineLevel] != nil ? .outlineLevel : .outlineNumber))\": level \(level) follows level \(last.level); a level can only go one deeper")
                }
                items[index].parent = .id(last.id)
                map.items[index].parent = position(cell)
            }
            stack.append((level, items[index].id))
        }
        // A parent given without times is a summary (it spans its children).
        var parentIDs: Set<Int> = [], parentLabels: Set<String> = []
        for index in items.indices {
            switch items[index].parent {
            case let .id(id)?: parentIDs.insert(id)
            case let .label(label)?: parentLabels.insert(label)
            case nil: break
            }
        }
        for index in items.indices where items[index].type == .standard && items[index].finish == nil && items[index].duration == nil
            && (parentIDs.contains(items[index].id) || parentLabels.contains(items[index].label)) {
            items[index].type = .summary
        }
        // Summaries without a start take their children's earliest.
        if !startMissing.isEmpty {
            var children: [Int: [Int]] = [:]
            let indexByID = Dictionary(items.indices.map { (items[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
            let indexByLabel = Dictionary(items.indices.map { (items[$0].label, $0) }, uniquingKeysWith: { first, _ in first })
            for index in items.indices {
                switch items[index].parent {
                case let .id(id)?: if let parent = indexByID[id] { children[parent, default: []].append(index) }
                case let .label(label)?: if let parent = indexByLabel[label] { children[parent, default: []].append(index) }
                case nil: break
                }
            }
            // Post-order without recursion (hierarchies may be 100,000 deep).
            var earliest: [Int: Time] = [:]
            var done: Set<Int> = []
            var visiting: Set<Int> = []
            func start(of root: Int) -> Time? {
                var stack: [(index: Int, expanded: Bool)] = [(root, false)]
                while let (index, expanded) = stack.popLast() {
                    if startMissing[index] == nil || done.contains(index) { continue }
                    if expanded {
                        earliest[index] = children[index, default: []].compactMap { startMissing[$0] == nil ? items[$0].start : earliest[$0] }.min()
                        done.insert(index)
                        continue
                    }
                    guard visiting.insert(index).inserted else { continue }
                    stack.append((index, true))
                    for child in children[index, default: []] where startMissing[child] != nil && !done.contains(child) {
                        stack.append((child, false))
                    }
                }
                return earliest[root]
            }
            for (index, place) in startMissing.sorted(by: { $0.key < $1.key }) {
                if let found = start(of: index) {
                    items[index].start = found
                } else {
                    reader.report(place, "\(DocumentDecoder.itemContext(label: items[index].label, id: items[index].id))the start is empty (only a summary whose children have starts may omit it)")
                }
            }
        }
        // Dependencies from the predecessors cells.
        var dependencies: [TimelineDocument.Dependency] = []
        for (itemIndex, cell) in predecessorCells {
            // Read in place: binding the item would copy it.
            let itemID = items[itemIndex].id
            var context: String { DocumentDecoder.itemContext(label: items[itemIndex].label, id: itemID) }
            let normalized = CSVCellText.normalizingUnits(table.text(cell), decimalComma: false)
            let entries: [OutlineGanttChartPredecessor]
            do throws(OutlineGanttChartEditError) {
                entries = try OutlineGanttChartPredecessor.parse(normalized, format: Self.durationFormat)
            } catch {
                reader.report(position(cell), "\(context)\"\(headerName(.predecessors))\": \(error.reason)")
                continue
            }
            let lagTexts = Self.lagTexts(normalized)
            for (number, entry) in entries.enumerated() {
                var lag: TimelineDocument.Lag?
                if !entry.lag.isZero {
                    // Keep the unit as written (`2d` stays days); else convert the seconds.
                    let written = number < lagTexts.count ? lagTexts[number] : ""
                    lag = TimelineDocument.Lag(parsing: written.hasPrefix("+") ? String(written.dropFirst()) : written)
                        ?? TimelineDocument.Lag(entry.lag)
                }
                dependencies.append(TimelineDocument.Dependency(id: dependencies.count + 1, from: .id(entry.row.rawValue), to: .id(itemID),
                                                                type: entry.type, lag: lag))
                let place = position(cell)
                map.dependencies.append(SourceMap.DependencyMarks(dependency: place, from: place, to: place, lag: place))
            }
        }
        if !reader.errors.isEmpty { throw fail() }
        let document = TimelineDocument(items: items, dependencies: dependencies)
        guard let resolved = document.resolve(reader: &reader, map: map), reader.errors.isEmpty else { throw fail() }
        return CSVPlanReader.Result(document: document, resolved: resolved, dialect: dialect, warnings: warnings)
    }

    /// The lag part of each entry of a predecessors cell (`+2d` of `3FS+2d`;
    /// empty when an entry has none), in order.
    static func lagTexts(_ cell: String) -> [String] {
        // Most cells (`5FS+2h;7`) are ASCII without spaces: read from the bytes.
        var bytes = cell
        let plain = bytes.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 > 32 && $0 < 0x80 }) else { return nil }
            var texts: [String] = []
            var part = 0
            while part < bytes.count {
                var end = part
                while end < bytes.count, bytes[end] != 59, bytes[end] != 44 { end += 1 }
                if end > part {
                    var sign = part
                    while sign < end, bytes[sign] != 43, bytes[sign] != 45 { sign += 1 }
                    texts.append(sign < end ? String(decoding: UnsafeBufferPointer(rebasing: bytes[sign..<end]), as: UTF8.self) : "")
                }
                part = end + 1
            }
            return texts
        }
        if let plain { return plain }
        return cell.split(whereSeparator: { $0 == ";" || $0 == "," }).compactMap { part -> String? in
            // Most entries (`5FS+2h`) have no spaces: no Foundation on them.
            if part.utf8.allSatisfy({ $0 > 32 && $0 < 0x80 }) {
                guard let sign = part.utf8.firstIndex(where: { $0 == 43 || $0 == 45 }) else { return "" }
                return String(part[sign...])
            }
            let entry = part.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty else { return nil }
            guard let sign = entry.firstIndex(where: { $0 == "+" || $0 == "-" }) else { return "" }
            return entry[sign...].replacingOccurrences(of: " ", with: "")
        }
    }
}

/// Where each plan column is in the records: looked up for every cell, so an
/// array by the column's case rather than a dictionary (a column's hash is
/// its name's).
private struct ColumnTable {
    private var positions = [Int?](repeating: nil, count: CSVPlanColumn.allCases.count)

    /// The field index of `column`, or `nil` when the header has no such column.
    subscript(column: CSVPlanColumn) -> Int? {
        get { positions[column.ordinal] }
        set { positions[column.ordinal] = newValue }
    }
}

extension CSVPlanColumn {
    /// The case's place in ``allCases``.
    var ordinal: Int {
        switch self {
        case .id: 0
        case .name: 1
        case .parent: 2
        case .outlineLevel: 3
        case .outlineNumber: 4
        case .row: 5
        case .start: 6
        case .finish: 7
        case .duration: 8
        case .completion: 9
        case .predecessors: 10
        case .resources: 11
        case .milestone: 12
        case .summary: 13
        case .notes: 14
        }
    }
}
