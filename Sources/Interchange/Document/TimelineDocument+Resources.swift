public import ProjectScheduling
public import TimelineCore
import GanttChart

extension TimelineDocument {
    /// A resource of a document (`resources:`): plain values, as written.
    ///
    /// ```yaml
    /// resources:
    ///   - {id: 1, name: Ann, maxUnits: 100%, rate: 50}
    ///   - {id: 2, name: Crane, schedule: nights, holidays: [2025-03-07]}
    ///   - {id: 3, name: Concrete, type: material, materialLabel: t, rate: 90}
    /// ```
    public struct Resource: Sendable, Equatable {
        /// The unique id that assignments name.
        public var id: Int
        /// The name.
        public var name: String
        /// Work (default), material or cost.
        public var type: ProjectResource.Kind
        /// The most units at once (1 = 100 %); work resources only.
        public var maxUnits: Double
        /// The base calendar: a schedule name (built in or in `schedules`);
        /// the document's calendar when `nil`.
        public var schedule: String?
        /// The resource's own nonworking days (vacations) on top of its base calendar.
        public var holidays: [TimeRange]
        /// The cost per working hour (work) or per unit (material).
        public var rate: Double
        /// The unit of a material resource ("t").
        public var materialLabel: String?

        /// Creates a resource.
        /// - Parameters:
        ///   - id: The unique id.
        ///   - name: The name.
        ///   - type: Work (default), material or cost.
        ///   - maxUnits: The most units at once; 1 by default.
        ///   - schedule: The base calendar's name; the document's calendar when `nil`.
        ///   - holidays: The resource's own nonworking days.
        ///   - rate: The standard rate; 0 by default.
        ///   - materialLabel: The unit of a material resource.
        public init(id: Int, name: String = "", type: ProjectResource.Kind = .work, maxUnits: Double = 1, schedule: String? = nil,
                    holidays: [TimeRange] = [], rate: Double = 0, materialLabel: String? = nil) {
            self.id = id
            self.name = name
            self.type = type
            self.maxUnits = maxUnits
            self.schedule = schedule
            self.holidays = holidays
            self.rate = rate
            self.materialLabel = materialLabel
        }
    }

    /// An assignment of a resource to an item (`assignments:`).
    ///
    /// ```yaml
    /// assignments:
    ///   - {item: Design, resource: 1, units: 50%, work: 24h}
    /// ```
    public struct Assignment: Sendable, Equatable {
        /// The unique id (numbered in order when omitted).
        public var id: Int
        /// The item (a task, not a summary), by id or label.
        public var item: ItemReference
        /// The resource's id.
        public var resource: Int
        /// The fraction of the resource's time (1 = 100 %) or a material quantity.
        public var units: Double
        /// The work (working time); derived from the item's duration when `nil`.
        public var work: WorkingDuration?

        /// Creates an assignment.
        /// - Parameters:
        ///   - id: The unique id.
        ///   - item: The item, by id or label.
        ///   - resource: The resource's id.
        ///   - units: The units; 1 by default.
        ///   - work: The work, or `nil` to derive it from the duration.
        public init(id: Int, item: ItemReference, resource: Int, units: Double = 1, work: WorkingDuration? = nil) {
            self.id = id
            self.item = item
            self.resource = resource
            self.units = units
            self.work = work
        }
    }

    /// The largest units or max units a document accepts (100 000 %).
    public static let maximumUnits = 1_000.0
}

extension ResolvedTimelineDocument {
    /// How an item is scheduled with its resources (item keys `taskType`,
    /// `effortDriven`, `priority`).
    public struct TaskResourceOptions: Sendable, Hashable {
        /// Fixed units, fixed duration or fixed work.
        public var type: ProjectTaskType
        /// Whether the item's assignments share its work.
        public var isEffortDriven: Bool
        /// The leveling priority, 0...1000.
        public var priority: Int

