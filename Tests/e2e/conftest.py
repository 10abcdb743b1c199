"""Browser tests of `timelinekit serve`: fixtures.

- `server`: starts `.build/debug/timelinekit serve PLAN --port P --db TMP/plan.sqlite`
  on 127.0.0.1 and yields a `Server` (its `.url` is the plan's page); always stopped.
- `make_server`: the same as a factory, for tests that serve their own plan or restart.
- `driver`: headless Chromium through Selenium (no network: explicit binary and driver).
- `page`: `driver` opened on `server.url`, waited until the chart and grid show.

On a failing test a screenshot and the page source go to Tests/e2e/artifacts/.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
BINARY = Path(os.environ.get("TIMELINEKIT_BINARY", ROOT / ".build" / "debug" / "timelinekit"))
START_TIMEOUT = 60.0
STOP_TIMEOUT = 10.0
WAIT = 15.0

# A small plan on the continuous schedule (every hour counts), so a drag's new
# start is easy to reason about. Item 3 depends on item 2.
SMALL_PLAN = """\
version: 1
title: E2E plan
calendar: continuous
header: [months, {intervals: days, format: "d"}]
hourWidth: 1
now: 2025-03-10T12:00:00
timeline: {start: 2025-03-01, finish: 2025-05-01}
items:
  - {id: 1, label: Design, start: 2025-03-03T08:00:00, finish: 2025-03-07T08:00:00, attachment: Ana}
  - {id: 2, label: Build, start: 2025-03-10T08:00:00, finish: 2025-03-17T08:00:00, completion: 40%}
  - {id: 3, label: Test, start: 2025-03-18T08:00:00, finish: 2025-03-21T08:00:00}
  - {id: 4, label: Release, type: milestone, start: 2025-03-24T08:00:00}
dependencies:
  - {from: 2, to: 3}
"""


def large_plan(count: int) -> str:
    """A YAML plan with `count` tasks, one per row, labelled "Task N"."""
    lines = [
        "version: 1",
        "title: Large plan",
        "calendar: continuous",
        "hourWidth: 2",
        "timeline: {start: 2025-03-01, finish: 2025-05-01}",
        "items:",
    ]
    for index in range(count):
        day = 3 + index % 15  # all within the first weeks: every row's bar is in view horizontally
        lines.append(
            f"  - {{id: {index + 1}, label: Task {index + 1}, "
            f"start: 2025-03-{day:02d}T08:00:00, duration: 2d}}"
        )
    return "\n".join(lines) + "\n"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """One `timelinekit serve` process."""

    def __init__(self, directory: Path, plan: Path | None, db: Path, options: tuple[str, ...] = ()):
        self.directory, self.plan, self.db, self.options = directory, plan, db, options
        self.process: subprocess.Popen | None = None
        self.port = 0
        self.url = ""
        self.base = ""
        self.log = directory / "server.log"

    def start(self, import_plan: bool = True) -> "Server":
        """Starts the server; `import_plan=False` serves the stored plan (a restart)."""
        if not BINARY.exists():
            pytest.fail(f"{BINARY} is missing: run `swift build --product timelinekit` first")
        last_error = None
        for _attempt in range(3):  # a port taken between probe and bind: try another
            self.port = free_port()
            self.base = f"http://127.0.0.1:{self.port}"
            command = [str(BINARY), "serve"]
            if import_plan and self.plan is not None:
                command.append(str(self.plan))
            command += ["--host", "127.0.0.1", "--port", str(self.port), "--db", str(self.db), *self.options]
            log = open(self.log, "a")
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=self.directory)
            log.close()
            try:
                self._wait_until_ready()
                return self
            except RuntimeError as error:
                last_error = error
                self.stop()
        raise RuntimeError(f"the server did not start: {last_error}\n{self.log.read_text()[-4000:]}")

    def _wait_until_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"exited with {self.process.returncode}")
            match = re.findall(r"serving (?:the week )?at (http://\S+/(?:plans/\d+|calendars/\d+/week|documents/\d+))", self.log.read_text())
            if match and match[-1].startswith(self.base):
                self.url = match[-1]
                try:
                    with urllib.request.urlopen(self.url, timeout=2) as response:
                        if response.status == 200:
                            return
                except OSError:
                    pass
            time.sleep(0.1)
        raise RuntimeError(f"no answer from {self.base} within {START_TIMEOUT:.0f} s")

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=STOP_TIMEOUT)

    def restart(self) -> "Server":
        """Stops and starts again on the same database, without importing the plan again."""
        self.stop()
        return self.start(import_plan=False)


@pytest.fixture
def make_server():
    """A factory: `make_server(yaml_text)` starts a server on a fresh database."""
    servers: list[Server] = []
    directories: list[tempfile.TemporaryDirectory] = []

    def make(plan_text: str = SMALL_PLAN, name: str = "plan.yaml", options: tuple[str, ...] = ()) -> Server:
        directory = tempfile.TemporaryDirectory(prefix="timelinekit-e2e-")
        directories.append(directory)
        path = Path(directory.name)
        plan = path / name
        plan.write_text(plan_text)
        server = Server(path, plan, path / "plan.sqlite", options)
        servers.append(server)
        return server.start()

    yield make
    for server in servers:
        server.stop()
    for directory in directories:
        directory.cleanup()


@pytest.fixture
def server(make_server) -> Server:
    return make_server(SMALL_PLAN)


@pytest.fixture
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,900", "--lang=en-US", "--no-first-run",
                     "--disable-extensions", "--disable-background-networking"):
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    browser = webdriver.Chrome(options=options, service=service)
    browser.set_window_size(1400, 900)
    browser.set_page_load_timeout(30)
    browser.set_script_timeout(10)
    yield browser
    browser.quit()


def wait_for_page(browser, timeout: float = WAIT) -> None:
    """Waits until the chart's SVG has bars and the grid has rows."""
    WebDriverWait(browser, timeout).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '#chart svg [data-id^="item:"]')
        and b.find_elements(By.CSS_SELECTOR, "#grid .grid-row")
    )


@pytest.fixture
def page(driver, server):
    driver.get(server.url)
    wait_for_page(driver)
    return driver


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    browser = item.funcargs.get("driver") if hasattr(item, "funcargs") else None
    if browser is None:
        return
    ARTIFACTS.mkdir(exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", item.nodeid)
    try:
        browser.save_screenshot(str(ARTIFACTS / f"{name}.png"))
        (ARTIFACTS / f"{name}.html").write_text(browser.page_source)
    except Exception as error:  # the browser may be gone; the test's own failure matters more
        print(f"could not save artifacts for {item.nodeid}: {error}")
