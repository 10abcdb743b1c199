"""Patched frames and local drawing (issue 17): the page draws the server's patches, moves a dragged bar,
its links and its dates itself while the frame is in flight, scrolls what is drawn at once, and ends
where a fresh page starts."""

from __future__ import annotations

import time

from selenium.webdriver.common.action_chains import ActionChains

from conftest import large_plan, wait_for_page
from helpers import bar_box, wait_until

# Holds every message from the server for `window.__delay` ms before the page sees it (a far server),
# and counts the messages the page has handled.
_DELAY_SCRIPT = """
window.__delay = 0; window.__handled = 0; window.__received = 0;
const Native = WebSocket;
function Delayed(url, protocols) {
  const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
  let handler = null;
  Object.defineProperty(socket, "onmessage", { set(fn) { handler = fn; }, get() { return handler; } });
  socket.addEventListener("message", (event) => {
    window.__received++;
    setTimeout(() => { window.__handled++; if (handler) handler(event); }, window.__delay);
  });
  return socket;
}
Delayed.prototype = Native.prototype;
for (const name of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) Delayed[name] = Native[name];
window.WebSocket = Delayed;
"""

# Everything drawn, as (data-id, tag, attributes but the page's own transform) in document order,
# plus each layer's translation: what a person sees, read in one script.
_DRAWN_SCRIPT = """
const svg = document.querySelector('#chart > svg');
const nodes = [...svg.querySelectorAll('[data-id]')].map((n) => {
  const attributes = [...n.attributes].filter((a) => a.name !== 'transform' || n.tagName === 'g')
    .map((a) => a.name + '=' + a.value).sort().join(' ');
  return n.tagName + ' ' + attributes + ' | ' + n.textContent;
});
const layers = [...svg.querySelectorAll('[data-layer] > g')].map((g) => g.parentNode.getAttribute('data-layer') + ' ' + g.getAttribute('transform'));
const boxes = [...svg.querySelectorAll('[data-role="bar"], [data-role="dependencyLine"]')].map((n) => {
  const b = n.getBoundingClientRect();
  return n.getAttribute('data-id') + ' ' + [b.left, b.top, b.width, b.height].map((v) => Math.round(v)).join(',');
});
return {nodes, layers, boxes};
"""


def _open_delayed(driver, url: str):
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _DELAY_SCRIPT})
    driver.get(url)
    wait_for_page(driver)


def test_the_page_draws_patches_and_a_drag_moves_the_bar_links_and_dates_before_the_frame(driver, server):
    _open_delayed(driver, server.url)
    assert driver.execute_script("return !!document.querySelector('#chart > svg [data-layer=\"content\"]')"), \
        "the page did not draw a patched scene"
    build = bar_box(driver, 2)
    line_before = driver.execute_script(
        "return document.querySelector('[data-id=\"dependency:1\"]').getAttribute('points')")
    start = (round(build["x"] + build["width"] / 2), round(build["y"] + build["height"] / 2))
    hover = ActionChains(driver)
    hover.w3c_actions.pointer_action.move_to_location(*start)
    hover.perform()
    wait_until(driver, lambda d: d.execute_script("return window.__handled === window.__received"), "the hover's frame did not arrive")
    time.sleep(0.2)
    driver.execute_script("window.__delay = 1500")
    handled = driver.execute_script("return window.__handled")
    actions = ActionChains(driver, duration=20)
    pointer = actions.w3c_actions.pointer_action
    pointer.pointer_down()
    for step in range(1, 7):
        pointer.move_to_location(start[0] + 10 * step, start[1])   # 60 px: 60 hours at 1 pt an hour
    actions.perform()
    seen = driver.execute_script(
        "return {handled: window.__handled, tooltip: document.getElementById('drag-tooltip').hidden ? null"
        " : document.getElementById('drag-tooltip').textContent,"
        " points: document.querySelector('[data-id=\"dependency:1\"]').getAttribute('points')}")
    moved = bar_box(driver, 2)
    assert seen["handled"] == handled, "a frame was handled: the test did not hold the server's answers back"
    assert abs(moved["x"] - (build["x"] + 60)) <= 1, (build, moved)
    # The line from Build to Test starts at Build: its first points moved with the bar, its last did not.
    before, after = line_before.split(), seen["points"].split()
    assert float(after[0].split(",")[0]) - float(before[0].split(",")[0]) == 60, (before, after)
    assert after[-1] == before[-1], (before, after)
    # The dates, written by the page: Build (Mon 10 Mar 08:00, 7 days) moved by 60 hours.
    assert seen["tooltip"] == "2025-03-12 20:00 \u2013 2025-03-19 20:00", seen
    # The server's frames come: its tooltip says the same, and the bar stays under the pointer.
    driver.execute_script("window.__delay = 0")
    wait_until(driver, lambda d: d.execute_script("return window.__handled === window.__received"), "frames did not arrive")
    time.sleep(0.3)
    server_text = driver.execute_script("return document.getElementById('drag-tooltip').textContent")
    assert server_text == "2025-03-12 20:00 \u2013 2025-03-19 20:00"
    assert abs(bar_box(driver, 2)["x"] - (build["x"] + 60)) <= 1
    release = ActionChains(driver)
    release.w3c_actions.pointer_action.pointer_up()
    release.perform()
    wait_until(driver, lambda d: d.execute_script("return window.__handled === window.__received"), "the release's frame did not arrive")
    time.sleep(0.5)
    reconciled = driver.execute_script(_DRAWN_SCRIPT)
    # A fresh page on the same plan draws exactly the same elements and attributes.
    driver.get(server.url)
    wait_for_page(driver)
    wait_until(driver, lambda d: abs(bar_box(d, 2)["x"] - (build["x"] + 60)) <= 1, "the fresh page does not show the move")
    fresh = driver.execute_script(_DRAWN_SCRIPT)
    assert reconciled["boxes"] == fresh["boxes"]
    assert reconciled["layers"] == fresh["layers"]
    # The selection of the dragged bar is this page's own: leave it out of the comparison.
    def shared(nodes):
        return [n for n in nodes if "selection:" not in n and "focus:" not in n and "thumb:" not in n]
    assert shared(reconciled["nodes"]) == shared(fresh["nodes"])


