import TimelineCore

/// The resources and assignments of a ``ProjectPlan`` checked and indexed for
/// a ``SchedulingEngine``: resources by dense index (ascending id), the valid
/// assignments per dense task index (compressed rows, ascending assignment id).
struct ResourceTable {
    /// Dense resource index → plan index in `plan.resources`.
    let resourcePlanIndex: [Int]
    /// Dense resource index → id, ascending.
    let resourceIDs: [ProjectResource.ID]
    /// Dense resource index → kind.
    let kinds: [ProjectResource.Kind]
    /// Valid assignments in ascending id (then plan) order, by plan index.
    let assignmentPlanIndex: [Int]
    /// Per valid assignment: its id.
    let assignmentIDs: [ProjectAssignment.ID]
    /// Per valid assignment: dense task index and dense resource index.
    let assignmentTask: [Int]
    let assignmentResource: [Int]
    /// Per valid assignment: units (checked, ≥ 0) and stated work (checked).
    let units: [Double]
    let statedWork: [Double?]
    /// Per dense task index: the valid assignments (indices into the arrays above).
    let taskAssignmentStart: [Int]
    let taskAssignments: [Int]
    let diagnostics: [ScheduleDiagnostic]

    init(plan: ProjectPlan, graph: ScheduleGraph) {
        var diagnostics: [ScheduleDiagnostic] = []
        let order = plan.resources.indices.sorted { plan.resources[$0].id < plan.resources[$1].id }
        var resourcePlanIndex: [Int] = []
        var resourceIDs: [ProjectResource.ID] = []
        var indexOf: [ProjectResource.ID: Int] = [:]
        for k in order {
            let resource = plan.resources[k]
            if indexOf[resource.id] != nil {
                diagnostics.append(.invalidResource(resource.id, reason: "the id is used by another resource; ignored"))
                continue
            }
            if resource.kind == .work, !(resource.maxUnits.isFinite && resource.maxUnits > 0) {
                diagnostics.append(.invalidResource(resource.id, reason: "max units \(resource.maxUnits) is not a positive number; leveling treats the resource as unlimited"))
            }
            if !(resource.standardRate.isFinite && resource.standardRate >= 0) {
                diagnostics.append(.invalidResource(resource.id, reason: "standard rate \(resource.standardRate) is negative or not finite; 0 used"))
            }
            indexOf[resource.id] = resourceIDs.count
            resourceIDs.append(resource.id)
            resourcePlanIndex.append(k)
        }
        let assignmentOrder = plan.assignments.indices.sorted {
            (plan.assignments[$0].id, $0) < (plan.assignments[$1].id, $1)
        }
        var seen: Set<ProjectAssignment.ID> = []
        var assignmentPlanIndex: [Int] = []
        var assignmentTask: [Int] = []
        var assignmentResource: [Int] = []
        var units: [Double] = []
        var statedWork: [Double?] = []
        var perTask = [[Int]](repeating: [], count: graph.count)
        for k in assignmentOrder {
            let a = plan.assignments[k]
            func reject(_ reason: String) { diagnostics.append(.invalidAssignment(a.id, task: a.task, reason: reason)) }
            guard seen.insert(a.id).inserted else { reject("the id is used by another assignment; ignored"); continue }
            guard let t = graph.index(of: a.task) else { reject("no task has id \(a.task); ignored"); continue }
            guard let r = indexOf[a.resource] else { reject("no resource has id \(a.resource); ignored"); continue }
            guard !graph.isSummary[t] else { reject("task \(a.task) is a summary; assign resources to its subtasks; ignored"); continue }
            var u = a.units
            if !(u.isFinite && u >= 0) {
                reject("units \(u) is negative or not finite; 1 used")
                u = 1
            }
            var w = a.work
            if let value = w, !(value.isFinite && value >= 0) {
                reject("work \(value) s is negative or not finite; derived from the duration instead")
                w = nil
            }
            let kind = plan.resources[resourcePlanIndex[r]].kind
            if kind == .work, u == 0, let value = w, value > 0 {
                reject("\(value / 3_600) h of work at 0 units cannot be done; the work is derived from the duration instead")
                w = nil
            }
            perTask[t].append(assignmentTask.count)
            assignmentPlanIndex.append(k)
            assignmentTask.append(t)
            assignmentResource.append(r)
            units.append(u)
            statedWork.append(kind == .work ? w : nil)
        }
        var start: [Int] = [0]
        var flat: [Int] = []
        start.reserveCapacity(graph.count + 1)
        for list in perTask {
            flat.append(contentsOf: list)
            start.append(flat.count)
        }
        self.resourcePlanIndex = resourcePlanIndex
        self.resourceIDs = resourceIDs
        kinds = resourcePlanIndex.map { plan.resources[$0].kind }
        self.assignmentPlanIndex = assignmentPlanIndex
        assignmentIDs = assignmentPlanIndex.map { plan.assignments[$0].id }
        self.assignmentTask = assignmentTask
        self.assignmentResource = assignmentResource
        self.units = units
        self.statedWork = statedWork
        taskAssignmentStart = start
        taskAssignments = flat
        self.diagnostics = diagnostics
    }

    /// The valid assignments of dense task `i`.
    func assignments(of i: Int) -> ArraySlice<Int> { taskAssignments[taskAssignmentStart[i]..<taskAssignmentStart[i + 1]] }

    /// The dense index of resource `id`, or `nil`.
    /// - Complexity: O(log r).
    func index(of id: ProjectResource.ID) -> Int? {
        var low = 0
        var high = resourceIDs.count
        while low < high {
            let mid = (low + high) / 2
            if resourceIDs[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < resourceIDs.count && resourceIDs[low] == id ? low : nil
    }
}
