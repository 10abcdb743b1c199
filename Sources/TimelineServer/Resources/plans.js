// The Plans menu of a plan's page: every stored plan (open one), a new empty plan,
// and deleting the open plan. The server keeps the plans (GET/POST /plans,
// DELETE /plans/{id}); every title is set with textContent.
(function () {
  "use strict";
  const app = document.getElementById("app");
  const planID = Number(app.dataset.plan);
  const t = (window.TimelineKitPage && window.TimelineKitPage.t) || ((text) => text);
  const menu = document.getElementById("plans-menu");
  const panel = document.getElementById("plans-panel");
  const dialog = document.getElementById("plan-dialog");
  const form = dialog.querySelector("form");
  const titleField = form.elements.namedItem("title");
  const titleError = document.getElementById("plan-title-error");
  const status = document.getElementById("status");
  const readOnly = () => { const tools = document.querySelector('.toolbar [aria-label="Tasks"]'); return !tools || tools.hidden; };

  function say(text, isError) {
    status.textContent = text;
    status.classList.toggle("error", !!isError);
  }
  async function reasonOf(response) {
    const text = (await response.text()).trim();
    return text || response.status + " " + response.statusText;
  }

  async function fillMenu() {
    // Busy until the list is read: the entries shown meanwhile are the last ones read.
    panel.setAttribute("aria-busy", "true");
    let plans = [];
    try {
      const response = await fetch("/plans", { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(await reasonOf(response));
      plans = await response.json();
    } catch (error) {
      say("The plan list could not be read: " + error.message, true);
    }
    const entries = plans.map((plan) => {
      const link = document.createElement("a");
      link.href = "/plans/" + encodeURIComponent(plan.id);
      link.className = "plan";
      link.setAttribute("role", "menuitem");
      link.textContent = plan.title || "Plan " + plan.id;
      if (plan.id === planID) link.setAttribute("aria-current", "page");
      return link;
    });
    const create = document.createElement("button");
    create.type = "button"; create.className = "new-plan"; create.setAttribute("role", "menuitem");
    create.textContent = t("New plan…");
    create.addEventListener("click", openDialog);
    const remove = document.createElement("button");
    remove.type = "button"; remove.className = "delete-plan"; remove.setAttribute("role", "menuitem");
    remove.textContent = t("Delete this plan…");
    remove.hidden = readOnly();
    if (plans.filter((plan) => plan.id > 0).length <= 1) {   // stored plans; virtual ones have negative ids
      remove.disabled = true;
      remove.title = "The only plan cannot be deleted here: create another first.";
    }
    remove.addEventListener("click", deletePlan);
    const rule = document.createElement("hr");
    panel.replaceChildren(...entries, rule, create, remove);
    panel.removeAttribute("aria-busy");
  }

  function openDialog() {
    menu.open = false;
    titleField.value = "";
    titleError.textContent = "";
    titleField.removeAttribute("aria-invalid");
    dialog.hidden = false;
    titleField.focus();
  }
  function closeDialog() { dialog.hidden = true; }
  async function createPlan() {
    titleError.textContent = "";
    titleField.removeAttribute("aria-invalid");
    const title = titleField.value.trim();
    if (!title) { refuse("A plan needs a title."); return; }
    try {
      const response = await fetch("/plans", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ title }),
      });
      if (!response.ok) { refuse(await reasonOf(response)); return; }
      const created = await response.json();
      location.assign("/plans/" + encodeURIComponent(created.id));
    } catch (error) {
      refuse("The server did not answer: " + error.message);
    }
  }
  function refuse(message) {
    titleError.textContent = message;
    titleField.setAttribute("aria-invalid", "true");
    titleField.focus();
  }

  async function deletePlan() {
    menu.open = false;
    const title = document.querySelector(".toolbar .title").textContent;
    if (!window.confirm("Delete the plan \u201c" + title + "\u201d with all its tasks and history? This cannot be undone.")) return;
    try {
      const response = await fetch("/plans/" + encodeURIComponent(planID), { method: "DELETE" });
      if (!response.ok) { say("The plan was not deleted: " + (await reasonOf(response)), true); return; }
      location.assign("/");
    } catch (error) {
      say("The plan was not deleted: the server did not answer (" + error.message + ")", true);
    }
  }

  menu.addEventListener("toggle", () => { if (menu.open) fillMenu(); });
  form.addEventListener("submit", (event) => { event.preventDefault(); createPlan(); });
  dialog.addEventListener("click", (event) => { if (event.target.dataset && event.target.dataset.action === "cancel") closeDialog(); });
  dialog.addEventListener("keydown", (event) => {
    event.stopPropagation();   // typing in the dialog never reaches the chart
    if (event.key === "Escape") { event.preventDefault(); closeDialog(); }
  });
})();
