"""Rows and outline in the page: Tab on a grid row indents its task under the one above (WBS 3.1,
the task above becomes a summary), stored across a reload; the toolbar's Undo takes it back; Tab
under the task's own predecessor is refused with the reason; the grid row's context menu inserts a
task above, moves a row, opens the task dialog and deletes a task.

The plan is conftest's SMALL_PLAN: Design, Build, Test, Release, all top-level (WBS 1–4).
A screenshot after the indent goes to Tests/e2e/artifacts/outline-indent.png.
"""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ARTIFACTS, wait_for_page
from helpers import click_grid_cell, drag, element_point, grid_cell_text, grid_labels, status_text, wait_until

SHORT = 20.0


def _wbs(driver) -> dict[str, str]:
    return {label: grid_cell_text(driver, label, "wbs") for label in grid_labels(driver)}


def test_tab_indents_the_selected_task_stored_and_undoable(page):
    ARTIFACTS.mkdir(exist_ok=True)
    assert _wbs(page) == {"Design": "1", "Build": "2", "Test": "3", "Release": "4"}
    click_grid_cell(page, "Release")
    ActionChains(page).send_keys(Keys.TAB).perform()
    wait_until(page, lambda d: grid_cell_text(d, "Release", "wbs") == "3.1", f"Tab did not indent Release: {_wbs(page)}", timeout=SHORT)
    assert _wbs(page) == {"Design": "1", "Build": "2", "Test": "3", "Release": "3.1"}
    test_row = page.find_element(By.CSS_SELECTOR, '#grid .grid-row[data-item="3"]')
    assert test_row.get_attribute("aria-expanded") == "true", "Test became a summary with an expander"
    assert "selected" in page.find_element(By.CSS_SELECTOR, '#grid .grid-row[data-item="4"]').get_attribute("class")
    page.save_screenshot(str(ARTIFACTS / "outline-indent.png"))

    # Stored: a reload shows the same outline.
    page.refresh()
    wait_for_page(page)
    wait_until(page, lambda d: grid_cell_text(d, "Release", "wbs") == "3.1", f"the indent was not stored: {_wbs(page)}", timeout=SHORT)

    # One undo (the toolbar button) takes it back.
    undo = page.find_element(By.CSS_SELECTOR, '[data-command="undo"]')
    wait_until(page, lambda d: undo.is_enabled(), "Undo is not enabled after the indent", timeout=SHORT)
    undo.click()
    wait_until(page, lambda d: grid_cell_text(d, "Release", "wbs") == "4", f"Undo did not outdent Release: {_wbs(page)}", timeout=SHORT)
    assert _wbs(page) == {"Design": "1", "Build": "2", "Test": "3", "Release": "4"}


def test_tab_under_the_tasks_own_predecessor_is_refused_with_the_reason(page):
    """Build → Test: indenting Test under Build would link a summary to its own subtask, which Microsoft
    Project refuses; the page says why and the outline stays."""
    # The grid is drawn again on every frame: click by coordinates, and the key goes to the focused cell.
    point = element_point(page, '#grid .grid-row[data-item="3"] .cell[data-column="label"]')
    actions = ActionChains(page)
    actions.w3c_actions.pointer_action.move_to_location(*point).click()
    actions.perform()
    wait_until(page, lambda d: d.execute_script("return !!document.activeElement.closest('.grid-row[data-item=\"3\"]')"),
               "clicking Test's name did not focus its row", timeout=SHORT)
    ActionChains(page).send_keys(Keys.TAB).perform()
    wait_until(page, lambda d: "summary task to its own subtask" in status_text(d),
               f"no refusal shown: {status_text(page)!r}", timeout=SHORT)
    assert "\"Build\" → \"Test\"" in status_text(page)
    assert _wbs(page) == {"Design": "1", "Build": "2", "Test": "3", "Release": "4"}


def test_the_row_menu_inserts_above_and_moves_a_row(page):
    click_grid_cell(page, "Test", how="context")
    entry = wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '.row-menu [data-row-action="insertTask"]'),
                       "right-clicking a grid row opened no row menu", timeout=SHORT)[0]
    entry.click()
    # The new task's name opens for typing, in the row above Test.
    editor = wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .grid-row input"), "the new task's name did not open", timeout=SHORT)[0]
    assert editor.get_attribute("value") == "New task"
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys("Review", Keys.ENTER)
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Review", "Test", "Release"],
               f"the inserted task is not above Test: {grid_labels(page)}", timeout=SHORT)

    # Alt+Shift+Up moves the selected Test above Review.
    click_grid_cell(page, "Test")
    ActionChains(page).key_down(Keys.ALT).key_down(Keys.SHIFT).send_keys(Keys.ARROW_UP).key_up(Keys.SHIFT).key_up(Keys.ALT).perform()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Test", "Review", "Release"],
               f"Alt+Shift+Up did not move Test up: {grid_labels(page)}", timeout=SHORT)