        /// Creates options.
        /// - Parameters:
        ///   - type: The task type; fixed units by default.
        ///   - isEffortDriven: Whether assignments share the work; `false` by default.
        ///   - priority: The leveling priority; 500 by default.
        public init(type: ProjectTaskType = .fixedUnits, isEffortDriven: Bool = false, priority: Int = 500) {
            self.type = type
            self.isEffortDriven = isEffortDriven
            self.priority = priority
        }
    }
}

extension TimelineDocument {
    /// Resolves resources (calendars), assignments (item references, units,
    /// work) and the items' task options, reporting every problem with its place.
    func resolveResources(
        reader: inout NodeReader, map: SourceMap?, schedules: [String: Schedule], defaultSchedule: Schedule,
        isValidItem: (Int) -> Bool, hierarchy: GanttChartItemHierarchy
    ) -> (resources: [ProjectResource], assignments: [ProjectAssignment], taskOptions: [GanttChartItem.ID: ResolvedTimelineDocument.TaskResourceOptions]) {
        var resources: [ProjectResource] = []
        var resourceIndex: [Int: Int] = [:]
        let scheduleNames = ScheduleDescription.builtIns.map(\.name) + self.schedules.map(\.name)
        for (index, resource) in self.resources.enumerated() {
            let marks = map.flatMap { index < $0.resources.count ? $0.resources[index] : nil }
            let context = resource.name.isEmpty ? "resource \(resource.id): " : "resource \"\(resource.name)\" (id \(resource.id)): "
            if let first = resourceIndex[resource.id] {
                reader.report(marks?.id ?? marks?.resource, "\(context)the id \(resource.id) is already used by resource \"\(self.resources[first].name)\"")
                continue
            }
            resourceIndex[resource.id] = index
            guard resource.id >= 1 else {
                reader.report(marks?.id ?? marks?.resource, "\(context)resource ids start at 1 (Microsoft Project reserves 0)")
                continue
            }
            if !(resource.maxUnits > 0 && resource.maxUnits <= Self.maximumUnits) {
                reader.report(marks?.resource, "\(context)maxUnits \(NodeReader.format(resource.maxUnits)) is not in (0, \(NodeReader.format(Self.maximumUnits))]")
                continue
            }
            if !(resource.rate.isFinite && resource.rate >= 0) {
                reader.report(marks?.resource, "\(context)rate \(NodeReader.format(resource.rate)) is negative")
                continue
            }
            var base = defaultSchedule
            if let name = resource.schedule {
                guard let found = schedules[name] else {
                    if map?.unreadableScheduleNames.contains(name) != true, !self.schedules.contains(where: { $0.name == name }) {
                        reader.report(marks?.schedule ?? marks?.resource,
                                      "\(context)unknown schedule \"\(name)\"\(didYouMean(name, among: scheduleNames)) (known: \(scheduleNames.joined(separator: ", ")))")
                    }
                    continue
                }
                base = found
            }
            if let bad = resource.holidays.first(where: { !$0.start.isSupported || !$0.finish.isSupported }) {
                reader.report(marks?.resource, "\(context)holiday \(bad.start) is out of range: \(Time.supportedRangeDescription)")
                continue
            }
            let calendar: (any ScheduleDefinition)? = resource.schedule == nil && resource.holidays.isEmpty ? nil : base.excluding(resource.holidays)
            resources.append(ProjectResource(
                id: ProjectResource.ID(resource.id), name: resource.name, kind: resource.type, maxUnits: resource.maxUnits,
                calendar: resource.type == .work ? calendar : nil, standardRate: resource.rate, materialLabel: resource.materialLabel))
        }
        let validResources = Set(resources.map(\.id.rawValue))

        // Item lookups only when there are assignments (a plan of 100,000
        // items without resources should not pay for them).
        var idsByLabel: [String: [Int]] = [:]
        var itemIndexByID: [Int: Int] = [:]
        if !self.assignments.isEmpty {
            for (index, item) in items.enumerated() {
                idsByLabel[item.label, default: []].append(item.id)
                if itemIndexByID[item.id] == nil { itemIndexByID[item.id] = index }
            }
        }
        let knownItemIDs = Set(itemIndexByID.keys)
        var assignments: [ProjectAssignment] = []
        var assignmentIDs: Set<Int> = []
        for (index, assignment) in self.assignments.enumerated() {
            if reader.isFull { break }
            let marks = map.flatMap { index < $0.assignments.count ? $0.assignments[index] : nil }
            var context = "assignment \(assignment.id) (item \(assignment.item)): "
            guard assignmentIDs.insert(assignment.id).inserted else {
                reader.report(marks?.assignment, "\(context)the id \(assignment.id) is used by another assignment")
                continue
            }
            var itemID: Int?
            switch assignment.item {
            case let .id(id):
                if knownItemIDs.contains(id) {
                    itemID = id
                } else if map?.unreadableItemIDs.contains(id) != true {
                    reader.report(marks?.item ?? marks?.assignment, "\(context)there is no item with id \(id)")
                }
            case let .label(label):
                let ids = idsByLabel[label] ?? []
                if ids.count == 1 {
                    itemID = ids[0]
                } else if ids.isEmpty {
                    if map?.unreadableItemLabels.contains(label) != true {
                        let labels = items.map(\.label).filter { !$0.isEmpty }
                        reader.report(marks?.item ?? marks?.assignment, "\(context)there is no item labeled \"\(label)\"\(didYouMean(label, among: labels))")
                    }
                } else {
                    reader.report(marks?.item ?? marks?.assignment, "\(context)several items are labeled \"\(label)\" (ids \(ids.map(String.init).joined(separator: ", "))); refer to one by id")
                }
            }
            if let itemID, let item = itemIndexByID[itemID].map({ items[$0] }) {
                context = "assignment \(assignment.id) (item \(item.label.isEmpty ? "" : "\"\(item.label)\" ")id \(itemID)): "
            }
            var failed = itemID == nil
            if !validResources.contains(assignment.resource) {
                if !self.resources.contains(where: { $0.id == assignment.resource }) {
                    let known = self.resources.map { String($0.id) }.joined(separator: ", ")
                    reader.report(marks?.resource ?? marks?.assignment,
                                  "\(context)there is no resource with id \(assignment.resource)" + (known.isEmpty ? " (the document has no resources)" : " (known: \(known))"))
                }
                failed = true
            }
            if let itemID, hierarchy.isSummary(GanttChartItem.ID(itemID)) {
                reader.report(marks?.item ?? marks?.assignment, "\(context)item \(itemID) is a summary; assign resources to its subtasks")
                failed = true
            }
            if !(assignment.units >= 0 && assignment.units <= Self.maximumUnits) {
                reader.report(marks?.assignment, "\(context)units \(NodeReader.format(assignment.units)) is not in [0, \(NodeReader.format(Self.maximumUnits))]")
                failed = true
            }
            var work: Double?
            if let written = assignment.work {
                let seconds = written.seconds(on: defaultSchedule)
                if !(seconds >= 0 && seconds <= WorkingDuration.maximumSeconds) {
                    reader.report(marks?.assignment, "\(context)work \(written) is too long (at most about a century of working time)")
                    failed = true
                } else if seconds > 0, assignment.units == 0,
                          self.resources.first(where: { $0.id == assignment.resource })?.type == .work {
                    reader.report(marks?.assignment, "\(context)work \(written) at 0 units can never be done; give units above 0")
                    failed = true
                }
                work = seconds
            }
            guard !failed, let itemID, isValidItem(itemID) else { continue }
            assignments.append(ProjectAssignment(
                id: ProjectAssignment.ID(assignment.id), task: ProjectPlan.TaskID(itemID), resource: ProjectResource.ID(assignment.resource),
                units: assignment.units, work: work))
        }

        var options: [GanttChartItem.ID: ResolvedTimelineDocument.TaskResourceOptions] = [:]
        for item in items where item.taskType != nil || item.effortDriven != nil || item.priority != nil {
            options[GanttChartItem.ID(item.id)] = .init(type: item.taskType ?? .fixedUnits, isEffortDriven: item.effortDriven ?? false, priority: item.priority ?? 500)
        }
        return (resources, assignments, options)
    }
}
