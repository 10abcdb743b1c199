"""Remote-latency benchmark (issue 17): the live page of a 10 000-task plan, in headless Chromium,
with 100 ms of round trip between page and server (a delaying TCP proxy this script starts).

Run from the repository root after `swift build --product timelinekit` (or a release build; pass
its path with TIMELINEKIT_BINARY):

    python3 Benchmarks/browser/live_latency.py [--runs 6] [--tasks 10000] [--rtt 100]

It measures, for the patched protocol and for the whole-SVG one (the page opened with
`?wholeFrames`, the protocol before issue 17), in interleaved runs:

- drag: a bar dragged by 40 pointer moves 4 px apart (about 60 a second). Per move, the time
  from the event to the next animation frame (the frame that paints the move) and whether the
  bar is then under the pointer (its offset from the pointer unchanged, within 1 px); the
  bytes the server sent per drag step (WebSocket payloads, between press and release);
  and whether the page after the release's frame draws the same elements and attributes as a
  fresh page on the same plan;
  The move's time splits into Chromium's dispatch (event time stamp → the page's first listener:
  Chromium hands pointer moves to the page aligned to its frames) and the page's own part
  (dispatched → painted). The floor: the same drag on an empty page (a listener that only asks
  for the next frame), which no page can beat in this browser;
- wheel: 12 wheel notches of 50 px, 16 ms apart. From the last wheel event to the animation
  frame that paints the final position (the server's last frame, nothing local on top), and,
  for the patched page, to the frame that first paints that position locally.

Figures in milliseconds and bytes, with p50 / p95; the machine's load average is printed too.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "e2e"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import conftest  # noqa: E402  (the browser tests' server set-up)
from page_ready import browser, large_plan  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


class DelayProxy:
    """A TCP proxy that holds every chunk `one_way` seconds in each direction (order kept)."""

    def __init__(self, target_port: int, one_way: float):
        self.target_port, self.one_way = target_port, one_way
        self.port = conftest.free_port()
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "DelayProxy":
        self.thread.start()
        self.ready.wait(10)
        return self

    def stop(self) -> None:
        async def cancel_all() -> None:
            tasks = [task for task in asyncio.all_tasks(self.loop) if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self.loop.stop()
        # Every connection's pumps are cancelled before the loop stops (no "Task was destroyed" noise).
        asyncio.run_coroutine_threadsafe(cancel_all(), self.loop)
        self.thread.join(5)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._connection, "127.0.0.1", self.port))
        self.ready.set()
        try:
            self.loop.run_forever()
        finally:
            server.close()

    async def _connection(self, reader, writer) -> None:
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        try:
            await asyncio.gather(self._pump(reader, upstream_writer), self._pump(upstream_reader, writer), return_exceptions=True)
        except asyncio.CancelledError:
            writer.close()   # stop(): ends quietly (asyncio reports a cancelled connection task as an error)

    async def _pump(self, reader, writer) -> None:
        queue: asyncio.Queue = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, data = await queue.get()
                wait = due - self.loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not data:
                    writer.close()
                    return
                writer.write(data)
                await writer.drain()

        sender = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(65536)
                await queue.put((self.loop.time() + self.one_way, data))
                if not data:
                    break
        except (ConnectionError, OSError):
            await queue.put((self.loop.time(), b""))
        await sender


# Installed before the page's script: counts the server's messages (UTF-8 bytes), notes the
# viewport each frame leaves, and when it is painted.
INSTRUMENT = """
window.__messages = []; window.__paints = []; window.__moves = []; window.__wheels = [];
window.__viewport = {}; window.__wheelLocal = []; window.__handling = [];
const encoder = new TextEncoder();
const Native = WebSocket;
function Counted(url, protocols) {
  const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
  // How long the page's own handler takes per message (parsing, patching, drawing the grid).
  let handler = null;
  Object.defineProperty(socket, "onmessage", { get() { return handler; }, set(fn) { handler = fn; } });
  socket.addEventListener("message", (event) => {
    const bytes = encoder.encode(event.data).length, at = performance.now();
    let message = null;
    try { message = JSON.parse(event.data); } catch (error) { if (handler) handler(event); return; }
    window.__messages.push({ at, bytes, type: message.type, seq: message.seq });
    if (handler) { const start = performance.now(); handler(event); window.__handling.push(performance.now() - start); }
    if (message.type !== "frame" || !message.viewport) return;
    Object.assign(window.__viewport, message.viewport);
    const v = window.__viewport, position = [v.x, v.firstRow, v.rowOffset].join("/");
    requestAnimationFrame(() => window.__paints.push({ at: performance.now(), position }));
  });
  return socket;
}
Counted.prototype = Native.prototype;
for (const name of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) Counted[name] = Native[name];
window.WebSocket = Counted;
// Before the page's own handlers (capturing on the window): when Chromium dispatched the move.
let dispatched = 0;
window.addEventListener("pointermove", () => { dispatched = performance.now(); }, true);
// After the page's own handlers (they are on the chart; these on the document, reached by bubbling).
document.addEventListener("pointermove", (event) => {
  if (!window.__dragItem || event.buttons !== 1) return;
  const at = event.timeStamp, handled = performance.now(), pointer = event.clientX, dispatch = dispatched;
  requestAnimationFrame(() => {
    const painted = performance.now();
    const bars = [...document.querySelectorAll('#chart svg [data-id="item:' + window.__dragItem + '"]')]
      .filter((n) => ["rect", "polygon", "path"].includes(n.tagName));
    const box = bars.length ? bars[0].getBoundingClientRect() : null;
    window.__moves.push({ at, dispatch, handled, painted, offset: box ? box.left - pointer : null });
  });
});
document.addEventListener("wheel", (event) => {
  window.__wheels.push(event.timeStamp);
  requestAnimationFrame(() => {
    const layer = document.querySelector('#chart svg [data-layer="content"] > g');
    window.__wheelLocal.push({ at: performance.now(), transform: layer ? layer.getAttribute("transform") : null });
  });
});
"""

DRAWN = """
const svg = document.querySelector('#chart > svg');
return [...svg.querySelectorAll('[data-id]')].filter((n) => !/^(selection|focus|thumb):/.test(n.getAttribute('data-id')))
  .map((n) => n.tagName + ' ' + [...n.attributes].map((a) => a.name + '=' + a.value).sort().join(' ') + ' | ' + n.textContent);
