import TimelineCore

extension TimelineDocument {
    /// The keys a document may use, by kind of object. The reader rejects any
    /// other key (with a suggestion), and the JSON Schema in
    /// `docs/timelinekit-document.schema.json` lists the same keys.
    public enum Keys {
        /// Top-level keys.
        public static let document = [
            "version", "title", "calendar", "schedules", "items", "dependencies", "rows", "header", "highlighters", "visibilitySchedule",
            "now", "theme", "mode", "labelPlacement", "rowHeight", "hourWidth", "zoom", "timeline", "resources", "assignments",
            "snap",
            "baseline", "markers", "statusDate", "criticalSlack", "showSlack",
            "locale", "firstWeekday",
        ]
        /// Keys of an item.
        public static let item = [
            "id", "label", "row", "start", "finish", "duration", "completion", "type", "attachment", "details",
            "schedule", "colors", "parent", "constraint", "deadline", "taskType", "effortDriven", "priority",
            "baselines", "manual",
        ]
        /// Keys of an item's `constraint` written as a mapping.
        public static let constraint = ["type", "date"]
        /// Keys of an item's `colors`.
        public static let colors = ["bar", "outline", "completion", "label"]
        /// Keys of a dependency.
        public static let dependency = ["id", "from", "to", "type", "details", "lag"]
        /// Keys of a schedule definition.
        public static let schedule = ["workingDays", "hours", "weekdays", "holidays", "exceptions"]
        /// Keys of a holiday written as a range.
        public static let holidayRange = ["from", "to"]
        /// Keys of a schedule exception.
        public static let exception = ["date", "from", "to", "hours"]
        /// Keys of a header row written as a mapping.
        public static let headerRow = ["intervals", "format"]
        /// Keys of a resource.
        public static let resource = ["id", "name", "type", "maxUnits", "schedule", "holidays", "rate", "materialLabel"]
        /// Keys of an assignment.
        public static let assignment = ["id", "item", "resource", "units", "work"]
        /// Keys of the `timeline` range.
        public static let timeline = ["start", "finish"]
        /// Keys of an item's baseline.
        public static let baseline = ["number", "start", "finish"]
        /// Keys of a date marker.
        public static let marker = ["date", "label", "color"]

        /// Every kind with its keys, for tools that check a schema.
        public static let all: [(kind: String, keys: [String])] = [
            ("document", document), ("item", item), ("constraint", constraint), ("colors", colors), ("dependency", dependency),
            ("schedule", schedule), ("holidayRange", holidayRange), ("exception", exception),
            ("headerRow", headerRow), ("timeline", timeline), ("resource", resource), ("assignment", assignment),
            ("baseline", baseline), ("marker", marker),
        ]
    }
}

/// The candidate closest to `word` when it is close enough to be a likely typo
/// (edit distance at most a third of the length, at least 1, or a match
/// ignoring case).
func suggestion(for word: String, among candidates: [String]) -> String? {
    let lower = word.lowercased()
    if let match = candidates.first(where: { $0.lowercased() == lower }) { return match }
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(lower, candidate.lowercased())
        if distance <= max(1, candidate.count / 3), distance < candidate.count, best == nil || distance < best!.1 {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// `; did you mean "x"?` or an empty string.
func didYouMean(_ word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
}

/// Levenshtein distance over characters.
/// - Complexity: O(m·n); words longer than 64 characters are not compared.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard a.count <= 64, b.count <= 64 else { return Int.max / 2 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// A weekday from its English name, its abbreviation or any prefix of at least
/// three letters (`mon`, `tues`, `Thursday`), in any case.
func weekday(named name: String) -> Weekday? {
    let lower = name.lowercased()
    guard lower.count >= 3 else { return nil }
    return Weekday.allCases.first { $0.description.hasPrefix(lower) }
}
