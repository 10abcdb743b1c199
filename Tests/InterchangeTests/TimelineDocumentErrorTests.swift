import Interchange
import Testing

/// The errors of reading `text` as `plan.yaml`, as `line:column: message` strings.
func errors(_ text: String, file: String = "plan.yaml") -> [TimelineDocumentError] {
    do {
        _ = try TimelineDocument(parsing: text, file: file)
        return []
    } catch {
        return error.errors
    }
}

/// The only error of `text`, or a recorded issue.
func onlyError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TimelineDocumentError? {
    let found = errors(text)
    #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
    return found.first
}

/// Every position below is counted by hand: lines and columns are 1-based, and
/// a value's column is where its first character stands.
@Suite("Errors name file, line and column")
struct TimelineDocumentErrorTests {
    @Test("the description is file:line:column: message")
    func description() {
        let error = TimelineDocumentError(file: "plan.yaml", line: 12, column: 14, message: "item \"Design\" (id 3): boom")
        #expect(error.description == "plan.yaml:12:14: error: item \"Design\" (id 3): boom")
        #expect(TimelineDocumentError(file: "x", line: 0, column: 0, message: "m").description == "x: error: m")
    }

    @Test("finish before start points at the finish and names the item")
    func finishBeforeStart() {
        let error = onlyError("""
            items:
              - id: 3
                label: Design
                start: 2025-03-03T08:00:00
                finish: 2025-03-01T08:00:00
            """)
        #expect(error?.description == "plan.yaml:5:13: error: item \"Design\" (id 3): finish 2025-03-01T08:00:00 is before start 2025-03-03T08:00:00")
    }

    @Test("a YAML syntax error has Yams' line and column")
    func yamlSyntax() {
        let error = onlyError("""
            items:
              - label: Design
                start: [2025
            """)
        // libyaml notices the unclosed flow sequence at the end of the text.
        #expect(error?.line == 4)
        #expect(error?.column == 1)
        #expect(error?.message.hasPrefix("syntax error: did not find expected ',' or ']'") == true)
        #expect(error?.message.contains("line 3, column 12") == true)
    }

    @Test("a JSON syntax error has its line and column")
    func jsonSyntax() {
        let error = onlyError("""
            {"items": [
              {"label": "Design" "start": "2025-03-03T08:00:00"}
            ]}
            """)
        #expect(error?.line == 2)
        #expect(error?.column == 22)
        #expect(error?.message == "syntax error: expected ',' or '}' after the value of \"label\", found '\"'")
    }

    @Test("unknown keys are rejected with a suggestion, and the meant key is not also missing")
    func unknownKey() {
        let error = onlyError("""
            items:
              - label: Design
                start: 2025-03-03T08:00:00
                finsh: 2025-03-05T16:00:00
            """)
        #expect(error?.description == "plan.yaml:4:5: error: item \"Design\" (id 1): unknown key \"finsh\"; did you mean \"finish\"?")
        let top = onlyError("""
            {"itms": []}
            """)
        #expect(top?.description == "plan.yaml:1:2: error: document: unknown key \"itms\"; did you mean \"items\"?")
        let far = onlyError("""
            items: []
            colour: red
            """)
        #expect(far?.description == "plan.yaml:2:1: error: document: unknown key \"colour\"")
    }

