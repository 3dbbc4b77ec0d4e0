#!/usr/bin/env python3
"""What a Web Push costs the server per message: encrypting it for the subscription (RFC 8291),
signing its VAPID token (RFC 8292) and posting it to the push service, measured end to end with
a push service of the bench's own on loopback (the test configuration's one allowed host).

Usage: python3 bench/push.py [--binary PATH] [--subscriptions N] [--rounds N]

N subscriptions (real P-256 keys) each get "Send a test" once a round; a round's time runs from
the first request to the last message's arrival. Prints the messages a second and the cost per
message (the server sends on 2 threads, so per-message cost is twice the interval).
"""
import argparse
import base64
import http.client
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives import serialization

import release  # bench/release.py
import server_layers  # bench/server_layers.py


class Receiver(http.server.ThreadingHTTPServer):
    """Counts messages; answers 201 as a push service does."""

    def __init__(self):
        self.count = 0
        self.last = 0.0
        self.lock = threading.Condition()
        super().__init__(("127.0.0.1", 0), Handler)


class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        assert self.headers.get("Content-Encoding") == "aes128gcm" and self.headers["Authorization"].startswith("vapid ")
        assert len(body) > 86
        self.send_response(201)
        self.send_header("Content-Length", "0")
        self.end_headers()
        with self.server.lock:
            self.server.count += 1
            self.server.last = time.perf_counter()
            self.server.lock.notify_all()

    def log_message(self, *args):
        pass


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    parser.add_argument("--subscriptions", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    receiver = Receiver()
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    work = tempfile.mkdtemp(prefix="superswift-push-bench-")
    env = release.sandbox_environment(work)
    env["SUPERSWIFT_PUSH_TEST_LOOPBACK"] = "1"
    token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
    server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    try:
        port = int(server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])
        # `serve` builds its optimised runtime in the background at first start: not measured.
        server_layers.settle()
        connection = http.client.HTTPConnection("127.0.0.1", port)
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

        def call(method, path, body=None):
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            return response.status, response.read()

        ids = []
        for index in range(args.subscriptions):
            key = ec.generate_private_key(ec.SECP256R1()).public_key().public_bytes(
                serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
            body = json.dumps({"endpoint": f"http://127.0.0.1:{receiver.server_port}/push/{index}",
                               "keys": {"p256dh": b64(key), "auth": b64(os.urandom(16))}})
            status, answer = call("POST", "/api/push/subscriptions", body)
            assert status == 201, answer
            ids.append(json.loads(answer)["id"])
        rates = []
        asks = []
        for round in range(args.rounds + 1):
            with receiver.lock:
                expected = receiver.count + len(ids)
            start = time.perf_counter()
            for id in ids:
                status, answer = call("POST", f"/api/push/subscriptions/{id}/test")
                assert status == 202, answer
            asked = time.perf_counter() - start
            with receiver.lock:
                receiver.lock.wait_for(lambda: receiver.count >= expected, timeout=120)
                elapsed = receiver.last - start
            if round > 0:  # the first round makes the key and warms the caches
                rates.append(len(ids) / elapsed)
                asks.append(asked / len(ids) * 1000)
        rate = statistics.median(rates)
        print(f"{args.subscriptions} subscriptions, {args.rounds} rounds: median {rate:.0f} messages a second; "
              f"{1000 / rate:.2f} ms between messages, {2000 / rate:.2f} ms of a sending thread per message "
              f"(encrypt, sign, post, answer); asking for each took {statistics.median(asks):.2f} ms")
    finally:
        server.terminate()
        server.wait(timeout=20)
        shutil.rmtree(work, ignore_errors=True)
        receiver.shutdown()


if __name__ == "__main__":
    sys.exit(main())
