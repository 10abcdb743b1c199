"""Large-calendar server benchmark (issue 12): a calendar of many events in
`timelinekit serve` — how long its first week takes after a start, what a
week ahead costs, and the resident memory.

Run from the repository root after `swift build -c release --product timelinekit`
(or pass another binary with TIMELINEKIT_BINARY):

    python3 Benchmarks/browser/large_calendar_server.py [--runs 3] [--events 200000]

It writes a calendar document (JSON) of `--events` one-hour events spread
over ten years from 2020-01-06 (about `events / 3650` a day, at 08:00–17:00),
imports it once with `timelinekit serve calendar.json`, then runs the same
command `--runs` times (a restart: the server finds the calendar it imported
from those bytes and serves the stored copy). For each start it times,
once the server says it is serving, `GET /calendars/ID/week` plus the live
socket's `hello` → first frame (the week of 2025-03-03, which the document
names), then the next week (`key ArrowRight` → frame), and reads `VmRSS`/`VmHWM`
from `/proc/PID/status`. A live calendar reads only the windows a page shows
(`LiveCalendar.loadEvents(days:)`), so none of these should grow with the
number of events. No browser is needed (Python's `websockets` package).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent))
from large_plan_server import BINARY, binary_missing, start as start_server, status, stop  # noqa: E402


def calendar_json(count: int) -> str:
    """`count` one-hour events over ten years, a few a day between 08:00 and 17:00."""
    days = 3_650
    parts = ['{"kind": "calendar", "version": 1, "title": "Ten years", "view": {"type": "week", "date": "2025-03-03", "days": 7}, "events": [']
    base = time.mktime((2020, 1, 6, 0, 0, 0, 0, 0, 0))
    for index in range(count):
        day = index * days // count
        hour = 8 + index % 9
        start = time.localtime(base + day * 86_400 + 3_600)
        date = f"{start.tm_year:04d}-{start.tm_mon:02d}-{start.tm_mday:02d}"
        parts.append(("," if index else "") + f'\n {{"id": "e{index}", "title": "Event {index}", '
                     f'"start": "{date}T{hour:02d}:00", "end": "{date}T{hour:02d}:50"}}')
    parts.append("\n]}\n")
    return "".join(parts)


def start(calendar: Path, db: Path, log: Path) -> tuple[subprocess.Popen, str, float]:
    """Starts `serve calendar.json`; returns it, the week's address and the seconds until it said so."""
    return start_server(calendar, db, log, announced=r"serving the week at (http://\S+/calendars/\d+/week)", limit=900)


async def first_week(url: str) -> tuple[float, float, int]:
    """(ms to the first frame after GET + hello, ms for the next week's frame, events drawn in the first week)."""
    began = time.monotonic()
    with urllib.request.urlopen(url, timeout=300) as response:
        assert response.status == 200
        response.read()
    live = url.replace("http://", "ws://").replace("/week", "/live?view=week")
    async with websockets.connect(live, max_size=1 << 26) as socket_:
        await socket_.send(json.dumps({"type": "hello", "seq": 1, "viewport": {"width": 1400, "height": 900}}))
        first = await socket_.recv()
        if '"type":"frame"' not in first:
            raise RuntimeError(first[:500])
        opened = time.monotonic() - began
        drawn = first.count('data-id=\\"event:')
        began = time.monotonic()
        await socket_.send(json.dumps({"type": "key", "seq": 2, "key": "ArrowRight"}))
        second = await socket_.recv()
        if '"type":"frame"' not in second:
            raise RuntimeError(second[:500])
        return opened * 1000, (time.monotonic() - began) * 1000, drawn


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--events", type=int, default=200_000)
    arguments = parser.parse_args()
    if binary_missing():
        return 1
    with tempfile.TemporaryDirectory(prefix="timelinekit-calendar-") as name:
        directory = Path(name)
        calendar = directory / "calendar.json"
        calendar.write_text(calendar_json(arguments.events))
        db = directory / "calendars.sqlite"
        log = directory / "server.log"
        process, url, imported = start(calendar, db, log)
        stop(process)
        print(f"calendar: {arguments.events} events over ten years, {calendar.stat().st_size / 1e6:.1f} MB JSON; binary {BINARY}")
        print(f"import (process start → serving: read, indexed, stored): {imported * 1000:.0f} ms")
        opens, nexts, resident = [], [], []
        for _run in range(arguments.runs):
            # The same command again: `serve` finds the calendar it imported from these bytes and imports nothing.
            process, url, _ = start(calendar, db, log)
            try:
                opened, next_week, drawn = asyncio.run(first_week(url))
                memory = status(process.pid)
            finally:
                stop(process)
            opens.append(opened)
            nexts.append(next_week)
            resident.append(memory["VmRSS"] / 1024)
            print(f"restart: first week {opened:.0f} ms ({drawn} events drawn), next week {next_week:.1f} ms, VmRSS {resident[-1]:.0f} MB")
        print(f"first week after a start (page + hello → frame), {arguments.runs} starts: median {statistics.median(opens):.0f} ms; "
              f"next week median {statistics.median(nexts):.1f} ms; VmRSS median {statistics.median(resident):.0f} MB")
        print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
