public import Foundation
public import ProjectScheduling
public import GanttChart
public import TimelineCore

/// A document turned into what a Gantt chart draws: the validated item
/// source, the schedules by name and the chart settings.
public struct ResolvedTimelineDocument: Sendable {
    /// The items and dependencies, validated.
    public var itemSource: GanttChartItemSource
    /// Every schedule by name: the built-ins and the document's own.
    public var schedules: [String: Schedule]
    /// The schedule named by the document's `calendar` (`standard` by default).
    public var defaultSchedule: Schedule
    /// The chart settings, with defaults filled in.
    public var settings: TimelineChartSettings
    /// Parent → children from the items' `parent` (empty when none is given).
    public var hierarchy = GanttChartItemHierarchy()
    /// The dependencies' lags, counted on their successors' schedules.
    public var lags = GanttChartDependencyLagSet()
    /// The items' constraints and deadlines.
    public var constraints = GanttChartItemConstraintSet()
    /// The resources, with their calendars (base schedule and holidays) resolved.
    public var resources: [ProjectResource] = []
    /// The assignments, with item references and work resolved.
    public var assignments: [ProjectAssignment] = []
    /// Task type, effort driving and priority of the items that set them.
    public var taskOptions: [GanttChartItem.ID: TaskResourceOptions] = [:]
}

/// The chart settings of a document, with defaults filled in except where the
/// chart's own defaults apply (`nil`).
public struct TimelineChartSettings: Sendable {
    /// One header row with its resolved label format.
    public struct HeaderRow: Sendable, Hashable {
        /// The periods of the row.
        public var intervals: TimeIntervalType
        /// The label format (the interval's default unless the document gives a pattern).
        public var format: TimeFormat
    }

    /// The chart title, if any.
    public var title: String?
    /// The row labels, row 0 first; empty for no row headers.
    public var rowLabels: [String]
    /// The header rows, top first; `nil` for the chart's default header.
    public var header: [HeaderRow]?
    /// The highlighted schedules, with their names.
    public var highlighters: [(name: String, schedule: Schedule)]
    /// The schedule whose nonworking time is hidden from the time axis, if any.
    public var visibilitySchedule: (name: String, schedule: Schedule)?
    /// The current time to draw, if any.
    public var now: Time?
    /// The theme name (`standard`, `jewel` or `generic`).
    public var theme: String
    /// Light or dark.
    public var mode: TimelineDocument.Mode
    /// Where item labels are drawn, if set.
    public var labelPlacement: TimelineDocument.LabelPlacement?
    /// The row height, if set.
    public var rowHeight: Double?
    /// The hour width at zoom 1, if set.
    public var hourWidth: Double?
    /// The zoom factor, if set.
    public var zoom: Double?
    /// The visible timeline, if set.
    public var timeline: TimeRange?
    /// What drags snap to, if set.
    public var snap: GanttChartSnapUnit? = nil
    /// The baseline drawn under the bars (0…10).
    public var shownBaseline = 0
    /// The date markers.
    public var markers: [GanttChartDateMarker] = []
    /// The status date of the progress line, if any.
    public var statusDate: Time?
    /// The total slack, in working seconds, up to which an item is critical.
    public var criticalSlack: Double = 0
    /// Whether total slack is drawn after the bars.
    public var showsSlack = false
    /// The locale of the labels, if the document names one.
    public var locale: Locale?
    /// The first day of the week the document or its locale names; `nil` when
    /// it names neither (the document's header rows then start weeks on Monday).
    public var firstWeekday: Weekday?
}

extension TimelineDocument {
    /// Builds the chart model: schedules, item times (durations count working
    /// time on each item's schedule), dependencies and settings, checking
    /// everything the chart needs (finish after start, milestones momentary,
    /// known schedule names, links to existing items, no cycles).
    /// - Returns: The resolved document.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem; a document
    ///   built in code has no places (line 0), one read from text has them.
    public func resolve() throws(TimelineDocumentErrors) -> ResolvedTimelineDocument {
        var reader = NodeReader(file: "<document>", limit: Self.errorLimit)
        let resolved = resolve(reader: &reader, map: nil)
        guard reader.errors.isEmpty, let resolved else { throw TimelineDocumentErrors(reader.errors, isTruncated: reader.isTruncated) }
        return resolved
    }

