"""The calendar pages on the view host: the week view selects, moves, undoes and keeps edits across a reload."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from helpers import drag, status_text, wait_until

WEEK = """\
kind: calendar
version: 1
title: E2E week
view: { type: week, date: 2025-03-03, days: 7, now: 2025-03-04T12:00, scrollTo: "08:00" }
events:
  - { id: review, title: Design review, location: Room Ada, start: 2025-03-03T10:00, end: 2025-03-03T11:00, color: "#2563eb" }
  - { id: focus, title: Focus, start: 2025-03-04T14:00, end: 2025-03-04T16:00, color: "#94a3b8" }
"""

_EVENT_BOX = """
const boxes = [...document.querySelectorAll('#chart svg rect[data-id="' + arguments[0] + '"]')]
  .map((n) => n.getBoundingClientRect()).filter((b) => b.width > 0);
if (!boxes.length) return null;
const b = boxes[0];
return {x: b.left, y: b.top, width: b.width, height: b.height};
"""


def event_box(driver, event_id: str):
    return driver.execute_script(_EVENT_BOX, f"event:{event_id}")


def open_week(driver, server):
    driver.get(server.url)
    wait_until(driver, lambda d: event_box(d, "review"), "the week view shows no events")


def test_a_tap_selects_an_event_and_names_it(driver, make_server):
    server = make_server(WEEK, name="week.yaml")
    assert server.url.endswith("/week"), server.url
    open_week(driver, server)
    assert driver.find_element(By.ID, "range").text == "Mon 2025-03-03 – Sun 2025-03-09"
    box = event_box(driver, "review")
    center = (round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    drag(driver, center, [center], steps=1)
    wait_until(driver, lambda d: d.find_element(By.ID, "selection").text.startswith("Selected: Design review"),
               "the tapped event is not selected")
    assert driver.find_elements(By.CSS_SELECTOR, '#chart svg [data-id^="selection:event:review"]'), "no selection outline"
    assert driver.find_element(By.ID, "chart").get_attribute("data-revision") == "0", "a tap must not edit"


def test_a_moved_event_stays_moved_after_a_reload_and_undo_brings_it_back(driver, make_server):
    server = make_server(WEEK, name="week.yaml")
    open_week(driver, server)
    box = event_box(driver, "review")
    hour = box["height"]  # a one-hour event
    start = (round(box["x"] + box["width"] / 2), round(box["y"] + 8))
    drag(driver, start, [(start[0], round(start[1] + 2 * hour))])
    wait_until(driver, lambda d: d.find_element(By.ID, "chart").get_attribute("data-revision") == "1", "the move was not committed")
    assert status_text(driver) == 'moved "Design review"'
    moved = event_box(driver, "review")
    assert abs(moved["y"] - (box["y"] + 2 * hour)) <= 2, (box, moved)

    driver.refresh()
    wait_until(driver, lambda d: event_box(d, "review") and d.find_element(By.ID, "chart").get_attribute("data-revision") == "1",
               "the reloaded page lost the move")
    reloaded = event_box(driver, "review")
    assert abs(reloaded["y"] - moved["y"]) <= 2, (moved, reloaded)

    driver.find_element(By.CSS_SELECTOR, '[data-command="undo"]').click()
    wait_until(driver, lambda d: d.find_element(By.ID, "chart").get_attribute("data-revision") == "2", "undo did nothing")
    back = event_box(driver, "review")
    assert abs(back["y"] - box["y"]) <= 2, (box, back)
    assert status_text(driver) == 'undid: moved "Design review"'


MONTH = """\
kind: calendar
version: 1
title: E2E month
view: { type: week, date: 2025-03-03, days: 7, now: 2025-03-04T12:00, scrollTo: "08:00" }
events:
  - { id: kickoff, title: Kickoff, start: 2025-03-03T10:00, end: 2025-03-03T11:00, color: "#2563eb" }
  - { id: review, title: Quarter review, start: 2025-03-26T10:00, end: 2025-03-26T12:00, color: "#16a34a" }
"""


def test_scrolling_weeks_ahead_shows_the_later_weeks_events(driver, make_server):
    server = make_server(MONTH, name="month.yaml")
    driver.get(server.url)
    wait_until(driver, lambda d: event_box(d, "kickoff"), "the first week shows no events")
    assert event_box(driver, "review") is None, "a later week's event is drawn too early"
    for expected in ("Mon 2025-03-10", "Mon 2025-03-17", "Mon 2025-03-24"):
        driver.find_element(By.CSS_SELECTOR, '[data-key="ArrowRight"]').click()
        wait_until(driver, lambda d: d.find_element(By.ID, "range").text.startswith(expected), f"the week of {expected} is not shown")
    wait_until(driver, lambda d: event_box(d, "review"), "the week of the 24th does not show its event")
    assert event_box(driver, "kickoff") is None


def test_serving_an_ics_file_shows_its_recurring_events_in_their_first_week(driver, make_server):
    from conftest import ROOT

    server = make_server((ROOT / "examples" / "calendars" / "team.ics").read_text(), name="team.ics")
    assert server.url.endswith("/week"), server.url
    driver.get(server.url)
    wait_until(driver, lambda d: d.find_element(By.ID, "range").text == "Mon 2025-01-06 – Sun 2025-01-12", "not the calendar's first week")
    standups = wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#chart svg rect[data-id^="event:standup-2025@team.example@"]'),
                          "the daily standup series is not expanded")
    assert len(standups) >= 5, len(standups)
