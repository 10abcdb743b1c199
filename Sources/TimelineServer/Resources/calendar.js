"use strict";
// The shim of the calendar and view-document pages: forwards input to the
// server's session (CalendarSession, DocumentSession) and shows its frames. No layout here; every text from the server is set with
// textContent and the SVG (escaped by the renderer) is parsed with DOMParser.
(() => {
  const app = document.getElementById("app");
  const calendarID = app.dataset.calendar;
  const view = app.dataset.view;
  const chart = document.getElementById("chart");
  const status = document.getElementById("status");
  const range = document.getElementById("range");
  const selectionLine = document.getElementById("selection");
  let socket = null, seq = 0, inFlight = 0, pendingMove = null, pressed = false;

  const socketPath = app.dataset.socket || ("/calendars/" + encodeURIComponent(calendarID) + "/live?view=" + encodeURIComponent(view));
  const currentLink = document.getElementById(view === "day" ? "day-link" : "week-link");
  if (currentLink && !app.dataset.socket) currentLink.setAttribute("aria-current", "page");

  function setStatus(text, isError) {
    status.textContent = text || "";
    status.classList.toggle("error", !!isError);
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    message.seq = ++seq;
    inFlight += 1;
    socket.send(JSON.stringify(message));
  }
  function command(name, args) { send({ type: "command", name, arguments: args || {} }); }
  function modifiers(event) {
    const list = [];
    if (event.shiftKey) list.push("shift");
    if (event.ctrlKey) list.push("ctrl");
    if (event.altKey) list.push("alt");
    if (event.metaKey) list.push("meta");
    return list;
  }
  function local(event) {
    const box = chart.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + socketPath);
    seq = 0; inFlight = 0;
    socket.onopen = () => {
      setStatus("Connected");
      send({ type: "hello", viewport: { width: chart.clientWidth, height: chart.clientHeight } });
    };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.seq != null) inFlight = Math.max(0, inFlight - 1);
      if (message.type === "frame") showFrame(message);
      else if (message.type === "error") setStatus(message.message, true);
      else if (message.type === "changed") setStatus("Updated by another page: " + message.summary);
      if (inFlight === 0 && pendingMove) { const move = pendingMove; pendingMove = null; send(move); }
    };
    socket.onclose = () => {
      setStatus("Disconnected; reconnecting…", true);
      setTimeout(connect, 1500);
    };
  }

  function showFrame(frame) {
    const parsed = new DOMParser().parseFromString(frame.svg, "image/svg+xml");
    const svg = parsed.documentElement;
    if (svg && svg.nodeName === "svg") chart.replaceChildren(document.importNode(svg, true));
    chart.style.cursor = frame.cursor || "default";
    chart.dataset.revision = String(frame.revision);
    range.textContent = frame.range || "";
    selectionLine.textContent = frame.selection ? "Selected: " + frame.selection.text : "";
    chart.dataset.selection = frame.selection ? frame.selection.id : "";
    for (const [name, enabled] of [["undo", frame.canUndo], ["redo", frame.canRedo]]) {
      const button = document.querySelector('[data-command="' + name + '"]');
      if (button) button.disabled = !enabled;
    }
    if (frame.notice) setStatus(frame.notice);
  }

  chart.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    chart.focus();
    chart.setPointerCapture(event.pointerId);
    pressed = true;
    const point = local(event);
    send({ type: "pointerdown", x: point.x, y: point.y, button: 0, modifiers: modifiers(event), clickCount: event.detail || 1 });
    event.preventDefault();
  });
  chart.addEventListener("pointermove", (event) => {
    if (!pressed) return;
    const point = local(event);
    const move = { type: "pointermove", x: point.x, y: point.y, button: -1, modifiers: modifiers(event), clickCount: 0 };
    // One move in flight at a time; the newest waits.
    if (inFlight > 0) pendingMove = move; else send(move);
  });
  function release(event) {
    if (!pressed) return;
    pressed = false;
    const point = local(event);
    if (pendingMove) { const move = pendingMove; pendingMove = null; send(move); }
    send({ type: "pointerup", x: point.x, y: point.y, button: 0, modifiers: modifiers(event), clickCount: event.detail || 1 });
  }
  chart.addEventListener("pointerup", release);
  chart.addEventListener("pointercancel", release);
  chart.addEventListener("wheel", (event) => {
    event.preventDefault();
    const point = local(event);
    const dx = event.shiftKey ? event.deltaY : event.deltaX;
    const dy = event.shiftKey ? 0 : event.deltaY;
    send({ type: "wheel", dx, dy, x: point.x, y: point.y, modifiers: modifiers(event) });
  }, { passive: false });
  chart.addEventListener("keydown", (event) => {
    send({ type: "key", key: event.key, modifiers: modifiers(event) });
    if (event.key.startsWith("Arrow") || event.key === " ") event.preventDefault();
  });
  for (const button of document.querySelectorAll("[data-command]")) {
    button.addEventListener("click", () => command(button.dataset.command));
  }
  for (const button of document.querySelectorAll("[data-key]")) {
    button.addEventListener("click", () => send({ type: "key", key: button.dataset.key, modifiers: [] }));
  }
  let resizeTimer = null;
  new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => send({ type: "resize", width: chart.clientWidth, height: chart.clientHeight }), 80);
  }).observe(chart);
  connect();
})();