"""

SETTLED = "return window.__messages.length > 0 && performance.now() - window.__messages[window.__messages.length - 1].at > 400"


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else float("nan")


def open_page(driver, url: str) -> None:
    driver.get(url)
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(
        "return document.querySelector('#chart svg [data-id^=\"item:\"]') && document.querySelector('#grid .grid-row')"))
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(SETTLED))


def visible_bar(driver):
    """The bar nearest the chart's middle with room to move 160 px either way: (item, center point)."""
    return driver.execute_script("""
      const chart = document.getElementById('chart').getBoundingClientRect();
      const middle = [chart.left + chart.width / 2, chart.top + chart.height / 2];
      let best = null;
      for (const n of document.querySelectorAll('#chart svg [data-role="bar"]')) {
        const b = n.getBoundingClientRect(), id = n.getAttribute('data-id');
        if (!/^item:\\d+$/.test(id) || b.width < 12) continue;
        const room = b.left > chart.left + 170 || b.right < chart.right - 170;   // 160 px to the left or to the right
        if (!room || b.left < chart.left || b.right > chart.right || b.top < chart.top + 60 || b.bottom > chart.bottom - 20) continue;
        const distance = Math.hypot(b.left + b.width / 2 - middle[0], b.top + b.height / 2 - middle[1]);
        const sides = [b.left > chart.left + 170, b.right < chart.right - 170];
        if (!best || distance < best[0]) best = [distance, Number(id.slice(5)), Math.round(b.left + b.width / 2), Math.round(b.top + b.height / 2), sides];
      }
      return best && best.slice(1);""")


