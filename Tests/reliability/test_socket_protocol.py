"""Hostile live-socket traffic: the server answers with errors and keeps serving."""

from __future__ import annotations

import json
import random
import socket
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import InvalidStatus

from live import LivePage

REPRODUCERS = [
    '{"type":"pointerdown","seq":1,"x":10,"y":10,"button":1e300}',
    '{"type":"pointerdown","seq":2,"x":10,"y":10,"clickCount":1e300}',
    '{"type":"pointerdown","seq":3,"x":10,"y":10,"clickCount":9.3e18}',
    '{"type":"pointerdown","seq":4,"x":10,"y":10,"button":-1e19}',
]

SEEDS = [
    {"type": "pointerdown", "x": 300, "y": 60, "button": 0, "clickCount": 1},
    {"type": "pointermove", "x": 340, "y": 60, "button": -1},
    {"type": "pointerup", "x": 340, "y": 60, "button": 0},
    {"type": "wheel", "dx": 0, "dy": 120, "x": 400, "y": 100, "modifiers": ["ctrl"]},
    {"type": "key", "key": "ArrowDown", "modifiers": []},
    {"type": "resize", "width": 1000, "height": 500},
    {"type": "pinch", "scale": 1.2, "x": 400, "y": 100},
    {"type": "command", "name": "setTime", "arguments": {"item": 2, "start": "2025-03-11T08:00", "finish": "2025-03-12T08:00"}},
    {"type": "command", "name": "addItem", "arguments": {"label": "New", "row": 5, "start": "2025-03-11T08:00", "finish": "2025-03-12T08:00"}},
    {"type": "command", "name": "editCell", "arguments": {"row": 0, "column": "start", "text": "2025-03-04T08:00"}},
    {"type": "command", "name": "scrollTo", "arguments": {"x": 100, "row": 2}},
]
HOSTILE = [1e300, -1e19, 9.3e18, -1, 0, 0.5, None, True, "", "9999-12-31T24:00", "0001-01-01", [], {}, "\ud83d\ude80",
           9_000_000_000_000_000, -9_000_000_000_000_000, "9999-12-31T08:00", 10_000_000]


def mutate(rng: random.Random, message: dict) -> dict:
    message = json.loads(json.dumps(message))
    target = message.get("arguments") if "arguments" in message and rng.random() < 0.6 else message
    keys = [key for key in target if key not in ("type",)]
    if keys:
        target[rng.choice(keys)] = rng.choice(HOSTILE)
    return message


def test_reproducers_answer_with_errors_before_and_after_hello(serve):
    server = serve()
    page = LivePage(server.base)
    for text in REPRODUCERS:
        page.send_raw(text)
        reply = page.receive()
        assert reply["type"] == "error", reply
    page.seq = 10
    page.hello()
    for text in REPRODUCERS:
        page.send_raw(text.replace('"seq":', '"seq":1' + str(page.next_seq())))
        assert page.receive()["type"] == "error"
    assert page.command("refresh")["type"] == "frame"
    assert server.alive()


def test_protocol_fuzz_never_kills_the_server_or_the_plan(serve):
    server = serve()
    rng = random.Random(0xF022)
    page = LivePage(server.base)
    page.hello()
    errors = frames = 0
    for _ in range(2500):
        message = mutate(rng, rng.choice(SEEDS))
        if rng.random() < 0.1:  # a broken text, or one with a wrong seq
            text = json.dumps({**message, "seq": page.next_seq()})
            text = text[: rng.randint(0, len(text))] if rng.random() < 0.5 else text.replace('"seq"', '"sequence"')
            page.send_raw(text)
            reply = page.receive()
        else:
            reply = page.reply_to(page.send(message))
        if reply["type"] == "error":
            errors += 1
        else:
            frames += 1
    assert errors > 100 and frames > 100
    assert server.alive()
    # A binary message and an oversized one are refused; the server stays up.
    page.socket.send(b"\x00\x01")
    assert page.receive()["type"] == "error"
    page.close()
    huge = LivePage(server.base)
    try:
        huge.send_raw(json.dumps({"type": "key", "seq": 1, "key": "x" * 200_000}))
        huge.receive(timeout=5)
    except Exception:
        pass
    assert server.alive()
    # Every stored date reads back after a restart.
    server.kill()
    server.restart()
    with urllib.request.urlopen(server.base + "/plans/1", timeout=10) as response:
        assert response.status == 200
    with urllib.request.urlopen(server.base + "/plans/1/export.json", timeout=10) as response:
        document = json.load(response)
    assert len(document["items"]) >= 4
    print(f"protocol fuzz: 2500 messages, {errors} errors, {frames} frames, 0 crashes")


def raw_upgrade_status(port: int, host: str, origin: str | None = None) -> int:
    """The status line's code of a hand-written WebSocket upgrade request."""
    lines = [f"GET /plans/1/live HTTP/1.1", f"Host: {host}", "Connection: Upgrade", "Upgrade: websocket",
             "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
    if origin:
        lines.append(f"Origin: {origin}")
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        status = connection.recv(200).decode("latin-1").split("\r\n")[0]
    return int(status.split()[1])


def test_foreign_origin_and_host_are_refused(serve):
    server = serve()
    with pytest.raises(InvalidStatus) as refused:
        LivePage(server.base, origin="http://evil.example")
    # Hummingbird answers a refused upgrade with 400 (the HTTP routes say 403).
    assert refused.value.response.status_code in (400, 403)
    assert raw_upgrade_status(server.port, host="attacker.example") in (400, 421)
    assert raw_upgrade_status(server.port, host=f"127.0.0.1:{server.port}", origin="http://evil.example") in (400, 403)
    assert raw_upgrade_status(server.port, host=f"127.0.0.1:{server.port}") == 101
    request = urllib.request.Request(server.base + "/plans/1/export.json", headers={"Host": "rebind.example"})
    with pytest.raises(urllib.error.HTTPError) as http_refused:
        urllib.request.urlopen(request, timeout=10)
    assert http_refused.value.code == 421
    # The server's own origin works.
    page = LivePage(server.base, origin=server.base)
    assert page.hello()["type"] == "frame"
    page.close()


def test_token_required_when_asked(serve):
    token = "reliability-token-0123456789"
    server = serve(extra=("--token", token, "--require-token"))
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(server.base + "/plans/1/export.json", timeout=10)
    assert refused.value.code == 401
    with pytest.raises(InvalidStatus):
        LivePage(server.base)
    request = urllib.request.Request(server.base + "/plans/1/export.json", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
    page = LivePage(server.base, headers={"Cookie": f"timelinekit_token={token}"})
    assert page.hello()["type"] == "frame"
    page.close()
