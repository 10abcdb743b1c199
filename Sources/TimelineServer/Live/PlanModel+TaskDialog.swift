import Foundation
import GanttChart
import Interchange
import ProjectScheduling
import TimelineCore

/// The task dialog: what it shows for an item, and its save as one edit.
extension PlanModel {
    /// Durations as the dialog writes and reads them (`3d 4h`): the outline
    /// chart's format, with the plan's average working day.
    var durationFormat: OutlineGanttChartDurationFormat { OutlineGanttChartDurationFormat(averageDayOf: resolved.defaultSchedule) }

    /// The dialog's fields for an item, as the page shows them.
    func taskEditor(for item: GanttChartItem) -> Frame.Editor {
        let format = durationFormat
        let working = manager.scheduledDuration(in: item)
        let links = source.dependencies.filter { $0.to == item.id }.sorted { $0.from < $1.from }.map { dependency in
            OutlineGanttChartPredecessor(row: OutlineGanttChartRow.ID(rawValue: dependency.from.rawValue), type: dependency.type,
                                         lag: resolved.lags[dependency.id] ?? .zero)
        }
        let percent = (item.completion * 1_000).rounded() / 10
        let fields: [String: String] = [
            "label": item.label,
            "start": Self.text(for: item.start),
            "finish": item.isMilestone ? Self.text(for: item.start) : Self.text(for: item.finish.asFinish),
            "duration": item.isMilestone ? "0d" : format.text(forSeconds: working),
            "completion": percent == percent.rounded() ? "\(Int(percent))" : "\(percent)",
            "notes": item.details ?? "",
            "resources": item.attachment ?? "",
            "predecessors": OutlineGanttChartPredecessor.text(for: links, format: format),
            "manual": resolved.constraints.manuallyScheduled.contains(item.id) ? "true" : "false",
            "constraintType": resolved.constraints[item.id].map(TimelineDocument.constraintTypeName(of:)) ?? "asSoonAsPossible",
            "constraintDate": resolved.constraints[item.id]?.date.map(Self.text(for:)) ?? "",
            "deadline": resolved.constraints.deadlines[item.id].map(Self.text(for:)) ?? "",
            "calendar": scheduleNames[item.id] ?? "",
        ]
        return .task(id: item.id.rawValue, fields: fields, isMilestone: item.isMilestone, isSummary: item.type == .summary,
                     calendars: resolved.schedules.keys.sorted())
    }

