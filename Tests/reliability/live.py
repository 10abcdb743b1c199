"""A small live-socket client for the reliability tests (the page's protocol)."""

from __future__ import annotations

import json

from websockets.sync.client import connect


class LivePage:
    """One live session: sends messages with increasing `seq`, reads replies."""

    def __init__(self, base: str, plan: int = 1, origin: str | None = None, headers: dict | None = None):
        url = base.replace("http://", "ws://") + f"/plans/{plan}/live"
        self.socket = connect(url, origin=origin, additional_headers=headers or {}, open_timeout=10,
                              max_size=16 * 1024 * 1024)
        self.seq = 0

    def send_raw(self, text: str) -> None:
        self.socket.send(text)

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def send(self, message: dict) -> int:
        seq = self.next_seq()
        self.socket.send(json.dumps({**message, "seq": seq}))
        return seq

    def receive(self, timeout: float = 10) -> dict:
        return json.loads(self.socket.recv(timeout=timeout))

    def reply_to(self, seq: int, timeout: float = 10) -> dict:
        """The first frame or error that answers `seq` (other pages' frames are skipped)."""
        while True:
            message = self.receive(timeout)
            if message.get("seq") == seq and message.get("type") in ("frame", "error"):
                return message

    def hello(self, width: int = 1200, height: int = 500) -> dict:
        return self.reply_to(self.send({"type": "hello", "viewport": {"width": width, "height": height}}))

    def command(self, name: str, **arguments) -> dict:
        return self.reply_to(self.send({"type": "command", "name": name, "arguments": arguments}))

    def close(self) -> None:
        self.socket.close()
