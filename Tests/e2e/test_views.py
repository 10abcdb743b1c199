"""The timeline list and the bar chart on the view host: a tap selects; a restarted server shows the same stored data."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import ROOT
from helpers import element_point, wait_until

_TEXTS = "return [...document.querySelectorAll(arguments[0])].map((n) => n.textContent);"


def _click(driver, css):
    """Clicks the middle of the first element matching `css`, found at the moment of the click (the page redraws often)."""
    point = wait_until(driver, lambda d: element_point(d, css), f"nothing matches {css}")
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(*point)
    actions.click().perform()


def _open(driver, server, css):
    driver.get(server.url)
    return wait_until(driver, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, css) if e.rect["width"] > 4 and e.rect["height"] > 4],
                      f"nothing matches {css}")


def test_a_tap_selects_a_timeline_row_and_a_restart_keeps_the_list(driver, make_server):
    server = make_server((ROOT / "examples" / "release-timeline.yaml").read_text(), name="release-timeline.yaml")
    assert "/documents/" in server.url, server.url
    _open(driver, server, '#chart svg [data-id^="row:security-review"]')
    _click(driver, '#chart svg [data-id="row:security-review:card"]')
    wait_until(driver, lambda d: d.find_element(By.ID, "selection").text
               == "Selected: Security review of token storage and offline encryption", "the tapped row is not selected")
    ids = sorted({i.split(":")[1] for i in driver.execute_script("return [...document.querySelectorAll('#chart svg [data-id^=\"row:\"]')].map((n) => n.dataset.id);")})
    server.stop()
    server.start()  # the same file again: the stored document is served, not a second copy
    assert "imported from" in server.log.read_text() and "before" in server.log.read_text()
    _open(driver, server, '#chart svg [data-id^="row:"]')
    again = sorted({i.split(":")[1] for i in driver.execute_script("return [...document.querySelectorAll('#chart svg [data-id^=\"row:\"]')].map((n) => n.dataset.id);")})
    assert again == ids and len(ids) >= 5, (ids, again)


def test_a_tap_selects_a_stack_frame_and_a_restart_keeps_the_chart(driver, make_server):
    server = make_server((ROOT / "examples" / "quarterly-revenue.yaml").read_text(), name="quarterly-revenue.yaml")
    _open(driver, server, '#chart svg rect[data-id="stack:emea:1:0"]')
    _click(driver, '#chart svg rect[data-id="stack:emea:1:0"]')
    wait_until(driver, lambda d: d.find_element(By.ID, "selection").text.startswith("Selected: EMEA"), "the tapped frame is not selected")
    labels = [t for t in driver.execute_script(_TEXTS, "#chart svg text") if t.startswith("$")]
    server.stop()
    server.start()  # the same file again: the stored document is served, not a second copy
    assert "imported from" in server.log.read_text() and "before" in server.log.read_text()
    _open(driver, server, '#chart svg rect[data-id="stack:emea:1:0"]')
    again = [t for t in driver.execute_script(_TEXTS, "#chart svg text") if t.startswith("$")]
    assert again == labels and len(labels) >= 12, (labels, again)
