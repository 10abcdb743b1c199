"""kill -9 during a stream of edits loses no acknowledged edit."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.request

from live import LivePage


def stored_labels(server) -> dict[int, str]:
    with urllib.request.urlopen(server.base + "/plans/1/export.json", timeout=10) as response:
        document = json.load(response)
    return {item["id"]: item["label"] for item in document["items"]}


def test_kill9_loses_no_acknowledged_edit(serve):
    server = serve()
    rng = random.Random(0x5EED)
    acknowledged: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
    sent_after_ack: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}
    total_acknowledged = 0
    kills = 14
    for round_number in range(kills + 1):
        page = LivePage(server.base)
        page.hello()
        # Let the kill land somewhere in the middle of this round's edits.
        killer = None
        if round_number < kills:
            killer = threading.Timer(rng.uniform(0.2, 0.8), server.kill)
            killer.start()
        edit = 0
        try:
            while edit < (400 if round_number < kills else 1000):
                item = rng.randint(1, 4)
                label = f"r{round_number}-e{edit}"
                seq = page.send({"type": "command", "name": "editCell",
                                 "arguments": {"row": item - 1, "column": "label", "text": label}})
                sent_after_ack[item].append(label)
                reply = page.reply_to(seq, timeout=5)
                if reply["type"] == "frame":
                    acknowledged[item].append(label)
                    sent_after_ack[item] = []
                    total_acknowledged += 1
                edit += 1
        except Exception:
            pass  # the socket died with the server
        if killer is not None:
            killer.join()
            assert not server.alive()
            server.restart()
        labels = stored_labels(server)
        for item, values in acknowledged.items():
            if values:
                # The last acknowledged label, or one sent after it (written, but its answer was lost).
                assert labels[item] in [values[-1], *sent_after_ack[item]], (item, labels[item], values[-1])
        try:
            page.close()
        except Exception:
            pass
    assert total_acknowledged >= 1000
    print(f"kill -9: {kills} kills, {total_acknowledged} acknowledged edits, 0 lost")
