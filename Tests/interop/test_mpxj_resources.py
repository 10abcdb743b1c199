"""Resources and assignments in TimelineKit's Microsoft Project XML, checked with MPXJ:
MPXJ reads what we write, and we read what MPXJ writes, to the same values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import ROOT, timelinekit

EXAMPLE = ROOT / "examples" / "studio-team.yaml"


def ours(path: Path, *extra: str) -> dict:
    """`timelinekit schedule PATH --format json` as a dictionary."""
    return json.loads(timelinekit("schedule", str(path), "--format", "json", "--quiet", *extra))


@pytest.mark.parametrize("level", [False, True], ids=["plain", "leveled"])
def test_mpxj_reads_our_resources_and_assignments(mpxj, tmp_path: Path, level: bool):
    """Names, types, max units, material labels and resource calendars of the
    resources; task, resource, units and work of every assignment; and the
    leveling delay, as MPXJ reads them from `schedule --format mspdi`."""
    from org.mpxj import TimeUnit

    extra = ("--level",) if level else ()
    exported = tmp_path / "studio.xml"
    exported.write_text(timelinekit("schedule", str(EXAMPLE), "--format", "mspdi", *extra))
    expected = ours(EXAMPLE, *extra)
    project = mpxj.read(exported)
    properties = project.getProjectProperties()
    resources = {int(str(r.getUniqueID())): r for r in project.getResources() if int(str(r.getUniqueID())) != 0}
    assert {uid: str(r.getName()) for uid, r in resources.items()} == {1: "Maya", 2: "Leo", 3: "Prototype boards"}
    assert [str(resources[uid].getType()) for uid in (1, 2, 3)] == ["WORK", "WORK", "MATERIAL"]
    assert str(resources[3].getMaterialLabel()) == "pcs"
    assert [float(resources[uid].getMaxUnits()) for uid in (1, 2)] == [100.0, 100.0]
    # Leo's own calendar: his day off is nonworking, the day before is not.
    from java.time import LocalDate
    calendar = resources[2].getCalendar()
    assert calendar is not None
    assert not calendar.isWorkingDate(LocalDate.of(2025, 5, 9))
    assert calendar.isWorkingDate(LocalDate.of(2025, 5, 8))
    theirs = sorted(
        (
            int(str(a.getTask().getUniqueID())),
            int(str(a.getResource().getUniqueID())),
            round(float(a.getUnits()) / 100, 4),
            round(float(a.getWork().convertUnits(TimeUnit.MINUTES, properties).getDuration())) if a.getWork() is not None else 0,
        )
        for a in project.getResourceAssignments()
        if a.getResource() is not None
    )
    assert theirs == sorted((a["task"], a["resource"], a["units"], a["workMinutes"]) for a in expected["assignments"])
    if level:
        delayed = {int(str(t.getUniqueID())): t.getLevelingDelay() for t in project.getTasks() if t.getUniqueID() is not None}
        delay = delayed[5].convertUnits(TimeUnit.ELAPSED_MINUTES, properties).getDuration()
        assert round(float(delay)) == next(t["levelingDelayMinutes"] for t in expected["tasks"] if t["uid"] == 5) == 4320


@pytest.mark.parametrize("level", [False, True], ids=["plain", "leveled"])
def test_we_read_mpxj_written_resources_identically(mpxj, tmp_path: Path, level: bool):
    """MPXJ reads our export and writes its own MSPDI (its element choices:
    rates with formats, derived resource calendars, remaining work); reading
    that back gives the same tasks, assignments, over-allocations and leveling."""
    from org.mpxj.mspdi import MSPDIWriter

    extra = ("--level",) if level else ()
    exported = tmp_path / "studio.xml"
    exported.write_text(timelinekit("schedule", str(EXAMPLE), "--format", "mspdi", *extra))
    rewritten = tmp_path / "studio-mpxj.xml"
    MSPDIWriter().write(mpxj.read(exported), str(rewritten))
    assert ours(rewritten) == ours(exported)
    assert ours(rewritten, "--level") == ours(exported, "--level")
