"""Baselines 0–10 and the status date in TimelineKit's Microsoft Project XML,
checked with MPXJ both ways: what TimelineKit writes, MPXJ reads as the same
baselines; what MPXJ writes, TimelineKit reads back."""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT, timelinekit

PLAN = """\
title: Baselines
items:
  - id: 1
    label: Design
    start: 2025-03-03T08:00
    finish: 2025-03-05T16:00
    baselines:
      - {start: 2025-03-03T08:00, finish: 2025-03-04T16:00}
      - {number: 2, start: 2025-03-04T08:00, finish: 2025-03-06T16:00}
      - {number: 10, start: 2025-03-10T08:00, finish: 2025-03-12T16:00}
  - id: 2
    label: Launch
    type: milestone
    start: 2025-03-06T16:00
    baselines: [{number: 1, start: 2025-03-05T16:00, finish: 2025-03-05T16:00}]
dependencies:
  - {from: 1, to: 2}
statusDate: 2025-03-04T12:00
"""


def minute(value) -> str:
    return str(value)[:16]


def test_mpxj_reads_the_baselines_and_status_date_timelinekit_writes(mpxj, tmp_path: Path):
    """Baseline (0), Baseline2 and Baseline10 of a task and Baseline1 of a
    milestone: MPXJ reads each start, finish and duration (in working days of
    8 hours), and nothing in the baselines not saved; the status date too."""
    plan = tmp_path / "plan.yaml"
    plan.write_text(PLAN)
    exported = tmp_path / "exported.xml"
    exported.write_text(timelinekit("convert", str(plan), "-", "--to", "xml"))
    project = mpxj.read(exported)
    assert minute(project.getProjectProperties().getStatusDate()) == "2025-03-04T12:00"
    tasks = {int(str(task.getUniqueID())): task for task in project.getTasks() if task.getUniqueID() is not None}
    design, launch = tasks[1], tasks[2]
    assert (minute(design.getBaselineStart()), minute(design.getBaselineFinish())) == ("2025-03-03T08:00", "2025-03-04T16:00")
    assert str(design.getBaselineDuration()) == "2.0d"
    assert (minute(design.getBaselineStart(2)), minute(design.getBaselineFinish(2))) == ("2025-03-04T08:00", "2025-03-06T16:00")
    assert (minute(design.getBaselineStart(10)), minute(design.getBaselineFinish(10))) == ("2025-03-10T08:00", "2025-03-12T16:00")
    assert design.getBaselineStart(1) is None and design.getBaselineStart(3) is None
    assert (minute(launch.getBaselineStart(1)), minute(launch.getBaselineFinish(1))) == ("2025-03-05T16:00", "2025-03-05T16:00")
    assert launch.getBaselineStart() is None


def test_timelinekit_reads_the_baselines_mpxj_writes(mpxj, tmp_path: Path):
    """MPXJ rewrites the export with its own MSPDI writer (its element order,
    its extra baseline fields); converting that to a document gives the same
    baselines and status date as the plan."""
    import jpype

    plan = tmp_path / "plan.yaml"
    plan.write_text(PLAN)
    exported = tmp_path / "exported.xml"
    exported.write_text(timelinekit("convert", str(plan), "-", "--to", "xml"))
    rewritten = tmp_path / "rewritten.xml"
    writer = jpype.JClass("org.mpxj.mspdi.MSPDIWriter")()
    writer.write(mpxj.read(exported), str(rewritten))
    assert "<Baseline>" in rewritten.read_text()
    document = timelinekit("convert", str(rewritten), "-", "--to", "yaml")
    assert "statusDate: 2025-03-04T12:00" in document
    assert "number: 10" in document and "2025-03-10T08:00" in document
    again = tmp_path / "again.yaml"
    again.write_text(document)
    # The converted plan reads back and writes the same baselines once more.
    twice = timelinekit("convert", str(again), "-", "--to", "yaml")
    assert twice == document
    for line in ["start: 2025-03-03T08:00", "finish: 2025-03-04T16:00", "number: 2", "number: 1"]:
        assert line in document, line


def test_the_example_plan_exports_its_baselines(mpxj, tmp_path: Path):
    """The website relaunch example: every task with a baseline has it in MPXJ's reading."""
    exported = tmp_path / "relaunch.xml"
    exported.write_text(timelinekit("schedule", str(ROOT / "examples" / "website-relaunch.yaml"), "--format", "mspdi"))
    tasks = {int(str(task.getUniqueID())): task for task in mpxj.read(exported).getTasks() if task.getUniqueID() is not None}
    assert minute(tasks[3].getBaselineFinish()) == "2025-03-10T16:00"
    assert minute(tasks[15].getBaselineStart()) == "2025-04-07T16:00"
    assert minute(tasks[15].getDeadline()) == "2025-04-07T16:00"
