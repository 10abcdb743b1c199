"""Gestures of the interaction engine: resize by an edge, draw a link, delete a link from its context menu.

Pointer moves arrive with `button: -1` (what `PointerEvent.button` is during a
move); the server ignores a move's button, so drags reach the engine.
"""

from __future__ import annotations

import json
import re
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from helpers import bar_box, drag, element_point, grid_cell_text, wait_for_value_change, wait_until

SHORT = 20.0  # generous: CI machines may be busy


def _dependency_ids(driver) -> set[str]:
    """The drawn dependency lines' ids (`dependency:N`; not their arrowheads or selection outlines)."""
    ids = driver.execute_script(
        "return [...document.querySelectorAll('#chart svg [data-id^=\"dependency:\"]')]"
        ".map((n) => n.getAttribute('data-id'))")
    return {i for i in ids if re.fullmatch(r"dependency:\d+", i)}


def _center_of(driver, data_id: str):
    """The page point at the center of the largest drawn element with `data_id` (None while none is drawn)."""
    return driver.execute_script(
        """
        const nodes = [...document.querySelectorAll('#chart svg [data-id="' + arguments[0] + '"]')]
          .map((n) => n.getBoundingClientRect()).filter((b) => b.width > 0 || b.height > 0);
        if (!nodes.length) return null;
        const box = nodes.reduce((a, b) => (a.width + a.height >= b.width + b.height ? a : b));
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
        """,
        data_id,
    )


def _context_click(driver, data_id: str):
    """A right click on the drawn element `data_id`, by page coordinates (the page redraws the SVG on every
    frame, so an element reference may go stale between finding it and clicking it)."""
    point = wait_until(driver, lambda d: _center_of(d, data_id), f"{data_id} is not drawn", timeout=SHORT)
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(*point)
    actions.w3c_actions.pointer_action.pointer_down(button=2)
    actions.w3c_actions.pointer_action.pointer_up(button=2)
    actions.perform()


def _choose(driver, prefix: str, where: str):
    """Clicks the context menu's entry whose text (what a person reads) starts with `prefix`; found and
    clicked in one script, so a frame that redraws the menu in between cannot make it stale."""
    wait_until(driver, lambda d: d.execute_script(
        """
        const entry = [...document.querySelectorAll('[role="menu"] [role="menuitem"]')]
          .find((e) => e.offsetParent !== null && e.textContent.trim().startsWith(arguments[0]));
        if (!entry) return false;
        entry.click();
        return true;
        """, prefix), f"no '{prefix}' entry in {where}", timeout=SHORT)


def test_dragging_a_bars_finish_edge_resizes_it(page):
    old_start, old_finish = grid_cell_text(page, "Build", "start"), grid_cell_text(page, "Build", "finish")
    box = bar_box(page, 2)
    start = element_point(page, '#chart svg rect[data-id="item:2"]', 1.0, 0.5)
    start = (start[0] - 2, start[1])  # just inside the finish edge
    drag(page, start, [(start[0] + 80, start[1])])
    new_finish = wait_for_value_change(page, lambda d: grid_cell_text(d, "Build", "finish"), old_finish,
                                       "the Finish cell did not change", timeout=SHORT)
    assert new_finish > old_finish
    assert grid_cell_text(page, "Build", "start") == old_start, "the start moved: the bar was dragged, not resized"
    new_box = bar_box(page, 2)
    assert abs(new_box["x"] - box["x"]) < 1 and new_box["width"] > box["width"] + 40, (box, new_box)


def test_drawing_a_link_from_a_thumb_to_another_bar(page):
    before = _dependency_ids(page)
    assert len(before) == 1, before
    point = wait_until(page, lambda d: _center_of(d, "item:1"), "item:1 is not drawn", timeout=SHORT)
    click = ActionChains(page)
    click.w3c_actions.pointer_action.move_to_location(*point)
    click.w3c_actions.pointer_action.click()
    click.perform()  # select Design (by its position: the SVG is redrawn on every frame): its dependency thumbs show
    wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '#chart svg [data-id="thumb:1:finish"]'),
               "no dependency thumb on the selected bar", timeout=SHORT)
    thumb = element_point(page, '#chart svg [data-id="thumb:1:finish"]')
    target = element_point(page, '#chart svg rect[data-id="item:3"]', 0.25, 0.5)
    drag(page, thumb, [(thumb[0] + 20, thumb[1] + 10), target])
    after = wait_for_value_change(page, _dependency_ids, before, "no new dependency line", timeout=SHORT)
    assert len(after) == 2 and before < after, (before, after)


def test_deleting_a_link_from_its_context_menu(page):
    before = _dependency_ids(page)
    assert len(before) == 1, before
    (dependency_id,) = before
    _context_click(page, dependency_id)
    _choose(page, "Delete", "a context menu")
    wait_until(page, lambda d: not _dependency_ids(d), "the dependency line is still drawn", timeout=SHORT)
    assert bar_box(page, 2) and bar_box(page, 3)


def _touch(driver, kind: str, points: list[tuple[float, float]]):
    """A touch event through the DevTools protocol (Chromium turns it into pointer events of type touch)."""
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind,
        "touchPoints": [{"x": x, "y": y, "id": index} for index, (x, y) in enumerate(points)],
    })


def test_a_long_press_opens_the_context_menu(page):
    box = bar_box(page, 2)
    point = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    _touch(page, "touchStart", [point])
    entries = wait_until(
        page,
        lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, '[role="menu"] [role="menuitem"]') if e.is_displayed()],
        "a long press opened no context menu", timeout=SHORT)
    _touch(page, "touchEnd", [])
    assert any(e.text.strip().startswith("Delete") for e in entries), [e.text for e in entries]
    assert bar_box(page, 2) == box, "the long press moved the bar"


