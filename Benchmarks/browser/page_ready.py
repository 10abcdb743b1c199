"""Page-ready benchmark: how long a browser takes from navigation to showing the
first frame (chart SVG and grid) of a 10 000-task plan served by `timelinekit serve`.

Run from the repository root after `swift build -c release --product timelinekit`
(or a debug build; pass its path with TIMELINEKIT_BINARY):

    python3 Benchmarks/browser/page_ready.py [--runs 20] [--tasks 10000]

It uses Debian's chromium + chromium-driver and selenium (the browser tests'
setup, installed by .ci/run) and prints p50 / p95 / max in milliseconds. The page
marks `timelinekit-first-frame` with the Performance API once the first frame
is on the page; the figure is that mark's time since navigation start.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "e2e"))

import conftest  # noqa: E402  (the browser tests' server and driver set-up)
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


def large_plan(count: int) -> str:
    """Packages of ten one-day tasks linked finish-to-start on the standard
    calendar, one task per row (the same plan as the WebSocket benchmark)."""
    base = datetime.date(2025, 3, 3)
    lines = ["version: 1", "title: Ten thousand tasks", "calendar: standard",
             "timeline: {start: 2025-03-03, finish: 2025-03-31}", "items:"]
    for index in range(count):
        working_day = (index // 10) % 10 + index % 10
        day = base + datetime.timedelta(days=7 * (working_day // 5) + working_day % 5)
        lines.append(f"  - {{id: {index + 1}, label: Task {index + 1}, start: {day.isoformat()}T08:00:00, duration: 1d}}")
    lines.append("dependencies:")
    for index in range(count):
        if index % 10 != 0:
            lines.append(f"  - {{from: {index}, to: {index + 1}}}")
    return "\n".join(lines) + "\n"


def browser() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,900", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--tasks", type=int, default=10_000)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="timelinekit-bench-") as name:
        directory = Path(name)
        plan = directory / "plan.yaml"
        plan.write_text(large_plan(arguments.tasks))
        server = conftest.Server(directory, plan, directory / "plan.sqlite").start()
        driver = browser()
        try:
            samples = []
            for run in range(arguments.runs + 1):
                driver.get(server.url)
                mark = WebDriverWait(driver, 30).until(lambda d: d.execute_script(
                    "const m = performance.getEntriesByName('timelinekit-first-frame');"
                    "return m.length && document.querySelector('#chart svg [data-id^=\"item:\"]')"
                    " && document.querySelector('#grid .grid-row') ? m[0].startTime : null;"))
                if run > 0:  # the first load warms the server's caches and the browser
                    samples.append(mark)
        finally:
            driver.quit()
            server.stop()
    samples.sort()
    p95 = samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))]
    print(f"page ready, {arguments.tasks} tasks, {len(samples)} runs: "
          f"p50 {statistics.median(samples):.0f} ms, p95 {p95:.0f} ms, max {samples[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
