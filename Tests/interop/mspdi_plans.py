"""Random Microsoft Project XML (MSPDI) plans whose dates both schedulers can compute."""

from __future__ import annotations

import datetime
import random

HOLIDAYS = ("2025-03-14", "2025-04-18", "2025-04-21", "2025-05-01", "2025-05-29")
LINK_TYPES = ("0", "1", "1", "2", "3")  # FF, FS (twice as likely), SF, SS
LAG_HOURS = (-4, -1, 1, 2, 4, 8, 12)


def _standard_calendar() -> list[str]:
    """Mon–Fri 08:00–12:00, 13:00–17:00 with five holidays."""
    lines = ["<Calendar><UID>1</UID><Name>Standard</Name><IsBaseCalendar>1</IsBaseCalendar><WeekDays>"]
    for day in range(1, 8):
        if day in (1, 7):
            lines.append(f"<WeekDay><DayType>{day}</DayType><DayWorking>0</DayWorking></WeekDay>")
        else:
            lines.append(
                f"<WeekDay><DayType>{day}</DayType><DayWorking>1</DayWorking><WorkingTimes>"
                "<WorkingTime><FromTime>08:00:00</FromTime><ToTime>12:00:00</ToTime></WorkingTime>"
                "<WorkingTime><FromTime>13:00:00</FromTime><ToTime>17:00:00</ToTime></WorkingTime>"
                "</WorkingTimes></WeekDay>"
            )
    lines.append("</WeekDays><Exceptions>")
    for day in HOLIDAYS:
        lines.append(
            "<Exception><EnteredByOccurrences>0</EnteredByOccurrences>"
            f"<TimePeriod><FromDate>{day}T00:00:00</FromDate><ToDate>{day}T23:59:00</ToDate></TimePeriod>"
            "<Occurrences>1</Occurrences><Name>Holiday</Name><Type>1</Type><DayWorking>0</DayWorking></Exception>"
        )
    lines.append("</Exceptions></Calendar>")
    return lines


def random_plan(seed: int, tasks: int = 30, links: int = 45, mobilization: bool = True) -> str:
    """A plan of `tasks` tasks on the standard calendar: with `mobilization`,
    task 1 is a two-week mobilization that every other task follows
    (finish-to-start); plus `links` random links of all four types (30 % with
    a lag of -4…12 working hours) to one of the six tasks before; 10 % of the
    others are milestones.

    Without the mobilization, negative lags and start-to-finish links put
    linked tasks before the project start, where both TimelineKit and MPXJ
    follow the links (as Microsoft Project does).
    """
    rng = random.Random(seed)
    predecessors: dict[int, list[tuple[int, str, int]]] = {i: [(1, "1", 0)] if mobilization else [] for i in range(2, tasks + 1)}
    seen = set()
    for _ in range(links):
        to = rng.randint(3, tasks)
        source = rng.randint(max(2, to - 6), to - 1)
        if (source, to) in seen:
            continue
        seen.add((source, to))
        lag = rng.choice(LAG_HOURS) * 600 if rng.random() < 0.3 else 0  # tenths of minutes
        predecessors[to].append((source, rng.choice(LINK_TYPES), lag))
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Project xmlns="http://schemas.microsoft.com/project">',
        f"<SaveVersion>14</SaveVersion><Name>Random {seed}</Name><ScheduleFromStart>1</ScheduleFromStart>",
        "<StartDate>2025-03-03T08:00:00</StartDate><CalendarUID>1</CalendarUID>",
        "<MinutesPerDay>480</MinutesPerDay><MinutesPerWeek>2400</MinutesPerWeek><DaysPerMonth>20</DaysPerMonth>",
        "<Calendars>", *_standard_calendar(), "</Calendars><Tasks>",
    ]
    for uid in range(1, tasks + 1):
        milestone = uid > 1 and rng.random() < 0.1
        hours = 80 if uid == 1 and mobilization else 0 if milestone else rng.choice((1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 40))
        lines.append(
            f"<Task><UID>{uid}</UID><ID>{uid}</ID><Name>Task {uid}</Name><Manual>0</Manual><OutlineLevel>1</OutlineLevel>"
            f"<Start>2025-03-03T08:00:00</Start><Duration>PT{hours}H0M0S</Duration><DurationFormat>5</DurationFormat>"
            f"<Milestone>{int(milestone)}</Milestone><Summary>0</Summary><PercentComplete>0</PercentComplete>"
            f"<ActualDuration>PT0H0M0S</ActualDuration><RemainingDuration>PT{hours}H0M0S</RemainingDuration>"
            "<ConstraintType>0</ConstraintType>"
        )
        for source, kind, lag in predecessors.get(uid, []):
            lines.append(
                f"<PredecessorLink><PredecessorUID>{source}</PredecessorUID><Type>{kind}</Type>"
                f"<LinkLag>{lag}</LinkLag><LagFormat>5</LagFormat></PredecessorLink>"
            )
        lines.append("</Task>")
    lines.append("</Tasks></Project>")
    return "\n".join(lines) + "\n"


def finish_instant(text: str) -> str:
    """A date-time read as the end of working time: 08:00 (a day's first
    working minute) is the previous working day's 17:00 and 13:00 is 12:00,
    the same instant in working time. TimelineKit keeps a finish that a
    finish-to-finish or start-to-finish link puts on an interval start as it
    is (issue 4: "a Monday 08:00 finish stays Monday 08:00"); MPXJ writes the
    end of the interval before."""
    moment = datetime.datetime.fromisoformat(text[:16])
    if moment.time() == datetime.time(13, 0):
        return moment.replace(hour=12).isoformat()[:16]
    if moment.time() == datetime.time(8, 0):
        day = moment - datetime.timedelta(days=1)
        while day.weekday() >= 5 or day.date().isoformat() in HOLIDAYS:
            day -= datetime.timedelta(days=1)
        return day.replace(hour=17).isoformat()[:16]
    return moment.isoformat()[:16]
