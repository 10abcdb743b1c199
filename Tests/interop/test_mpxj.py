"""TimelineKit's scheduling and MSPDI export, checked against MPXJ."""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from xml.etree import ElementTree

import jpype
import pytest
from conftest import ROOT, scheduled, timelinekit
from mspdi_plans import finish_instant, random_plan

EXAMPLES = ROOT / "examples"
MSPDI_EXAMPLES = ["mspdi/office-move.xml", "mspdi/four-day-week.xml", "mspdi/office-fitout.xml"]
ALL_EXAMPLES = MSPDI_EXAMPLES + ["launch-plan.yaml", "construction.yaml", "office-fitout.yaml"]


def minute(value) -> str:
    """A java.time.LocalDateTime (or our ISO text) to the minute."""
    return str(value)[:16]


def lag_minutes(relation) -> float:
    """A relation's lag in minutes (working or elapsed, as MPXJ reads it)."""
    lag = relation.getLag()
    return float(lag.convertUnits(lag.getUnits().MINUTES, relation.getSuccessorTask().getParentFile().getProjectProperties()).getDuration())


def calendars_with_implicit_hours(path: Path) -> set[str]:
    """Names of calendars with a working weekday (DayType 1–7) that lists no hours."""
    namespace = {"p": "http://schemas.microsoft.com/project"}
    names = set()
    for calendar in ElementTree.parse(path).getroot().iterfind("p:Calendars/p:Calendar", namespace):
        for day in calendar.iterfind("p:WeekDays/p:WeekDay", namespace):
            if (day.findtext("p:DayType", "", namespace) in {"1", "2", "3", "4", "5", "6", "7"} and day.findtext("p:DayWorking", "", namespace) == "1"
                    and day.find("p:WorkingTimes", namespace) is None):
                names.add(calendar.findtext("p:Name", "", namespace))
    return names


@pytest.mark.parametrize("mobilization", [True, False], ids=["after-mobilization", "free"])
@pytest.mark.parametrize("seed", range(40))
def test_random_plans_get_the_dates_of_mpxj_microsoft_scheduler(mpxj, tmp_path: Path, seed: int, mobilization: bool):
    """1 200 tasks over 40 plans: all four link types, working lags of -4…12 h,
    milestones, lunch breaks and holidays. MPXJ's MicrosoftScheduler, which
    reproduces Microsoft Project's dates, gives every task the same start and
    finish as `timelinekit schedule` (finishes compared as instants of working
    time, see `finish_instant`). Without the mobilization task, negative lags
    and start-to-finish links put linked tasks before the project start."""
    path = tmp_path / f"random-{seed}.xml"
    path.write_text(random_plan(seed, mobilization=mobilization))
    ours = scheduled(path)
    theirs = {int(str(task.getUniqueID())): task for task in mpxj.schedule(mpxj.read(path)).getTasks()}
    assert len(ours) == 30 and set(ours) <= set(theirs)
    differences = []
    for uid, task in ours.items():
        other = theirs[uid]
        milestone = bool(other.getMilestone())
        start_ours = finish_instant(task["start"]) if milestone else minute(task["start"])
        start_theirs = finish_instant(str(other.getStart())) if milestone else minute(other.getStart())
        if start_ours != start_theirs or finish_instant(task["finish"]) != finish_instant(str(other.getFinish())):
            differences.append(f"task {uid}: ours {task['start']}–{task['finish']}, MPXJ {other.getStart()}–{other.getFinish()}")
    assert not differences, "\n".join(differences)


