import Foundation
import Interchange
import Testing
import TimelineCore

@Suite("MSProjectReader errors")
struct MSProjectImportErrorTests {
    private func error(_ xml: String, fileName: String = "plan.xml") -> MSProjectImportError? {
        do {
            _ = try MSProjectFixtures.read(xml: xml, fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    @Test("malformed XML: mismatched end tag, with file, line and column")
    func malformed() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project">
              <Tasks>
                <Task><UID>1</UID></Tsk>
              </Tasks>
            </Project>
            """
        let failure = try #require(error(xml))
        #expect(failure.fileName == "plan.xml")
        #expect(failure.line == 3)
        #expect(failure.column > 1)
        guard case .malformedXML(let message) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(message == "the end tag </Tsk> does not match the start tag <Task> at 3:5")
        #expect(failure.description.hasPrefix("plan.xml:3:"))
    }

    @Test("truncated XML is rejected, naming the open element")
    func truncated() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project">
              <Tasks>
                <Task><UID>1</UID>
            """
        let failure = try #require(error(xml))
        #expect(failure.kind == .truncated(open: "Task"))
        #expect(failure.line == 3)
        #expect(failure.column == 23)   // just after the last character
        // The shortest truncation, which XMLParser.parse() reports as success.
        let shortest = try #require(error("<Project xmlns=\"http://schemas.microsoft.com/project\">"))
        #expect(shortest.kind == .truncated(open: "Project"))
        #expect(shortest.line == 1)
        // Content after the root element.
        let extra = try #require(error("<Project xmlns=\"http://schemas.microsoft.com/project\"/>\n<Project/>"))
        guard case .malformedXML(let message) = extra.kind else { Issue.record("\(extra)"); return }
        #expect(message.contains("extra content"))
        #expect(error("") != nil)
    }

    @Test("a root other than MSPDI's <Project> is rejected")
    func notMSPDI() throws {
        let html = try #require(error("<html><body/></html>"))
        #expect(html.kind == .notMSPDI(root: "html"))
        #expect(html.line == 1)
        let otherNamespace = try #require(error("<Project xmlns=\"urn:example\"/>"))
        guard case .notMSPDI = otherNamespace.kind else { Issue.record("\(otherNamespace)"); return }
        #expect(otherNamespace.description.contains("http://schemas.microsoft.com/project"))
    }

    @Test("a bad duration names the element, the task UID, the line and the column")
    func badDuration() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project">
              <Tasks>
                <Task>
                  <UID>7</UID>
                  <Duration>PT8X0M0S</Duration>
                </Task>
              </Tasks>
            </Project>
            """
        let failure = try #require(error(xml))
        #expect(failure.line == 5)
        #expect(failure.column > 1)
        guard case let .invalidValue(element, owner, text, _) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(element == "Duration")
        #expect(owner == "task UID 7")
        #expect(text == "PT8X0M0S")
        #expect(failure.description.contains("plan.xml:5:"))
        #expect(failure.description.contains("task UID 7"))
    }

    @Test("bad dates, numbers, enumerations and booleans are rejected with their element")
    func badValues() throws {
        func element(_ taskBody: String) throws -> (String, String?) {
            let xml = "<Project xmlns=\"http://schemas.microsoft.com/project\"><Tasks><Task><UID>3</UID>\(taskBody)</Task></Tasks></Project>"
            let failure = try #require(error(xml))
            guard case let .invalidValue(element, owner, _, _) = failure.kind else { return ("", nil) }
            return (element, owner)
        }
        #expect(try element("<Start>2025-02-30T08:00:00</Start>") == ("Start", "task UID 3"))
        #expect(try element("<Finish>tomorrow</Finish>") == ("Finish", "task UID 3"))
        #expect(try element("<PercentComplete>120</PercentComplete>") == ("PercentComplete", "task UID 3"))
        #expect(try element("<ConstraintType>8</ConstraintType>") == ("ConstraintType", "task UID 3"))
        #expect(try element("<Milestone>yes</Milestone>") == ("Milestone", "task UID 3"))
        #expect(try element("<DurationFormat>13</DurationFormat>") == ("DurationFormat", "task UID 3"))
        #expect(try element("<OutlineLevel>one</OutlineLevel>") == ("OutlineLevel", "task UID 3"))
        #expect(try element("<PredecessorLink><PredecessorUID>1</PredecessorUID><Type>4</Type></PredecessorLink>").0 == "Type")
        #expect(try element("<PredecessorLink><PredecessorUID>3</PredecessorUID></PredecessorLink>") == ("PredecessorUID", "task UID 3"))
        #expect(try element("<Start>2025-03-04T08:00:00</Start><Finish>2025-03-03T08:00:00</Finish>") == ("Finish", "task UID 3"))

        let calendar = """
            <Project xmlns="http://schemas.microsoft.com/project"><Calendars><Calendar><UID>5</UID><WeekDays>
            <WeekDay><DayType>2</DayType><DayWorking>1</DayWorking><WorkingTimes><WorkingTime>
            <FromTime>25:00:00</FromTime><ToTime>12:00:00</ToTime></WorkingTime></WorkingTimes></WeekDay>
            </WeekDays></Calendar></Calendars></Project>
            """
        let failure = try #require(error(calendar))
        #expect(failure.line == 3)
        guard case let .invalidValue(element, owner, _, _) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(element == "FromTime" && owner == "calendar UID 5")
    }

    @Test("an exception that ends before it starts is rejected")
    func backwardsException() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Calendars><Calendar><UID>2</UID><Exceptions><Exception>
            <TimePeriod><FromDate>2025-03-05T00:00:00</FromDate>
            <ToDate>2025-03-04T23:59:00</ToDate></TimePeriod></Exception></Exceptions></Calendar></Calendars></Project>
            """
        let failure = try #require(error(xml))
        #expect(failure.line == 3)
        guard case let .invalidValue(element, owner, _, _) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(element == "ToDate" && owner == "calendar UID 2")
        let missing = try #require(error("""
            <Project xmlns="http://schemas.microsoft.com/project"><Calendars><Calendar><UID>2</UID>
            <WorkWeeks><WorkWeek><Name>x</Name></WorkWeek></WorkWeeks></Calendar></Calendars></Project>
            """))
        #expect(missing.kind == .missingElement(element: "TimePeriod/FromDate/ToDate", owner: "a work week of calendar UID 2"))
    }

    @Test("circular links are rejected at the link that closes the cycle")
    func cycle() throws {
        let xml = """
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks>
            <Task><UID>1</UID><PredecessorLink><PredecessorUID>3</PredecessorUID></PredecessorLink></Task>
            <Task><UID>2</UID><PredecessorLink><PredecessorUID>1</PredecessorUID></PredecessorLink></Task>
            <Task><UID>3</UID><PredecessorLink><PredecessorUID>2</PredecessorUID></PredecessorLink></Task>
            <Task><UID>4</UID><PredecessorLink><PredecessorUID>3</PredecessorUID></PredecessorLink></Task>
            </Tasks></Project>
            """
        let failure = try #require(error(xml))
        #expect(failure.kind == .dependencyCycle(taskUIDs: [1, 2, 3, 1]))
        #expect(failure.line == 2)   // task 1's link from task 3 closes the cycle
        #expect(failure.description.contains("1 → 2 → 3 → 1"))
        // A long chain is no cycle (and needs no recursion).
        let chain = (1...5_000).map { "<Task><UID>\($0)</UID>\($0 > 1 ? "<PredecessorLink><PredecessorUID>\($0 - 1)</PredecessorUID></PredecessorLink>" : "")</Task>" }
        let long = "<Project xmlns=\"http://schemas.microsoft.com/project\"><Tasks>\(chain.joined())</Tasks></Project>"
        #expect(error(long) == nil)
    }

    @Test("references to calendars that do not exist are rejected where they are made")
    func unknownCalendars() throws {
        func failure(_ body: String) throws -> MSProjectImportError {
            try #require(error("<Project xmlns=\"http://schemas.microsoft.com/project\">\n\(body)</Project>"))
        }
        let calendars = "<Calendars><Calendar><UID>1</UID></Calendar></Calendars>\n"
        let project = try failure("<CalendarUID>5</CalendarUID>\n" + calendars)
        #expect(project.line == 2)
        #expect(project.kind == .invalidValue(element: "CalendarUID", owner: "the project", text: "5", reason: "no calendar has this UID"))
        let task = try failure(calendars + "<Tasks><Task><UID>3</UID><CalendarUID>9</CalendarUID></Task></Tasks>")
        #expect(task.line == 3)
        #expect(task.kind == .invalidValue(element: "CalendarUID", owner: "task UID 3", text: "9", reason: "no calendar has this UID"))
        let base = try failure("<Calendars><Calendar><UID>2</UID><BaseCalendarUID>7</BaseCalendarUID></Calendar></Calendars>")
        #expect(base.kind == .invalidValue(element: "BaseCalendarUID", owner: "calendar UID 2", text: "7", reason: "no calendar has this UID"))
        let cycle = try failure("""
            <Calendars><Calendar><UID>1</UID><BaseCalendarUID>2</BaseCalendarUID></Calendar>
            <Calendar><UID>2</UID><BaseCalendarUID>1</BaseCalendarUID></Calendar></Calendars>
            """)
        #expect(cycle.line == 2)
        guard case .invalidValue("BaseCalendarUID", "calendar UID 1", "2", _) = cycle.kind else { Issue.record("\(cycle)"); return }
        // -1 means "the project calendar", and a file without calendars uses Microsoft Project's default.
        #expect(error("<Project xmlns=\"http://schemas.microsoft.com/project\">\(calendars)<Tasks><Task><UID>3</UID><CalendarUID>-1</CalendarUID></Task></Tasks></Project>") == nil)
    }

    @Test("missing UIDs and duplicate UIDs are rejected")
    func uids() throws {
        let missing = try #require(error("<Project xmlns=\"http://schemas.microsoft.com/project\"><Tasks><Task><Name>x</Name></Task></Tasks></Project>"))
        #expect(missing.kind == .missingElement(element: "UID", owner: "a <Task>"))
        let duplicate = try #require(error("""
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks>
            <Task><UID>1</UID></Task>
            <Task><UID>1</UID></Task>
            </Tasks></Project>
            """))
        #expect(duplicate.kind == .duplicateUID(element: "Task", uid: 1))
        #expect(duplicate.line == 3)
    }
}
