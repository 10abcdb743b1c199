"""TimelineKit's iCalendar expansion (`timelinekit occurrences`) checked against
Python's `icalendar` + `recurring-ical-events` (the expansion many calendar
tools use), on the calendars in examples/calendars: DST changes, all-day
events, overrides (moved, cancelled, moved out of the window,
RANGE=THISANDFUTURE), EXDATEs (also DATE exdates on a date-time series),
RDATE periods, BYSETPOS, BYWEEKNO, X-WR-TIMEZONE. `.ci/run` installs both
packages when missing."""

from __future__ import annotations

import datetime
import json
import zoneinfo
from pathlib import Path

import icalendar
import pytest
import recurring_ical_events
from conftest import ROOT, timelinekit

CALENDARS = sorted((ROOT / "examples" / "calendars").glob("*.ics"))
WINDOWS = [
    ("UTC", "2025-01-01", "2026-01-01"),
    ("Europe/Berlin", "2025-01-01", "2026-01-01"),
    ("America/New_York", "2025-01-01", "2026-01-01"),
    ("Asia/Tokyo", "2020-01-01", "2027-01-01"),
    ("Europe/Berlin", "2025-03-24", "2025-04-07"),          # the March change
    ("Europe/Berlin", "2025-10-20", "2025-11-03"),          # the October change
    ("America/New_York", "2025-03-03", "2025-03-17"),
    ("Europe/Berlin", "2025-03-05T09:40", "2025-03-05T11:05"),  # partial overlaps at both ends
    ("Europe/Berlin", "2025-03-13", "2025-03-14"),          # an instance moved out of this day
    ("Europe/Berlin", "2025-03-20", "2025-03-21"),          # … and into this one
]


def instant(value, zone: zoneinfo.ZoneInfo) -> str:
    """A date as YYYY-MM-DD; a date-time as UTC ISO (floating ones read in `zone`)."""
    if not isinstance(value, datetime.datetime):
        return value.isoformat()
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone)
    return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def ours_instant(text: str) -> str:
    if len(text) == 10:
        return text
    return datetime.datetime.fromisoformat(text).astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def theirs(path: Path, zone_name: str, start: str, end: str) -> list[tuple]:
    zone = zoneinfo.ZoneInfo(zone_name)
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    window = [datetime.datetime.fromisoformat(text).replace(tzinfo=zone) for text in (start, end)]
    result = []
    for event in recurring_ical_events.of(calendar).between(*window):
        status = event.get("STATUS")
        result.append((str(event["UID"]), str(event.get("SUMMARY")), instant(event["DTSTART"].dt, zone),
                       instant(event["DTEND"].dt, zone) if "DTEND" in event else None,
                       None if status is None else str(status).upper()))
    return sorted(result, key=repr)


def ours(path: Path, zone_name: str, start: str, end: str) -> list[tuple]:
    output = json.loads(timelinekit("occurrences", str(path), "--window", start, end, "--tz", zone_name, "--quiet"))
    assert output["timeZone"] == zone_name
    return sorted(((item["uid"], str(item["summary"]), ours_instant(item["start"]), ours_instant(item["end"]), item["status"])
                   for item in output["occurrences"]), key=repr)


@pytest.mark.parametrize("window", WINDOWS, ids=[f"{zone}:{start}..{end}" for zone, start, end in WINDOWS])
@pytest.mark.parametrize("path", CALENDARS, ids=[path.name for path in CALENDARS])
def test_occurrences_match_recurring_ical_events(path: Path, window: tuple[str, str, str]):
    """Every occurrence (UID, summary, start, end, status) of each calendar in
    each window is the same as recurring-ical-events finds, in the viewer's zone."""
    expected = theirs(path, *window)
    actual = ours(path, *window)
    missing = [item for item in expected if item not in actual]
    extra = [item for item in actual if item not in expected]
    assert not missing and not extra, f"missing (theirs only): {missing}\nextra (ours only): {extra}"


def test_the_corpus_is_not_trivial():
    """The comparison covers many occurrences, all-day ones and cancelled ones."""
    total = [item for path in CALENDARS for item in ours(path, "Europe/Berlin", "2025-01-01", "2026-01-01")]
    assert len(CALENDARS) >= 6 and len(total) > 400
    assert any(len(item[2]) == 10 for item in total) and any(item[4] == "CANCELLED" for item in total)


def test_written_calendars_read_the_same_in_icalendar(tmp_path: Path):
    """A calendar TimelineKit writes (`timelinekit occurrences` reads it back
    the same) is read by `icalendar` with the same occurrences."""
    pytest.importorskip("icalendar")
    for path in CALENDARS:
        written = tmp_path / path.name
        timelinekit("occurrences", str(path), "--window", "2025-01-01", "2025-01-02", "--tz", "UTC", "--quiet", "--write-ics", str(written))
        for window in [("Europe/Berlin", "2025-01-01", "2026-01-01"), ("America/New_York", "2025-03-03", "2025-03-17")]:
            assert theirs(written, *window) == theirs(path, *window), path.name
