"""What a plan shows in the page: baselines saved from the toolbar's Baseline menu, kept across a reload, undone."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import wait_for_page
from helpers import element_box, status_text, wait_until


def baseline_rects(driver) -> list:
    return driver.find_elements(By.CSS_SELECTOR, '#chart [data-role="baseline"]')


def test_save_baseline_1_draws_it_after_a_reload_and_undo_removes_it(page):
    assert not baseline_rects(page)
    page.find_element(By.CSS_SELECTOR, "#baseline-menu > summary").click()
    page.find_element(By.CSS_SELECTOR, '#baseline-panel .baseline-row[data-number="1"] .save').click()
    wait_until(page, lambda d: status_text(d) == "saved baseline 1", "the page did not say the baseline was saved")
    wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '#chart [data-id="item:2:baseline"]'), "baseline 1 is not drawn")
    row = page.find_element(By.CSS_SELECTOR, '#baseline-panel .baseline-row[data-number="1"]')
    assert "saved" in row.get_attribute("class")
    assert row.find_element(By.CSS_SELECTOR, ".show").get_attribute("aria-checked") == "true"

    page.refresh()
    wait_for_page(page)
    wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '#chart [data-id="item:2:baseline"]'),
               "the reloaded page does not draw baseline 1")
    # Build (item 2) has not moved: its baseline spans exactly its bar.
    bar, line = wait_until(page, lambda d: [element_box(d, '#chart [data-id="item:2"]'), element_box(d, '#chart [data-id="item:2:baseline"]')]
                           if element_box(d, '#chart [data-id="item:2:baseline"]') else None, "the baseline is not drawn")
    assert abs(line["x"] - bar["x"]) <= 1 and abs(line["width"] - bar["width"]) <= 1, (bar, line)
    assert line["y"] >= bar["y"] + bar["height"] - 1, (bar, line)

    page.find_element(By.CSS_SELECTOR, '[data-command="undo"]').click()
    wait_until(page, lambda d: not baseline_rects(d), "undo left the baseline drawn")
    assert status_text(page) == "undid: saved baseline 1"
