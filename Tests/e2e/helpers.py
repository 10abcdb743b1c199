"""What a person sees on the page, read through Selenium."""

from __future__ import annotations

import json

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 15.0
# The grid's columns (the library's project columns), by the keys the page gives them.
COLUMNS = {"id": 0, "wbs": 1, "label": 2, "duration": 3, "start": 4, "finish": 5, "completion": 6, "predecessors": 7, "attachment": 8}

# The drawn box of an item: the union of the client rectangles of its
# `data-id="item:N"` elements that are rects, paths or polygons (the bar, its
# completion, a milestone's diamond), so labels beside the bar do not count.
_BOX_SCRIPT = """
const nodes = [...document.querySelectorAll('#chart svg [data-id="' + arguments[0] + '"]')];
const shapes = nodes.filter((n) => ['rect', 'path', 'polygon'].includes(n.tagName.toLowerCase()));
const boxes = (shapes.length ? shapes : nodes).map((n) => n.getBoundingClientRect()).filter((b) => b.width > 0 || b.height > 0);
if (!boxes.length) return null;
const left = Math.min(...boxes.map((b) => b.left)), right = Math.max(...boxes.map((b) => b.right));
const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
return {x: left, y: top, width: right - left, height: bottom - top};
"""


def bar_box(driver, item: int):
    """The item's drawn box in page pixels, or None when it is not drawn."""
    return driver.execute_script(_BOX_SCRIPT, f"item:{item}")


def element_box(driver, css: str):
    """The first element matching `css` as {x, y, width, height} in page pixels (None when absent),
    read in one script so a redraw cannot make it stale."""
    return driver.execute_script(
        "const n = document.querySelector(arguments[0]); if (!n) return null;"
        " const b = n.getBoundingClientRect(); return {x: b.left, y: b.top, width: b.width, height: b.height};",
        css,
    )


def bar_element(driver, item: int):
    """The item's bar element (the widest shape with its data-id)."""
    elements = driver.find_elements(By.CSS_SELECTOR, f'#chart svg [data-id="item:{item}"]')
    shapes = [e for e in elements if e.tag_name.lower() in ("rect", "path", "polygon")] or elements
    assert shapes, f"item:{item} is not drawn"
    return max(shapes, key=lambda e: e.size["width"])


def grid_rows(driver) -> list[list[str]]:
    """The visible grid rows' cell texts, top to bottom."""
    return driver.execute_script(
        """
        return [...document.querySelectorAll('#grid .grid-row')]
          .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
          .map((row) => [...row.querySelectorAll('.cell')].map((cell) => cell.textContent));
        """
    )


def grid_labels(driver) -> list[str]:
    return [row[COLUMNS["label"]] for row in grid_rows(driver) if row]


def grid_cell_text(driver, label: str, column: str):
    """The text of `column` in the row whose Task cell is `label` (None if not shown)."""
    for row in grid_rows(driver):
        if row and row[COLUMNS["label"]] == label:
            return row[COLUMNS[column]]
    return None


def grid_cell(driver, label: str, column: str):
    """The cell element of `column` in the row labelled `label`."""
    for row in driver.find_elements(By.CSS_SELECTOR, "#grid .grid-row"):
        cells = row.find_elements(By.CSS_SELECTOR, ".cell")
        if cells and cells[COLUMNS["label"]].text == label:
            return cells[COLUMNS[column]]
    raise AssertionError(f"no grid row labelled {label!r}: {grid_labels(driver)}")


_CELL_POINT_SCRIPT = """
for (const row of document.querySelectorAll('#grid .grid-row')) {
  const cells = row.querySelectorAll('.cell');
  if (cells.length && cells[arguments[1]].textContent === arguments[0]) {
    cells[arguments[2]].scrollIntoView({block: "nearest", inline: "nearest"});   // as WebDriver's element clicks do
    const box = cells[arguments[2]].getBoundingClientRect();
    return [Math.round(box.left + Math.min(box.width / 2, 40)), Math.round(box.top + box.height / 2)];
  }
}
return null;
"""