def drag_run(driver, url: str, direction: int) -> dict:
    open_page(driver, url)
    found = visible_bar(driver)
    if found is None:
        raise RuntimeError("no bar with room to move in view: " + str(driver.execute_script(
            "return [document.querySelectorAll('#chart svg [data-role=\"bar\"]').length, location.href]")))
    item, x, y, sides = found
    if not sides[0 if direction < 0 else 1]:
        direction = -direction   # no room that way: the other
    hover = ActionChains(driver)
    hover.w3c_actions.pointer_action.move_to_location(x, y)
    hover.perform()
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(SETTLED))
    driver.execute_script("window.__dragItem = arguments[0]; window.__moves = []; window.__messages = []; window.__handling = [];", item)
    actions = ActionChains(driver, duration=16)
    pointer = actions.w3c_actions.pointer_action
    pointer.pointer_down()
    for step in range(1, 41):
        pointer.move_to_location(x + direction * 4 * step, y)
    pointer.pointer_up()
    actions.perform()
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(SETTLED))
    moves = driver.execute_script("return window.__moves")
    messages = driver.execute_script("return window.__messages")
    frame_handling = driver.execute_script("return window.__handling")
    drawn = driver.execute_script(DRAWN)
    driver.execute_script("window.__dragItem = 0")
    first = next((m["offset"] for m in moves if m["offset"] is not None), None)
    latencies = [m["painted"] - m["at"] for m in moves]
    handling = [m["handled"] - m["at"] for m in moves]
    dispatch = [m["dispatch"] - m["at"] for m in moves]
    page = [m["painted"] - m["dispatch"] for m in moves]
    under = [m for m in moves if m["offset"] is not None and first is not None and abs(m["offset"] - first) <= 1]
    frames = [m["bytes"] for m in messages if m["type"] == "frame"]
    # A fresh page on the same plan: the same drawing?
    open_page(driver, url)
    fresh = driver.execute_script(DRAWN)
    return {"latencies": latencies, "handling": handling, "dispatch": dispatch, "page": page, "frame_handling": frame_handling, "under": len(under) / max(1, len(moves)), "frame_bytes": frames,
            "moves": len(moves), "matches": drawn == fresh, "difference": len(set(drawn) ^ set(fresh))}


def wheel_run(driver, url: str) -> dict:
    open_page(driver, url)
    driver.execute_script("window.__paints = []; window.__wheels = []; window.__wheelLocal = [];")
    chart = driver.find_element("id", "chart")
    actions = ActionChains(driver)
    origin = ScrollOrigin.from_element(chart, 0, 0)
    for _ in range(12):
        actions.scroll_from_origin(origin, 0, 50)
        actions.pause(0.016)
    actions.perform()
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(SETTLED))
    wheels = driver.execute_script("return window.__wheels")
    paints = driver.execute_script("return window.__paints")
    local = driver.execute_script("return window.__wheelLocal")
    last = wheels[-1]
    final = paints[-1]["position"]
    # The first paint of the final position after which nothing else was painted.
    rest = None
    for paint in reversed(paints):
        if paint["position"] != final:
            break
        rest = paint["at"]
    locally = next((entry["at"] for entry in local if entry["at"] >= last), None)
    return {"rest": rest - last if rest is not None else float("nan"),
            "local": (locally - last) if locally is not None else float("nan"), "wheels": len(wheels)}


# The floor: a page that only asks for the next frame when a move arrives, dragged the same way.
# Chromium dispatches pointer moves aligned to its frames, so no page paints a move sooner.
FLOOR_PAGE = ("data:text/html,<!doctype html><body style='margin:0'><div style='width:100vw;height:100vh'></div><script>"
              "window.__floor=[];document.addEventListener('pointermove',e=>{if(e.buttons!==1)return;const at=e.timeStamp,"
              "d=performance.now();requestAnimationFrame(()=>window.__floor.push([at,d,performance.now()]));});</script></body>")