def test_the_row_menu_edits_and_deletes_the_rows_task(page):
    # Edit task… opens the task dialog of the row's task.
    click_grid_cell(page, "Build", how="context")
    wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '.row-menu [data-row-action="editTask"]'),
               "the row menu has no Edit task…", timeout=SHORT)[0].click()
    dialog = wait_until(page, lambda d: [e for e in d.find_elements(By.ID, "task-dialog") if e.is_displayed()],
                        "Edit task… opened no dialog", timeout=SHORT)[0]
    assert dialog.find_element(By.ID, "task-label").get_attribute("value") == "Build"
    ActionChains(page).send_keys(Keys.ESCAPE).perform()
    wait_until(page, lambda d: not d.find_element(By.ID, "task-dialog").is_displayed(), "Escape did not close the dialog", timeout=SHORT)

    # Delete task removes it (one undo step brings it back).
    click_grid_cell(page, "Test", how="context")
    wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, '.row-menu [data-row-action="deleteItem"]'),
               "the row menu has no Delete task", timeout=SHORT)[0].click()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Release"], f"Test was not deleted: {grid_labels(page)}", timeout=SHORT)
    page.find_element(By.CSS_SELECTOR, '[data-command="undo"]').click()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Test", "Release"], f"undo did not restore Test: {grid_labels(page)}",
               timeout=SHORT)


def test_dragging_a_grid_row_moves_it_between_rows_or_under_a_row_one_undo(page):
    """Release's grid row dragged between Design and Build moves it there (WBS 2); dragged onto the
    middle of Design's row it becomes Design's child (WBS 1.1, Design a summary); Undo takes each back."""
    assert grid_labels(page) == ["Design", "Build", "Test", "Release"]
    # Between Design and Build: the boundary between their rows (the top quarter of Build's row).
    start = element_point(page, '#grid .grid-row[data-item="4"] .cell[data-column="wbs"]')
    between = element_point(page, '#grid .grid-row[data-item="2"] .cell[data-column="wbs"]', fy=0.1)
    drag(page, start, [between])
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Release", "Build", "Test"],
               f"the dropped row did not move between Design and Build: {grid_labels(page)}", timeout=SHORT)
    assert _wbs(page) == {"Design": "1", "Release": "2", "Build": "3", "Test": "4"}

    undo = page.find_element(By.CSS_SELECTOR, '[data-command="undo"]')
    undo.click()
    wait_until(page, lambda d: grid_labels(d) == ["Design", "Build", "Test", "Release"],
               f"Undo did not move Release back: {grid_labels(page)}", timeout=SHORT)

    # Onto the middle of Design's row: Release goes under Design.
    start = element_point(page, '#grid .grid-row[data-item="4"] .cell[data-column="wbs"]')
    onto = element_point(page, '#grid .grid-row[data-item="1"] .cell[data-column="wbs"]')
    drag(page, start, [onto])
    wait_until(page, lambda d: grid_cell_text(d, "Release", "wbs") == "1.1",
               f"the row dropped onto Design did not go under it: {_wbs(page)}", timeout=SHORT)
    assert grid_labels(page) == ["Design", "Release", "Build", "Test"]
    design = page.find_element(By.CSS_SELECTOR, '#grid .grid-row[data-item="1"]')
    assert design.get_attribute("aria-expanded") == "true", "Design became a summary with an expander"

    # Stored: a reload shows it; one undo takes it back.
    page.refresh()
    wait_for_page(page)
    wait_until(page, lambda d: grid_cell_text(d, "Release", "wbs") == "1.1", f"the drop was not stored: {_wbs(page)}", timeout=SHORT)
    undo = page.find_element(By.CSS_SELECTOR, '[data-command="undo"]')
    wait_until(page, lambda d: undo.is_enabled(), "Undo is not enabled after the drop", timeout=SHORT)
    undo.click()
    wait_until(page, lambda d: _wbs(d) == {"Design": "1", "Build": "2", "Test": "3", "Release": "4"},
               f"Undo did not take the drop back: {_wbs(page)}", timeout=SHORT)