@pytest.mark.parametrize("example", MSPDI_EXAMPLES)
def test_exported_mspdi_reads_in_mpxj_like_the_original(mpxj, tmp_path: Path, example: str):
    """Import → export keeps what MPXJ reads: the tasks (UIDs, names, outline
    levels, milestones, summaries, durations, constraints), their links (type
    and lag) and the calendars (working days and hours of every day of the
    project's year)."""
    exported = tmp_path / "exported.xml"
    exported.write_text(timelinekit("schedule", str(EXAMPLES / example), "--format", "mspdi"))
    original, copy = mpxj.read(EXAMPLES / example), mpxj.read(exported)

    def tasks(project):
        result = {}
        for task in project.getTasks():
            if task.getUniqueID() is None or int(str(task.getUniqueID())) == 0:
                continue  # the project summary task MPXJ adds
            result[int(str(task.getUniqueID()))] = (
                str(task.getName()), str(task.getOutlineLevel() or 1), bool(task.getMilestone()), bool(task.getSummary()),
                str(task.getDuration()), str(task.getConstraintType()), minute(task.getConstraintDate()),
                sorted((int(str(r.getPredecessorTask().getUniqueID())), str(r.getType()), str(r.getLag())) for r in task.getPredecessors()),
            )
        return result

    assert tasks(copy) == tasks(original)

    def calendars(project):
        local_date = jpype.JClass("java.time.LocalDate")
        result = {}
        for calendar in project.getCalendars():
            days = []
            for offset in range(366):
                day = datetime.date(2025, 1, 1) + datetime.timedelta(days=offset)
                date = local_date.of(day.year, day.month, day.day)
                hours = [str(r) for r in calendar.getHours(date) or []]
                days.append((day.isoformat(), bool(calendar.isWorkingDate(date)), hours))
            result[str(calendar.getName())] = days
        return result

    # A calendar whose working days list no hours (Project 2003 style, the
    # "Standard" calendar of the four-day-week example) has the default
    # 08:00–12:00, 13:00–17:00 for TimelineKit, which writes those hours out;
    # MPXJ reads such a calendar as never working. Those calendars are left
    # out; every other calendar must read the same, day by day.
    implicit = calendars_with_implicit_hours(EXAMPLES / example)
    expected = {name: days for name, days in calendars(original).items() if name not in implicit}
    copied = {name: days for name, days in calendars(copy).items() if name not in implicit}
    assert expected, "no calendar to compare"
    assert copied == expected


@pytest.mark.parametrize("example", ALL_EXAMPLES)
def test_exported_dates_are_the_scheduled_dates(mpxj, tmp_path: Path, example: str):
    """Every task MPXJ reads from `schedule --format mspdi` has the start and
    finish that `schedule --format json` reports, and the same name."""
    exported = tmp_path / "exported.xml"
    exported.write_text(timelinekit("schedule", str(EXAMPLES / example), "--format", "mspdi"))
    ours = scheduled(EXAMPLES / example)
    theirs = {int(str(task.getUniqueID())): task for task in mpxj.read(exported).getTasks() if task.getUniqueID() is not None}
    for uid, task in ours.items():
        assert uid in theirs, f"task {uid} ({task['name']}) is missing in MPXJ's reading"
        other = theirs[uid]
        assert str(other.getName()) == task["name"]
        assert (minute(other.getStart()), minute(other.getFinish())) == (minute(task["start"]), minute(task["finish"])), task["name"]


@pytest.mark.parametrize("example", ["mspdi/four-day-week.xml", "mspdi/office-fitout.xml", "office-fitout.yaml"])
def test_mpxj_reschedules_an_export_to_the_same_dates(mpxj, tmp_path: Path, example: str):
    """MPXJ's MicrosoftScheduler, run on TimelineKit's export, lands every
    task where TimelineKit scheduled it: the four-day-week example
    (base-calendar inheritance, work weeks, recurring exceptions) and the
    office fit-out, as MSPDI and as a YAML document (summaries from `parent`,
    links to summaries, working, elapsed and percent lags, a start-no-earlier
    constraint, a deadline)."""
    exported = tmp_path / "exported.xml"
    text = timelinekit("schedule", str(EXAMPLES / example), "--format", "mspdi")
    # Progress would need actual dates (which TimelineKit does not track) for MPXJ to schedule.
    exported.write_text(re.sub(r"<PercentComplete>\d+</PercentComplete>", "<PercentComplete>0</PercentComplete>", text))
    ours = scheduled(EXAMPLES / example)
    assert len(ours) > 1
    theirs = {int(str(task.getUniqueID())): task for task in mpxj.schedule(mpxj.read(exported)).getTasks()}
    for uid, task in ours.items():
        other = theirs[uid]
        assert (minute(other.getStart()), minute(other.getFinish())) == (minute(task["start"]), minute(task["finish"])), task["name"]