def test_a_pinch_zooms_the_chart(page):
    box = bar_box(page, 2)
    chart = page.find_element(By.ID, "chart").rect
    y = chart["y"] + chart["height"] - 20  # below the bars: an empty area
    center = box["x"]
    _touch(page, "touchStart", [(center - 20, y)])
    _touch(page, "touchStart", [(center - 20, y), (center + 20, y)])
    for step in range(1, 9):
        _touch(page, "touchMove", [(center - 20 - 5 * step, y), (center + 20 + 5 * step, y)])
    _touch(page, "touchEnd", [])
    wider = wait_until(page, lambda d: (lambda b: b if b and b["width"] > box["width"] * 1.5 else None)(bar_box(d, 2)),
                       "the pinch did not zoom in", timeout=SHORT)
    assert abs(wider["x"] - box["x"]) < box["width"], (box, wider)  # zoomed around the fingers, near the bar's start


def test_edit_from_the_context_menu_opens_the_task_dialog_and_the_dependency_dialog(page, server):
    # A bar's Edit: the task dialog opens on its name; typing and Enter renames the task.
    _context_click(page, "item:3")
    _choose(page, "Edit", "the bar's context menu")
    field = wait_until(page, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, '#task-dialog [name="label"]') if e.is_displayed()],
                       "Edit did not open the task dialog", timeout=SHORT)[0]
    assert field.get_attribute("value") == "Test"
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Test & verify", Keys.ENTER)
    wait_until(page, lambda d: grid_cell_text(d, "Test & verify", "label") == "Test & verify",
               "the renamed task is not in the grid", timeout=SHORT)

    # A line's Edit: the dialog names both ends; choosing another type changes the link.
    (dependency_id,) = _dependency_ids(page)
    _context_click(page, dependency_id)
    _choose(page, "Edit", "the line's context menu")
    dialog = wait_until(page, lambda d: [e for e in d.find_elements(By.ID, "dependency-editor") if e.is_displayed()],
                        "Edit did not open the dependency dialog", timeout=SHORT)[0]
    assert dialog.find_element(By.CSS_SELECTOR, ".ends").text == "Build → Test & verify"
    Select(dialog.find_element(By.TAG_NAME, "select")).select_by_value("SS")

    def stored_type(_):
        with urllib.request.urlopen(server.url + "/export.json", timeout=5) as response:
            document = json.load(response)
        return [d.get("type", "FS") for d in document["dependencies"]] == ["SS"]

    wait_until(page, stored_type, "the link's type did not become SS", timeout=SHORT)
    # The lag: typed and sent with Enter, stored as the document's lag.
    lag = dialog.find_element(By.CSS_SELECTOR, 'input[name="lag"]')
    lag.send_keys("2d", Keys.ENTER)

    def stored_lag(_):
        with urllib.request.urlopen(server.url + "/export.json", timeout=5) as response:
            document = json.load(response)
        return [d.get("lag") for d in document["dependencies"]] == ["48h"]  # 2 working days of the continuous calendar, written exactly

    wait_until(page, stored_lag, "the link's lag was not stored", timeout=SHORT)
    dialog.find_element(By.CSS_SELECTOR, '[data-action="close"]').click()
    assert not page.find_element(By.ID, "dependency-editor").is_displayed()


def test_a_drag_held_at_the_right_edge_keeps_scrolling_and_moving_the_bar(page):
    old_start = grid_cell_text(page, "Build", "start")
    grip = element_point(page, '#chart svg rect[data-id="item:2"]', 0.5, 0.5)
    chart = page.find_element(By.ID, "chart").rect
    edge = (round(chart["x"] + chart["width"] - 4), grip[1])
    actions = ActionChains(page, duration=50)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(*grip)
    pointer.pointer_down()
    for step in range(1, 9):
        pointer.move_to_location(round(grip[0] + (edge[0] - grip[0]) * step / 8), grip[1])
    actions.perform()
    at_edge = wait_for_value_change(page, lambda d: grid_cell_text(d, "Build", "start"), old_start,
                                    "the drag did not move the bar", timeout=SHORT)
    # Held still at the edge: the page ticks, the view scrolls right and the bar goes on moving later.
    later = wait_for_value_change(page, lambda d: grid_cell_text(d, "Build", "start"), at_edge,
                                  "holding the drag at the edge did not auto-scroll", timeout=SHORT)
    assert later > at_edge > old_start
    release = ActionChains(page)
    release.w3c_actions.pointer_action.pointer_up()
    release.perform()


def test_auto_schedule_makes_successors_follow_a_dragged_bar(page):
    old_test = grid_cell_text(page, "Test", "start")
    page.find_element(By.ID, "autoschedule").click()
    wait_until(page, lambda d: d.find_element(By.ID, "autoschedule").get_attribute("aria-pressed") == "true",
               "the Auto-schedule button did not turn on", timeout=SHORT)
    old_build = grid_cell_text(page, "Build", "start")
    box = bar_box(page, 2)
    grip = (round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    drag(page, grip, [(grip[0] + 150, grip[1])])
    new_build = wait_for_value_change(page, lambda d: grid_cell_text(d, "Build", "start"), old_build,
                                      "the drag did not move Build", timeout=SHORT)
    new_test = wait_for_value_change(page, lambda d: grid_cell_text(d, "Test", "start"), old_test,
                                     "Test (after Build) did not follow", timeout=SHORT)
    assert new_build > old_build and new_test > old_test