def floor_run(driver) -> dict:
    driver.get(FLOOR_PAGE)
    actions = ActionChains(driver, duration=16)
    pointer = actions.w3c_actions.pointer_action
    pointer.move_to_location(200, 200)
    pointer.pointer_down()
    for step in range(1, 41):
        pointer.move_to_location(200 + 4 * step, 200)
    pointer.pointer_up()
    actions.perform()
    time.sleep(0.3)
    moves = driver.execute_script("return window.__floor")
    return {"latencies": [painted - at for at, _, painted in moves], "dispatch": [dispatched - at for at, dispatched, _ in moves]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--tasks", type=int, default=10_000)
    parser.add_argument("--rtt", type=float, default=100.0, help="round trip between page and server, ms")
    arguments = parser.parse_args()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="timelinekit-bench-") as name:
        directory = Path(name)
        plan = directory / "plan.yaml"
        # The plan of page_ready.py on the continuous calendar: a dragged bar's dates follow the pointer
        # exactly (no jump to the next working day), so "under the pointer" can be checked to the pixel,
        # and the page writes the drag's dates itself.
        plan.write_text(large_plan(arguments.tasks).replace("calendar: standard", "calendar: continuous"))
        server = conftest.Server(directory, plan, directory / "plan.sqlite").start()
        proxy = DelayProxy(server.port, arguments.rtt / 2000).start()
        url = server.url.replace(f":{server.port}/", f":{proxy.port}/")
        driver = browser()
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT})
        results = {"patched": {"drag": [], "wheel": []}, "whole": {"drag": [], "wheel": []}}
        floors = []
        try:
            open_page(driver, url)   # warms the server and the browser
            for run in range(arguments.runs):
                floors.append(floor_run(driver))
                for mode, address in (("whole", url + "?wholeFrames"), ("patched", url)) if run % 2 else (("patched", url), ("whole", url + "?wholeFrames")):
                    results[mode]["drag"].append(drag_run(driver, address, 1 if run % 2 == 0 else -1))
                    results[mode]["wheel"].append(wheel_run(driver, address))
        finally:
            driver.quit()
            proxy.stop()
            server.stop()
    load_after = os.getloadavg()
    print(f"live latency, {arguments.tasks} tasks, {arguments.rtt:.0f} ms RTT, {arguments.runs} runs per protocol, "
          f"{time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores, load average {load_before[0]:.1f} before, {load_after[0]:.1f} after")
    for mode in ("whole", "patched"):
        drags, wheels = results[mode]["drag"], results[mode]["wheel"]
        latencies = [value for run in drags for value in run["latencies"]]
        handling = [value for run in drags for value in run["handling"]]
        frame_handling = [value for run in drags for value in run["frame_handling"]]
        frames = [value for run in drags for value in run["frame_bytes"]]
        under = statistics.mean(run["under"] for run in drags)
        rests = [run["rest"] for run in wheels]
        locals_ = [run["local"] for run in wheels]
        dispatch = [value for run in drags for value in run["dispatch"]]
        page = [value for run in drags for value in run["page"]]
        print(f"  {mode:8} drag: move -> painted p50 {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms"
              f" = Chromium's dispatch p50 {statistics.median(dispatch):.1f}, p95 {percentile(dispatch, 0.95):.1f} ms"
              f" + the page, dispatched -> painted p50 {statistics.median(page):.1f}, p95 {percentile(page, 0.95):.1f} ms;"
              f" ({len(latencies)} moves; event -> handled p50 {statistics.median(handling):.1f}, p95 {percentile(handling, 0.95):.1f} ms); bar under the pointer in {100 * under:.0f}% of painted moves;"
              f" page's handling of a message p50 {statistics.median(frame_handling):.1f}, p95 {percentile(frame_handling, 0.95):.1f} ms;"
              f" bytes per frame p50 {statistics.median(frames):.0f}, p95 {percentile(frames, 0.95):.0f} ({len(frames)} frames);"
              f" final drawing = fresh page in {sum(run['matches'] for run in drags)}/{len(drags)} runs"
              f" (differing elements: {[run['difference'] for run in drags]})")
        local_text = f"; -> painted locally p50 {statistics.median(locals_):.0f} ms, p95 {percentile(locals_, 0.95):.0f} ms" if mode == "patched" else ""
        print(f"  {mode:8} wheel: last wheel -> final position painted p50 {statistics.median(rests):.0f} ms, p95 {percentile(rests, 0.95):.0f} ms"
              + local_text)
    floor = [value for run in floors for value in run["latencies"]]
    floor_dispatch = [value for run in floors for value in run["dispatch"]]
    print(f"  floor    drag: an empty page in the same Chromium, move -> painted p50 {statistics.median(floor):.1f} ms,"
          f" p95 {percentile(floor, 0.95):.1f} ms ({len(floor)} moves; dispatch p50 {statistics.median(floor_dispatch):.1f},"
          f" p95 {percentile(floor_dispatch, 0.95):.1f} ms)")
    whole = statistics.median(run["rest"] for run in results["whole"]["wheel"])
    patched = statistics.median(run["rest"] for run in results["patched"]["wheel"])
    print(f"  wheel to rest, patched / whole: {patched / whole:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