def grid_cell_point(driver, label: str, column: str):
    """A page point inside `column` of the row labelled `label` (None when not shown): read in one
    script, so a frame that redraws the grid cannot make an element reference stale."""
    return driver.execute_script(_CELL_POINT_SCRIPT, label, COLUMNS["label"], COLUMNS[column])


def click_grid_cell(driver, label: str, column: str = "label", how: str = "click") -> None:
    """Clicks (`how`: "click", "double" or "context") the grid cell at its page point, then keeps
    focus where the page put it, so keys sent with `ActionChains(driver).send_keys` reach the row."""
    from selenium.webdriver.common.action_chains import ActionChains

    point = wait_until(driver, lambda d: grid_cell_point(d, label, column), f"no grid row labelled {label!r}: {grid_labels(driver)}")
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(*point)
    {"click": actions.click, "double": actions.double_click, "context": actions.context_click}[how]()
    actions.perform()


def status_text(driver) -> str:
    return driver.find_element(By.ID, "status").text


def wait_until(driver, condition, message: str, timeout: float = WAIT):
    """WebDriverWait that retries through stale elements (the page redraws on every frame)."""

    def check(d):
        try:
            return condition(d)
        except StaleElementReferenceException:
            return False

    return WebDriverWait(driver, timeout, poll_frequency=0.1).until(check, message)


def wait_for_value_change(driver, read, old, message: str, timeout: float = WAIT):
    """Waits until read(driver) is not None and differs from old; returns it."""
    result = {}

    def changed(d):
        value = read(d)
        result["value"] = value
        return value is not None and value != old

    try:
        wait_until(driver, changed, message, timeout)
    except Exception as error:
        raise AssertionError(f"{message}: still {result.get('value')!r} (was {old!r})") from error
    return result["value"]


def edit_cell(driver, label: str, column: str, text: str) -> None:
    """Double-clicks a grid cell, types `text` and presses Enter."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    editor = None
    for _attempt in range(3):  # a frame may redraw the grid between the two clicks: try again (bounded)
        try:
            click_grid_cell(driver, label, column, "double")
            editor = wait_until(
                driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .cell input"), "no cell editor", timeout=3
            )[0]
            break
        except (StaleElementReferenceException, TimeoutException):
            continue
    assert editor is not None, f"the editor of {label!r}/{column} did not open"
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys(text)
    editor.send_keys(Keys.ENTER)


def element_point(driver, css: str, fx: float = 0.5, fy: float = 0.5):
    """The page point at fractions (fx, fy) of the first element matching `css` (None when absent)."""
    return driver.execute_script(
        """
        const node = document.querySelector(arguments[0]);
        if (!node) return null;
        const box = node.getBoundingClientRect();
        return [Math.round(box.left + box.width * arguments[1]), Math.round(box.top + box.height * arguments[2])];
        """,
        css, fx, fy,
    )


def drag(driver, start, points, steps: int = 4) -> None:
    """Presses at `start`, moves through `points` in `steps` moves each, releases: page coordinates,
    so a redraw of the SVG between the steps cannot make an element reference stale."""
    from selenium.webdriver.common.action_chains import ActionChains

    actions = ActionChains(driver, duration=50)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(*start)
    pointer.pointer_down()
    x, y = start
    for target in points:
        for step in range(1, steps + 1):
            pointer.move_to_location(round(x + (target[0] - x) * step / steps), round(y + (target[1] - y) * step / steps))
        x, y = target
    pointer.pointer_up()
    actions.perform()


class LiveSocket:
    """A live session on a plan, as a page holds one (the page's protocol)."""

    def __init__(self, base: str, plan: int):
        from websockets.sync.client import connect

        self.socket = connect(base.replace("http://", "ws://") + f"/plans/{plan}/live", open_timeout=10,
                              max_size=16 * 1024 * 1024)
        self.seq = 0

    def request(self, message: dict, timeout: float = 10) -> dict:
        self.seq += 1
        self.socket.send(json.dumps({**message, "seq": self.seq}))
        while True:
            reply = json.loads(self.socket.recv(timeout=timeout))
            if reply.get("seq") == self.seq and reply.get("type") in ("frame", "error"):
                return reply

    def close(self) -> None:
        self.socket.close()