    /// Applies the dialog's changes to one item: every field is read and
    /// checked first, then the type, the dates, the completion, the texts and
    /// the links are set (inside the caller's recording: one commit).
    /// - Returns: A summary for people.
    /// - Throws: ``PlanEditError`` whose message starts with the field's key.
    func updateTask(_ id: GanttChartItem.ID, _ update: TaskUpdate) throws -> String {
        guard let item = source.item(withID: id) else { throw PlanEditError("there is no task \(id.rawValue)") }
        func reject(_ field: String, _ reason: String) -> PlanEditError { PlanEditError("\(field): \(reason)") }
        func time(_ field: String, _ text: String) throws(PlanEditError) -> Time {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw reject(field, "a date is needed, e.g. 2025-03-03 08:00") }
            do {
                let time = try Time(iso8601: trimmed.replacingOccurrences(of: " ", with: "T"))
                guard time.isSupported else { throw reject(field, Time.supportedRangeDescription) }
                return time
            } catch let error as PlanEditError {
                throw error
            } catch {
                throw reject(field, "\"\(trimmed)\" is not a date; write e.g. 2025-03-03 08:00")
            }
        }
        let label = update.label?.trimmingCharacters(in: .whitespaces)
        if let label, label.isEmpty { throw reject("label", "a task needs a name") }
        let isSummary = item.type == .summary
        if isSummary, update.start != nil || update.finish != nil || update.duration != nil || update.isMilestone == true {
            throw reject(update.start != nil ? "start" : update.finish != nil ? "finish" : update.duration != nil ? "duration" : "milestone",
                         "a summary's dates follow its tasks")
        }
        // The calendar first: durations count working time on it.
        var calendar: String??
        if let text = update.calendar {
            let name = text.trimmingCharacters(in: .whitespaces)
            if name.isEmpty {
                calendar = .some(nil)
            } else {
                guard resolved.schedules[name] != nil else {
                    throw reject("calendar", "there is no calendar \"\(name)\" (known: \(resolved.schedules.keys.sorted().joined(separator: ", ")))")
                }
                calendar = .some(name)
            }
        }
        // The dates.
        let schedule: any ScheduleDefinition = if let calendar {
            calendar.flatMap { resolved.schedules[$0] } ?? resolved.defaultSchedule
        } else {
            manager.schedule(for: item)
        }
        let isMilestone = update.isMilestone ?? item.isMilestone
        var start = item.start
        if let text = update.start { start = try time("start", text) }
        var finish = item.finish
        if isMilestone {
            finish = start
        } else if let text = update.duration {
            let value: OutlineGanttChartDurationFormat.Value
            do { value = try durationFormat.value(parsing: text) } catch { throw reject("duration", error.reason) }
            guard value.seconds >= 0 else { throw reject("duration", "\"\(text)\" is negative; a task cannot end before it starts") }
            guard value.seconds <= 3_650 * 86_400 else { throw reject("duration", "\"\(text)\" is longer than ten years") }
            if value.isElapsed {
                finish = start.adding(seconds: value.seconds)
            } else {
                start = schedule.nextWorkingTime(from: start)
                finish = schedule.adding(workingDuration: value.seconds, to: start)
            }
        } else if let text = update.finish {
            finish = try time("finish", text)
            guard finish >= start else { throw reject("finish", "\(Self.text(for: finish)) is before the start \(Self.text(for: start))") }
        } else if update.start != nil || item.isMilestone || (calendar != nil && !isSummary) {
            // Moved, or on another calendar (or no longer a milestone): keep the working duration as the task's
            // calendar counted it so far (as Microsoft Project keeps a duration), a working day for a former milestone.
            let working = item.isMilestone ? 8 * 3_600 : manager.schedule(for: item).workingDuration(of: item.time)
            finish = working > 0 ? schedule.adding(workingDuration: working, to: schedule.nextWorkingTime(from: start))
                : start.adding(seconds: item.duration)
        }
        // The completion.
        var completion: Double?
        if let text = update.completion {
            var number = text.trimmingCharacters(in: .whitespaces)
            if number.hasSuffix("%") { number.removeLast() }
            guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...100).contains(value) else {
                throw reject("completion", "\"\(text)\" is not a percentage from 0 to 100")
            }
            completion = value / 100
        }
        let scheduling = try schedulingOptions(of: item, update, time: time)
        // The predecessors (by item id).
        var links: [OutlineGanttChartPredecessor]?
        if let text = update.predecessors {
            do { links = try OutlineGanttChartPredecessor.parse(text, format: durationFormat) } catch { throw reject("predecessors", error.reason) }
            for link in links ?? [] {
                let from = GanttChartItem.ID(link.row.rawValue)
                guard from != id else { throw reject("predecessors", "a task cannot follow itself (\(id.rawValue))") }
                guard source.item(withID: from) != nil else { throw reject("predecessors", "there is no task \(link.row.rawValue)") }
            }
        }

        // Everything reads: apply.
        do {
            if let calendar, calendar != scheduleNames[id] { try manager.updateSchedule(for: id, named: calendar) }
            if isMilestone != item.isMilestone { try manager.updateType(for: id, to: isMilestone ? .milestone : .standard) }
            if !isSummary, let current = source.item(withID: id), current.start != start || current.finish != finish {
                try manager.updateTime(for: id, start: start, finish: max(start, finish))
            }
            if let completion { try manager.updateCompletion(for: id, to: completion) }
            if let label { try manager.updateLabel(for: id, to: label) }
            if let notes = update.notes { try manager.updateDetails(for: id, to: notes.isEmpty ? nil : notes) }
            if let resources = update.resources {
                let trimmed = resources.trimmingCharacters(in: .whitespaces)
                try manager.updateAttachment(for: id, to: trimmed.isEmpty ? nil : trimmed)
            }
        } catch {
            throw PlanEditError("task \(id.rawValue): \(error.description)")
        }
        if let links { try setPredecessors(links, of: id) }
        if setScheduling(constraint: scheduling.constraint, deadline: scheduling.deadline, manual: scheduling.manual, for: id),
           isAutoScheduling {
            // Auto-scheduling places the task by its new constraint at once (and its successors after it).
            manager.applyBehavior()
        }
        return "edited \"\(label ?? item.label)\""
    }

    /// Makes the links into `id` exactly `links`: removes the others, retypes,
    /// adds, and sets lags (lags through ``setLag(_:for:)``, so they are stored and undone).
    private func setPredecessors(_ links: [OutlineGanttChartPredecessor], of id: GanttChartItem.ID) throws {
        let current = source.dependencies.filter { $0.to == id }
        var lagsChanged = false
        do {
            for dependency in current where !links.contains(where: { $0.row.rawValue == dependency.from.rawValue }) {
                lagsChanged = setLag(nil, for: dependency.id) || lagsChanged
                try manager.removeDependency(dependency.id)
            }
            for link in links {
                let from = GanttChartItem.ID(link.row.rawValue)
                let dependency: GanttChartDependency
                if let existing = current.first(where: { $0.from == from }) {
                    if existing.type != link.type { try manager.updateType(forDependency: existing.id, to: link.type) }
                    dependency = existing
                } else {
                    dependency = try manager.addNewDependency(from: from, to: id, type: link.type)
                }
                lagsChanged = setLag(link.lag, for: dependency.id) || lagsChanged
            }
        } catch {
            throw PlanEditError("predecessors: \(error.description)")
        }
        // With auto-scheduling, successors follow the new lags at once.
        if lagsChanged, isAutoScheduling { manager.applyBehavior() }
    }

    /// Sets a dependency's lag in the plan (what the document stores and
    /// auto-scheduling uses) and records it for this commit.
    /// - Returns: Whether it changed.
    @discardableResult
    func setLag(_ lag: GanttChartDependencyLag?, for id: GanttChartDependency.ID) -> Bool {
        let new = lag.flatMap { $0.isZero ? nil : $0 }
        let old = resolved.lags[id]
        guard old != new else { return false }
        storeLag(new, for: id)
        modelEdits.append(.lag(id, from: old, to: new))
        return true
    }

    /// Puts a lag into the plan's lags and the written ones and reinstalls the behavior.
    func storeLag(_ lag: GanttChartDependencyLag?, for id: GanttChartDependency.ID) {
        resolved.lags[id] = lag
        writtenLags[id] = lag.map(TimelineDocument.Lag.init)
        installBehavior()
    }
}

