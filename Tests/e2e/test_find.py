"""Selection, filter, sort and search in the page: Ctrl+click two bars and drag one, both move and
one Undo takes both back; a rubber band over the empty chart selects the bars it touches; the find
bar's filter shows only matching rows; a click on a column header sorts by it (ascending, descending,
the plan's order); Find with Enter / Shift+Enter goes to the next / previous task, scrolled into view
and selected.

The plan is conftest's SMALL_PLAN (Design, Build, Test, Release) on the continuous schedule, or a
200-task plan for the search. Screenshots go to Tests/e2e/artifacts/find-*.png.
"""

from __future__ import annotations

from datetime import datetime

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ARTIFACTS, large_plan, wait_for_page
from helpers import bar_box, drag, grid_cell_text, grid_labels, wait_until

SHORT = 20.0


def _picked(driver) -> list[str]:
    """The labels of the selected grid rows, top to bottom, read in one script."""
    return driver.execute_script(
        """
        return [...document.querySelectorAll('#grid .grid-row.picked')]
          .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
          .map((row) => row.querySelector('.cell[data-column="label"]').textContent);
        """
    )


def _click_at(driver, x: float, y: float, key=None) -> None:
    """A click at page point (x, y), with `key` held through it (the keyboard pauses while the pointer acts,
    so the key is still down when the button is)."""
    actions = ActionChains(driver)
    if key:
        actions.key_down(key)
    pointer, keyboard = actions.w3c_actions.pointer_action, actions.w3c_actions.key_action
    for step in (lambda: pointer.move_to_location(int(x), int(y)), pointer.pointer_down, pointer.pointer_up):
        step()
        keyboard.pause()
    if key:
        actions.key_up(key)
    actions.perform()


def _bar_center(driver, item: int):
    box = wait_until(driver, lambda d: bar_box(d, item), f"item {item} is not drawn", timeout=SHORT)
    return round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)


def _start(driver, label: str) -> datetime:
    return datetime.strptime(grid_cell_text(driver, label, "start"), "%Y-%m-%d %H:%M")


def test_ctrl_click_two_bars_and_drag_moves_both_as_one_undo(page):
    ARTIFACTS.mkdir(exist_ok=True)
    design, build = _start(page, "Design"), _start(page, "Build")
    _click_at(page, *_bar_center(page, 1))
    wait_until(page, lambda d: _picked(d) == ["Design"], f"a click did not select Design: {_picked(page)}", timeout=SHORT)
    _click_at(page, *_bar_center(page, 2), key=Keys.CONTROL)
    wait_until(page, lambda d: _picked(d) == ["Design", "Build"], f"Ctrl+click did not add Build: {_picked(page)}", timeout=SHORT)
    page.save_screenshot(str(ARTIFACTS / "find-two-selected.png"))

    x, y = _bar_center(page, 1)
    drag(page, (x, y), [(x + 24, y), (x + 48, y)])
    wait_until(page, lambda d: _start(d, "Design") != design and _start(d, "Build") != build,
               "dragging Design did not move both selected bars", timeout=SHORT)
    moved = _start(page, "Design") - design
    assert moved.total_seconds() > 0
    assert _start(page, "Build") - build == moved, "both bars moved by the same time"
    assert _start(page, "Test") == datetime(2025, 3, 18, 8, 0), "the unselected Test did not move"

    page.find_element(By.CSS_SELECTOR, '[data-command="undo"]').click()
    wait_until(page, lambda d: _start(d, "Design") == design and _start(d, "Build") == build,
               "one Undo did not put both bars back", timeout=SHORT)


def test_rubber_band_selects_the_bars_it_touches(page):
    design = wait_until(page, lambda d: bar_box(d, 1), "Design is not drawn", timeout=SHORT)
    test = wait_until(page, lambda d: bar_box(d, 3), "Test is not drawn", timeout=SHORT)
    start = (round(test["x"] + test["width"] + 40), round(test["y"] + test["height"] / 2))   # empty: right of Test, on its row
    end = (round(design["x"] - 10), round(design["y"] + 2))                                  # up to Design's row, left of it
    drag(page, start, [end])
    wait_until(page, lambda d: _picked(d) == ["Design", "Build", "Test"],
               f"the band did not select Design, Build and Test: {_picked(page)}", timeout=SHORT)
    page.save_screenshot(str(ARTIFACTS / "find-rubber-band.png"))