def test_the_wheel_scrolls_what_is_drawn_at_once_and_the_frame_takes_over(driver, make_server):
    server = make_server(large_plan(200))
    _open_delayed(driver, server.url)
    first = bar_box(driver, 5)
    driver.execute_script("window.__delay = 1500")
    handled = driver.execute_script("return window.__handled")
    driver.execute_script(
        "const chart = document.getElementById('chart'), box = chart.getBoundingClientRect();"
        "chart.dispatchEvent(new WheelEvent('wheel', {deltaY: 56, deltaX: 30, clientX: box.left + 300, clientY: box.top + 200,"
        " bubbles: true, cancelable: true}));")
    local = bar_box(driver, 5)
    assert driver.execute_script("return window.__handled") == handled
    assert abs(local["y"] - (first["y"] - 56)) <= 1 and abs(local["x"] - (first["x"] - 30)) <= 1, (first, local)
    rows = driver.execute_script(
        "return [...document.querySelectorAll('#grid .grid-row[data-item=\"5\"]')].map((r) => r.getBoundingClientRect().top)")
    driver.execute_script("window.__delay = 0")
    wait_until(driver, lambda d: d.execute_script("return window.__handled === window.__received"), "frames did not arrive")
    time.sleep(0.3)
    settled = bar_box(driver, 5)
    assert abs(settled["y"] - local["y"]) <= 1 and abs(settled["x"] - local["x"]) <= 1, (local, settled)
    rows_after = driver.execute_script(
        "return [...document.querySelectorAll('#grid .grid-row[data-item=\"5\"]')].map((r) => r.getBoundingClientRect().top)")
    assert rows and rows_after and abs(rows[0] - rows_after[0]) <= 1, (rows, rows_after)
    assert driver.execute_script("return document.getElementById('vscroll').getAttribute('aria-valuenow')") == "2"


def test_a_label_with_markup_is_text_on_the_page(driver, make_server):
    plan = large_plan(3).replace("label: Task 2,", "label: '<img src=x onerror=window.__xss=1> & \"T\"',")
    server = make_server(plan)
    driver.get(server.url)
    wait_for_page(driver)
    texts = driver.execute_script(
        "return [...document.querySelectorAll('#chart svg [data-id=\"item:2:label\"]')].map((n) => n.textContent)")
    assert texts == ['<img src=x onerror=window.__xss=1> & "T"'], texts
    assert driver.execute_script("return window.__xss === undefined && !document.querySelector('#chart img')")
