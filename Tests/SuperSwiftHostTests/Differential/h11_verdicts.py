#!/usr/bin/env python3
"""The reference side of HTTPDifferentialTests: h11's reading of each request head.

Reads a JSON list of base64 request heads (without the blank line that ends them) on standard
input; writes a JSON list with, for each, {"ok": false} or {"ok": true, "method": …,
"target": …, "headers": [[name, value], …]} (names lowercased, as h11 gives them).
"""
import base64
import json
import sys

import h11


def verdict(head):
    connection = h11.Connection(h11.SERVER)
    try:
        connection.receive_data(head + b"\r\n\r\n")
        event = connection.next_event()
    except h11.RemoteProtocolError:
        return {"ok": False}
    if not isinstance(event, h11.Request):
        return {"ok": False}
    return {
        "ok": True,
        "method": event.method.decode("latin-1"),
        "target": event.target.decode("latin-1"),
        "headers": [[name.decode("latin-1"), value.decode("latin-1")] for name, value in event.headers],
    }


heads = [base64.b64decode(text) for text in json.load(sys.stdin)]
json.dump([verdict(head) for head in heads], sys.stdout)