def test_filter_shows_only_matching_rows_and_clear_shows_all(page):
    ARTIFACTS.mkdir(exist_ok=True)
    box = page.find_element(By.ID, "filter-text")
    box.send_keys("te")   # Test (and no other name, resource or note)
    wait_until(page, lambda d: grid_labels(d) == ["Test"], f"the filter did not leave Test alone: {grid_labels(page)}", timeout=SHORT)
    assert page.find_element(By.ID, "find-count").text == "1 of 4 tasks match"   # counted against the plan's four tasks
    page.save_screenshot(str(ARTIFACTS / "find-filter.png"))
    box.send_keys(Keys.BACKSPACE, Keys.BACKSPACE)
    page.find_element(By.ID, "filter-milestones").click()
    wait_until(page, lambda d: grid_labels(d) == ["Release"], f"milestones only: {grid_labels(page)}", timeout=SHORT)
    page.find_element(By.ID, "filter-clear").click()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Test", "Release"], "Clear did not show every task", timeout=SHORT)


def test_a_column_header_sorts_ascending_descending_then_the_plans_order(page):
    def header_click():
        point = page.execute_script(
            "const b = document.querySelector('#grid .grid-header [data-column=\"label\"] .text').getBoundingClientRect();"
            " return [b.left + 4, b.top + b.height / 2];"
        )
        _click_at(page, *point)

    def sort_mark():
        return page.execute_script("return document.querySelector('#grid .grid-header [data-column=\"label\"]').getAttribute('aria-sort');")

    header_click()
    wait_until(page, lambda d: grid_labels(d) == ["Build", "Design", "Release", "Test"], f"ascending: {grid_labels(page)}", timeout=SHORT)
    assert sort_mark() == "ascending"
    page.save_screenshot(str(ARTIFACTS / "find-sorted.png"))
    header_click()
    wait_until(page, lambda d: grid_labels(d) == ["Test", "Release", "Design", "Build"], f"descending: {grid_labels(page)}", timeout=SHORT)
    assert sort_mark() == "descending"
    header_click()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Test", "Release"], f"plan order: {grid_labels(page)}", timeout=SHORT)
    assert sort_mark() == "none"
    # The sort was a view: the WBS numbers are the plan's.
    assert grid_cell_text(page, "Release", "wbs") == "4"


def test_find_next_and_previous_scroll_to_the_hit_and_select_it(make_server, driver):
    server = make_server(large_plan(200), name="large.yaml")
    driver.get(server.url)
    wait_for_page(driver)
    assert "Task 150" not in grid_labels(driver)
    search = driver.find_element(By.ID, "search-text")
    search.send_keys("Task 150", Keys.ENTER)
    wait_until(driver, lambda d: _picked(d) == ["Task 150"], f"Find did not select Task 150: {_picked(driver)}", timeout=SHORT)
    assert "Task 150" in grid_labels(driver), "the hit was scrolled into view"
    assert driver.find_element(By.ID, "search-count").text == "1 of 1"
    driver.save_screenshot(str(ARTIFACTS / "find-search.png"))

    # "Task 1" is in Task 1, Task 10–19 and Task 100–199: from Task 150 the next is Task 151, the previous Task 149.
    search.clear()
    search.send_keys("Task 1", Keys.ENTER)
    wait_until(driver, lambda d: _picked(d) == ["Task 151"], f"next after Task 150: {_picked(driver)}", timeout=SHORT)
    search.send_keys(Keys.SHIFT, Keys.ENTER)
    wait_until(driver, lambda d: _picked(d) == ["Task 150"], f"previous: {_picked(driver)}", timeout=SHORT)
    assert driver.find_element(By.ID, "search-count").text.endswith(" of 111"), "Task 1, Task 10–19 and Task 100–199"