    @Test("wrong types say what was expected and what was found")
    func wrongTypes() {
        let found = errors("""
            items:
              - label: [Design]
                row: two
                start: 2025-03-03T08:00:00
                finish: 2025-03-04T08:00:00
            zoom: "2"
            dependencies: {from: 1}
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:2:12: error: item (id 1): expected label to be a string, found a list",
            "plan.yaml:3:10: error: item (id 1): expected row to be a whole number, found the string \"two\"",
            "plan.yaml:6:7: error: document: expected zoom to be a number, found the string \"2\"",
            "plan.yaml:7:15: error: document: expected dependencies to be a list, found a mapping",
        ])
    }

    @Test("bad dates carry TimeParseError's message")
    func badDate() {
        let error = onlyError("""
            items:
              - label: Build
                start: 2025-02-30T08:00:00
                finish: 2025-03-04T08:00:00
            """)
        #expect(error?.description == "plan.yaml:3:12: error: item \"Build\" (id 1): start: invalid date-time \"2025-02-30T08:00:00\" at character 9: day 30 does not exist in 2025-02 (expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fff]])")
    }

    @Test("bad colors, durations and completions")
    func badValues() {
        let found = errors("""
            items:
              - label: Build
                start: 2025-03-03T08:00:00
                duration: 3x
                completion: 1.5
                colors: {bar: blu}
              - label: Test
                start: 2025-03-03T08:00:00
                duration: -2d
                completion: 120%
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:4:15: error: item \"Build\" (id 1): invalid duration \"3x\": expected a non-negative number and a unit m, h, d or w (e.g. 3d, 16h, 90m)",
            "plan.yaml:5:17: error: item \"Build\" (id 1): completion 1.5 is not in 0...1",
            "plan.yaml:6:19: error: item \"Build\" (id 1): colors.bar: invalid color \"blu\": expected #RGB, #RRGGBB, #RRGGBBAA or a CSS color name such as \"steelblue\"",
            "plan.yaml:9:15: error: item \"Test\" (id 2): invalid duration \"-2d\": expected a non-negative number and a unit m, h, d or w (e.g. 3d, 16h, 90m)",
            "plan.yaml:10:17: error: item \"Test\" (id 2): completion 120% is not in 0%...100%",
        ])
    }

    @Test("links to missing items, to themselves, and ambiguous labels")
    func badLinks() {
        let found = errors("""
            items:
              - {id: 3, label: A, start: 2025-03-03, finish: 2025-03-04}
              - {id: 4, label: B, start: 2025-03-03, finish: 2025-03-04}
              - {id: 5, label: B, start: 2025-03-03, finish: 2025-03-04}
            dependencies:
              - {from: 3, to: 9}
              - {from: 3, to: 3}
              - {from: A, to: C}
              - {from: A, to: B}
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:6:19: error: dependency 1 (3 → 9): there is no item with id 9",
            "plan.yaml:7:19: error: dependency 2 (3 → 3): links item 3 to itself",
            "plan.yaml:8:19: error: dependency 3 (\"A\" → \"C\"): there is no item labeled \"C\"",
            "plan.yaml:9:19: error: dependency 4 (\"A\" → \"B\"): several items are labeled \"B\" (ids 4, 5); refer to one by id",
        ])
    }

    @Test("duplicate item ids point at the second id and the first item's line")
    func duplicateIDs() {
        let error = onlyError("""
            items:
              - {id: 1, label: A, start: 2025-03-03, finish: 2025-03-04}
              - {id: 1, label: B, start: 2025-03-03, finish: 2025-03-04}
            """)
        #expect(error?.description == "plan.yaml:3:10: error: item \"B\" (id 1): the id 1 is already used by item \"A\" on line 2")
    }

    @Test("a cycle is reported at the dependency that closes it")
    func cycle() {
        let error = onlyError("""
            items:
              - {label: A, start: 2025-03-03, finish: 2025-03-04}
              - {label: B, start: 2025-03-04, finish: 2025-03-05}
              - {label: C, start: 2025-03-05, finish: 2025-03-06}
            dependencies:
              - {from: A, to: B}
              - {from: B, to: C}
              - {from: C, to: A}
            """)
        #expect(error?.line != nil && [6, 7, 8].contains(error!.line))
        #expect(error?.column == 5)
        #expect(error?.message.contains("closes the cycle") == true)
        #expect(error?.message.contains("1 → 2 → 3 → 1") == true || error?.message.contains("2 → 3 → 1 → 2") == true
            || error?.message.contains("3 → 1 → 2 → 3") == true)
    }

    @Test("unknown schedule names, in items, the calendar and highlighters")
    func unknownSchedules() {
        let found = errors("""
            calendar: ofice
            schedules:
              office: {hours: "09:00-17:00"}
            highlighters: [weekend]
            visibilitySchedule: offce
            items:
              - label: Test
                start: 2025-03-03T08:00:00
                duration: 2d
                schedule: standrd
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:1:11: error: calendar: unknown schedule \"ofice\"; did you mean \"office\"? (known: standard, fullWeek, fullDay, continuous, office)",
            "plan.yaml:4:16: error: highlighters: unknown schedule \"weekend\" (known: standard, fullWeek, fullDay, continuous, office)",
            "plan.yaml:5:21: error: visibilitySchedule: unknown schedule \"offce\"; did you mean \"office\"? (known: standard, fullWeek, fullDay, continuous, office)",
            "plan.yaml:10:15: error: item \"Test\" (id 1): unknown schedule \"standrd\"; did you mean \"standard\"? (known: standard, fullWeek, fullDay, continuous, office)",
        ])
    }

    @Test("bad schedule definitions")
    func badSchedules() {
        let found = errors("""
            schedules:
              standard: {}
              site:
                workingDays: [mon, tues, funday]
                hours: ["08:00-12:00", "13:00-25:00"]
                holidays: [2025-12-25T10:00:00, {from: 2025-12-31, to: 2025-12-29}]
              empty:
                workingDays: []
              overlap:
                hours: ["08:00-12:00", "11:00-16:00"]
            items: []
            """)
        #expect(found.dropLast().map(\.description) == [
            "plan.yaml:2:3: error: schedule \"standard\": the name is built in (standard, fullWeek, fullDay, continuous); choose another name",
            "plan.yaml:4:30: error: schedule \"site\": unknown weekday \"funday\" (expected mon, tue, wed, thu, fri, sat, sun or full names)",
            "plan.yaml:5:28: error: schedule \"site\": invalid hours \"13:00-25:00\": expected HH:MM-HH:MM, e.g. \"08:00-12:00\"",
            "plan.yaml:6:16: error: schedule \"site\": a holiday is a date (YYYY-MM-DD) or a range {from, to}, found the time \"2025-12-25T10:00:00\"",
            "plan.yaml:6:60: error: schedule \"site\": holiday ends (2025-12-30T00:00:00) before it starts (2025-12-31T00:00:00)",
            "plan.yaml:7:3: error: schedule \"empty\": the schedule has no working time: at least one weekday needs a working interval",
        ])
        // Which weekday is named depends on dictionary order in Schedule.
        #expect(found.last?.description.hasPrefix("plan.yaml:9:3: error: schedule \"overlap\": working intervals 08:00–12:00 and 11:00–16:00 on ") == true)
    }

    @Test("a milestone with a duration, an item without an end, a missing start")
    func itemShapes() {
        let found = errors("""
            items:
              - label: Ship
                type: milestone
                start: 2025-03-03T08:00:00
                finish: 2025-03-04T08:00:00
              - label: Build
                start: 2025-03-03T08:00:00
              - label: Test
                finish: 2025-03-04T08:00:00
              - label: Both
                start: 2025-03-03T08:00:00
                finish: 2025-03-04T08:00:00
                duration: 1d
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:5:13: error: item \"Ship\" (id 1): a milestone is momentary: finish 2025-03-04T08:00:00 must equal start 2025-03-03T08:00:00 or be omitted",
            "plan.yaml:6:5: error: item \"Build\" (id 2): missing \"finish\" or \"duration\" (only a milestone or a summary may omit both)",
            "plan.yaml:8:5: error: item \"Test\" (id 3): missing \"start\"",
            "plan.yaml:13:15: error: item \"Both\" (id 4): give either \"finish\" or \"duration\", not both",
        ])
    }

    @Test("duplicate keys, empty text, a list at the top, a newer version")
    func documentShape() {
        // The JSON reader points at the second "items", the duplicate (Yams pointed at the first).
        #expect(onlyError(#"{"items": [], "items": []}"#)?.description
            == "plan.yaml:1:15: error: duplicate key \"items\": a key may appear only once in a mapping")
        #expect(onlyError("items: []\nitems: []\n")?.description
            == "plan.yaml:1:1: error: duplicate key \"items\": a key may appear only once in a mapping")
        #expect(onlyError("")?.description == "plan.yaml:1:1: error: the document is empty: expected a mapping with \"items\"")
        #expect(onlyError("- 1\n- 2\n")?.description == "plan.yaml:1:1: error: document: expected the document to be a mapping, found a list")
        #expect(onlyError("version: 2\nitems: []\n")?.description
            == "plan.yaml:1:10: error: document: version 2 is not supported (this reader reads version 1 to 1)")
    }

    @Test("errors are collected, in text order, up to the limit")
    func manyErrors() {
        var text = "items:\n"
        for index in 0..<150 { text += "  - {label: T\(index), start: 2025-03-03, finish: 2025-02-03}\n" }
        let thrown: TimelineDocumentErrors? = {
            do throws(TimelineDocumentErrors) { _ = try TimelineDocument(parsing: text); return nil } catch { return error }
        }()
        #expect(thrown?.errors.count == TimelineDocument.errorLimit)
        #expect(thrown?.isTruncated == true)
        #expect(thrown?.errors.map(\.line) == Array(2..<(2 + TimelineDocument.errorLimit)))
    }
}
