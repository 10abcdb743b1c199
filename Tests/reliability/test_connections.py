"""Half-open connections time out and are capped; the server keeps serving."""

from __future__ import annotations

import socket
import time
import urllib.request


def open_half(port: int) -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", port), timeout=30)
    connection.sendall(b"GET /plans HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finished
    return connection


def test_half_open_connections_are_closed_and_capped(serve):
    server = serve(extra=("--max-connections", "64"))
    # Many more than the cap: the ones beyond it wait in the listen backlog.
    connections = [open_half(server.port) for _ in range(100)]
    # Within the cap's timeout every served half-open connection is closed by the server...
    started = time.monotonic()
    closed = 0
    for connection in connections[:64]:
        connection.settimeout(max(1.0, 25 - (time.monotonic() - started)))
        try:
            if connection.recv(1) == b"":
                closed += 1
        except (TimeoutError, ConnectionResetError):
            pass
    assert closed >= 60, f"only {closed} of 64 half-open connections were closed"
    # ...and a normal request is answered while the rest are still open.
    with urllib.request.urlopen(server.base + "/plans", timeout=30) as response:
        assert response.status == 200
    assert server.alive()
    for connection in connections:
        connection.close()
    print(f"half-open connections: 100 opened with a cap of 64; {closed} closed by the head timeout; server alive")
