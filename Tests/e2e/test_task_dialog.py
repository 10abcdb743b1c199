"""The task dialog: double-click a bar, change the duration and a predecessor's lag, see the bar change,
reload (stored), undo; refusals beside their field; Enter on a grid row; the snap switch.

The plan is conftest's SMALL_PLAN on the continuous calendar, where a working day is 24 hours:
Build (item 2) runs 2025-03-10 08:00 – 2025-03-17 08:00; `2d 4h` makes it end 2025-03-12 12:00.
Screenshots of the dialog go to Tests/e2e/artifacts/ (task-dialog.png, task-dialog-error.png).
"""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import ARTIFACTS, wait_for_page
from helpers import bar_box, click_grid_cell, element_point, grid_cell_text, status_text, wait_until

SHORT = 20.0


def _double_click_bar(driver, item: int):
    box = wait_until(driver, lambda d: bar_box(d, item), f"item {item} is not drawn", timeout=SHORT)
    point = (round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(*point)
    actions.w3c_actions.pointer_action.click()
    actions.w3c_actions.pointer_action.click()
    actions.perform()


def _dialog(driver, why: str):
    return wait_until(driver, lambda d: [e for e in d.find_elements(By.ID, "task-dialog") if e.is_displayed()], why, timeout=SHORT)[0]


def _field(dialog, name: str):
    return dialog.find_element(By.CSS_SELECTOR, f'[name="{name}"]')


def _type(element, text: str):
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.BACKSPACE)
    element.send_keys(text)


def _closed(driver):
    return not driver.find_element(By.ID, "task-dialog").is_displayed()


def test_the_task_dialog_edits_duration_and_a_lag_as_one_stored_undoable_edit(page):
    ARTIFACTS.mkdir(exist_ok=True)
    width_before = bar_box(page, 2)["width"]
    _double_click_bar(page, 2)
    dialog = _dialog(page, "a double-click on the bar did not open the task dialog")
    assert _field(dialog, "label").get_attribute("value") == "Build"
    assert _field(dialog, "start").get_attribute("value") == "2025-03-10 08:00"
    assert _field(dialog, "duration").get_attribute("value") == "7d"
    assert _field(dialog, "completion").get_attribute("value") == "40"
    page.save_screenshot(str(ARTIFACTS / "task-dialog.png"))

    # A refusal: the server's reason in red beside the duration field; nothing is saved, the dialog stays.
    _type(_field(dialog, "duration"), "3x")
    dialog.find_element(By.CSS_SELECTOR, 'button[type="submit"]').click()
    error = wait_until(page, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, '[data-error-for="duration"]') if e.text],
                       "the duration's refusal is not shown beside it", timeout=SHORT)[0]
    assert "unknown unit" in error.text, error.text
    assert error.value_of_css_property("color") in ("rgba(180, 35, 24, 1)", "rgb(180, 35, 24)"), error.value_of_css_property("color")
    assert _field(dialog, "duration").get_attribute("aria-invalid") == "true"
    field_box, error_box = _field(dialog, "duration").rect, error.rect
    assert error_box["x"] >= field_box["x"] + field_box["width"] and abs(error_box["y"] - field_box["y"]) < field_box["height"], (field_box, error_box)
    page.save_screenshot(str(ARTIFACTS / "task-dialog-error.png"))
    assert dialog.is_displayed()
    assert grid_cell_text(page, "Build", "finish") == "2025-03-17 08:00"

    # The fix, and a predecessor with a lag: one save.
    _type(_field(dialog, "duration"), "2d 4h")
    _type(_field(dialog, "predecessors"), "1FS+1d")
    dialog.find_element(By.CSS_SELECTOR, 'button[type="submit"]').click()
    wait_until(page, _closed, "the dialog did not close after a saved edit", timeout=SHORT)
    wait_until(page, lambda d: grid_cell_text(d, "Build", "finish") == "2025-03-12 12:00", "the finish did not follow the duration", timeout=SHORT)
    assert bar_box(page, 2)["width"] < width_before * 0.5, "the bar did not get shorter"
    assert status_text(page) == 'edited "Build"'

    # Stored: after a reload the dialog shows the new duration and the lag.
    page.refresh()
    wait_for_page(page)
    assert grid_cell_text(page, "Build", "finish") == "2025-03-12 12:00"
    _double_click_bar(page, 2)
    dialog = _dialog(page, "the dialog did not open after the reload")
    assert _field(dialog, "duration").get_attribute("value") == "2d 4h"
    assert _field(dialog, "predecessors").get_attribute("value") == "1FS+1d"
    _field(dialog, "label").send_keys(Keys.ESCAPE)
    wait_until(page, _closed, "Escape did not close the dialog", timeout=SHORT)

    # One undo puts the whole save back.
    wait_until(page, lambda d: d.find_element(By.CSS_SELECTOR, '[data-command="undo"]').is_enabled(), "undo is not enabled", timeout=SHORT)
    page.find_element(By.CSS_SELECTOR, '[data-command="undo"]').click()
    wait_until(page, lambda d: grid_cell_text(d, "Build", "finish") == "2025-03-17 08:00", "undo did not restore the finish", timeout=SHORT)
    _double_click_bar(page, 2)
    dialog = _dialog(page, "the dialog did not open after undo")
    assert _field(dialog, "predecessors").get_attribute("value") == ""
    dialog.find_element(By.CSS_SELECTOR, '[data-action="cancel"]').click()


