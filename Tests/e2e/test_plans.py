"""The Plans menu: list the stored plans, create a new one, delete the open one; a page left
open on a deleted plan says so and stops reconnecting."""

from __future__ import annotations

import json
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ARTIFACTS
from helpers import status_text, wait_until

SHORT = 20.0


def _plans(server) -> list[dict]:
    with urllib.request.urlopen(server.base + "/plans", timeout=10) as response:
        return json.load(response)


def _empty_page_drawn(driver) -> bool:
    """A page of a plan without tasks has drawn its first frame (the header of its timeline)."""
    return bool(driver.find_elements(By.CSS_SELECTOR, "#chart svg")) and status_text(driver) == "Connected"


def _open_plans_menu(driver):
    # The list is read again on every opening (the panel is busy until then); the last list read is
    # taken away first, so that what is found below is this opening's and is not replaced under the test.
    driver.execute_script("document.getElementById('plans-panel').replaceChildren()")
    driver.find_element(By.CSS_SELECTOR, "#plans-menu > summary").click()
    return wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plans-panel:not([aria-busy]) .plan"),
                      "the Plans menu lists no plan", timeout=SHORT)


def test_new_plan_from_the_menu_opens_it_and_delete_goes_back(page, server):
    first_id = int(server.url.rsplit("/", 1)[-1])
    entries = _open_plans_menu(page)
    assert [e.text for e in entries] == ["E2E plan"]
    assert entries[0].get_attribute("aria-current") == "page"
    assert page.find_element(By.CSS_SELECTOR, "#plans-panel .delete-plan").get_attribute("disabled") is not None, \
        "the only plan must not be deletable from the page"
    page.find_element(By.CSS_SELECTOR, "#plans-panel .new-plan").click()
    title = wait_until(page, lambda d: [e for e in d.find_elements(By.ID, "plan-title") if e.is_displayed()], "no New plan dialog", timeout=SHORT)[0]
    title.send_keys("   ")
    title.send_keys(Keys.ENTER)
    wait_until(page, lambda d: d.find_element(By.ID, "plan-title-error").text == "A plan needs a title.", "a blank title was not refused")
    title.send_keys("Office move <Q3>", Keys.ENTER)
    wait_until(page, lambda d: d.current_url != server.url and d.current_url.rsplit("/", 1)[-1].isdigit(), "the new plan did not open", timeout=SHORT)
    wait_until(page, _empty_page_drawn, "the new plan's empty chart is not drawn", timeout=SHORT)
    new_id = int(page.current_url.rsplit("/", 1)[-1])
    assert page.find_element(By.CSS_SELECTOR, ".toolbar .title").text == "Office move <Q3>"
    assert [p["id"] for p in _plans(server)] == [first_id, new_id]
    ARTIFACTS.mkdir(exist_ok=True)
    _open_plans_menu(page)
    page.save_screenshot(str(ARTIFACTS / "plans-menu.png"))

    # Its first task: Add task works on an empty plan.
    page.find_element(By.CSS_SELECTOR, "#plans-menu > summary").click()   # close the menu
    page.find_element(By.CSS_SELECTOR, '[data-command="addTask"]').click()
    field = wait_until(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#grid .grid-body input"), "Add task did not open a name on the new plan", timeout=SHORT)[0]
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Pack the archive", Keys.ENTER)
    wait_until(page, lambda d: "Pack the archive" in d.execute_script(
        "return [...document.querySelectorAll('#grid .grid-row .cell')].map((c) => c.textContent)"), "the first task is not in the grid", timeout=SHORT)

    # Delete it, confirming: back to the first plan, and the list no longer has it.
    _open_plans_menu(page)
    page.find_element(By.CSS_SELECTOR, "#plans-panel .delete-plan").click()
    alert = wait_until(page, lambda d: d.switch_to.alert, "no confirmation before deleting", timeout=SHORT)
    assert "Office move <Q3>" in alert.text and "cannot be undone" in alert.text, alert.text
    alert.accept()
    wait_until(page, lambda d: d.current_url.rstrip("/").endswith(f"/plans/{first_id}"), f"not back on plan {first_id}: {page.current_url}", timeout=SHORT)
    assert [p["id"] for p in _plans(server)] == [first_id]


def test_a_page_left_open_on_a_deleted_plan_says_so(driver, make_server):
    server = make_server()
    first_id = int(server.url.rsplit("/", 1)[-1])
    request = urllib.request.Request(server.base + "/plans", data=b'{"title": "Short-lived"}', method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        doomed = json.load(response)["id"]
    driver.get(f"{server.base}/plans/{doomed}")
    wait_until(driver, _empty_page_drawn, "the new plan's empty chart is not drawn", timeout=SHORT)
    with urllib.request.urlopen(urllib.request.Request(f"{server.base}/plans/{doomed}", method="DELETE"), timeout=10) as response:
        assert response.status == 204
    wait_until(driver, lambda d: "This plan was deleted" in status_text(d), f"the page did not say its plan was deleted: {status_text(driver)!r}", timeout=SHORT)
    assert "ended" in driver.find_element(By.ID, "app").get_attribute("class")
    # It does not reconnect (a lost connection retries after 1.5 s): the status stays.
    time.sleep(2.5)
    assert "reconnecting" not in status_text(driver)
    assert [p["id"] for p in _plans(server)] == [first_id]
