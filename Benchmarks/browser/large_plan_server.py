"""Large-plan server benchmark (issue 17, item 3): the first page after a start
and the resident memory of `timelinekit serve` with a 100 000-task plan live.

Run from the repository root after `swift build -c release --product timelinekit`
(or pass another binary with TIMELINEKIT_BINARY):

    python3 Benchmarks/browser/large_plan_server.py [--runs 5] [--tasks 100000]

It writes the import benchmark's plan (the JSON of
`LiveServerBenchmarks/ImportBenchmarks.swift`: one-day tasks with an emoji in
every label, packages of ten linked finish-to-start), imports it once with
`timelinekit serve plan.json` (timed from the start of the process to the
"serving at" line, so it includes reading the file), then starts the server
`--runs` times on the stored plan (a restart). For each start it measures,
once the server says it is serving, the first page: `GET /plans/ID` (the page,
which loads the plan) plus the live WebSocket's `hello` → first `frame`; then
it reads the process's `VmRSS` (resident now) and `VmHWM` (peak resident) from
`/proc/PID/status`. No browser is needed (Python's `websockets` package).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("TIMELINEKIT_BINARY", ROOT / ".build" / "release" / "timelinekit"))


def large_plan_json(count: int) -> str:
    """The plan of `largePlanJSON(count:)` in ImportBenchmarks.swift."""
    parts = ['{"version": 1, "title": "Imported plan \U0001F680", "calendar": "standard", "items": [']
    for index in range(count):
        working_day = (index // 10) % 10 + index % 10
        day = 3 + 7 * (working_day // 5) + working_day % 5
        start = f"2025-03-{day:02d}T08:00:00"
        if index > 0:
            parts.append(",")
        parts.append(f'\n  {{"id": {index + 1}, "label": "Task {index + 1} \\ud83d\\ude80", "start": "{start}", "duration": "1d",'
                     f' "completion": 0.25, "attachment": "Ann, Bo", "details": "Package {index // 10 + 1}"}}')
    parts.append('\n], "dependencies": [')
    first = True
    for index in range(count):
        if index % 10 == 0:
            continue
        parts.append("\n" if first else ",\n")
        first = False
        lag = ', "lag": "2h"' if index % 10 == 1 else ""
        parts.append(f'  {{"id": {index}, "from": {index}, "to": {index + 1}{lag}}}')
    parts.append("\n]}\n")
    return "".join(parts)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def status(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM of a process, in kB."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0])
    return values


def start(plan: Path | None, db: Path, log: Path, announced: str = r"serving at (http://\S+/plans/\d+)",
          limit: float = 300) -> tuple[subprocess.Popen, str, float]:
    """Starts a server; returns it, the address it announced (`announced`'s group) and the seconds until it said so."""
    port = free_port()
    command = [str(BINARY), "serve"] + ([str(plan)] if plan else []) + ["--host", "127.0.0.1", "--port", str(port), "--db", str(db)]
    began = time.monotonic()
    with open(log, "w") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT)
    while time.monotonic() - began < limit:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}: {log.read_text()[-2000:]}")
        found = re.findall(announced, log.read_text())
        if found:
            return process, found[-1], time.monotonic() - began
        time.sleep(0.005)
    process.kill()
    raise RuntimeError("the server did not start")


async def first_page(url: str) -> tuple[float, float, int]:
    """The page and the first frame: (seconds to the page, seconds to the frame, frame bytes)."""
    began = time.monotonic()
    with urllib.request.urlopen(url, timeout=120) as response:
        assert response.status == 200
        response.read()
    page = time.monotonic() - began
    live = url.replace("http://", "ws://") + "/live"
    async with websockets.connect(live, max_size=1 << 26) as socket_:
        await socket_.send(json.dumps({"type": "hello", "seq": 1, "viewport": {"width": 1400, "height": 800}}))
        while True:
            message = await socket_.recv()
            if '"type":"frame"' in message:
                return page, time.monotonic() - began, len(message)
            if '"type":"error"' in message:
                raise RuntimeError(message[:500])


def binary_missing() -> bool:
    """Says how to build the server binary when it is missing (both server benchmarks need it)."""
    if BINARY.exists():
        return False
    print(f"{BINARY} is missing: run `swift build -c release --product timelinekit` first", file=sys.stderr)
    return True


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tasks", type=int, default=100_000)
    arguments = parser.parse_args()
    if binary_missing():
        return 1
    with tempfile.TemporaryDirectory(prefix="timelinekit-large-") as name:
        directory = Path(name)
        plan = directory / "plan.json"
        plan.write_text(large_plan_json(arguments.tasks))
        db = directory / "plans.sqlite"
        log = directory / "server.log"
        process, url, imported = start(plan, db, log)
        page, frame, size = asyncio.run(first_page(url))
        memory = status(process.pid)
        stop(process)
        print(f"plan: {arguments.tasks} tasks, {plan.stat().st_size / 1e6:.1f} MB JSON; binary {BINARY}")
        print(f"import start (process start → serving, file read, resolved, stored): {imported * 1000:.0f} ms; "
              f"then page {page * 1000:.0f} ms, first frame {frame * 1000:.0f} ms ({size} bytes); "
              f"VmRSS {memory['VmRSS'] / 1024:.0f} MB, VmHWM {memory['VmHWM'] / 1024:.0f} MB")
        pages, frames, resident, peaks = [], [], [], []
        for _run in range(arguments.runs):
            process, url, _ = start(None, db, log)
            try:
                page, frame, _ = asyncio.run(first_page(url))
                memory = status(process.pid)
            finally:
                stop(process)
            pages.append(page * 1000)
            frames.append(frame * 1000)
            resident.append(memory["VmRSS"] / 1024)
            peaks.append(memory["VmHWM"] / 1024)
            print(f"restart: page {page * 1000:.0f} ms, first frame {frame * 1000:.0f} ms, VmRSS {resident[-1]:.0f} MB, VmHWM {peaks[-1]:.0f} MB")
        print(f"first page after a start (page + first frame), {arguments.runs} starts: min {min(frames):.0f} ms, "
              f"median {statistics.median(frames):.0f} ms, max {max(frames):.0f} ms")
        print(f"resident with the plan live (VmRSS after the first frame): median {statistics.median(resident):.0f} MB "
              f"(peak VmHWM median {statistics.median(peaks):.0f} MB)")
        print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