/// The dependency dialog's lag.
extension PlanModel {
    /// A dependency's lag as the dialogs write it (`+2d`, `-4h`, `50%`; empty for none).
    func lagText(for id: GanttChartDependency.ID) -> String {
        guard let dependency = source.dependency(withID: id), let lag = resolved.lags[id], !lag.isZero else { return "" }
        // The predecessor entry's text without its id and type: `3FS+2d` → `+2d`.
        let entry = OutlineGanttChartPredecessor(row: OutlineGanttChartRow.ID(rawValue: dependency.from.rawValue), type: .fromStartToStart,
                                                 lag: lag).text(format: durationFormat)
        return String(entry.drop { $0.isNumber }.dropFirst(2))
    }

    /// Sets a dependency's lag from the dependency dialog.
    /// - Throws: ``PlanEditError`` starting with `lag:` for text that is not a lag.
    func setDependencyLag(_ id: GanttChartDependency.ID, text: String) throws -> String {
        guard let dependency = source.dependency(withID: id) else { throw PlanEditError("there is no dependency \(id.rawValue)") }
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.first != "+", trimmed.first != "-" { trimmed = "+" + trimmed }
        var lag: GanttChartDependencyLag = .zero
        if !trimmed.isEmpty {
            // Read as a predecessor entry, so the lag reads exactly as in the task dialog.
            let entry: [OutlineGanttChartPredecessor]
            do {
                entry = try OutlineGanttChartPredecessor.parse("\(dependency.from.rawValue)FS\(trimmed)", format: durationFormat)
            } catch {
                throw PlanEditError("lag: \"\(text)\" is not a lag; write e.g. +2d, -4h, 1ed or 50%")
            }
            lag = entry.first?.lag ?? .zero
        }
        setLag(lag, for: id)
        if isAutoScheduling { manager.applyBehavior() }
        return "set the lag of the link \(dependency.from.rawValue) → \(dependency.to.rawValue) to \(lagText(for: id).isEmpty ? "none" : lagText(for: id))"
    }
}

/// The task dialog's scheduling fields: manual scheduling, the constraint and the deadline.
extension PlanModel {
    /// What the dialog's scheduling fields ask for: `nil` leaves a field as it is.
    struct SchedulingOptions {
        /// The constraint (`.some(nil)`: as soon as possible, none).
        var constraint: GanttChartItemConstraint??
        /// The deadline (`.some(nil)`: none).
        var deadline: Time??
        /// Whether the task is manually scheduled.
        var manual: Bool?
    }

