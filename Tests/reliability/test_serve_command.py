"""`timelinekit serve` as a user runs it: a busy port and a bad file create and import nothing."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from conftest import BINARY, ROOT


def test_busy_port_imports_nothing_and_says_which_port(serve):
    server = serve()
    with tempfile.TemporaryDirectory() as directory:
        db = Path(directory) / "other.sqlite"
        result = subprocess.run([str(BINARY), "serve", str(ROOT / "examples" / "office-fitout.yaml"), "--port", str(server.port),
                                 "--db", str(db)], capture_output=True, text=True, timeout=60)
        assert result.returncode == 1
        assert f"port {server.port} on 127.0.0.1 is in use" in result.stderr
        assert "--port" in result.stderr and "errno" not in result.stderr
        assert not db.exists()


def test_a_file_with_errors_creates_no_database(tmp_path):
    plan = tmp_path / "bad.yaml"
    plan.write_text("items:\n  - {id: 1, label: X, start: 2025-13-01, duration: 2d}\n")
    db = tmp_path / "plans.sqlite"
    result = subprocess.run([str(BINARY), "serve", str(plan), "--port", "0", "--db", str(db)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "bad.yaml:2:" in result.stderr and "month 13" in result.stderr
    assert not db.exists()


def serve_once(plan: Path, db: Path, *extra: str) -> str:
    """Starts `serve plan`, returns what it printed up to "serving at", and stops it."""
    process = subprocess.Popen([str(BINARY), "serve", str(plan), "--port", "0", "--db", str(db), *extra],
                               stdout=subprocess.PIPE, text=True)
    lines = []
    for line in process.stdout:
        lines.append(line)
        if "serving at" in line:
            break
    process.terminate()
    process.wait(timeout=10)
    return "".join(lines)


def test_serving_the_same_file_again_serves_the_same_plan(tmp_path):
    db = tmp_path / "plans.sqlite"
    plan = ROOT / "examples" / "office-fitout.yaml"
    first = serve_once(plan, db)
    assert "Imported" in first and "/plans/1" in first
    again = serve_once(plan, db)
    assert "Serving plan 1, imported from" in again and "/plans/1" in again
    fresh = serve_once(plan, db, "--reimport")
    assert "Imported" in fresh and "/plans/2" in fresh


def test_changed_bytes_import_a_new_copy_and_a_missing_file_names_itself(tmp_path):
    db = tmp_path / "plans.sqlite"
    plan = tmp_path / "fitout.yaml"
    plan.write_text((ROOT / "examples" / "office-fitout.yaml").read_text())
    assert "/plans/1" in serve_once(plan, db)
    # One byte more (a comment at the end): another fingerprint, so another import.
    plan.write_text(plan.read_text() + "# revised\n")
    second = serve_once(plan, db)
    assert "Imported" in second and "/plans/2" in second
    assert "Serving plan 2, imported from" in serve_once(plan, db)

    missing = tmp_path / "nowhere.yaml"
    other_db = tmp_path / "other.sqlite"
    result = subprocess.run([str(BINARY), "serve", str(missing), "--port", "0", "--db", str(other_db)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert f"{missing}: no such file" in result.stderr
    assert not other_db.exists()

    folder = tmp_path / "plans.yaml"
    folder.mkdir()
    result = subprocess.run([str(BINARY), "serve", str(folder), "--port", "0", "--db", str(other_db)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert f"{folder}: is a directory, not a plan file" in result.stderr
    assert not other_db.exists()
