"""`timelinekit render --paper A4|A3|Letter --landscape --fit-width` as a user runs it.

The plan is 1 464 pt long (61 days at 1 pt an hour) with four rows. With
`--grid`, the project grid is 50 + 200 + 70 + 140 + 140 + 96 + 100 + 130 =
926 pt, more than 60 % of any page's body, so the chart is scaled until the
grid takes 60 % and each page shows 926 / 0.6 - 926 = 617.3 pt of timeline:
1 464 / 617.3 = 2.4 -> 3 pages across, whatever the paper. Without the grid,
A4 landscape's 785.2 pt body holds 1 464 / 785.2 = 1.9 -> 2 pages.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from conftest import BINARY, SMALL_PLAN


def render(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess:
    plan = tmp_path / "plan.yaml"
    plan.write_text(SMALL_PLAN)
    return subprocess.run([str(BINARY), "render", str(plan), *arguments], capture_output=True, text=True, timeout=120)


def pdf_pages(path: Path) -> tuple[int, list[list[float]]]:
    """The page objects (`/Type /Page`, not `/Pages`) and their media boxes."""
    text = path.read_bytes().decode("latin-1")
    count = len(re.findall(r"/Type\s*/Page(?!s)", text))
    boxes = [[float(v) for v in box.split()] for box in re.findall(r"/MediaBox\s*\[([^\]]*)\]", text)]
    return count, boxes


def test_a4_landscape_with_the_grid_is_three_a4_landscape_pages(tmp_path):
    output = tmp_path / "plan.pdf"
    result = render(tmp_path, "--grid", "--paper", "A4", "--landscape", "-o", str(output))
    assert result.returncode == 0, result.stderr
    count, boxes = pdf_pages(output)
    assert count == 3
    assert len(boxes) == 3
    for box in boxes:
        assert abs(box[2] - 841.89) < 0.01 and abs(box[3] - 595.28) < 0.01


def test_fit_width_is_one_page_and_letter_portrait_three(tmp_path):
    fitted = tmp_path / "fitted.pdf"
    result = render(tmp_path, "--grid", "--paper", "a4", "--landscape", "--fit-width", "-o", str(fitted))
    assert result.returncode == 0, result.stderr
    assert pdf_pages(fitted)[0] == 1
    letter = tmp_path / "letter.pdf"
    result = render(tmp_path, "--grid", "--paper", "Letter", "-o", str(letter))
    assert result.returncode == 0, result.stderr
    count, boxes = pdf_pages(letter)
    assert count == 3 and all(box == [0, 0, 612, 792] for box in boxes)


def test_without_the_grid_the_timeline_takes_the_whole_width(tmp_path):
    output = tmp_path / "plan.pdf"
    result = render(tmp_path, "--paper", "A4", "--landscape", "-o", str(output))
    assert result.returncode == 0, result.stderr
    assert pdf_pages(output)[0] == 2


def test_png_output_is_one_file_per_page(tmp_path):
    output = tmp_path / "plan.png"
    result = render(tmp_path, "--grid", "--paper", "A3", "--landscape", "-o", str(output))
    assert result.returncode == 0, result.stderr
    written = sorted(p.name for p in tmp_path.glob("plan-*.png"))
    assert written == ["plan-1.png", "plan-2.png", "plan-3.png"]
    assert not output.exists()
    # A3 landscape at 1 px a point: 1190.55 x 841.89 -> the PNG header's width and height.
    header = (tmp_path / "plan-1.png").read_bytes()[16:24]
    width, height = int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")
    assert abs(width - 1190.55) <= 1 and abs(height - 841.89) <= 1


def test_bad_flags_are_refused_naming_the_flag(tmp_path):
    output = tmp_path / "plan.pdf"
    for arguments, words in [(("--paper", "A5"), ["--paper", "A5", "A4, A3, Letter"]),
                             (("--landscape",), ["--landscape", "--paper"]),
                             (("--fit-width",), ["--fit-width", "--paper"]),
                             (("--paper", "A4", "--rows", "0..2"), ["--rows", "--paper"])]:
        result = render(tmp_path, *arguments, "-o", str(output))
        assert result.returncode != 0, arguments
        for word in words:
            assert word in result.stderr, (arguments, result.stderr)
        assert not output.exists(), arguments
