public import ProjectScheduling
public import GanttChart
public import TimelineCore

extension TimelineDocument {
    /// The constraint type names a document may use: the Swift case names
    /// (`startNoEarlierThan`) and Microsoft Project's abbreviations (`SNET`),
    /// each mapped to whether the constraint needs a date.
    public static let constraintTypeNames: [(name: String, abbreviation: String, needsDate: Bool)] = [
        ("asSoonAsPossible", "ASAP", false), ("asLateAsPossible", "ALAP", false),
        ("startNoEarlierThan", "SNET", true), ("startNoLaterThan", "SNLT", true),
        ("finishNoEarlierThan", "FNET", true), ("finishNoLaterThan", "FNLT", true),
        ("mustStartOn", "MSO", true), ("mustFinishOn", "MFO", true),
    ]

    /// The constraint of the type named `name` (a case name or an
    /// abbreviation, in any case) on `date`.
    /// - Returns: `nil` for an unknown name, or a dated type without a date.
    public static func constraint(named name: String, date: Time?) -> GanttChartItemConstraint? {
        let lower = name.lowercased()
        guard let entry = constraintTypeNames.first(where: { $0.name.lowercased() == lower || $0.abbreviation.lowercased() == lower }) else { return nil }
        switch entry.name {
        case "asSoonAsPossible": return .asSoonAsPossible
        case "asLateAsPossible": return .asLateAsPossible
        default: break
        }
        guard let date else { return nil }
        return switch entry.name {
        case "startNoEarlierThan": .startNoEarlierThan(date)
        case "startNoLaterThan": .startNoLaterThan(date)
        case "finishNoEarlierThan": .finishNoEarlierThan(date)
        case "finishNoLaterThan": .finishNoLaterThan(date)
        case "mustStartOn": .mustStartOn(date)
        default: .mustFinishOn(date)
        }
    }

    /// The case name of a constraint's type (`startNoEarlierThan`), as the writers write it.
    public static func constraintTypeName(of constraint: GanttChartItemConstraint) -> String {
        switch constraint {
        case .asSoonAsPossible: "asSoonAsPossible"
        case .asLateAsPossible: "asLateAsPossible"
        case .startNoEarlierThan: "startNoEarlierThan"
        case .startNoLaterThan: "startNoLaterThan"
        case .finishNoEarlierThan: "finishNoEarlierThan"
        case .finishNoLaterThan: "finishNoLaterThan"
        case .mustStartOn: "mustStartOn"
        case .mustFinishOn: "mustFinishOn"
        }
    }
}