def test_enter_on_a_grid_row_opens_the_dialog_and_the_milestone_switch_works(page):
    click_grid_cell(page, "Test")
    ActionChains(page).send_keys(Keys.ENTER).perform()
    dialog = _dialog(page, "Enter on a grid row did not open the task dialog")
    assert _field(dialog, "label").get_attribute("value") == "Test"
    _field(dialog, "milestone").click()
    assert not _field(dialog, "duration").is_enabled(), "a milestone has no duration to edit"
    _type(_field(dialog, "label"), "Test gate")
    dialog.find_element(By.CSS_SELECTOR, 'button[type="submit"]').click()
    wait_until(page, _closed, "the dialog did not close", timeout=SHORT)
    wait_until(page, lambda d: grid_cell_text(d, "Test gate", "finish") == "2025-03-18 08:00", "the milestone's finish is not its start", timeout=SHORT)


def test_the_snap_switch_and_the_dependency_lag(page):
    Select(page.find_element(By.ID, "snap")).select_by_value("day")
    wait_until(page, lambda d: status_text(d) == "drags snap to the day", "the snap switch was not acknowledged", timeout=SHORT)
    page.refresh()
    wait_for_page(page)
    # The choice is the page's (a new page starts with the document's: none).
    assert Select(page.find_element(By.ID, "snap")).first_selected_option.get_attribute("value") == "none"


def _click_at(driver, css: str):
    """Clicks the middle of the first element matching `css`, by page coordinates (read fresh, so a redraw cannot stale it)."""
    point = wait_until(driver, lambda d: element_point(d, css), f"{css} is not on the page", timeout=SHORT)
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(*point)
    actions.w3c_actions.pointer_action.click()
    actions.perform()


def _open_dialog_on(driver, item: int, why: str):
    _double_click_bar(driver, item)
    return _dialog(driver, why)


