"use strict";
(() => {
  const app = document.getElementById("app");
  const planID = app.dataset.plan;
  // The page's strings in its language (the server's table for it, keyed by the English text); English without one.
  let strings = {};
  try { strings = JSON.parse(app.dataset.strings || "{}") || {}; } catch { strings = {}; }
  const t = (text) => (Object.prototype.hasOwnProperty.call(strings, text) ? strings[text] : text);
  const chart = document.getElementById("chart");
  const gridHeader = document.querySelector("#grid .grid-header");
  const gridBody = document.querySelector("#grid .grid-body");
  const status = document.getElementById("status");
  const splitter = document.getElementById("splitter");
  let socket = null, seq = 0, lastFrame = null, awaiting = new Set();
  let pendingMove = null, pendingWheel = null, drag = null, selectedRow = null, selectedItem = null;
  const editsBySeq = new Map();

  function setStatus(text, isError) {
    status.textContent = text || "";
    status.classList.toggle("error", !!isError);
  }

  function send(message, expectFrame) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return -1;
    message.seq = ++seq;
    if (expectFrame !== false) awaiting.add(message.seq);
    socket.send(JSON.stringify(message));
    return message.seq;
  }
  function command(name, args) { return send({ type: "command", name, arguments: args || {} }); }
  // Other page scripts (find.js: selection, filter, sort, search) send commands and see every frame through this.
  const frameListeners = [];
  window.TimelineKitPage = { command, onFrame: (listener) => frameListeners.push(listener), t };

  function modifiers(event) {
    const list = [];
    if (event.shiftKey) list.push("shift");
    if (event.ctrlKey) list.push("ctrl");
    if (event.altKey) list.push("alt");
    if (event.metaKey) list.push("meta");
    return list;
  }
  // The chart's box and size are read where layout is clean (a press, the resize observer) and kept:
  // reading them right after a frame changed the DOM forced a layout on every frame (issue 17).
  let chartBox = null, chartSizeSeen = null, trackSeen = null;
  function local(event, fresh) {
    if (fresh || !chartBox) chartBox = chart.getBoundingClientRect();
    return { x: event.clientX - chartBox.left, y: event.clientY - chartBox.top };
  }
  function chartSize() { return chartSizeSeen || (chartSizeSeen = { width: chart.clientWidth, height: chart.clientHeight }); }
  function trackHeight() { return trackSeen != null ? trackSeen : (trackSeen = document.getElementById("vscroll").clientHeight); }
  let timeTrackSeen = null;
  function trackWidth() { return timeTrackSeen != null ? timeTrackSeen : (timeTrackSeen = document.getElementById("hscroll").clientWidth); }

  let sentSize = null;   // the chart size the server last heard of (hello or resize)
  function sendResizeIfChanged() {
    const { width, height } = chartSize();
    if (sentSize && Math.abs(sentSize.width - width) <= 1 && Math.abs(sentSize.height - height) <= 1) return;
    sentSize = { width, height };
    send({ type: "resize", width, height });
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + "/plans/" + encodeURIComponent(planID) + "/live");
    seq = 0; awaiting = new Set();
    socket.onopen = () => {
      setStatus(t("Connected"));
      sentSize = { width: chart.clientWidth, height: chart.clientHeight };
      resetPatchedFrames();
      // A plan that names no mode follows the browser's color scheme (prefers-color-scheme).
      const colorScheme = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
      // The page's language: a German page's grid writes and reads German dates.
      const language = document.documentElement.lang || "en";
      send(wholeFrames ? { type: "hello", viewport: sentSize, colorScheme, language }
                       : { type: "hello", viewport: sentSize, patches: true, colorScheme, language });
      restoreShows();
    };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.seq != null) awaiting.delete(message.seq);
      if (message.seq != null && acknowledgeWheels(message.seq) && message.type !== "frame") positionLayers();
      // The next request goes out before this frame is drawn (issue 17: pipelining).
      if (!wholeFrames) flushPending();
      if (message.type === "frame" && message.scene) receivePatchedFrame(message);
      else if (message.type === "frame") showFrame(message);
      else if (message.type === "error") showError(message);
      else if (message.type === "changed") setStatus(t("Updated by another page: ") + message.summary);
      if (wholeFrames) flushPending();   // as the page did before issue 17, for comparisons
    };
    socket.onclose = (event) => {
      if (event.code === 4404) {   // the plan was deleted: nothing to reconnect to
        setStatus(t("This plan was deleted. Open another from the Plans menu."), true);
        document.getElementById("app").classList.add("ended");
        return;
      }
      setStatus(t("Disconnected; reconnecting…"), true);
      setTimeout(connect, 1500);
    };
  }

  function flushPending() {
    if (pendingMove && !awaitingMove()) {
      const move = pendingMove; pendingMove = null;
      noteDragSent(send(move));
    }
    if (pendingWheel && wheelCanGo()) sendWheel();
    if (pendingScroll && !awaitingMove()) {
      const scroll = pendingScroll; pendingScroll = null;
      send(scroll);
    }
    if (pendingPinch && !awaitingMove()) {
      const step = pendingPinch; pendingPinch = null;
      send(step);
    }
  }
  function awaitingMove() { return awaiting.size > 0; }

  function showError(message) {
    setStatus(message.message, true);
    if (dialogRefusal(message)) return;
    const cell = editsBySeq.get(message.seq);
    if (cell) {
      cell.setAttribute("aria-invalid", "true");
      cell.title = message.message;
    }
  }


  // ---- Patched frames (issue 17) -------------------------------------------------------------
  // The page says "patches" in hello: the first frame (and one after a resync) draws the chart whole
  // from a display list (layers of elements, each keyed by its semantic id); every later frame
  // carries only what changed — elements removed, placed (inserted or moved after a key) and
  // attributes set — plus the fields of the frame that changed. Layers draw content space under
  // one translated group, so a scroll changes a translation plus the elements coming into view.
  // User text only ever reaches the DOM through textContent and setAttribute.
  // `?wholeFrames` opens the page on the whole-SVG protocol (benchmarks compare the two).
  const wholeFrames = new URLSearchParams(location.search).has("wholeFrames");
  const svgNS = "http://www.w3.org/2000/svg", xmlNS = "http://www.w3.org/XML/1998/namespace";
  let drawn = null;            // { frame, svg, defs, layers: Map id -> { axes, inner, nodes, at }, scroll }
  let frameState = null;       // the frame fields as of the last frame (patches merge into it)
  let rowsByKey = new Map();   // the grid rows, content space
  const heldFrames = new Map();   // patches that came before the frame they patch (by base)
  let resyncing = false, heldTimer = null;
  function resetPatchedFrames() {
    drawn = null; frameState = null; rowsByKey = new Map(); heldFrames.clear(); resyncing = false;
    wheelFlight.clear(); pendingWheel = null;
  }
  function requestResync() {
    heldFrames.clear();
    if (resyncing) return;
    resyncing = true;
    send({ type: "command", name: "refresh", arguments: {}, whole: true });
  }
  function receivePatchedFrame(message) {
    if (message.base == null) resyncing = false;
    else if (resyncing) return;                       // a patch made before the resync: the whole frame follows
    else if (!drawn || message.base < drawn.frame) { requestResync(); return; }
    else if (message.base > drawn.frame) {           // written out of order: wait a moment for the one before
      heldFrames.set(message.base, message);
      clearTimeout(heldTimer);
      heldTimer = setTimeout(() => { if (heldFrames.size) requestResync(); }, 500);
      return;
    }
    applyPatchedFrame(message);
    while (drawn && heldFrames.has(drawn.frame)) {
      const next = heldFrames.get(drawn.frame);
      heldFrames.delete(drawn.frame);
      applyPatchedFrame(next);
    }
  }
  function applyPatchedFrame(message) {
    if (message.base == null) { frameState = {}; rowsByKey = new Map(); }
    for (const key of Object.keys(message)) {
      if (!["scene", "grid", "viewport", "frame", "base", "notice", "editor", "seq", "type"].includes(key)) frameState[key] = message[key];
    }
    frameState.viewport = Object.assign(frameState.viewport || {}, message.viewport || {});
    const grid = frameState.grid || (frameState.grid = { columns: [], rows: [], headerHeight: 0, rowHeight: 28 });
    const changes = message.grid || {};
    for (const key of ["columns", "headerHeight", "rowHeight"]) if (key in changes) grid[key] = changes[key];
    if (changes.rows) rowsByKey = new Map(changes.rows.map((row) => [row.key, row]));
    for (const key of changes.remove || []) rowsByKey.delete(key);
    for (const row of changes.put || []) rowsByKey.set(row.key, row);
    drawScene(message.scene, message.frame);
    const top = drawn.scroll[1];
    grid.rows = [...rowsByKey.values()].sort((a, b) => a.row - b.row).map((row) => Object.assign({}, row, { y: row.y - top }));
    showFrame(Object.assign({}, frameState, { type: "frame", seq: message.seq, notice: message.notice || null, editor: message.editor || null }));
  }
  function setAttribute(node, name, value) {
    if (name === "xml:space") node.setAttributeNS(xmlNS, "xml:space", value); else node.setAttribute(name, value);
  }
  let clipCount = 0;
  function clipPath(rect) {
    const clip = document.createElementNS(svgNS, "clipPath"), box = document.createElementNS(svgNS, "rect");
    clip.id = "tk-clip-" + (++clipCount);
    ["x", "y", "width", "height"].forEach((name, index) => box.setAttribute(name, String(rect[index])));
    clip.appendChild(box);
    drawn.defs.appendChild(clip);
    return "url(#" + clip.id + ")";
  }
  function makeElement(description) {
    const node = document.createElementNS(svgNS, description.n);
    for (const name in description.a) setAttribute(node, name, description.a[name]);
    if (description.t != null) setTitle(node, description.t);
    if (description.clip) node.setAttribute("clip-path", clipPath(description.clip));
    for (const child of description.c || []) node.appendChild(makeElement(child));
    if (description.x != null) node.appendChild(document.createTextNode(description.x));
    return node;
  }
  function setTitle(node, title) {
    let shown = node.firstElementChild && node.firstElementChild.localName === "title" ? node.firstElementChild : null;
    if (title == null) { if (shown) shown.remove(); return; }
    if (!shown) { shown = document.createElementNS(svgNS, "title"); node.insertBefore(shown, node.firstChild); }
    shown.textContent = title;
  }
  function setText(node, text) {
    const shown = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
    if (text == null) { if (shown) shown.remove(); } else if (shown) shown.data = text; else node.appendChild(document.createTextNode(text));
  }
  function drawScene(scene, number) {
    restoreLocal();   // patches apply to the server's attributes
    if (scene.whole) {
      const svg = document.createElementNS(svgNS, "svg");
      const attributes = { version: "1.1", width: scene.width, height: scene.height, viewBox: "0 0 " + scene.width + " " + scene.height,
        role: "img", "aria-label": scene.label, "font-family": scene.fontFamily };
      for (const name in attributes) svg.setAttribute(name, String(attributes[name]));
      drawn = { frame: number, svg, defs: document.createElementNS(svgNS, "defs"), layers: new Map(), scroll: scene.scroll };
      svg.appendChild(drawn.defs);
      if (scene.background) {
        const background = makeElement({ n: "rect", a: { "data-role": "background", x: "0", y: "0", width: String(scene.width), height: String(scene.height), fill: scene.background } });
        if (scene.backgroundOpacity) background.setAttribute("fill-opacity", scene.backgroundOpacity);
        svg.appendChild(background);
      }
      for (const layer of scene.layers) {
        const outer = document.createElementNS(svgNS, "g"), inner = document.createElementNS(svgNS, "g");
        outer.setAttribute("data-layer", layer.id);
        if (layer.group) { outer.setAttribute("data-id", layer.id); outer.setAttribute("data-role", "group"); }   // as in the SVG
        if (layer.clip) outer.setAttribute("clip-path", clipPath(layer.clip));
        const nodes = new Map();
        for (const element of layer.elements) {
          const node = makeElement(element);
          nodes.set(element.k, node);
          inner.appendChild(node);
        }
        outer.appendChild(inner);
        svg.appendChild(outer);
        drawn.layers.set(layer.id, { axes: layer.axes, inner, nodes, at: null });
      }
      const shown = chart.querySelector(":scope > svg");   // only the drawing changes: an open menu keeps its element and focus
      if (shown) shown.replaceWith(svg); else chart.prepend(svg);
    } else {
      for (const [id, patch] of Object.entries(scene.layers)) {
        const layer = drawn.layers.get(id);
        if (!layer) { requestResync(); return; }
        for (const key of patch.remove || []) { const node = layer.nodes.get(key); if (node) node.remove(); layer.nodes.delete(key); }
        for (const [key, after, element] of patch.place || []) {
          const node = element ? makeElement(element) : layer.nodes.get(key);
          if (!node) { requestResync(); return; }
          layer.nodes.set(key, node);
          const before = after == null ? layer.inner.firstChild : layer.nodes.get(after).nextSibling;
          layer.inner.insertBefore(node, before);
        }
        for (const change of patch.set || []) {
          const node = layer.nodes.get(change.k);
          if (!node) { requestResync(); return; }
          for (const name in change.a || {}) setAttribute(node, name, change.a[name]);
          for (const name of change.d || []) { if (name === "xml:space") node.removeAttributeNS(xmlNS, "space"); else node.removeAttribute(name); }
          if ("t" in change) setTitle(node, change.t);
          if ("x" in change) setText(node, change.x);
        }
      }
      drawn.frame = number;
      drawn.scroll = scene.scroll;
    }
    positionLayers();
  }
  // The layers' translation: the frame's content-space offset plus what the page scrolled itself.
  let gridShift = 0;
  function positionLayers() {
    if (!drawn) return;
    const shift = localScroll();
    const x = drawn.scroll[0] + shift.x, y = drawn.scroll[1] + shift.y;
    for (const layer of drawn.layers.values()) {
      const at = "translate(" + (layer.axes.includes("x") ? -x : 0) + "," + (layer.axes.includes("y") ? -y : 0) + ")";
      if (at !== layer.at) { layer.inner.setAttribute("transform", at); layer.at = at; }
    }
    if (shift.y !== gridShift || shift.y) {
      gridShift = shift.y;
      for (const line of gridBody.children) line.style.transform = shift.y ? "translateY(" + (-shift.y) + "px)" : "";
    }
  }

  // ---- Wheel scrolling (issue 17) ----
  // Up to three wheel messages are in flight, the deltas of the rest add up in pendingWheel; each
  // delta also scrolls what is drawn at once (the server lays out 200 pt beyond each side), and the
  // frame that answers it takes over.
  const wheelFlight = new Map();   // seq -> the delta scrolled locally { x, y }
  function localScroll() {
    let x = 0, y = 0;
    for (const shift of wheelFlight.values()) { x += shift.x; y += shift.y; }
    if (pendingWheel && pendingWheel.local) { x += pendingWheel.local.x; y += pendingWheel.local.y; }
    return { x, y };
  }
  function wheelCanGo() { return wholeFrames ? !awaitingMove() : wheelFlight.size < 3; }
  function sendWheel() {
    const wheel = pendingWheel; pendingWheel = null;
    const sent = send(wheel);
    if (sent > 0 && !wholeFrames) wheelFlight.set(sent, wheel.local || { x: 0, y: 0 });
  }
  function acknowledgeWheels(seq) {
    let changed = false;
    for (const sent of wheelFlight.keys()) if (sent <= seq) { wheelFlight.delete(sent); changed = true; }
    return changed;
  }
  // How far the page scrolls a wheel delta itself: as the server will (shift turns a vertical wheel
  // horizontal; Ctrl/Cmd zooms, which only the server draws), kept inside the scrollable content.
  function scrollLocally(message) {
    const port = frameState && frameState.viewport, grid = frameState && frameState.grid;
    if (!drawn || !port || !grid || message.modifiers.includes("ctrl") || message.modifiers.includes("meta")) return { x: 0, y: 0 };
    let dx = message.dx, dy = message.dy;
    if (message.modifiers.includes("shift") && dx === 0) { dx = dy; dy = 0; }
    const shift = localScroll();
    const maxX = Math.max(0, port.contentWidth - (port.width - port.contentLeft));
    const x = Math.min(Math.max(0, port.x + shift.x + dx), maxX) - port.x - shift.x;
    const rows = port.height - port.contentTop - (port.histogramHeight || 0);
    const top = port.firstRow * grid.rowHeight + port.rowOffset;
    const maxY = Math.max(0, port.rowCount * grid.rowHeight - rows);
    const y = Math.min(Math.max(0, top + shift.y + dy), Math.max(maxY, top)) - top - shift.y;
    return { x, y };
  }

  function showFrame(frame) {
    lastFrame = frame;
    if (wholeFrames) { chartSizeSeen = null; trackSeen = null; gridLines = new Map(); }   // the page before issue 17, for comparisons
    // The server draws for the size it was told; correct it if the page settled since.
    const { width, height } = chartSize();
    const inRange = width >= 50 && width <= 8000 && height >= 50 && height <= 8000;
    if (frame.seq != null && inRange && (Math.abs(frame.viewport.width - width) > 1 || Math.abs(frame.viewport.height - height) > 1)) {
      setTimeout(() => { sentSize = null; sendResizeIfChanged(); }, 0);   // the server's size differs: tell it again
    }
    if (frame.svg != null) {   // a whole frame (patched frames were drawn by drawScene)
      const parsed = new DOMParser().parseFromString(frame.svg, "image/svg+xml");
      const svg = parsed.documentElement;
      if (svg && svg.nodeName === "svg") {   // only the drawing changes: an open menu keeps its element and focus
        const fresh = document.importNode(svg, true), shown = chart.querySelector(":scope > svg");
        if (shown) shown.replaceWith(fresh); else chart.prepend(fresh);
      }
      localDrawn.clear();
    }
    showMenu(frame.menu);
    if (drag && frame.seq != null) acknowledgeDrag(frame.seq);
    chart.style.cursor = frame.cursor || "default";
    showTooltip(localDragText(frame) || frame.tooltip);
    applyLocalDrag();
    // The grid's selected row follows the server's selection (a bar clicked, a search hit), its primary task.
    if (Array.isArray(frame.selection)) {
      const primary = frame.selection.length ? frame.selection[frame.selection.length - 1] : null;
      if (primary !== selectedItem) {
        const shown = frame.grid.rows.find((r) => r.item === primary);
        selectedItem = primary;
        selectedRow = shown ? shown.row : null;
      }
    }
    renderGrid(frame);
    positionLayers();   // rows drawn anew take the page's own scrolling too
    showRowScrollbar(frame);
    showTimeScrollbar(frame);
    if (frame.editor) openEditor(frame.editor);
    dialogsAfterFrame(frame);
    if (frame.shows) showShows(frame.shows);
    document.querySelector('[data-command="undo"]').disabled = !frame.canUndo;
    document.querySelector('[data-command="redo"]').disabled = !frame.canRedo;
    document.getElementById("critical").setAttribute("aria-pressed", String(!!frame.criticalPath));
    document.getElementById("autoschedule").setAttribute("aria-pressed", String(!!frame.autoScheduling));
    document.getElementById("theme").value = frame.theme;
    const dark = frame.mode === "dark";
    document.body.classList.toggle("dark", dark);
    document.getElementById("mode").setAttribute("aria-pressed", String(dark));
    if (frame.notice) setStatus(frame.notice);
    showChartView(frame);
    setAutoScroll(!!frame.autoScroll);
    for (const listener of frameListeners) listener(frame);
    // For measurements: when the first frame (chart and grid) was on the page.
    if (performance.getEntriesByName("timelinekit-first-frame").length === 0) performance.mark("timelinekit-first-frame");
  }

  // Column widths the person dragged, by column key, kept in this browser.
  const widthsKey = "timelinekit.columnWidths";
  let columnWidths = {};
  try { columnWidths = JSON.parse(localStorage.getItem(widthsKey) || "{}") || {}; } catch { columnWidths = {}; }
  let gridWidthChosen = false;
  // The grid starts as wide as its columns, but leaves the chart at least half of the window.
  // The page carries the columns (data-grid-columns), so this is done before hello and the
  // chart's size the server first hears is final (no second frame at start-up).
  function startingGridWidth(columns) {
    gridWidthChosen = true;
    const total = columns.reduce((sum, column) => sum + widthOf(column), 0) + 2;
    setGridWidth(Math.min(total, Math.max(120, window.innerWidth * 0.5)));
  }
  function widthOf(column) {
    const width = Number(columnWidths[column.key]);
    if (Number.isFinite(width) && width >= 32) return Math.min(width, 800);
    return Math.max(column.width, fittedWidths[column.key] || 0);
  }
  // The ID and WBS columns start narrow; on a plan past 9 999 tasks their numbers would be cut ("77…").
  // Until the user sizes them, they grow (never shrink, so scrolling does not make them jump) to the
  // widest number drawn so far, measured in the grid's font.
  const fittedColumns = new Set(["id", "wbs"]);
  const fittedWidths = {};
  let measuring = null;
  function fitColumns(grid) {
    grid.columns.forEach((column, index) => {
      if (!fittedColumns.has(column.key) || Number(columnWidths[column.key]) >= 32) return;
      let longest = "";
      for (const row of grid.rows) {
        const text = row.cells[index] || "";
        if (text.length > longest.length) longest = text;
      }
      if (longest.length < 4) return;   // what the default widths hold
      if (!measuring) {
        measuring = document.createElement("canvas").getContext("2d");
        // Bold, as summary rows draw their cells: the widest a number gets.
        const style = getComputedStyle(gridBody);
        measuring.font = "600 " + style.fontSize + " " + style.fontFamily;
      }
      // The text, the cell's padding (6 px a side) and a pixel for rounding.
      const needed = Math.min(160, Math.ceil(measuring.measureText(longest).width) + 13);
      if (needed > (fittedWidths[column.key] || 0)) fittedWidths[column.key] = needed;
    });
  }
  function resizeColumn(column, width) {
    columnWidths[column.key] = Math.max(32, Math.min(800, Math.round(width)));
    try { localStorage.setItem(widthsKey, JSON.stringify(columnWidths)); } catch { /* private mode: this page only */ }
    for (const cell of document.querySelectorAll('#grid [data-column="' + column.key + '"]')) cell.style.width = columnWidths[column.key] + "px";
  }

  function makeGridLine(row, grid, top) {
    const line = document.createElement("div");
    line.className = "grid-row " + row.kind + (row.row === selectedRow ? " selected" : "");
    line.setAttribute("role", "row");
    line.setAttribute("aria-rowindex", String(row.row + 1));
    if (row.item != null) line.dataset.item = String(row.item);
    line.setAttribute("aria-level", String((row.level || 0) + 1));
    if (row.expandable) line.setAttribute("aria-expanded", String(row.expanded));
    line.style.top = (row.y - top) + "px";
    line.style.height = grid.rowHeight + "px";
    row.cells.forEach((text, index) => {
      const column = grid.columns[index];
      const cell = document.createElement("div");
      cell.className = "cell " + column.align;
      cell.setAttribute("role", "gridcell");
      cell.dataset.column = column.key;
      cell.style.width = widthOf(column) + "px";
      const content = document.createElement("span");
      content.className = "text";   // the ellipsis needs a block inside the flex cell
      content.dir = "auto";           // a Hebrew or Arabic name reads right to left, its ellipsis at its end
      content.textContent = text;
      cell.appendChild(content);
      cell.title = text;
      cell.tabIndex = -1;
      if (column.key === "label") {   // the outline column: indentation and expander
        cell.style.paddingLeft = (6 + 16 * (row.level || 0)) + "px";
        if (row.expandable) {
          const toggle = document.createElement("button");
          toggle.type = "button";
          toggle.className = "toggle";
          toggle.setAttribute("aria-expanded", String(row.expanded));
          toggle.setAttribute("aria-label", (row.expanded ? "Collapse " : "Expand ") + text);
          toggle.addEventListener("click", (event) => {
            event.stopPropagation();
            command("toggleRow", { item: row.item });
          });
          toggle.addEventListener("dblclick", (event) => event.stopPropagation());
          cell.prepend(toggle);
        } else if (row.level > 0 || grid.rows.some((r) => r.expandable)) {
          cell.style.paddingLeft = (6 + 16 * (row.level || 0) + 18) + "px";   // aligned with the names beside a toggle
        }
      }
      if (column.editable && row.item != null) {
        cell.setAttribute("aria-readonly", "false");
        cell.addEventListener("dblclick", () => edit(cell, row.row, column.key, text));
        cell.addEventListener("keydown", (event) => {
          if (event.key === "F2") { event.preventDefault(); edit(cell, row.row, column.key, text); }
          if (event.key === "Enter") { event.preventDefault(); command("editTask", { item: row.item }); }   // the task dialog
          if (event.key === "Delete") { event.preventDefault(); deleteRowTasks(row.item); }
        });
      }
      line.appendChild(cell);
    });
    line.addEventListener("focusin", (event) => {
      const cell = event.target.closest(".cell");
      if (cell) focused = { row: row.row, column: [...line.children].indexOf(cell) };
    });
    line.addEventListener("contextmenu", (event) => {
      if (row.item == null || isReadOnlyPage()) return;
      event.preventDefault();
      selectRow(row);
      showRowMenu(row, event.clientX, event.clientY);
    });
    line.addEventListener("click", (event) => {
      selectRow(row);
      const cell = event.target.closest(".cell") || line.querySelector(".cell");
      focusCell(row.row, [...line.children].indexOf(cell));
    });
    return line;
  }
  let gridLines = new Map();   // row elements by their content

  function renderGrid(frame) {
    const grid = frame.grid;
    if (gridHeader.childElementCount !== grid.columns.length) {
      gridHeader.replaceChildren(...grid.columns.map((column) => {
        const cell = document.createElement("div");
        cell.className = "cell " + column.align;
        cell.setAttribute("role", "columnheader");
        cell.dataset.column = column.key;
        const title = document.createElement("span");
        title.className = "text";
        title.textContent = t(column.title);
        const handle = document.createElement("span");
        handle.className = "col-resizer";
        handle.setAttribute("role", "separator");
        handle.setAttribute("aria-label", t("Resize the column") + " " + t(column.title));
        handle.addEventListener("pointerdown", (event) => {
          event.preventDefault();
          event.stopPropagation();
          handle.setPointerCapture(event.pointerId);
          const startX = event.clientX, startWidth = cell.getBoundingClientRect().width;
          const move = (e) => resizeColumn(column, startWidth + e.clientX - startX);
          const up = () => { handle.removeEventListener("pointermove", move); handle.removeEventListener("pointerup", up); };
          handle.addEventListener("pointermove", move);
          handle.addEventListener("pointerup", up);
        });
        cell.append(title, handle);
        return cell;
      }));
    }
    fitColumns(grid);
    grid.columns.forEach((column, index) => { gridHeader.children[index].style.width = widthOf(column) + "px"; });
    // The grid starts as wide as its columns (until the splitter is moved), but leaves the chart at
    // least half of the window: the last columns are behind the splitter then, as in a project tool.
    if (!gridWidthChosen) startingGridWidth(grid.columns);
    gridHeader.style.height = grid.headerHeight + "px";
    gridBody.style.height = "calc(100% - " + grid.headerHeight + "px)";
    const top = grid.headerHeight;
    const editing = gridBody.querySelector("input");
    if (editing) return;  // keep the editor until it closes
    const hadFocus = gridBody.contains(document.activeElement);
    // The selection follows its task when rows move (indent keeps the row, a move or an insert shifts it).
    if (selectedItem != null) {
      const shown = grid.rows.find((r) => r.item === selectedItem);
      if (shown && shown.row !== selectedRow) {
        if (focused && focused.row === selectedRow) focused = { row: shown.row, column: focused.column };
        selectedRow = shown.row;
      }
    }
    // A row whose content did not change keeps its element (only its place and selection are set):
    // scrolling by a few rows builds only the rows coming into view.
    const expanders = grid.rows.some((r) => r.expandable);
    const widths = grid.columns.map(widthOf).join();
    const kept = new Map();
    const lines = grid.rows.map((row) => {
      const signature = JSON.stringify([row.row, row.item, row.kind, row.cells, row.level, row.expandable, row.expanded, expanders, widths, grid.rowHeight]);
      let line = gridLines.get(signature);
      if (line) {
        line.className = "grid-row " + row.kind + (row.row === selectedRow ? " selected" : "");
        line.style.top = (row.y - top) + "px";
      } else {
        line = makeGridLine(row, grid, top);
      }
      kept.set(signature, line);
      return line;
    });
    gridLines = kept;
    if (lines.length !== gridBody.children.length || lines.some((line, index) => gridBody.children[index] !== line)) gridBody.replaceChildren(...lines);
    if (hadFocus) restoreFocus();
    if (!gridBody.querySelector('.cell[tabindex="0"]')) {
      const first = gridBody.querySelector(".cell");
      if (first) first.tabIndex = 0;  // the grid is one Tab stop
    }
  }

  // Dragging grid rows (as in a project tool): a row dropped between two rows moves its task (and the
  // rows under it) there, under the lower row's parent; dropped onto the middle of a row, it becomes that
  // row's last child. One stored, undoable edit (the server's dropRow). The grid is drawn again on every
  // frame, so the drag keeps coordinates and item ids, never row elements.
  let rowDrag = null;
  const dropMarker = document.createElement("div");
  dropMarker.className = "row-drop";
  dropMarker.hidden = true;
  gridBody.parentElement.appendChild(dropMarker);
  function gridRowAt(clientY) {
    if (!lastFrame || !lastFrame.grid) return null;
    const grid = lastFrame.grid, localY = clientY - gridBody.getBoundingClientRect().top;
    for (const row of grid.rows) {
      const top = row.y - grid.headerHeight;
      if (localY >= top && localY < top + grid.rowHeight) return { row, fraction: (localY - top) / grid.rowHeight, top };
    }
    return null;
  }
  // Where a drop at clientY goes: { target: item id or null (after the last row), child, y, height } or null.
  function rowDropAt(clientY) {
    const hit = gridRowAt(clientY);
    const grid = lastFrame.grid, offset = gridBody.offsetTop;
    if (!hit) return null;
    if (hit.row.item == null) {   // an empty row below the tasks: after the last one
      return { target: null, child: false, y: offset + hit.top, height: 0 };
    }
    if (hit.fraction >= 0.25 && hit.fraction <= 0.75) return { target: hit.row.item, child: true, y: offset + hit.top, height: grid.rowHeight };
    if (hit.fraction < 0.25) return { target: hit.row.item, child: false, y: offset + hit.top, height: 0 };
    const index = grid.rows.indexOf(hit.row), next = grid.rows[index + 1];
    if (next && next.item != null) return { target: next.item, child: false, y: offset + hit.top + grid.rowHeight, height: 0 };
    if (next) return { target: null, child: false, y: offset + hit.top + grid.rowHeight, height: 0 };
    return null;   // below the last row in view: the row after it is not shown
  }
  gridBody.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || isReadOnlyPage() || event.target.closest("button, input")) return;
    const hit = gridRowAt(event.clientY);
    if (!hit || hit.row.item == null) return;
    rowDrag = { item: hit.row.item, startY: event.clientY, active: false, drop: null };
  });
  window.addEventListener("pointermove", (event) => {
    if (!rowDrag) return;
    if (!rowDrag.active && Math.abs(event.clientY - rowDrag.startY) < 6) return;
    rowDrag.active = true;
    event.preventDefault();
    rowDrag.drop = rowDropAt(event.clientY);
    const drop = rowDrag.drop;
    dropMarker.hidden = !drop || drop.target === rowDrag.item;
    if (drop) {
      dropMarker.classList.toggle("into", drop.child);
      dropMarker.style.top = drop.y + "px";
      dropMarker.style.height = (drop.child ? drop.height : 2) + "px";
    }
    document.body.classList.add("dragging-row");
  });
  window.addEventListener("pointerup", () => {
    if (!rowDrag) return;
    const finished = rowDrag;
    rowDrag = null;
    dropMarker.hidden = true;
    document.body.classList.remove("dragging-row");
    if (!finished.active || !finished.drop || finished.drop.target === finished.item) return;
    command("dropRow", { item: finished.item, target: finished.drop.target, child: finished.drop.child });
  });

  // Keyboard use of the grid: arrows move between cells, Enter or F2 edits; past the
  // visible rows the arrows scroll (the server moves the viewport, focus follows).
  let focused = null;
  function cellAt(row, column) {
    const line = gridBody.querySelector('[aria-rowindex="' + (row + 1) + '"]');
    return line ? line.children[column] || null : null;
  }
  function focusCell(row, column) {
    const cell = cellAt(row, column);
    if (!cell) return false;
    gridBody.querySelectorAll('.cell[tabindex="0"]').forEach((c) => (c.tabIndex = -1));
    cell.tabIndex = 0;
    cell.focus();
    focused = { row, column };
    return true;
  }
  function restoreFocus() { if (focused) focusCell(focused.row, focused.column); }
  // A read-only plan's page hides its editing tools.
  function isReadOnlyPage() { const tools = document.querySelector('.toolbar [aria-label="Tasks"]'); return !tools || tools.hidden; }
  function selectRow(row) {
    selectedRow = row.row;
    selectedItem = row.item != null ? row.item : null;
    gridBody.querySelectorAll(".grid-row.selected").forEach((line) => line.classList.remove("selected"));
    const line = gridBody.querySelector('[aria-rowindex="' + (row.row + 1) + '"]');
    if (line) line.classList.add("selected");
  }

  // Rows and outline (as in a project tool): indent / outdent, insert above / below, move up / down
  // the selected grid row's task, else the chart's selected bar (the server knows it).
  function rowCommand(name, args) {
    // Several tasks selected (Ctrl/Shift click, rubber band): the server's selection, all of them.
    const several = lastFrame && Array.isArray(lastFrame.selection) && lastFrame.selection.length > 1;
    const target = selectedItem != null && !several ? { item: selectedItem } : {};
    return command(name, Object.assign(target, args || {}));
  }
  // Delete: the selected tasks when several are selected (one undo step, as the Delete key in the
  // chart), else the row's task.
  function deleteRowTasks(item) {
    const several = lastFrame && Array.isArray(lastFrame.selection) && lastFrame.selection.length > 1;
    if (several) send({ type: "key", key: "Delete", modifiers: [] });
    else if (item != null) command("deleteItem", { item });
  }
  const rowActions = [
    ["Edit task…", "editTask", {}, "Enter"],
    ["Insert task above", "insertTask", { below: false }, "Insert"],
    ["Insert task below", "insertTask", { below: true }, ""],
    ["Indent", "indent", {}, "Tab"],
    ["Outdent", "outdent", {}, "Shift+Tab"],
    ["Move up", "moveRow", { up: true }, "Alt+Shift+↑"],
    ["Move down", "moveRow", { up: false }, "Alt+Shift+↓"],
    ["Delete task", "deleteItem", {}, "Delete"],
  ];
  function closeRowMenu() { document.querySelectorAll(".menu.row-menu").forEach((menu) => menu.remove()); }
  function showRowMenu(row, x, y) {
    closeRowMenu();
    const list = document.createElement("ul");
    list.className = "menu row-menu";
    list.setAttribute("role", "menu");
    list.style.position = "fixed";
    list.style.left = x + "px";
    list.style.top = y + "px";
    for (const [title, name, args, keys] of rowActions) {
      const entry = document.createElement("li");
      entry.setAttribute("role", "menuitem");
      entry.tabIndex = -1;
      entry.dataset.rowAction = name + (args.below ? "Below" : args.up === false ? "Down" : args.up ? "Up" : "");
      entry.textContent = t(title);
      if (keys) { const hint = document.createElement("span"); hint.className = "keys"; hint.textContent = keys; entry.appendChild(hint); }
      entry.addEventListener("click", (event) => {
        event.stopPropagation();
        closeRowMenu();
        if (name === "editTask") command("editTask", { item: row.item });
        else if (name === "deleteItem") deleteRowTasks(row.item);
        else rowCommand(name, args);
      });
      entry.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); entry.click(); }
      });
      list.appendChild(entry);
    }
    list.addEventListener("keydown", (event) => {
      const entries = Array.from(list.children), index = entries.indexOf(document.activeElement);
      if (event.key === "Escape") { event.preventDefault(); closeRowMenu(); restoreFocus(); }
      else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        entries[(index + (event.key === "ArrowDown" ? 1 : entries.length - 1)) % entries.length].focus();
      }
    });
    document.body.appendChild(list);
    // Inside the window: near the bottom or right edge it opens up or to the left.
    if (x + list.offsetWidth > window.innerWidth) list.style.left = Math.max(0, x - list.offsetWidth) + "px";
    if (y + list.offsetHeight > window.innerHeight) list.style.top = Math.max(0, y - list.offsetHeight) + "px";
    list.firstChild.focus();
  }
  document.addEventListener("pointerdown", (event) => { if (!event.target.closest(".row-menu")) closeRowMenu(); });
  document.querySelectorAll("[data-row-command]").forEach((button) => {
    button.addEventListener("click", () => {
      const [name, args] = { indent: ["indent", {}], outdent: ["outdent", {}], insertAbove: ["insertTask", { below: false }],
        insertBelow: ["insertTask", { below: true }], moveUp: ["moveRow", { up: true }], moveDown: ["moveRow", { up: false }] }[button.dataset.rowCommand];
      rowCommand(name, args);
    });
  });

  gridBody.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") return;
    // Outline keys of Microsoft Project: Tab / Shift+Tab indent and outdent, Insert adds a task
    // above, Alt+Shift+Up / Down move the row among its siblings.
    if (selectedItem != null && !isReadOnlyPage()) {
      let outline = null;
      if (event.key === "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey) outline = [event.shiftKey ? "outdent" : "indent", {}];
      else if (event.key === "Insert") outline = ["insertTask", { below: false }];
      else if (event.altKey && event.shiftKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) outline = ["moveRow", { up: event.key === "ArrowUp" }];
      if (outline) { event.preventDefault(); rowCommand(outline[0], outline[1]); return; }
    }
    if (!focused) return;
    const columns = lastFrame ? lastFrame.grid.columns.length : 1;
    let { row, column } = focused;
    if (event.key === "ArrowRight") column = Math.min(columns - 1, column + 1);
    else if (event.key === "ArrowLeft") column = Math.max(0, column - 1);
    else if (event.key === "ArrowDown") row += 1;
    else if (event.key === "ArrowUp") row = Math.max(0, row - 1);
    else return;
    event.preventDefault();
    if (!focusCell(row, column)) {
      focused = { row, column };
      send({ type: "key", key: event.key, modifiers: [] });
    }
  });

  function edit(cell, row, column, text) {
    const input = document.createElement("input");
    input.value = text;
    input.setAttribute("aria-label", column + " of row " + (row + 1));
    cell.replaceChildren(input);
    input.focus();
    input.select();
    let done = false;
    const finish = (commit) => {
      if (done) return;
      done = true;
      gridLines = new Map();   // the row was typed into: draw it again from the next frame
      const value = input.value;
      cell.textContent = commit ? value : text;
      cell.removeAttribute("aria-invalid");
      if (commit && value !== text) {
        const sent = command("editCell", { row, column, text: value });
        editsBySeq.set(sent, cell);
      } else if (lastFrame) {
        renderGrid(lastFrame);
      }
    };
    input.addEventListener("keydown", (event) => {
      event.stopPropagation();
      if (event.key === "Enter") finish(true);
      if (event.key === "Escape") finish(false);
    });
    input.addEventListener("blur", () => finish(true));
  }

  // Editors the server asks for (the menu's Edit, an activating double-click):
  // an item's name cell in the grid, or the dependency dialog.
  const dependencyEditor = document.getElementById("dependency-editor");
  const dependencyType = dependencyEditor.querySelector("select");
  let editedDependency = null;
  function openEditor(editor) {
    if (editor.kind === "item") {
      const line = gridBody.querySelector('[data-item="' + editor.id + '"]');
      const shown = lastFrame && lastFrame.grid.rows.find((r) => r.item === editor.id);
      const index = lastFrame.grid.columns.findIndex((column) => column.key === "label");
      if (line && shown && index >= 0) edit(line.children[index], shown.row, "label", shown.cells[index]);
    } else if (editor.kind === "task") {
      openTaskDialog(editor);
    } else if (editor.kind === "dependency") {
      editedDependency = editor.id;
      dependencyEditor.querySelector(".ends").textContent = editor.from + " → " + editor.to;
      dependencyType.value = editor.type;
      showDependencyLag(editor);
      dependencyEditor.hidden = false;
      dependencyType.focus();
    }
  }
  function closeDependencyEditor() {
    dependencyEditor.hidden = true;
    editedDependency = null;
    chart.focus();
  }
  dependencyType.addEventListener("change", () => {
    if (editedDependency != null) command("setDependencyType", { dependency: editedDependency, type: dependencyType.value });
  });
  dependencyEditor.addEventListener("click", (event) => {
    const action = event.target.dataset ? event.target.dataset.action : null;
    if (action === "delete" && editedDependency != null) command("deleteDependency", { dependency: editedDependency });
    if (action) closeDependencyEditor();
  });
  dependencyEditor.addEventListener("keydown", (event) => { if (event.key === "Escape") closeDependencyEditor(); });

  // The drag's dates, shown beside the pointer while a bar moves (an SVG title shows only on hover).
  const tooltip = document.getElementById("drag-tooltip");
  let pointerAt = { x: 0, y: 0 };
  let tooltipPlacement = 0;
  function showTooltip(text) {
    if (!text) { tooltip.hidden = true; return; }
    if (tooltip.textContent !== text) tooltip.textContent = text;
    tooltip.hidden = false;
    if (!tooltipPlacement) tooltipPlacement = requestAnimationFrame(placeTooltip);
  }
  function placeTooltip() {
    tooltipPlacement = 0;
    if (tooltip.hidden) return;
    const left = Math.min(pointerAt.x + 14, Math.max(0, chart.clientWidth - tooltip.offsetWidth - 4));
    const top = pointerAt.y + 18 + tooltip.offsetHeight > chart.clientHeight ? pointerAt.y - tooltip.offsetHeight - 10 : pointerAt.y + 18;
    const box = chart.getBoundingClientRect();
    tooltip.style.left = box.left + window.scrollX + Math.max(0, left) + "px";
    tooltip.style.top = box.top + window.scrollY + Math.max(0, top) + "px";
  }
  chart.addEventListener("pointermove", (event) => { pointerAt = local(event); }, { capture: true });
  chart.addEventListener("pointerdown", (event) => { pointerAt = local(event, true); }, { capture: true });

  // The context menu: the server decides its entries; the page lists them and answers.
  // A frame that shows the same menu again (another edit, a hover) keeps the open one as it is, so the
  // entry a person moved to with the arrows stays focused.
  let shownMenu = null, shownMenuKey = null;
  function showMenu(menu) {
    const key = menu ? JSON.stringify(menu) : null;
    if (key === shownMenuKey && (!shownMenu || shownMenu.isConnected)) return;
    if (shownMenu) shownMenu.remove();
    shownMenu = null;
    shownMenuKey = key;
    if (!menu) return;
    const list = document.createElement("ul");
    list.className = "menu";
    list.setAttribute("role", "menu");
    list.style.left = menu.x + "px";
    list.style.top = menu.y + "px";
    for (const item of menu.items) {
      const entry = document.createElement("li");
      entry.setAttribute("role", "menuitem");
      entry.tabIndex = -1;
      entry.dataset.menuItem = item.id;
      entry.textContent = t(item.title);
      entry.addEventListener("pointerdown", (event) => event.stopPropagation());
      entry.addEventListener("pointerup", (event) => event.stopPropagation());
      entry.addEventListener("click", (event) => { event.stopPropagation(); send({ type: "menuItemSelected", id: item.id }); });
      entry.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); event.stopPropagation(); entry.click(); }
      });
      list.appendChild(entry);
    }
    list.addEventListener("keydown", (event) => {
      const entries = Array.from(list.children), index = entries.indexOf(document.activeElement);
      if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); dismissMenu(); chart.focus(); }
      else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault(); event.stopPropagation();
        const next = (index + (event.key === "ArrowDown" ? 1 : entries.length - 1)) % entries.length;
        entries[Math.max(0, next)].focus();
      }
    });
    chart.appendChild(list);
    shownMenu = list;
    // Keep the whole menu inside the chart: near the bottom or right edge it opens up or to the left.
    const maxLeft = Math.max(0, chart.clientWidth - list.offsetWidth - 4), maxTop = Math.max(0, chart.clientHeight - list.offsetHeight - 4);
    if (menu.x > maxLeft) list.style.left = Math.max(0, Math.min(menu.x - list.offsetWidth, maxLeft)) + "px";
    if (menu.y > maxTop) list.style.top = Math.max(0, Math.min(menu.y - list.offsetHeight, maxTop)) + "px";
    if (list.firstChild) list.firstChild.focus();
  }
  function menuOpen() { return !!(lastFrame && lastFrame.menu); }
  function dismissMenu() { if (menuOpen()) { lastFrame.menu = null; if (frameState) frameState.menu = null; send({ type: "menuDismissed" }); } }
  chart.addEventListener("contextmenu", (event) => event.preventDefault());

  // Dragging: the server decides; the page only moves a dragged bar locally while a frame is in flight.
  // While a frame is in flight the page moves a bar dragged whole, the ends of its dependency lines
  // and the drag's dates itself: by the pointer's offset since the position the server last answered
  // (drag.dx - drag.acked), so the bar stays under the pointer however far the server is. Each frame
  // reconciles: the server's drawing comes back, and only the offset not answered yet is added.
  function press(event, point) {
    const target = event.target.closest("[data-id]");
    const id = target ? target.getAttribute("data-id") : null;
    const sent = send({ type: "pointerdown", x: point.x, y: point.y, button: event.button, modifiers: modifiers(event), clickCount: clickCountOf(event, point) });
    drag = id && /^item:\d+$/.test(id) && event.button === 0
      ? { item: Number(id.slice(5)), pressX: point.x, dx: 0, acked: 0, sent: new Map([[sent, 0]]), releasedAt: null } : null;
  }
  // The pointer's offset as the server counts it: past the time area, the pointer is at its edge.
  function dragOffset(point) {
    const port = lastFrame && lastFrame.viewport;
    const x = port ? Math.min(Math.max(point.x, port.contentLeft), port.width) : point.x;
    return x - drag.pressX;
  }
  function noteDragSent(seq) { if (drag && seq > 0 && drag.releasedAt == null) drag.sent.set(seq, drag.dx); }
  function acknowledgeDrag(seq) {
    for (const [sent, dx] of drag.sent) if (sent <= seq) { drag.acked = dx; drag.sent.delete(sent); }
    if (drag.releasedAt != null && seq >= drag.releasedAt) drag = null;   // the release's frame: the server's drawing stands
  }
  const localDrawn = new Set();   // elements drawn away from the server's attributes
  function localSet(node, name, value) {
    if (!node.__server) node.__server = {};
    if (!(name in node.__server)) node.__server[name] = node.getAttribute(name);
    node.setAttribute(name, value);
    localDrawn.add(node);
  }
  function restoreLocal() {
    for (const node of localDrawn) {
      for (const [name, value] of Object.entries(node.__server || {})) {
        if (value == null) node.removeAttribute(name); else node.setAttribute(name, value);
      }
      delete node.__server;
    }
    localDrawn.clear();
  }
  function shiftedPoints(points, offset, fromEnd) {
    const pairs = points.trim().split(/\s+/);
    return pairs.map((pair, index) => {
      // A predecessor moves every point but the line's last; a successor only the last (and the arrowhead).
      if (fromEnd ? index === pairs.length - 1 : index !== pairs.length - 1) return pair;
      const [x, y] = pair.split(",");
      return (Number(x) + offset) + "," + y;
    }).join(" ");
  }
  function applyLocalDrag() {
    restoreLocal();
    if (!drag || !lastFrame || lastFrame.cursor !== "move") return;   // a body drag, not a resize or a link
    const offset = Math.round((drag.dx - drag.acked) * 100) / 100;
    if (!offset) return;
    const id = drag.item, moved = "translate(" + offset + " 0)";
    const parts = '[data-id="item:' + id + '"], [data-id="item:' + id + ':completion"], [data-id="item:' + id + ':secondary"], '
      + '[data-id="item:' + id + ':label"], [data-id="item:' + id + ':attachment"], [data-id$=":item:' + id + '"], [data-id^="thumb:' + id + ':"]';
    for (const node of chart.querySelectorAll(parts)) localSet(node, "transform", moved);
    for (const [link, from, to] of lastFrame.links || []) {
      if (from !== id && to !== id) continue;
      const line = chart.querySelector('[data-id="' + link + '"]');
      if (line && line.getAttribute("points")) localSet(line, "points", shiftedPoints(line.getAttribute("points"), offset, from === id));
      const arrow = to === id && chart.querySelector('[data-id="' + link + ':arrow"]');
      if (arrow) localSet(arrow, "transform", moved);
    }
  }
  // The drag's dates as the server writes them (see Frame.DragDates), or null when the page cannot be exact.
  function localDragText(frame) {
    const dates = frame && frame.dragDates;
    if (!drag || !dates || dates.item !== drag.item || frame.cursor !== "move") return null;
    const x = (dates.start - dates.axisOrigin) / 3600 * dates.hourWidth + drag.dx;
    const seconds = x / dates.hourWidth * 3600;
    let start = seconds === 0 ? dates.axisOrigin : dates.axisOrigin + seconds;
    if (dates.grid) {
      const steps = (start - dates.grid.origin) / dates.grid.step;
      const count = dates.grid.rule === "up" ? Math.ceil(steps) : dates.grid.rule === "down" ? Math.floor(steps) : Math.floor(steps + 0.5);
      start = dates.grid.origin + count * dates.grid.step;
    }
    if (dates.milestone) return timeText(start, false);
    return timeText(start, false) + " \u2013 " + timeText(dates.duration === 0 ? start : start + dates.duration, true);
  }
  // A plan time (seconds since 2001-01-01 00:00, wall clock) as the grid writes it: 2025-03-05 11:00;
  // a finish at midnight is 24:00 of the day before.
  function timeText(seconds, isFinish) {
    let day = Math.floor(seconds / 86400), time = seconds - day * 86400;
    if (time >= 86400) { day += 1; time = 0; } else if (time < 0) time = 0;
    if (isFinish && time === 0) { day -= 1; time = 86400; }
    const micro = Math.round(time * 1e6), whole = Math.trunc(micro / 1e6);
    let fraction = micro - whole * 1e6;
    const date = new Date(Date.UTC(2001, 0, 1) + day * 86400000);
    const pad = (value, width) => String(value).padStart(width, "0");
    let text = pad(date.getUTCFullYear(), 4) + "-" + pad(date.getUTCMonth() + 1, 2) + "-" + pad(date.getUTCDate(), 2) + " "
      + pad(Math.floor(whole / 3600), 2) + ":" + pad(Math.floor(whole / 60) % 60, 2) + ":" + pad(whole % 60, 2);
    if (fraction > 0) {
      let width = 6;
      while (fraction % 10 === 0) { fraction /= 10; width -= 1; }
      text += "." + pad(fraction, width);
    }
    return text.length === 19 && text.endsWith(":00") ? text.slice(0, -3) : text;
  }

  // Touch: a press is held back until the finger moves (a drag), lifts (a
  // tap) or stays still for 550 ms (a long press: the context menu); a
  // second finger before that makes a pinch (zoom around the fingers).
  const touches = new Map();
  let pendingTouch = null, pinch = null, pendingPinch = null;
  function touchDistance() {
    const [a, b] = [...touches.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }
  function cancelPendingTouch() {
    if (pendingTouch) { clearTimeout(pendingTouch.timer); pendingTouch = null; }
  }
  function sendPinch(message) {
    if (awaitingMove()) {
      if (pendingPinch) { pendingPinch.scale *= message.scale; pendingPinch.x = message.x; pendingPinch.y = message.y; } else pendingPinch = message;
    } else send(message);
  }

  chart.addEventListener("pointerdown", (event) => {
    chart.focus();
    if (menuOpen() && !event.target.closest(".menu")) { dismissMenu(); if (event.button !== 2) return; }
    chart.setPointerCapture(event.pointerId);
    const point = local(event);
    if (event.pointerType === "touch") {
      touches.set(event.pointerId, point);
      if (touches.size === 2 && pendingTouch) {
        cancelPendingTouch();
        pinch = { last: touchDistance().distance };
        return;
      }
      if (touches.size === 1) {
        const held = { event, point, longPressed: false };
        held.timer = setTimeout(() => {
          held.longPressed = true;
          send({ type: "longpress", x: held.point.x, y: held.point.y });
        }, 550);
        pendingTouch = held;
        return;
      }
    }
    press(event, point);
  });
  chart.addEventListener("pointermove", (event) => {
    const point = local(event);
    if (event.pointerType === "touch" && touches.has(event.pointerId)) {
      touches.set(event.pointerId, point);
      if (pinch) {
        if (touches.size === 2) {
          const now = touchDistance();
          if (pinch.last > 0 && now.distance > 0 && Math.abs(now.distance / pinch.last - 1) > 0.01) {
            sendPinch({ type: "pinch", scale: now.distance / pinch.last, x: now.x, y: now.y });
            pinch.last = now.distance;
          }
        }
        return;
      }
      if (pendingTouch) {
        if (pendingTouch.longPressed) return;
        if (Math.hypot(point.x - pendingTouch.point.x, point.y - pendingTouch.point.y) < 8) return;
        const held = pendingTouch;
        cancelPendingTouch();
        press(held.event, held.point);
      }
    }
    if (drag && drag.releasedAt == null) {
      drag.dx = dragOffset(point);
      applyLocalDrag();
      const text = localDragText(lastFrame);
      if (text) showTooltip(text); else if (!tooltip.hidden) showTooltip(tooltip.textContent);   // follows the pointer
    }
    const move = { type: "pointermove", x: point.x, y: point.y, button: event.button, modifiers: modifiers(event), clickCount: 0 };
    if (awaitingMove()) pendingMove = move; else noteDragSent(send(move));
  });
  function release(event) {
    const point = local(event);
    if (event.pointerType === "touch") {
      touches.delete(event.pointerId);
      if (pinch) { if (touches.size === 0) pinch = null; return; }
      if (pendingTouch) {
        const held = pendingTouch;
        cancelPendingTouch();
        if (held.longPressed) return;
        press(held.event, held.point);   // a tap: press and release where the finger was
      }
    }
    pendingMove = null;
    if (drag && drag.releasedAt == null) drag.dx = dragOffset(point);
    const up = send({ type: "pointerup", x: point.x, y: point.y, button: event.button, modifiers: modifiers(event), clickCount: event.detail || 1 });
    // The bar stays where it was let go until the release's frame comes.
    if (drag && up > 0) { drag.sent.set(up, drag.dx); drag.releasedAt = up; } else drag = null;
    setAutoScroll(false);
  }
  chart.addEventListener("pointerup", release);
  chart.addEventListener("pointercancel", release);

  // The row scrollbar: the server's rows can be any number (10^12 in a
  // virtual plan), so the thumb maps a fraction of the track to a first row
  // and dragging it asks the server to scroll there.
  const vscroll = document.getElementById("vscroll"), vthumb = document.getElementById("vthumb");
  let pendingScroll = null;
  function scrollGeometry(frame) {
    const rowsHeight = frame.viewport.height - frame.viewport.contentTop - (frame.viewport.histogramHeight || 0);
    const visible = Math.max(1, Math.floor(rowsHeight / Math.max(1, frame.grid.rowHeight)));
    const total = Math.max(frame.viewport.rowCount, visible);
    const track = trackHeight();
    const thumb = Math.min(track, Math.max(24, track * visible / total));
    return { visible, total, track, thumb, last: Math.max(0, total - visible) };
  }
  function showRowScrollbar(frame) {
    const g = scrollGeometry(frame);
    const first = frame.viewport.firstRow;
    vthumb.style.height = g.thumb + "px";
    vthumb.style.top = (g.last > 0 ? (g.track - g.thumb) * Math.min(1, first / g.last) : 0) + "px";
    vscroll.setAttribute("aria-valuemax", String(g.last));
    vscroll.setAttribute("aria-valuenow", String(first));
  }
  function scrollToFraction(fraction) {
    if (!lastFrame) return;
    const g = scrollGeometry(lastFrame);
    const row = Math.round(Math.min(1, Math.max(0, fraction)) * g.last);
    const message = { type: "command", name: "scrollTo", arguments: { row } };
    if (awaitingMove()) pendingScroll = message; else send(message);
  }
  // A scrollbar's thumb dragged along its track: `moved` gets where it is, 0…1 of the track's free length.
  function dragThumb(thumb, horizontal, geometry, moved) {
    let drag = null;
    const along = (event) => (horizontal ? event.clientX : event.clientY);
    thumb.addEventListener("pointerdown", (event) => {
      event.stopPropagation();
      thumb.setPointerCapture(event.pointerId);
      drag = { start: along(event), offset: horizontal ? thumb.offsetLeft : thumb.offsetTop };
    });
    thumb.addEventListener("pointermove", (event) => {
      if (!drag || !lastFrame) return;
      const g = geometry(lastFrame);
      const at = Math.min(g.track - g.thumb, Math.max(0, drag.offset + along(event) - drag.start));
      thumb.style[horizontal ? "left" : "top"] = at + "px";
      moved(g.track > g.thumb ? at / (g.track - g.thumb) : 0);
    });
    thumb.addEventListener("pointerup", () => { drag = null; });
  }
  dragThumb(vthumb, false, scrollGeometry, scrollToFraction);
  vscroll.addEventListener("pointerdown", (event) => {
    if (event.target !== vscroll) return;
    send({ type: "key", key: event.offsetY < vthumb.offsetTop ? "PageUp" : "PageDown", modifiers: [] });
  });
  vscroll.addEventListener("wheel", wheel, { passive: false });

  // The time scrollbar: the thumb is the shown part of the plan's timeline
  // (the viewport's x of its content width); dragging it asks the server to
  // scroll there, a press on the track pages left or right.
  const hscroll = document.getElementById("hscroll"), hthumb = document.getElementById("hthumb");
  function timeGeometry(frame) {
    const visible = Math.max(1, frame.viewport.width - (frame.viewport.contentLeft || 0));
    const total = Math.max(frame.viewport.contentWidth || 0, visible);
    const track = trackWidth();
    const thumb = Math.min(track, Math.max(24, track * visible / total));
    return { visible, track, thumb, last: Math.max(0, total - visible) };
  }
  function showTimeScrollbar(frame) {
    const g = timeGeometry(frame);
    hthumb.style.width = g.thumb + "px";
    hthumb.style.left = (g.last > 0 ? (g.track - g.thumb) * Math.min(1, Math.max(0, frame.viewport.x / g.last)) : 0) + "px";
    hscroll.setAttribute("aria-valuemax", String(Math.round(g.last)));
    hscroll.setAttribute("aria-valuenow", String(Math.round(frame.viewport.x)));
  }
  dragThumb(hthumb, true, timeGeometry, (fraction) => {
    const message = { type: "command", name: "scrollTo", arguments: { x: Math.round(fraction * timeGeometry(lastFrame).last) } };
    if (awaitingMove()) pendingScroll = message; else send(message);
  });
  hscroll.addEventListener("pointerdown", (event) => {
    if (event.target !== hscroll || !lastFrame) return;
    const page = timeGeometry(lastFrame).visible * 0.9;
    send({ type: "command", name: "scroll", arguments: { dx: event.offsetX < hthumb.offsetLeft ? -page : page, dy: 0 } });
  });
  hscroll.addEventListener("wheel", (event) => {
    // Either wheel direction scrolls the time axis here.
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? chartSize().width : 1;
    const dx = (Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY) * scale;
    if (dx) send({ type: "command", name: "scroll", arguments: { dx, dy: 0 } });
  }, { passive: false });

  // Auto-scroll: while the server says a drag is held near an edge, tick.
  let autoScrollTimer = null;
  function setAutoScroll(on) {
    if (on && !autoScrollTimer) {
      autoScrollTimer = setInterval(() => { if (!awaitingMove()) send({ type: "autoscroll" }); }, 50);
    } else if (!on && autoScrollTimer) {
      clearInterval(autoScrollTimer);
      autoScrollTimer = null;
    }
  }
  function wheel(event) {
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? chartSize().height : 1;
    const point = local(event);
    const message = { type: "wheel", dx: event.deltaX * scale, dy: event.deltaY * scale, x: point.x, y: point.y, modifiers: modifiers(event) };
    if (wholeFrames) {   // the whole-frame protocol: one message in flight, deltas add up meanwhile
      if (awaitingMove()) {
        if (pendingWheel) { pendingWheel.dx += message.dx; pendingWheel.dy += message.dy; } else pendingWheel = message;
      } else send(message);
      return;
    }
    if (pendingWheel && pendingWheel.modifiers.join() !== message.modifiers.join()) sendWheel();   // a zoom is not a scroll
    const shift = scrollLocally(message);
    if (pendingWheel) {
      pendingWheel.dx += message.dx; pendingWheel.dy += message.dy;
      pendingWheel.local.x += shift.x; pendingWheel.local.y += shift.y;
    } else {
      Object.defineProperty(message, "local", { value: shift, enumerable: false });
      pendingWheel = message;
    }
    if (shift.x || shift.y) positionLayers();
    if (wheelCanGo()) sendWheel();
  }
  chart.addEventListener("wheel", wheel, { passive: false });
  gridBody.addEventListener("wheel", wheel, { passive: false });  // one viewport: the grid scrolls with the chart
  chart.addEventListener("keydown", (event) => {
    const keys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End", "Delete", "Backspace", "Escape"];
    if (keys.includes(event.key) || event.ctrlKey || event.metaKey) event.preventDefault();
    send({ type: "key", key: event.key, modifiers: modifiers(event) });
  });

  document.querySelectorAll("[data-command]").forEach((button) => {
    button.addEventListener("click", () => command(button.dataset.command));
  });
  document.getElementById("critical").addEventListener("click", () => command("showCriticalPath"));
  document.getElementById("autoschedule").addEventListener("click", (event) => {
    command("setAutoScheduling", { on: event.currentTarget.getAttribute("aria-pressed") !== "true" });
  });
  document.getElementById("theme").addEventListener("change", (event) => command("setTheme", { theme: event.target.value }));
  document.getElementById("mode").addEventListener("click", () => {
    command("setMode", { mode: document.body.classList.contains("dark") ? "light" : "dark" });
  });

  // Gantt | Resources and the load histogram: the server draws both; the page only switches.
  function showChartView(frame) {
    document.getElementById("chart-view").hidden = !frame.hasResources;
    const resources = frame.chartView === "resources";
    app.classList.toggle("resource-view", resources);
    document.getElementById("view-gantt").setAttribute("aria-pressed", String(!resources));
    document.getElementById("view-resources").setAttribute("aria-pressed", String(resources));
    document.getElementById("histogram").setAttribute("aria-pressed", String(!!frame.histogram));
    chart.setAttribute("aria-roledescription", resources ? "resource view" : "Gantt chart");
  }
  document.getElementById("view-gantt").addEventListener("click", () => command("setView", { view: "gantt" }));
  document.getElementById("view-resources").addEventListener("click", () => command("setView", { view: "resources" }));
  document.getElementById("histogram").addEventListener("click", () => command("showHistogram"));

  // Splitter: pointer drag or arrow keys change the grid's width; the chart's size follows.
  function setGridWidth(width) {
    width = Math.max(120, Math.min(900, Math.round(width)));
    document.documentElement.style.setProperty("--grid-width", width + "px");
    splitter.setAttribute("aria-valuenow", String(width));
  }
  splitter.addEventListener("pointerdown", (event) => {
    gridWidthChosen = true;
    splitter.setPointerCapture(event.pointerId);
    const startX = event.clientX, startWidth = document.getElementById("grid").getBoundingClientRect().width;
    const move = (e) => setGridWidth(startWidth + e.clientX - startX);
    const up = () => { splitter.removeEventListener("pointermove", move); splitter.removeEventListener("pointerup", up); };
    splitter.addEventListener("pointermove", move);
    splitter.addEventListener("pointerup", up);
  });
  splitter.addEventListener("keydown", (event) => {
    const width = document.getElementById("grid").getBoundingClientRect().width;
    if (event.key === "ArrowLeft") setGridWidth(width - 20);
    if (event.key === "ArrowRight") setGridWidth(width + 20);
  });

  // A resize is sent only when the chart's size differs from the one the server last heard:
  // the observer's first call (at start-up, right after hello) sends nothing.
  let resizeTimer = null;
  const sizes = new ResizeObserver(() => {
    // Layout is clean here: take the sizes the frames need.
    chartSizeSeen = { width: chart.clientWidth, height: chart.clientHeight };
    trackSeen = document.getElementById("vscroll").clientHeight;
    timeTrackSeen = document.getElementById("hscroll").clientWidth;
    chartBox = null;
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(sendResizeIfChanged, 60);
  });
  sizes.observe(chart);
  sizes.observe(document.getElementById("vscroll"));
  sizes.observe(document.getElementById("hscroll"));
  window.addEventListener("resize", () => { chartBox = null; });

  // Printed PDF: the paper menu chooses the query of the "PDF (pages)" link.
  function setUpPaperExport() {
    const paper = document.getElementById("export-paper"), link = document.getElementById("export-pages");
    if (!paper || !link) return;
    const update = () => { link.href = "/plans/" + planID + "/export.pdf?" + paper.value; };
    paper.addEventListener("change", update);
    update();
  }
  setUpPaperExport();

  // ---- Task dialog, dependency lag and snapping -------------------------------------------
  // The task dialog (Edit in a menu, double-click on a bar, Enter on a grid row) shows the
  // server's fields; Save sends only what changed as one `updateTask` (one undoable edit).
  // The server checks everything: a refusal names its field first ("duration: …") and is
  // shown in red beside that field; the dialog stays open until a save is acknowledged.
  const taskDialog = document.getElementById("task-dialog");
  const taskForm = taskDialog.querySelector("form");
  let taskEdit = null;   // { id, fields, milestone, seq, refused }
  function taskField(name) { return taskForm.elements.namedItem(name); }
  // The dialog's text fields and selects, sent as text when changed ("manual" is sent as a boolean).
  const taskTextFields = ["label", "start", "finish", "duration", "completion", "manual", "constraintType", "constraintDate", "deadline",
                          "calendar", "predecessors", "resources", "notes"];
  const undatedConstraints = ["asSoonAsPossible", "asLateAsPossible"];
  function clearTaskErrors() {
    taskDialog.querySelectorAll("[data-error-for]").forEach((p) => { p.textContent = ""; });
    taskDialog.querySelector(".dialog-error").textContent = "";
    taskForm.querySelectorAll("[aria-invalid]").forEach((input) => input.removeAttribute("aria-invalid"));
  }
  function openTaskDialog(editor) {
    taskEdit = { id: editor.id, fields: editor.fields, milestone: !!editor.milestone, seq: null, refused: false };
    clearTaskErrors();
    document.getElementById("task-dialog-title").textContent = t("Task") + " " + editor.id + (editor.fields.label ? " — " + editor.fields.label : "");
    // The calendar select: the project calendar (empty) and the plan's calendars.
    const calendarSelect = taskField("calendar");
    calendarSelect.replaceChildren(new Option("Project calendar", ""));
    for (const name of editor.calendars || []) calendarSelect.add(new Option(name, name));
    if (!taskEdit.fields.manual) taskEdit.fields.manual = "false";
    if (!taskEdit.fields.constraintType) taskEdit.fields.constraintType = "asSoonAsPossible";
    for (const name of taskTextFields) taskField(name).value = editor.fields[name] || "";
    taskField("milestone").checked = !!editor.milestone;
    for (const name of ["start", "finish", "duration", "milestone"]) taskField(name).disabled = !!editor.summary;
    syncMilestoneFields();
    taskDialog.hidden = false;
    taskField("label").focus();
    taskField("label").select();
  }
  function syncMilestoneFields() {
    const milestone = taskField("milestone").checked;
    taskField("finish").disabled = milestone || taskField("start").disabled;
    taskField("duration").disabled = milestone || taskField("start").disabled;
  }
  function closeTaskDialog() {
    taskDialog.hidden = true;
    taskEdit = null;
    chart.focus();
  }
  function saveTaskDialog() {
    if (!taskEdit) return;
    clearTaskErrors();
    const changed = {};
    for (const name of taskTextFields) {
      const value = taskField(name).value;
      if (value !== (taskEdit.fields[name] || "") && !taskField(name).disabled) changed[name] = name === "manual" ? value === "true" : value;
    }
    // The constraint reads as one: its type and date go together.
    if ("constraintType" in changed || "constraintDate" in changed) {
      changed.constraintType = taskField("constraintType").value;
      changed.constraintDate = taskField("constraintDate").value;
    }
    const milestone = taskField("milestone").checked;
    if (milestone !== taskEdit.milestone) changed.milestone = milestone;
    if (Object.keys(changed).length === 0) { closeTaskDialog(); return; }
    taskEdit.refused = false;
    taskEdit.seq = command("updateTask", { item: taskEdit.id, fields: changed });
  }
  // A refusal of the dialog's save: beside the field it names, else under the fields.
  function dialogRefusal(message) {
    if (taskEdit && message.seq != null && message.seq === taskEdit.seq) {
      taskEdit.refused = true;
      const match = /^(?:updateTask: )?(\w+): (.*)$/s.exec(message.message || "");
      const field = match && taskDialog.querySelector('[data-error-for="' + match[1] + '"]');
      if (field) {
        field.textContent = match[2];
        const input = taskField(match[1]);
        if (input) { input.setAttribute("aria-invalid", "true"); input.focus(); }
      } else {
        taskDialog.querySelector(".dialog-error").textContent = message.message;
      }
      return true;
    }
    if (dependencyLagSeq != null && message.seq === dependencyLagSeq) {
      dependencyLagError.textContent = (message.message || "").replace(/^(setDependencyLag: )?lag: /, "");
      dependencyLag.setAttribute("aria-invalid", "true");
      return true;
    }
    return false;
  }
  function dialogsAfterFrame(frame) {
    if (taskEdit && taskEdit.seq != null && frame.seq === taskEdit.seq && !taskEdit.refused) closeTaskDialog();
    if (frame.snap) snapSelect.value = frame.snap;
  }
  taskForm.addEventListener("submit", (event) => { event.preventDefault(); saveTaskDialog(); });
  taskField("milestone").addEventListener("change", syncMilestoneFields);
  // As soon / as late as possible take no date: choosing one empties the date (typing one is refused beside it).
  taskField("constraintType").addEventListener("change", () => {
    if (undatedConstraints.includes(taskField("constraintType").value)) taskField("constraintDate").value = "";
  });
  taskDialog.addEventListener("click", (event) => {
    if (event.target.dataset && event.target.dataset.action === "cancel") closeTaskDialog();
  });
  taskDialog.addEventListener("keydown", (event) => {
    event.stopPropagation();   // typing in the dialog never reaches the chart
    if (event.key === "Escape") { event.preventDefault(); closeTaskDialog(); }
  });
  // A double-click on a bar activates it on the server, which answers with the task dialog.

  // The dependency dialog's lag: sent when the field changes (Enter or leaving it).
  const dependencyLag = dependencyEditor.querySelector('input[name="lag"]');
  const dependencyLagError = document.getElementById("dependency-lag-error");
  let dependencyLagSeq = null, shownLag = "";
  function showDependencyLag(editor) {
    shownLag = editor.lag || "";
    dependencyLag.value = shownLag;
    dependencyLagError.textContent = "";
    dependencyLag.removeAttribute("aria-invalid");
  }
  dependencyLag.addEventListener("change", () => {
    if (editedDependency == null || dependencyLag.value === shownLag) return;
    dependencyLagError.textContent = "";
    dependencyLag.removeAttribute("aria-invalid");
    shownLag = dependencyLag.value;
    dependencyLagSeq = command("setDependencyLag", { dependency: editedDependency, lag: dependencyLag.value });
  });
  dependencyLag.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); dependencyLag.dispatchEvent(new Event("change")); }
  });

  // Chrome's pointerdown has no click count (detail is 0): count presses of the same button
  // within 500 ms and 5 px, so a double-click activates a bar (the server opens its dialog).
  let lastPress = null;
  function clickCountOf(event, point) {
    if (event.detail > 1) return event.detail;
    const now = performance.now();
    const again = lastPress && lastPress.button === event.button && now - lastPress.time < 500
      && Math.hypot(point.x - lastPress.x, point.y - lastPress.y) < 5;
    const count = again ? lastPress.count + 1 : 1;
    lastPress = { time: now, x: point.x, y: point.y, button: event.button, count };
    return count;
  }

  // Snapping: this page's choice (the document's `snap` until changed).
  const snapSelect = document.getElementById("snap");
  snapSelect.addEventListener("change", () => command("setSnap", { snap: snapSelect.value }));

  // What the plan shows: the baseline menu (save, clear, draw baselines 0–10), slack,
  // the progress line and the critical path's slack threshold. The drawn baseline is
  // kept in this browser per plan, so a reload shows the same one.
  const showsKey = "timelinekit.shows." + planID;
  const baselinePanel = document.getElementById("baseline-panel");
  function baselineName(number) { return number === 0 ? "Baseline" : "Baseline " + number; }
  function restoreShows() {
    let stored = null;
    try { stored = JSON.parse(localStorage.getItem(showsKey) || "null"); } catch { stored = null; }
    if (stored && Number.isInteger(stored.baseline) && stored.baseline >= -1 && stored.baseline <= 10) {
      command("showBaseline", { number: stored.baseline });
    }
  }
  function buildBaselineMenu() {
    const rows = [];
    for (let number = 0; number <= 10; number++) {
      const row = document.createElement("div");
      row.className = "baseline-row";
      row.dataset.number = String(number);
      const show = document.createElement("button");
      show.type = "button"; show.className = "show"; show.setAttribute("role", "menuitemradio");
      show.textContent = baselineName(number);
      show.title = "Draw " + baselineName(number).toLowerCase() + " under the bars";
      show.addEventListener("click", () => command("showBaseline", { number }));
      const save = document.createElement("button");
      save.type = "button"; save.className = "save"; save.setAttribute("role", "menuitem");
      save.textContent = t("Save"); save.title = "Save baseline " + number + ": every task's current dates";
      save.addEventListener("click", () => { command("saveBaseline", { number }); command("showBaseline", { number }); });
      const clear = document.createElement("button");
      clear.type = "button"; clear.className = "clear"; clear.setAttribute("role", "menuitem");
      clear.textContent = t("Clear"); clear.title = "Clear baseline " + number + " of every task";
      clear.addEventListener("click", () => command("clearBaseline", { number }));
      row.append(show, save, clear);
      rows.push(row);
    }
    const none = document.createElement("button");
    none.type = "button"; none.className = "show none"; none.setAttribute("role", "menuitemradio");
    none.textContent = t("Draw no baseline");
    none.addEventListener("click", () => command("showBaseline", { number: -1 }));
    baselinePanel.replaceChildren(...rows, none);
  }
  function showShows(shows) {
    for (const row of baselinePanel.querySelectorAll(".baseline-row")) {
      const number = Number(row.dataset.number);
      const saved = shows.savedBaselines.includes(number);
      row.classList.toggle("saved", saved);
      row.querySelector(".show").setAttribute("aria-checked", String(shows.baseline === number));
      row.querySelector(".clear").disabled = !saved;
    }
    baselinePanel.querySelector(".none").setAttribute("aria-checked", String(shows.baseline === -1));
    document.getElementById("slack").setAttribute("aria-pressed", String(!!shows.slack));
    const progress = document.getElementById("progress-line");
    progress.setAttribute("aria-pressed", String(!!shows.progressLine));
    progress.title = shows.statusDate ? "Progress line at the status date " + shows.statusDate : "Draw the progress line at the status date (today without one)";
    const threshold = document.getElementById("critical-slack");
    const value = String(shows.criticalSlackDays);
    if (![...threshold.options].some((option) => option.value === value)) threshold.add(new Option(value + "d", value));
    threshold.value = value;
    try { localStorage.setItem(showsKey, JSON.stringify({ baseline: shows.baseline })); } catch { /* private mode: this page only */ }
  }
  buildBaselineMenu();
  document.getElementById("slack").addEventListener("click", () => command("showSlack"));
  document.getElementById("progress-line").addEventListener("click", () => command("showProgressLine"));
  document.getElementById("critical-slack").addEventListener("change", (event) => {
    command("setCriticalSlack", { days: Number(event.target.value) });
  });

  try {
    const columns = JSON.parse(app.dataset.gridColumns || "[]");
    if (Array.isArray(columns) && columns.length) startingGridWidth(columns);
  } catch { /* the first frame's columns decide */ }
  connect();
})();