    /// The resolution, reporting into `reader` with places from `map`.
    func resolve(reader: inout NodeReader, map: SourceMap?) -> ResolvedTimelineDocument? {
        // Schedules.
        var schedules: [String: Schedule] = [:]
        for builtIn in ScheduleDescription.builtIns { schedules[builtIn.name] = builtIn.schedule }
        for description in self.schedules {
            let context = "schedule \"\(description.name)\": "
            guard ScheduleDescription.builtIn(named: description.name) == nil else {
                reader.report(map?.schedules[description.name], "\(context)the name is built in (standard, fullWeek, fullDay, continuous); choose another name")
                continue
            }
            do {
                schedules[description.name] = try description.makeSchedule()
            } catch {
                reader.report(map?.schedules[description.name], "\(context)\(error.description)")
            }
        }
        let scheduleNames = ScheduleDescription.builtIns.map(\.name) + self.schedules.map(\.name)
        func lookUp(_ name: String, _ location: TextPosition?, _ context: String) -> Schedule? {
            if let schedule = schedules[name] { return schedule }
            if map?.unreadableScheduleNames.contains(name) != true, !self.schedules.contains(where: { $0.name == name }) {
                reader.report(location, "\(context)unknown schedule \"\(name)\"\(didYouMean(name, among: scheduleNames)) (known: \(scheduleNames.joined(separator: ", ")))")
            }
            return nil
        }
        var defaultSchedule = Schedule.standard
        if let calendar {
            defaultSchedule = lookUp(calendar, map?.calendar, "calendar: ") ?? .standard
        }
        if version < 1 || version > Self.currentVersion {
            reader.report(nil, "document: version \(version) is not supported (this reader reads version 1 to \(Self.currentVersion))")
        }

        // A schedule's average working day and week, computed once per name
        // (`nil`: the default schedule) rather than once per item or lag.
        var lengthsByName: [String?: WorkingDuration.DayLengths] = [:]
        let defaultLengths = WorkingDuration.DayLengths(defaultSchedule)
        func lengths(of name: String?, _ schedule: Schedule) -> WorkingDuration.DayLengths {
            if name == nil { return defaultLengths }
            if let known = lengthsByName[name] { return known }
            let computed = WorkingDuration.DayLengths(schedule)
            lengthsByName[name] = computed
            return computed
        }
        // Items. The passes below read the document's items in place (binding
        // an item would copy it and retain each of its strings) and find them
        // by id through one index of first occurrences (an array for the
        // compact ids plans have, no hashing).
        let documentItems = self.items
        var itemIndexByID = IDIndex(count: documentItems.count) { documentItems[$0].id }
        for index in documentItems.indices { itemIndexByID.insert(documentItems[index].id, at: index) }
        // Whether the item at a document index passed its checks and is in `items`.
        var isValid = [Bool](repeating: false, count: documentItems.count)
        // The position in `items` of the item at a document index (-1: not there).
        var itemPosition = [Int](repeating: -1, count: documentItems.count)
        func isValidID(_ id: Int) -> Bool { itemIndexByID[id].map { isValid[$0] } ?? false }
        var ownSchedules: [GanttChartItem.ID: (name: String?, schedule: Schedule)] = [:]
        var items: [GanttChartItem] = []
        items.reserveCapacity(documentItems.count)
        // Items by label, only when a link or a parent names one by its label.
        var idsByLabel: [String: [Int]] = [:]
        func isLabel(_ reference: ItemReference?) -> Bool {
            if case .label? = reference { return true }
            return false
        }
        if self.dependencies.contains(where: { isLabel($0.from) || isLabel($0.to) }) || documentItems.contains(where: { isLabel($0.parent) }) {
            for item in documentItems { idsByLabel[item.label, default: []].append(item.id) }
        }
        documentItems.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if reader.isFull { break }
                let item = buffer.baseAddress! + index
                let marks = map?.items[index]
                // Built only for a message: most items have none.
                var context: String { DocumentDecoder.itemContext(label: item.pointee.label, id: item.pointee.id) }
                if let first = itemIndexByID[item.pointee.id], first != index {
                    let firstItem = self.items[first]
                    let place = map?.items[first].item.map { " on line \($0.line)" } ?? ""
                    reader.report(marks?.id ?? marks?.item, "\(context)the id \(item.pointee.id) is already used by item \"\(firstItem.label)\"\(place)")
                    continue
                }
                var failed = false
                var ownSchedule: Schedule?
                if let name = item.pointee.schedule {
                    if let found = lookUp(name, marks?.schedule, context) {
                        ownSchedule = found
                    } else {
                        failed = true
                    }
                }
                guard item.pointee.row >= 0, item.pointee.row <= GanttChartItem.maximumRow else {
                    reader.report(marks?.row ?? marks?.item, "\(context)row \(item.pointee.row) is not in 0...\(GanttChartItem.maximumRow)")
                    continue
                }
                guard item.pointee.completion >= 0, item.pointee.completion <= 1 else {
                    reader.report(marks?.completion ?? marks?.item, "\(context)completion \(NodeReader.format(item.pointee.completion)) is not in 0...1")
                    continue
                }
                var finish = item.pointee.start
                switch (item.pointee.finish, item.pointee.duration) {
                case (.some, .some):
                    reader.report(marks?.duration ?? marks?.item, "\(context)give either \"finish\" or \"duration\", not both")
                    failed = true
                case let (.some(written), nil):
                    if written < item.pointee.start {
                        reader.report(marks?.finish ?? marks?.item, "\(context)finish \(written) is before start \(item.pointee.start)")
                        failed = true
                    }
                    finish = written
                case let (nil, .some(duration)):
                    guard !failed else { break }
                    let seconds = duration.seconds(on: ownSchedule.map { lengths(of: item.pointee.schedule, $0) } ?? defaultLengths)
                    if !(seconds >= 0 && seconds <= WorkingDuration.maximumSeconds) {
                        reader.report(marks?.duration ?? marks?.item, "\(context)duration \(duration) is too long (at most about a century of working time)")
                        failed = true
                    } else if item.pointee.type == .milestone {
                        finish = item.pointee.start
                    } else {
                        finish = ownSchedule?.adding(workingDuration: seconds, to: item.pointee.start) ?? defaultSchedule.adding(workingDuration: seconds, to: item.pointee.start)
                        if finish < item.pointee.start { finish = item.pointee.start }
                    }
                case (nil, nil):
                    if item.pointee.type != .milestone && item.pointee.type != .summary {
                        reader.report(marks?.item, "\(context)missing \"finish\" or \"duration\" (only a milestone or a summary may omit both)")
                        failed = true
                    }
                }
                // Years 1…9999 only, computed finishes included: whatever is
                // accepted can be written and read back.
                if !failed, !item.pointee.start.isSupported {
                    reader.report(marks?.start ?? marks?.item, "\(context)start \(item.pointee.start) is out of range: \(Time.supportedRangeDescription)")
                    failed = true
                } else if !failed, !finish.isSupported {
                    let how = item.pointee.duration.map { "start \(item.pointee.start) plus duration \($0) ends at \(finish)" } ?? "finish \(finish)"
                    reader.report(marks?.finish ?? marks?.duration ?? marks?.item, "\(context)\(how), which is out of range: \(Time.supportedRangeDescription)")
                    failed = true
                }
                if item.pointee.type == .milestone, !failed {
                    if let duration = item.pointee.duration, duration.value != 0 {
                        reader.report(marks?.duration ?? marks?.item, "\(context)a milestone is momentary: its duration must be 0 or omitted, not \(duration)")
                        failed = true
                    } else if finish != item.pointee.start {
                        reader.report(marks?.finish ?? marks?.item, "\(context)a milestone is momentary: finish \(finish) must equal start \(item.pointee.start) or be omitted")
                        failed = true
                    }
                }
                if !item.pointee.baselines.isEmpty { failed = !Self.checkBaselines(of: item.pointee, context: context, location: marks?.item, reader: &reader) || failed }
                if failed { continue }
                if let ownSchedule { ownSchedules[GanttChartItem.ID(item.pointee.id)] = (item.pointee.schedule, ownSchedule) }
                isValid[index] = true
                itemPosition[index] = items.count
                let colors = item.pointee.colors
                items.append(GanttChartItem(
                    id: GanttChartItem.ID(item.pointee.id), label: item.pointee.label, row: item.pointee.row, time: TimeRange(item.pointee.start..<finish),
                    completion: item.pointee.completion, type: item.pointee.type, attachment: item.pointee.attachment, details: item.pointee.details,
                    schedule: ownSchedule,
                    style: GanttChartItemStyleOverrides(barFill: colors.bar, barStroke: colors.outline, completionFill: colors.completion, labelColor: colors.label),
                    baselines: item.pointee.baselines))
            }
        }

        // Dependencies.
        var dependencies: [GanttChartDependency] = []
        var dependencyIndexByID = IDIndex(count: self.dependencies.count) { self.dependencies[$0].id }
        dependencies.reserveCapacity(self.dependencies.count)
        for (index, dependency) in self.dependencies.enumerated() {
            if reader.isFull { break }
            let marks = map?.dependencies[index]
            var ends: (from: Int, to: Int)?
            // Built only for a message: most dependencies have none.
            var context: String {
                if let ends { return "dependency \(dependency.id) (\(ends.from) → \(ends.to)): " }
                return "dependency \(dependency.id) (\(dependency.from) → \(dependency.to)): "
            }
            if dependencyIndexByID.insert(dependency.id, at: index) != nil {
                reader.report(marks?.dependency, "\(context)the id \(dependency.id) is used by another dependency")
                continue
            }
            func resolveReference(_ reference: ItemReference, _ location: TextPosition?) -> Int? {
                switch reference {
                case let .id(id):
                    if itemIndexByID[id] != nil { return id }
                    if map?.unreadableItemIDs.contains(id) != true {
                        reader.report(location, "\(context)there is no item with id \(id)")
                    }
                    return nil
                case let .label(label):
                    let ids = idsByLabel[label] ?? []
                    if ids.count == 1 { return ids[0] }
                    if ids.isEmpty {
                        if map?.unreadableItemLabels.contains(label) != true {
                            let labels = self.items.map(\.label).filter { !$0.isEmpty }
                            reader.report(location, "\(context)there is no item labeled \"\(label)\"\(didYouMean(label, among: labels))")
                        }
                    } else {
                        reader.report(location, "\(context)several items are labeled \"\(label)\" (ids \(ids.map(String.init).joined(separator: ", "))); refer to one by id")
                    }
                    return nil
                }
            }
            let from = resolveReference(dependency.from, marks?.from)
            let to = resolveReference(dependency.to, marks?.to)
            guard let from, let to else { continue }
            ends = (from, to)
            if from == to {
                reader.report(marks?.to ?? marks?.dependency, "\(context)links item \(from) to itself")
                continue
            }
            dependencies.append(GanttChartDependency(
                id: GanttChartDependency.ID(dependency.id), from: GanttChartItem.ID(from), to: GanttChartItem.ID(to),
                type: dependency.type, details: dependency.details))
        }
        // Links to items that failed their own checks were reported with those items.
        dependencies.removeAll { !isValidID($0.from.rawValue) || !isValidID($0.to.rawValue) }

        // Hierarchy, constraints and lags. Parents by document index (-1: none).
        var parentIndex = [Int](repeating: -1, count: documentItems.count)
        var constraints = GanttChartItemConstraintSet()
        documentItems.withUnsafeBufferPointer { buffer in
            // Valid items only; a valid item is its id's first occurrence.
            for index in buffer.indices where isValid[index] {
                let item = buffer.baseAddress! + index
                let id = GanttChartItem.ID(item.pointee.id)
                var itemContext: String { DocumentDecoder.itemContext(label: item.pointee.label, id: item.pointee.id) }
                if let date = item.pointee.constraint?.date, !date.isSupported {
                    reader.report(map?.items[index].item, "\(itemContext)constraint date \(date) is out of range: \(Time.supportedRangeDescription)")
                }
                if let deadline = item.pointee.deadline, !deadline.isSupported {
                    reader.report(map?.items[index].item, "\(itemContext)deadline \(deadline) is out of range: \(Time.supportedRangeDescription)")
                }
                // Each item comes once and the set starts empty: only what is set is written.
                if let constraint = item.pointee.constraint { constraints[id] = constraint }
                if let deadline = item.pointee.deadline { constraints.deadlines[id] = deadline }
                if item.pointee.manual == true { constraints.manuallyScheduled.insert(id) }
                guard let reference = item.pointee.parent else { continue }
                let location = map?.items[index].parent ?? map?.items[index].item
                var context: String { itemContext }
                let parent: Int?
                switch reference {
                case let .id(parentID):
                    parent = itemIndexByID[parentID] != nil ? parentID : nil
                    if parent == nil, map?.unreadableItemIDs.contains(parentID) != true {
                        reader.report(location, "\(context)parent: there is no item with id \(parentID)")
                    }
                case let .label(label):
                    let ids = idsByLabel[label] ?? []
                    parent = ids.count == 1 ? ids[0] : nil
                    if ids.isEmpty, map?.unreadableItemLabels.contains(label) != true {
                        let labels = self.items.map(\.label).filter { !$0.isEmpty }
                        reader.report(location, "\(context)parent: there is no item labeled \"\(label)\"\(didYouMean(label, among: labels))")
                    } else if ids.count > 1 {
                        reader.report(location, "\(context)parent: several items are labeled \"\(label)\" (ids \(ids.map(String.init).joined(separator: ", "))); refer to one by id")
                    }
                }
                guard let parent, let parentAt = itemIndexByID[parent], isValid[parentAt] else { continue }
                if parent == item.pointee.id {
                    reader.report(location, "\(context)parent: an item cannot be its own parent")
                    continue
                }
                if buffer[parentAt].type == .milestone {
                    reader.report(location, "\(context)parent: item \(parent) is a milestone, which cannot have children")
                    continue
                }
                parentIndex[index] = parentAt
            }
        }
        // Cycles: an item that is its own ancestor (reported once per cycle, at
        // its smallest id). Each item is walked once: a walk stops at an item
        // seen before, and only a walk that meets itself found a new cycle.
        var walkOf = [Int](repeating: -1, count: documentItems.count)
        var cycles: [[Int]] = []
        var path: [Int] = []
        for start in documentItems.indices where parentIndex[start] >= 0 && walkOf[start] < 0 {
            var current = start
            path.removeAll(keepingCapacity: true)
            while walkOf[current] < 0 {
                walkOf[current] = start
                path.append(current)
                guard parentIndex[current] >= 0 else { break }
                current = parentIndex[current]
            }
            guard walkOf[current] == start, parentIndex[current] >= 0, let first = path.firstIndex(of: current) else { continue }
            let loop = path[first...].map { documentItems[$0].id }
            let smallest = loop.firstIndex(of: loop.min()!)!
            cycles.append(Array(loop[smallest...] + loop[..<smallest]))
        }
        for cycle in cycles.sorted(by: { $0[0] < $1[0] }) {
            let id = cycle[0]
            let index = itemIndexByID[id]!
            let context = DocumentDecoder.itemContext(label: self.items[index].label, id: id)
            let text = (cycle + [id]).map(String.init).joined(separator: " → ")
            reader.report(map?.items[index].parent ?? map?.items[index].item, "\(context)parent: the parents form the cycle \(text)")
        }
        // Children in document order, grouped by parent.
        let children = ChildLists(parents: parentIndex)
        var childLists: [(parent: GanttChartItem.ID, children: [GanttChartItem.ID])] = []
        for index in documentItems.indices where children.hasChildren(index) {
            childLists.append((GanttChartItem.ID(documentItems[index].id), children[index].map { GanttChartItem.ID(documentItems[$0].id) }))
            if items[itemPosition[index]].type == .standard { items[itemPosition[index]].type = .summary }
        }
        let hierarchy = GanttChartItemHierarchy(uniqueChildLists: childLists, childCount: children.children.count)
        var lags = GanttChartDependencyLagSet()
        for (index, dependency) in dependencies.enumerated() {
            guard let written = dependencyIndexByID[dependency.id.rawValue].flatMap({ self.dependencies[$0].lag }) else { continue }
            let successor = ownSchedules.isEmpty ? nil : ownSchedules[dependency.to]
            let lengths = successor.map { lengths(of: $0.name, $0.schedule) } ?? defaultLengths
            lags[dependencies[index].id] = written.dependencyLag(on: lengths)
        }

        // Whole-collection checks (duplicate links, cycles).
        for error in GanttChartValidation.errors(items: items, dependencies: dependencies) {
            switch error {
            case let .dependencyCycle(dependency, cycle):
                let index = dependencyIndexByID[dependency.rawValue]
                let location = index.flatMap { map?.dependencies[$0].dependency }
                let path = cycle.map(\.description).joined(separator: " → ")
                reader.report(location, "dependency \(dependency): closes the cycle \(path)")
            case let .duplicateDependency(dependency, existing):
                let index = dependencyIndexByID[dependency.rawValue]
                let location = index.flatMap { map?.dependencies[$0].dependency }
                reader.report(location, "dependency \(dependency): links the same items as dependency \(existing)")
            default:
                reader.report(nil, error.description)
            }
        }

        let resolvedResources = resolveResources(
            reader: &reader, map: map, schedules: schedules, defaultSchedule: defaultSchedule,
            isValidItem: isValidID, hierarchy: hierarchy)

        // Settings.
        var highlighters: [(name: String, schedule: Schedule)] = []
        for (index, name) in self.highlighters.enumerated() {
            let location = map.flatMap { index < $0.highlighters.count ? $0.highlighters[index] : nil }
            if let schedule = lookUp(name, location, "highlighters: ") { highlighters.append((name, schedule)) }
        }
        var visibility: (name: String, schedule: Schedule)?
        if let name = visibilitySchedule, let schedule = lookUp(name, map?.visibilitySchedule, "visibilitySchedule: ") {
            visibility = (name, schedule)
        }
        if let now, !now.isSupported {
            reader.report(nil, "document: now \(now) is out of range: \(Time.supportedRangeDescription)")
        }
        if let timeline, !timeline.start.isSupported || !timeline.finish.isSupported {
            reader.report(nil, "timeline: \(timeline.start) to \(timeline.finish) is out of range: \(Time.supportedRangeDescription)")
        }
        if let zoom, !Self.zoomRange.contains(zoom) {
            reader.report(nil, "document: zoom \(NodeReader.format(zoom)) is not in \(NodeReader.format(Self.zoomRange.lowerBound))...\(NodeReader.format(Self.zoomRange.upperBound))")
        }
        if let hourWidth, !Self.hourWidthRange.contains(hourWidth) {
            reader.report(nil, "document: hourWidth \(NodeReader.format(hourWidth)) is not in \(NodeReader.format(Self.hourWidthRange.lowerBound))...\(NodeReader.format(Self.hourWidthRange.upperBound))")
        }
        if let theme, !Self.themeNames.contains(theme) {
            reader.report(nil, "document: unknown theme \"\(theme)\"\(didYouMean(theme, among: Self.themeNames))")
        }
        var settings = TimelineChartSettings(
            title: title,
            rowLabels: rows,
            header: header?.map { row in
                TimelineChartSettings.HeaderRow(intervals: row.intervals, format: row.format.map(TimeFormat.pattern) ?? row.intervals.defaultFormat)
            },
            highlighters: highlighters, visibilitySchedule: visibility, now: now, theme: theme ?? "standard", mode: mode ?? .light,
            labelPlacement: labelPlacement, rowHeight: rowHeight, hourWidth: hourWidth, zoom: zoom, timeline: timeline, snap: snap)
        resolveIndicators(into: &settings, defaultSchedule: defaultSchedule, reader: &reader)
        guard reader.errors.isEmpty else { return nil }
        do {
            if !childLists.isEmpty {
                // Summaries span their children, as the hierarchical behavior keeps them
                // (computed once, in O(n), before the source is built).
                var parentPositions = [Int](repeating: -1, count: items.count)
                for index in documentItems.indices where parentIndex[index] >= 0 {
                    parentPositions[itemPosition[index]] = itemPosition[parentIndex[index]]
                }
                GanttChartItemHierarchicalBehavior.spanSummaries(in: &items, parentPositions: parentPositions, schedule: defaultSchedule)
            }
            // GanttChartValidation.errors found nothing above: not checked twice.
            let source = try GanttChartItemSource(validatedItems: items, dependencies: dependencies)
            return ResolvedTimelineDocument(itemSource: source, schedules: schedules, defaultSchedule: defaultSchedule, settings: settings,
                                            hierarchy: hierarchy, lags: lags, constraints: constraints,
                                            resources: resolvedResources.resources, assignments: resolvedResources.assignments,
                                            taskOptions: resolvedResources.taskOptions)
        } catch {
            reader.report(nil, error.description)
            return nil
        }
    }
}