def test_a_start_no_earlier_than_constraint_moves_the_bar_is_stored_and_undone(page):
    """Auto-scheduling on; Build (2025-03-10 08:00, 7 days) gets "start no earlier than 2025-03-14 08:00": its bar moves
    4 days (24 px a day at 1 pt an hour) and Test, after it, follows (2025-03-21 08:00). Stored; one undo takes it back."""
    _click_at(page, "#autoschedule")
    wait_until(page, lambda d: d.execute_script('return document.getElementById("autoschedule").getAttribute("aria-pressed")') == "true",
               "auto-scheduling did not turn on", timeout=SHORT)
    # Turning it on places Test right after Build (finish-to-start on the continuous calendar).
    wait_until(page, lambda d: grid_cell_text(d, "Test", "start") == "2025-03-17 08:00", "Test did not follow Build", timeout=SHORT)
    x_before = bar_box(page, 2)["x"]

    dialog = _open_dialog_on(page, 2, "a double-click on Build did not open the task dialog")
    assert Select(_field(dialog, "constraintType")).first_selected_option.get_attribute("value") == "asSoonAsPossible"
    assert _field(dialog, "constraintDate").get_attribute("value") == ""
    assert Select(_field(dialog, "manual")).first_selected_option.get_attribute("value") == "false"
    calendars = [o.get_attribute("value") for o in Select(_field(dialog, "calendar")).options]
    assert calendars[0] == "" and "continuous" in calendars and "standard" in calendars, calendars

    # A dated type without its date is refused, the reason beside the date field.
    Select(_field(dialog, "constraintType")).select_by_value("mustStartOn")
    dialog.find_element(By.CSS_SELECTOR, 'button[type="submit"]').click()
    error = wait_until(page, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, '[data-error-for="constraintDate"]') if e.text],
                       "the constraint date's refusal is not shown beside it", timeout=SHORT)[0]
    assert error.text == '"must start on" needs a date, e.g. 2025-03-10 08:00', error.text
    assert dialog.is_displayed()

    Select(_field(dialog, "constraintType")).select_by_value("startNoEarlierThan")
    _type(_field(dialog, "constraintDate"), "2025-03-14 08:00")
    dialog.find_element(By.CSS_SELECTOR, 'button[type="submit"]').click()
    wait_until(page, _closed, "the dialog did not close after a saved constraint", timeout=SHORT)
    wait_until(page, lambda d: grid_cell_text(d, "Build", "start") == "2025-03-14 08:00", "Build did not move to its constraint", timeout=SHORT)
    wait_until(page, lambda d: grid_cell_text(d, "Test", "start") == "2025-03-21 08:00", "Test did not follow Build", timeout=SHORT)
    moved = bar_box(page, 2)["x"] - x_before
    assert abs(moved - 4 * 24) < 2, f"the bar moved {moved} px, not 4 days (96 px)"

    # Stored: after a reload the bar stays and the dialog shows the constraint.
    page.refresh()
    wait_for_page(page)
    assert grid_cell_text(page, "Build", "start") == "2025-03-14 08:00"
    dialog = _open_dialog_on(page, 2, "the dialog did not open after the reload")
    assert Select(_field(dialog, "constraintType")).first_selected_option.get_attribute("value") == "startNoEarlierThan"
    assert _field(dialog, "constraintDate").get_attribute("value") == "2025-03-14 08:00"
    dialog.find_element(By.CSS_SELECTOR, '[data-action="cancel"]').click()
    wait_until(page, _closed, "Cancel did not close the dialog", timeout=SHORT)

    # One undo: the constraint goes and both bars come back.
    wait_until(page, lambda d: d.execute_script('return !document.querySelector(\'[data-command="undo"]\').disabled'),
               "undo is not enabled", timeout=SHORT)
    _click_at(page, '[data-command="undo"]')
    wait_until(page, lambda d: grid_cell_text(d, "Build", "start") == "2025-03-10 08:00", "undo did not move Build back", timeout=SHORT)
    wait_until(page, lambda d: grid_cell_text(d, "Test", "start") == "2025-03-17 08:00", "undo did not move Test back", timeout=SHORT)
    assert abs(bar_box(page, 2)["x"] - x_before) < 2
    dialog = _open_dialog_on(page, 2, "the dialog did not open after undo")
    assert Select(_field(dialog, "constraintType")).first_selected_option.get_attribute("value") == "asSoonAsPossible"
    dialog.find_element(By.CSS_SELECTOR, '[data-action="cancel"]').click()