    /// `start no earlier than` for `startNoEarlierThan`: a constraint type as the dialog names it.
    static func constraintWords(_ name: String) -> String {
        name.reduce(into: "") { words, character in
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
    }

    /// Reads and checks the dialog's constraint, deadline and manual fields.
    /// - Parameters:
    ///   - item: The task.
    ///   - update: The dialog's fields.
    ///   - time: Reads a date field (the dialog's reader, so dates read alike).
    /// - Throws: ``PlanEditError`` starting with `constraintType:`, `constraintDate:` or `deadline:`.
    func schedulingOptions(of item: GanttChartItem, _ update: TaskUpdate,
                           time: (String, String) throws(PlanEditError) -> Time) throws(PlanEditError) -> SchedulingOptions {
        var options = SchedulingOptions(manual: update.isManual)
        if update.constraintType != nil || update.constraintDate != nil {
            let current = resolved.constraints[item.id]
            var typeName = update.constraintType?.trimmingCharacters(in: .whitespaces)
                ?? current.map(TimelineDocument.constraintTypeName(of:)) ?? "asSoonAsPossible"
            if typeName.isEmpty { typeName = "asSoonAsPossible" }
            guard let entry = TimelineDocument.constraintTypeNames.first(where: {
                $0.name.lowercased() == typeName.lowercased() || $0.abbreviation.lowercased() == typeName.lowercased()
            }) else {
                let known = TimelineDocument.constraintTypeNames.map(\.name).joined(separator: ", ")
                throw PlanEditError("constraintType: \"\(typeName)\" is not a constraint type (use \(known))")
            }
            let words = Self.constraintWords(entry.name)
            let dateText = (update.constraintDate ?? current?.date.map(Self.text(for:)) ?? "").trimmingCharacters(in: .whitespaces)
            if entry.needsDate {
                guard !dateText.isEmpty else { throw PlanEditError("constraintDate: \"\(words)\" needs a date, e.g. 2025-03-10 08:00") }
                options.constraint = .some(TimelineDocument.constraint(named: entry.name, date: try time("constraintDate", dateText)))
            } else {
                guard dateText.isEmpty || update.constraintDate == nil else {
                    throw PlanEditError("constraintDate: \"\(words)\" takes no date; leave the date empty")
                }
                options.constraint = .some(entry.name == "asLateAsPossible" ? .asLateAsPossible : nil)
            }
        }
        if let text = update.deadline {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            options.deadline = .some(trimmed.isEmpty ? nil : try time("deadline", trimmed))
        }
        return options
    }

    /// Sets an item's constraint, deadline and manual scheduling in the plan
    /// (what the document stores and auto-scheduling uses) and records each
    /// change for this commit, as ``setLag(_:for:)`` does for lags.
    /// - Parameters:
    ///   - constraint: The constraint (`.some(nil)` for none); `nil` leaves it.
    ///   - deadline: The deadline (`.some(nil)` for none); `nil` leaves it.
    ///   - manual: Whether the item is manually scheduled; `nil` leaves it.
    ///   - id: The item.
    /// - Returns: Whether anything changed.
    @discardableResult
    func setScheduling(constraint: GanttChartItemConstraint??, deadline: Time??, manual: Bool?, for id: GanttChartItem.ID) -> Bool {
        var edits: [GanttChartEdit] = []
        if let constraint, resolved.constraints[id] != constraint {
            edits.append(.constraint(id, from: resolved.constraints[id], to: constraint))
        }
        if let deadline, resolved.constraints.deadlines[id] != deadline {
            edits.append(.deadline(id, from: resolved.constraints.deadlines[id], to: deadline))
        }
        let isManual = resolved.constraints.manuallyScheduled.contains(id)
        if let manual, manual != isManual { edits.append(.manualScheduling(id, from: isManual, to: manual)) }
        for edit in edits { applyModelEdit(edit) }
        modelEdits += edits
        return !edits.isEmpty
    }

    /// Whether the plan keeps `edit` itself (lags, constraints, deadlines,
    /// manual scheduling) rather than the item manager.
    static func isModelEdit(_ edit: GanttChartEdit) -> Bool {
        switch edit {
        case .lag, .constraint, .deadline, .manualScheduling: true
        default: false
        }
    }

    /// Stores a plan-kept edit's `to` value (and reinstalls the behavior); other edits are left alone.
    func applyModelEdit(_ edit: GanttChartEdit) {
        switch edit {
        case let .lag(id, _, to):
            storeLag(to, for: id)
        case let .constraint(id, _, to):
            resolved.constraints[id] = to
            installBehavior()
        case let .deadline(id, _, to):
            resolved.constraints.deadlines[id] = to
            installBehavior()
        case let .manualScheduling(id, _, to):
            if to { resolved.constraints.manuallyScheduled.insert(id) } else { resolved.constraints.manuallyScheduled.remove(id) }
            installBehavior()
        default:
            break
        }
    }
}
