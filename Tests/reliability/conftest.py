"""Reliability tests of `timelinekit serve`: a real server process on 127.0.0.1.

- `serve(plan_text=None, db=None, extra=())` starts `.build/debug/timelinekit serve`
  on a free port and returns a `Server` (always stopped at the end of the test);
  `Server.kill()` sends SIGKILL, `Server.restart()` starts it again on the same
  database and port.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("TIMELINEKIT_BINARY", ROOT / ".build" / "debug" / "timelinekit"))

SMALL_PLAN = """\
version: 1
title: Reliability plan
calendar: continuous
hourWidth: 1
timeline: {start: 2025-03-01, finish: 2025-05-01}
items:
  - {id: 1, label: Design, start: 2025-03-03T08:00:00, finish: 2025-03-07T08:00:00}
  - {id: 2, label: Build, start: 2025-03-10T08:00:00, finish: 2025-03-17T08:00:00}
  - {id: 3, label: Test, start: 2025-03-18T08:00:00, finish: 2025-03-21T08:00:00}
  - {id: 4, label: Release, type: milestone, start: 2025-03-24T08:00:00}
dependencies:
  - {from: 2, to: 3}
"""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, directory: Path, plan_text: str | None, extra: tuple[str, ...]):
        self.directory = directory
        self.db = directory / "plans.sqlite"
        self.port = free_port()
        self.extra = extra
        self.process: subprocess.Popen | None = None
        self.log = directory / "server.log"
        self.plan_file: Path | None = None
        if plan_text is not None:
            self.plan_file = directory / "plan.yaml"
            self.plan_file.write_text(plan_text)
        self.start(import_plan=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, import_plan: bool = False) -> None:
        args = [str(BINARY), "serve"]
        if import_plan and self.plan_file is not None:
            args.append(str(self.plan_file))
        args += ["--port", str(self.port), "--db", str(self.db), *self.extra]
        self.log.write_text("")
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited with {self.process.returncode}: {self.log.read_text()[-2000:]}")
            # The plan is imported once the port is bound; the address is printed after that.
            if "serving at" in self.log.read_text():
                return
            time.sleep(0.1)
        raise RuntimeError("server did not start: " + self.log.read_text()[-2000:])

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def restart(self) -> None:
        self.start(import_plan=False)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


@pytest.fixture
def serve():
    servers: list[Server] = []
    directories: list[tempfile.TemporaryDirectory] = []

    def start(plan_text: str | None = SMALL_PLAN, extra: tuple[str, ...] = ()) -> Server:
        directory = tempfile.TemporaryDirectory(prefix="timelinekit-reliability-")
        directories.append(directory)
        server = Server(Path(directory.name), plan_text, extra)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
    for directory in directories:
        directory.cleanup()
