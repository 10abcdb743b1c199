"""Two `timelinekit serve --db postgres://…` instances on one database: an edit
made through instance B shows on a page of instance A (PostgreSQL LISTEN/NOTIFY).

Needs TIMELINEKIT_TEST_POSTGRES (`eval "$(.ci/postgres)"`; CI sets it). Without
it the test is skipped, with the reason (pytest -rs shows it). Each run uses a
schema of its own.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
import uuid
from pathlib import Path

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SMALL_PLAN, WAIT, Server, wait_for_page
from helpers import LiveSocket, grid_cell_text

ROUNDS = 20

# Notes, in the page, when the grid first shows a cell's text (epoch milliseconds).
_WATCH_SCRIPT = """
window.__seenLabels = {};
const note = () => {
  for (const cell of document.querySelectorAll('#grid .grid-row .cell')) {
    const text = cell.textContent;
    if (!(text in window.__seenLabels)) window.__seenLabels[text] = performance.timeOrigin + performance.now();
  }
};
new MutationObserver(note).observe(document.getElementById('grid'), {subtree: true, childList: true, characterData: true});
note();
"""


def postgres_url() -> str:
    url = os.environ.get("TIMELINEKIT_TEST_POSTGRES", "")
    if not url:
        pytest.skip('TIMELINEKIT_TEST_POSTGRES is not set: start a throwaway server with eval "$(.ci/postgres)" (CI does this)')
    schema = "e2e_" + uuid.uuid4().hex[:16]
    return url + ("&" if "?" in url else "?") + f"schema={schema}"


@pytest.fixture
def two_instances():
    url = postgres_url()
    directory = tempfile.TemporaryDirectory(prefix="timelinekit-e2e-pg-")
    path = Path(directory.name)
    plan = path / "plan.yaml"
    plan.write_text(SMALL_PLAN)
    (path / "a").mkdir()
    (path / "b").mkdir()
    # The same file on both: A imports it, B finds A's import (same bytes) and serves that plan.
    first = Server(path / "a", plan, url)
    second = Server(path / "b", plan, url)
    try:
        first.start()
        second.start()
        yield first, second
    finally:
        second.stop()
        first.stop()
        for server in (first, second):
            log = server.log.read_text() if server.log.exists() else ""
            assert "timelinekit-test" not in log, "the server printed the database password"
        directory.cleanup()


def test_an_edit_on_instance_b_shows_on_a_page_of_instance_a(driver, two_instances):
    first, second = two_instances
    plan_a, plan_b = first.url.rsplit("/", 1)[-1], second.url.rsplit("/", 1)[-1]
    assert plan_a == plan_b, f"B serves plan {plan_b}, A plan {plan_a}: the second instance imported the file again"
    assert first.base != second.base

    driver.get(first.url)
    wait_for_page(driver)
    driver.execute_script(_WATCH_SCRIPT)
    socket_b = LiveSocket(second.base, int(plan_b))
    try:
        socket_b.request({"type": "hello", "viewport": {"width": 1200, "height": 500}})
        delays = []
        for round_number in range(ROUNDS):
            label = f"Design from B {round_number}"
            sent = time.time() * 1000
            reply = socket_b.request({"type": "command", "name": "editCell",
                                      "arguments": {"row": 0, "column": "label", "text": label}})
            assert reply["type"] == "frame", reply
            WebDriverWait(driver, WAIT).until(lambda d: grid_cell_text(d, label, "label") == label)
            seen = driver.execute_script("return window.__seenLabels[arguments[0]]", label)
            delays.append(seen - sent)
        # A's page also holds the other rows as they were, and B's edits are stored once each.
        assert grid_cell_text(driver, "Build", "completion") is not None
        median, worst = statistics.median(delays), max(delays)
        print(f"\ncross-instance delay, B's editCell sent -> A's grid shows it: median {median:.1f} ms, "
              f"p95 {sorted(delays)[int(0.95 * (len(delays) - 1))]:.1f} ms, max {worst:.1f} ms over {ROUNDS} edits")
        # The goal is 100 ms; a loaded CI machine gets some slack on the median only.
        assert median < 250, f"median {median:.1f} ms: {delays}"
    finally:
        socket_b.close()

    # A's own session can edit on top of B's revision (no conflict): A took B's revisions in place.
    socket_a = LiveSocket(first.base, int(plan_a))
    try:
        socket_a.request({"type": "hello", "viewport": {"width": 1200, "height": 500}})
        reply = socket_a.request({"type": "command", "name": "editCell",
                                  "arguments": {"row": 1, "column": "label", "text": "Build from A"}})
        assert reply["type"] == "frame", reply
    finally:
        socket_a.close()
    WebDriverWait(driver, WAIT).until(lambda d: grid_cell_text(d, "Build from A", "label") == "Build from A")
