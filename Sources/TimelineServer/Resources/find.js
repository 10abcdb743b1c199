// Selection, filter, sort and search of a plan's page. The server keeps all of it (the
// session's filter and sort, the interaction engine's selection); this script only sends
// what the person did and shows what the frames say. Every text is set with textContent.
(function () {
  "use strict";
  const page = window.TimelineKitPage;
  if (!page) return;
  // The strings this script shows, in one place, through the page's strings table (page.t).
  const t = page.t || ((text) => text);
  const STRINGS = {
    matches: (matches, rows) => t("{matches} of {rows} tasks match").replace("{matches}", matches).replace("{rows}", rows),
    allTasks: (rows) => t("{rows} tasks").replace("{rows}", rows),
    hit: (index, hits) => t("{index} of {hits}").replace("{index}", index).replace("{hits}", hits),
    noHit: t("no match"),
    sortedAscending: t("sorted ascending; click for descending"),
    sortedDescending: t("sorted descending; click for the plan's order"),
    unsorted: t("click to sort by this column"),
  };
  const field = (id) => document.getElementById(id);
  const gridHeader = document.querySelector("#grid .grid-header");
  const gridBody = document.querySelector("#grid .grid-body");
  const text = field("filter-text"), critical = field("filter-critical"), late = field("filter-late"), milestones = field("filter-milestones");
  const from = field("filter-from"), to = field("filter-to"), count = field("find-count"), sortPlan = field("sort-plan");
  const search = field("search-text"), searchCount = field("search-count");
  let lastFind = null, lastFrame = null;

  function modifierNames(event) {
    const names = [];
    if (event.shiftKey) names.push("shift");
    if (event.ctrlKey) names.push("ctrl");
    if (event.metaKey) names.push("meta");
    return names;
  }

  // ---- Filter: every change sends the whole filter (the text after a short pause).
  function sendFilter() {
    page.command("setFilter", { text: text.value, critical: critical.checked, late: late.checked, milestones: milestones.checked,
                                from: from.value.trim() || null, to: to.value.trim() || null });
  }
  let filterTimer = null;
  text.addEventListener("input", () => { clearTimeout(filterTimer); filterTimer = setTimeout(sendFilter, 250); });
  for (const box of [critical, late, milestones]) box.addEventListener("change", sendFilter);
  for (const date of [from, to]) {
    date.addEventListener("change", sendFilter);
    date.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); sendFilter(); } });
  }
  field("filter-clear").addEventListener("click", () => {
    text.value = ""; from.value = ""; to.value = "";
    critical.checked = late.checked = milestones.checked = false;
    sendFilter();
  });
  sortPlan.addEventListener("click", () => page.command("sortPlan"));
  // Typing in the find bar never reaches the chart.
  field("findbar").addEventListener("keydown", (event) => event.stopPropagation());

  // ---- Sort: a click on a column header sorts by it, ascending, then descending, then the plan's order.
  gridHeader.addEventListener("click", (event) => {
    if (event.target.closest(".col-resizer")) return;
    const cell = event.target.closest("[data-column]");
    if (!cell || !lastFind) return;
    const column = cell.dataset.column;
    if (lastFind.sortColumn !== column) page.command("sortBy", { column, ascending: true });
    else if (lastFind.ascending) page.command("sortBy", { column, ascending: false });
    else page.command("sortBy", { column: null });
  });

  // ---- Selection: a grid row click selects its task on the server (Ctrl/⌘ adds, Shift extends).
  gridBody.addEventListener("click", (event) => {
    if (event.target.closest("button, input")) return;
    const line = event.target.closest(".grid-row");
    if (!line) return;
    const row = Number(line.getAttribute("aria-rowindex")) - 1;
    if (Number.isInteger(row) && row >= 0) page.command("selectRow", { row, modifiers: modifierNames(event) });
  });
  // Shift+click extends the selection, not the browser's text selection.
  gridBody.addEventListener("mousedown", (event) => { if (event.shiftKey) event.preventDefault(); });

  // ---- Search: Enter or ▼ finds the next match from the selected task, Shift+Enter or ▲ the previous.
  function find(backwards) {
    if (search.value === "") return;
    page.command("search", { text: search.value, backwards });
  }
  search.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === "F3") { event.preventDefault(); find(event.shiftKey); }
    if (event.key === "Escape") { search.blur(); document.getElementById("chart").focus(); }
  });
  field("search-next").addEventListener("click", () => find(false));
  field("search-previous").addEventListener("click", () => find(true));
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && (event.key === "f" || event.key === "F")) {
      event.preventDefault();
      field("findbar").classList.add("open");   // shown even in a short window
      search.focus();
      search.select();
    } else if (event.key === "F3") {
      event.preventDefault();
      find(event.shiftKey);
    }
  }, { capture: true });

  // ---- Every frame: the find bar's state, the header's sort marks, the selected and context rows.
  function setIfIdle(input, value, property) {
    if (document.activeElement === input) return;
    if (property === "checked") input.checked = !!value; else input.value = value || "";
  }
  function showFind(frame) {
    const find = frame.find;
    if (!find) return;
    lastFind = find;
    setIfIdle(text, find.text);
    setIfIdle(critical, find.critical, "checked");
    setIfIdle(late, find.late, "checked");
    setIfIdle(milestones, find.milestones, "checked");
    setIfIdle(from, find.from);
    setIfIdle(to, find.to);
    const filtered = find.text !== "" || find.critical || find.late || find.milestones || find.from !== "" || find.to !== "";
    // Counted against the plan's tasks (not the rows the filter leaves, which would always read "n of n").
    count.textContent = filtered ? STRINGS.matches(find.matches, find.tasks) : STRINGS.allTasks(find.tasks);
    field("findbar").classList.toggle("filtered", filtered);
    sortPlan.disabled = !find.sortColumn;
    for (const cell of gridHeader.querySelectorAll("[data-column]")) {
      const sorted = cell.dataset.column === find.sortColumn;
      cell.setAttribute("aria-sort", sorted ? (find.ascending ? "ascending" : "descending") : "none");
      cell.title = sorted ? (find.ascending ? STRINGS.sortedAscending : STRINGS.sortedDescending) : STRINGS.unsorted;
    }
    if (find.searchText) searchCount.textContent = find.searchHits > 0 ? STRINGS.hit(find.searchIndex, find.searchHits) : STRINGS.noHit;
    else searchCount.textContent = "";
  }
  function markRows(frame) {
    const selected = new Set(frame.selection || []);
    const byRow = new Map(frame.grid.rows.map((row) => [row.row, row]));
    for (const line of gridBody.querySelectorAll(".grid-row")) {
      const row = byRow.get(Number(line.getAttribute("aria-rowindex")) - 1);
      const picked = !!row && row.item != null && selected.has(row.item);
      line.classList.toggle("picked", picked);
      line.setAttribute("aria-selected", String(picked));
      line.classList.toggle("context", !!row && !!row.context);
    }
  }
  page.onFrame((frame) => {
    lastFrame = frame;
    showFind(frame);
    markRows(frame);
  });
})();
