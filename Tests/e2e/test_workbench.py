"""What a newcomer trips over: adding a task, seeing a drag's dates, menus at the edge, export names, read-only plans, long ids."""

from __future__ import annotations

import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import wait_for_page
from helpers import LiveSocket, bar_box, element_box, grid_cell_text, grid_labels, status_text, wait_until


def test_add_task_adds_a_row_below_the_last_and_opens_its_name(page):
    before = grid_labels(page)
    page.find_element(By.CSS_SELECTOR, '[data-command="addTask"]').click()
    field = wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .grid-body input"),
                       "Add task did not open the new task's name")[0]
    assert field.get_attribute("value") == "New task"
    assert status_text(page) == 'added "New task"'
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Kickoff meeting", Keys.ENTER)
    wait_until(page, lambda d: "Kickoff meeting" in grid_labels(d), "the new task's name is not in the grid")
    labels = grid_labels(page)
    assert labels.index("Kickoff meeting") > max(labels.index(name) for name in before if name), labels


def test_a_dragged_bar_shows_its_dates_beside_the_pointer(page):
    box = bar_box(page, 2)
    start = (round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    actions = ActionChains(page, duration=50)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(*start)
    pointer.pointer_down()
    for step in range(1, 5):
        pointer.move_to_location(start[0] + 12 * step, start[1])
    actions.perform()
    tooltip = wait_until(page, lambda d: [e for e in d.find_elements(By.ID, "drag-tooltip") if e.is_displayed() and e.text],
                         "no visible tooltip while dragging")[0]
    assert "2025-03" in tooltip.text, tooltip.text
    tip = tooltip.rect
    assert abs(tip["x"] - (start[0] + 48)) < 60 and abs(tip["y"] - start[1]) < 60, (tip, start)
    release = ActionChains(page, duration=50)
    release.w3c_actions.pointer_action.pointer_up()
    release.perform()
    wait_until(page, lambda d: not d.find_element(By.ID, "drag-tooltip").is_displayed(), "the tooltip stayed after the release")


def test_a_context_menu_near_the_bottom_edge_stays_inside_the_chart(page):
    page.set_window_size(1400, 374)  # the lowest visible task is then near the chart's bottom edge (above the time scrollbar)

    def lowest(d):
        chart = d.find_element(By.ID, "chart").rect
        boxes = [b for b in (bar_box(d, item) for item in (1, 2, 3, 4)) if b and b["y"] + b["height"] <= chart["y"] + chart["height"]]
        box = max(boxes, key=lambda b: b["y"], default=None)
        return box if box and box["y"] > chart["y"] + chart["height"] - 90 else None

    box = wait_until(page, lowest, "no task near the bottom edge after shrinking the window")
    actions = ActionChains(page)
    actions.w3c_actions.pointer_action.move_to_location(round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    actions.context_click().perform()
    # Read in one script: a frame may redraw the menu between two WebDriver calls.
    rect, chart = wait_until(page, lambda d: d.execute_script(
        """
        const menu = document.querySelector('#chart .menu');
        if (!menu) return null;
        const m = menu.getBoundingClientRect(), c = document.getElementById('chart').getBoundingClientRect();
        return [{y: m.top, height: m.height}, {y: c.top, height: c.height}];
        """), "no context menu")
    assert rect["y"] >= chart["y"] - 1 and rect["y"] + rect["height"] <= chart["y"] + chart["height"] + 1, (rect, chart)


def test_an_open_context_menu_keeps_the_focused_entry_when_another_page_edits(page, server):
    box = wait_until(page, lambda d: bar_box(d, 2), "Build is not drawn")
    actions = ActionChains(page)
    actions.w3c_actions.pointer_action.move_to_location(round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    actions.context_click().perform()
    first = wait_until(page, lambda d: d.execute_script(
        "const e = document.activeElement; return e && e.closest('#chart .menu') ? e.dataset.menuItem : null"), "the menu's first entry has no focus")
    ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()
    second = wait_until(page, lambda d: d.execute_script(
        "const e = document.activeElement; return e && e.closest('#chart .menu') && e.dataset.menuItem !== arguments[0] ? e.dataset.menuItem : null", first),
        "ArrowDown did not move to the next entry")
    # Another person renames Design: this page gets a new frame while its menu is open.
    other = LiveSocket(server.base, int(server.url.rsplit("/", 1)[-1]))
    try:
        other.request({"type": "hello", "viewport": {"width": 1200, "height": 500}})
        reply = other.request({"type": "command", "name": "editCell", "arguments": {"row": 0, "column": "label", "text": "Design review"}})
        assert reply["type"] == "frame", reply
    finally:
        other.close()
    wait_until(page, lambda d: grid_cell_text(d, "Design review", "label") == "Design review", "the other page's edit did not arrive")
    state = page.execute_script(
        "const e = document.activeElement; return [document.querySelectorAll('#chart .menu').length, e && e.dataset ? e.dataset.menuItem : null]")
    assert state == [1, second], f"after a frame: {state[0]} menus, focus on {state[1]!r} (was {second!r})"


def test_exports_are_named_after_the_plan(page, server):
    with urllib.request.urlopen(server.url + "/export.svg", timeout=20) as response:
        assert response.headers["Content-Disposition"] == 'inline; filename="E2E-plan.svg"', response.headers["Content-Disposition"]


def test_a_read_only_plan_offers_no_exports_and_no_add_task(driver, make_server):
    server = make_server(options=("--virtual-rows", "1000"))
    driver.get(server.base + "/plans/-1")
    wait_for_page(driver, timeout=30)
    assert not driver.find_element(By.CSS_SELECTOR, 'nav[aria-label="Export"]').is_displayed()
    assert not driver.find_element(By.CSS_SELECTOR, '[data-command="addTask"]').is_displayed()
    driver.get(server.url)
    wait_for_page(driver)
    assert driver.find_element(By.CSS_SELECTOR, 'nav[aria-label="Export"]').is_displayed()


def test_grid_columns_resize_by_their_header_edge_and_keep_their_width_after_a_reload(page):
    header = page.find_element(By.CSS_SELECTOR, '#grid .grid-header [data-column="label"]')
    before = header.rect["width"]
    grid = page.find_element(By.ID, "grid").rect
    columns = sum(c.rect["width"] for c in page.find_elements(By.CSS_SELECTOR, "#grid .grid-header .cell"))
    window = page.execute_script("return window.innerWidth")
    assert grid["width"] >= min(columns, window * 0.5) - 4, ("the grid starts narrower than its columns or half the window", grid, columns)
    handle = header.find_element(By.CSS_SELECTOR, ".col-resizer").rect
    start = (round(handle["x"] + handle["width"] / 2), round(handle["y"] + handle["height"] / 2))
    actions = ActionChains(page, duration=50)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(*start)
    pointer.pointer_down()
    pointer.move_to_location(start[0] + 40, start[1])
    pointer.move_to_location(start[0] + 80, start[1])
    pointer.pointer_up()
    actions.perform()
    wait_until(page, lambda d: abs(d.find_element(By.CSS_SELECTOR, '#grid .grid-header [data-column="label"]').rect["width"] - (before + 80)) <= 2,
               "the Task column did not widen by the drag")
    cell = element_box(page, '#grid .grid-body [data-column="label"]')
    assert abs(cell["width"] - (before + 80)) <= 2, cell
    page.refresh()
    wait_for_page(page)
    wait_until(page, lambda d: abs(d.find_element(By.CSS_SELECTOR, '#grid .grid-header [data-column="label"]').rect["width"] - (before + 80)) <= 2,
               "the column width was not kept after a reload")


def test_the_id_and_wbs_columns_widen_to_show_long_numbers_until_the_user_sizes_them(driver, make_server):
    # Ids past 9 999 and an outline three deep with a dozen children: "1234567" and "1.12.3" do not fit the
    # default widths (44 and 52 px); the columns grow to show them whole.
    lines = ["version: 1", "title: Long numbers", "calendar: continuous", "timeline: {start: 2025-03-01, finish: 2025-04-01}", "items:",
             "  - {id: 1000000, label: Programme, type: summary, start: 2025-03-03T08:00:00, finish: 2025-03-04T08:00:00}"]
    for child in range(12):
        lines.append(f"  - {{id: {1000001 + child}, label: Stream {child + 1}, type: summary, parent: 1000000, "
                     "start: 2025-03-03T08:00:00, finish: 2025-03-04T08:00:00}")
    for task in range(3):
        lines.append(f"  - {{id: {1234565 + task}, label: Task {task + 1}, parent: 1000012, "
                     "start: 2025-03-05T08:00:00, finish: 2025-03-06T08:00:00}")
    server = make_server("\n".join(lines) + "\n")
    driver.get(server.url)
    wait_for_page(driver)
    cut = """
      return [...document.querySelectorAll('#grid .grid-body [data-column="' + arguments[0] + '"] .text')]
        .filter((text) => text.scrollWidth > text.clientWidth + 1).map((text) => text.textContent);
    """
    texts = driver.execute_script("""return [...document.querySelectorAll('#grid .grid-body [data-column="wbs"] .text')].map((t) => t.textContent);""")
    assert "1.12.3" in texts, texts
    for key in ("id", "wbs"):
        wait_until(driver, lambda d: not d.execute_script(cut, key), f"the {key} column still cuts its numbers")
    assert driver.find_element(By.CSS_SELECTOR, '#grid .grid-header [data-column="id"]').rect["width"] > 44
    # A width the user chose wins over the fitted one.
    driver.execute_script("localStorage.setItem('timelinekit.columnWidths', JSON.stringify({id: 40}));")
    driver.refresh()
    wait_for_page(driver)
    wait_until(driver, lambda d: abs(d.find_element(By.CSS_SELECTOR, '#grid .grid-header [data-column="id"]').rect["width"] - 40) <= 1,
               "the user's width for the ID column was not kept")


_COUNT_SENT = """
window.__sent = [];
const original = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  try { const m = JSON.parse(data); window.__sent.push(m.type); (window.__log = window.__log || []).push(JSON.stringify(m.viewport || [m.width, m.height])); } catch (error) { window.__sent.push("?"); }
  return original.call(this, data);
};
"""


def test_start_up_sends_hello_and_no_resize_until_the_window_changes(driver, server):
    # Counts the page's messages from its first script on (issue 17: a second, identical frame 50 ms after the first).
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _COUNT_SENT})
    try:
        driver.get(server.url)
        wait_for_page(driver)
        time.sleep(1.0)   # past the resize observer's 60 ms debounce, and a frame's round trip
        sent = driver.execute_script("return window.__sent")
        assert sent.count("hello") == 1 and "resize" not in sent, (sent, driver.execute_script("return window.__log"))
        # A real change of size is still sent, and the last one sent is the chart's final size.
        driver.set_window_size(1100, 640)
        wait_until(driver, lambda d: "resize" in d.execute_script("return window.__sent"), "a window resize sent no resize")
        time.sleep(0.5)
        last = driver.execute_script("return window.__log")[-1]
        size = driver.execute_script("const c = document.getElementById('chart'); return [c.clientWidth, c.clientHeight]")
        assert last == str(size).replace(" ", ""), (last, size)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": "1"})


def test_the_time_scrollbar_shows_the_visible_weeks_and_scrolls_the_chart(page):
    """Under the chart a scrollbar shows which part of the plan's timeline is in
    view; dragging its thumb scrolls the chart, a press on the track before
    the thumb pages back."""
    for _ in range(3):  # zoomed in, the plan is wider than the chart
        page.find_element(By.CSS_SELECTOR, '[data-command="zoomIn"]').click()
        time.sleep(0.3)
    scrollbar = page.find_element(By.ID, "hscroll")
    thumb = page.find_element(By.ID, "hthumb")
    wait_until(page, lambda d: int(scrollbar.get_attribute("aria-valuemax")) > 300, "zoomed in, the plan still fits the chart")
    wait_until(page, lambda d: thumb.size["width"] < scrollbar.size["width"] - 10, "the thumb fills the track")
    start = int(scrollbar.get_attribute("aria-valuenow"))
    design = bar_box(page, 1)

    track = scrollbar.size["width"] - thumb.size["width"]
    ActionChains(page).click_and_hold(thumb).move_by_offset(track / 4, 0).move_by_offset(track / 4, 0).release().perform()
    wait_until(page, lambda d: int(scrollbar.get_attribute("aria-valuenow")) > start + 200, "dragging the thumb did not scroll")
    moved = bar_box(page, 1)
    assert moved is None or moved["x"] < (design["x"] if design else 10**6) - 100, (design, moved)

    scrolled = int(scrollbar.get_attribute("aria-valuenow"))
    ActionChains(page).move_to_element_with_offset(scrollbar, -scrollbar.size["width"] // 2 + 3, 0).click().perform()
    wait_until(page, lambda d: int(scrollbar.get_attribute("aria-valuenow")) < scrolled, "a press before the thumb did not page back")
