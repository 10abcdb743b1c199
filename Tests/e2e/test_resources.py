"""The resource view and the load histogram in the page (a plan with resources)."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import ROOT, wait_for_page
from helpers import wait_until


def _svg_ids(driver, css):
    # Read in one script: a frame may replace the chart's SVG between finding elements and reading them.
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), e => e.getAttribute('data-id'));", css)


def test_switching_to_the_resource_view_shows_resource_rows_and_an_overallocated_histogram_cell(driver, make_server):
    # Leo works on API (3 days) and Data import (2 days) from Monday 5 May: 200 % on Monday and Tuesday.
    server = make_server((ROOT / "examples" / "studio-team.yaml").read_text(), name="studio-team.yaml")
    driver.get(server.url)
    wait_for_page(driver)
    wait_until(driver, lambda d: d.find_element(By.ID, "view-resources").is_displayed(),
               "the Gantt | Resources switch is not shown for a plan with resources")

    driver.find_element(By.ID, "view-resources").click()
    wait_until(driver, lambda d: _svg_ids(d, '#chart svg [data-id^="resource:"][data-role="rowHeader"]'),
               "no resource: row after switching to the resource view")
    rows = _svg_ids(driver, '#chart svg [data-id^="resource:"][data-role="rowHeader"]')
    assert rows == ["resource:1", "resource:2", "resource:3"], rows
    bars = _svg_ids(driver, '#chart svg [data-id^="assignment:"][data-role="bar"]')
    assert "assignment:4:2" in bars and "assignment:5:2" in bars, bars
    assert not driver.find_element(By.ID, "grid").is_displayed(), "the task grid should hide in the resource view"
    assert driver.find_element(By.ID, "view-resources").get_attribute("aria-pressed") == "true"

    driver.find_element(By.ID, "histogram").click()
    wait_until(driver, lambda d: _svg_ids(d, '#chart svg [data-role="overallocation"]'),
               "no over-allocated histogram cell after turning the histogram on")
    over = _svg_ids(driver, '#chart svg [data-role="overallocation"]')
    assert any(cell.startswith("histogram:2:2025-05-05") for cell in over), over   # Leo's Monday
    assert driver.find_element(By.ID, "histogram").get_attribute("aria-pressed") == "true"

    # Back to the Gantt chart: the task bars and the grid return, the histogram stays under them.
    driver.find_element(By.ID, "view-gantt").click()
    wait_until(driver, lambda d: _svg_ids(d, '#chart svg [data-id^="item:"]') and d.find_element(By.ID, "grid").is_displayed(),
               "the Gantt chart did not come back")
    assert _svg_ids(driver, '#chart svg [data-role="overallocation"]'), "the histogram should stay under the Gantt chart"
    assert not _svg_ids(driver, '#chart svg [data-id^="resource:"]')
