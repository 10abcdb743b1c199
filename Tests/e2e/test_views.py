"""The timeline list and the bar chart on the view host: a tap selects; a restarted server shows the same stored data."""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import ROOT
from helpers import wait_until


def _open(driver, server, css):
    driver.get(server.url)
    return wait_until(driver, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, css) if e.rect["width"] > 4 and e.rect["height"] > 4],
                      f"nothing matches {css}")


def test_a_tap_selects_a_timeline_row_and_a_restart_keeps_the_list(driver, make_server):
    server = make_server((ROOT / "examples" / "release-timeline.yaml").read_text(), name="release-timeline.yaml")
    assert "/documents/" in server.url, server.url
    rows = _open(driver, server, '#chart svg rect[data-id="row:security-review:card"], #chart svg [data-id^="row:security-review"]')
    ActionChains(driver).click(rows[0]).perform()
    wait_until(driver, lambda d: d.find_element(By.ID, "selection").text
               == "Selected: Security review of token storage and offline encryption", "the tapped row is not selected")
    ids = sorted({e.get_attribute("data-id").split(":")[1] for e in driver.find_elements(By.CSS_SELECTOR, '#chart svg [data-id^="row:"]')})
    server.stop()
    server.start()  # the same file again: the stored document is served, not a second copy
    assert "imported from" in server.log.read_text() and "before" in server.log.read_text()
    _open(driver, server, '#chart svg [data-id^="row:"]')
    again = sorted({e.get_attribute("data-id").split(":")[1] for e in driver.find_elements(By.CSS_SELECTOR, '#chart svg [data-id^="row:"]')})
    assert again == ids and len(ids) >= 5, (ids, again)


def test_a_tap_selects_a_stack_frame_and_a_restart_keeps_the_chart(driver, make_server):
    server = make_server((ROOT / "examples" / "quarterly-revenue.yaml").read_text(), name="quarterly-revenue.yaml")
    frames = _open(driver, server, '#chart svg rect[data-id="stack:emea:1:0"]')
    ActionChains(driver).click(frames[0]).perform()
    wait_until(driver, lambda d: d.find_element(By.ID, "selection").text.startswith("Selected: EMEA"), "the tapped frame is not selected")
    labels = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#chart svg text") if e.text.startswith("$")]
    server.stop()
    server.start()  # the same file again: the stored document is served, not a second copy
    assert "imported from" in server.log.read_text() and "before" in server.log.read_text()
    _open(driver, server, '#chart svg rect[data-id="stack:emea:1:0"]')
    again = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#chart svg text") if e.text.startswith("$")]
    assert again == labels and len(labels) >= 12, (labels, again)
