#!/usr/bin/env python3
"""Drive a `viewgraph html` page in headless Chromium, the way a learner would.

    html-page-check.py keys PAGE.html --presses 3 [--screenshot OUT.png --screenshot-at 2]
        Opens the page, presses the right arrow PRESSES times (real key events, sent with
        the DevTools protocol's Input.dispatchKeyEvent), taking the screenshot after the
        press --screenshot-at (default: the last), then presses Enter on a highlighted
        view, and prints one JSON object: the step counter after each press, the
        permalink, the names of the views highlighted in the step shown, the first line
        of the `why` shown, and what the screenshot holds (its size, how many pixels are
        not white, how many are the highlight colour).
    html-page-check.py time PAGE.html ...
        Opens each page and prints one JSON object per page: the milliseconds from the
        start of navigation to the end of the load event, and the page's size.

Chromium runs with --remote-debugging-pipe: the protocol travels over file descriptors 3
and 4, so no port is opened. Standard library only; every wait has a deadline, and the
browser is killed on any failure.
"""

import base64
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

HOT_FILL = (0xFF, 0xCC, 0x80)


class Browser:
    def __init__(self, width=1400, height=1000, timeout=30.0):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="viewgraph-chromium-")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()

        def attach_pipes():
            read_end, write_end = os.dup(to_child_read), os.dup(from_child_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if binary is None:
            raise SystemExit("chromium is not installed")
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
             f"--window-size={width},{height}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=attach_pipes, close_fds=False)
        os.close(to_child_read)
        os.close(from_child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    # The protocol: JSON messages, each ended by a NUL byte.
    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        return self.wait_for(lambda m: m.get("id") == self.next_id)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("chromium did not answer in time")
            ready, _, _ = select.select([self.from_child], [], [], remaining)
            if ready:
                chunk = os.read(self.from_child, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed the protocol pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, matches):
        for index, event in enumerate(self.events):
            if matches(event):
                return self.events.pop(index)
        deadline = time.monotonic() + self.timeout
        while True:
            message = self.read_message(deadline)
            if matches(message):
                if "error" in message:
                    raise RuntimeError(f"protocol error: {message['error']}")
                return message
            self.events.append(message)

    def open_page(self):
        targets = self.send("Target.getTargets", session=False)["result"]["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        attached = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False)
        self.session = attached["result"]["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    def navigate(self, url):
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        self.send("Page.navigate", {"url": url})
        self.wait_for(lambda m: m.get("method") == "Page.loadEventFired")

    def evaluate(self, expression):
        answer = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        result = answer["result"]
        if "exceptionDetails" in result:
            raise RuntimeError(f"script error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def press(self, key, code, key_code):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {
                "type": kind, "key": key, "code": code,
                "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code})

    def screenshot(self):
        answer = self.send("Page.captureScreenshot", {"format": "png"})
        return base64.b64decode(answer["result"]["data"])

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.send("Browser.close", session=False)
                except Exception:
                    pass
                self.process.wait(timeout=5)
        except Exception:
            pass
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait(timeout=5)
            shutil.rmtree(self.profile, ignore_errors=True)


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA PNG (what Chromium writes): width, height, rows of (r, g, b)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, width, height, channels = 8, b"", 0, 0, 0
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], "big")
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
            depth, color = body[8], body[9]
            assert depth == 8 and color in (2, 6), f"unsupported PNG (depth {depth}, colour type {color})"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[x] = (line[x] + predictor) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def describe_screenshot(data):
    width, height, channels, rows = png_pixels(data)
    not_white = hot = 0
    colours = set()
    for line in rows:
        for x in range(0, width * channels, channels):
            pixel = (line[x], line[x + 1], line[x + 2])
            if pixel != (255, 255, 255):
                not_white += 1
            if pixel == HOT_FILL:
                hot += 1
            if len(colours) < 4096:
                colours.add(pixel)
    return {"width": width, "height": height, "bytes": len(data), "notWhitePixels": not_white,
            "highlightPixels": hot, "colours": len(colours)}


def page_url(path):
    return "file://" + os.path.abspath(path)


def keys(arguments):
    path, presses, shot = arguments[0], 3, None
    if "--presses" in arguments:
        presses = int(arguments[arguments.index("--presses") + 1])
    if "--screenshot" in arguments:
        shot = arguments[arguments.index("--screenshot") + 1]
    shot_at = presses
    if "--screenshot-at" in arguments:
        shot_at = int(arguments[arguments.index("--screenshot-at") + 1])
    browser = Browser()
    try:
        browser.open_page()
        browser.navigate(page_url(path))
        report = {"counterBefore": browser.evaluate("document.getElementById('counter').textContent"),
                  "counters": []}
        for press in range(1, presses + 1):
            browser.press("ArrowRight", "ArrowRight", 39)
            report["counters"].append(browser.evaluate("document.getElementById('counter').textContent"))
            if shot and press == shot_at:
                image = browser.screenshot()
                with open(shot, "wb") as file:
                    file.write(image)
                report["screenshot"] = describe_screenshot(image)
                report["screenshot"]["counter"] = report["counters"][-1]
        report["hash"] = browser.evaluate("location.hash")
        report["state"] = browser.evaluate("window.viewGraph.state()")
        report["highlighted"] = browser.evaluate(
            "Array.from(document.querySelectorAll('#steps > section.current .node.view.hot'))"
            ".map(function (e) { return e.dataset.name; })")
        report["ranRows"] = browser.evaluate(
            "Array.from(document.querySelectorAll('#steps > section.current .verdict.ran button.view'))"
            ".map(function (e) { return e.textContent; })")
        report["visibleSections"] = browser.evaluate(
            "Array.from(document.querySelectorAll('#steps > section')).filter(function (s) {"
            " return s.offsetParent !== null; }).map(function (s) { return s.id; })")
        report["markedLines"] = browser.evaluate(
            "Array.from(document.querySelectorAll('.code .line.action, .code .line.write, .code .line.read'))"
            ".map(function (e) { return e.id; })")
        # Enter on a focused view shows its why.
        browser.evaluate("document.querySelector('#steps > section.current .node.view.hot').focus()")
        browser.press("Enter", "Enter", 13)
        report["why"] = browser.evaluate(
            "(function () { var p = Array.from(document.querySelectorAll('#steps > section.current .why-text'))"
            ".filter(function (e) { return !e.hidden; }); return p.length ? p[0].textContent.split('\\n')[0] : null; })()")
        print(json.dumps(report, sort_keys=True))
    finally:
        browser.close()


def timing(paths):
    browser = Browser()
    try:
        browser.open_page()
        for path in paths:
            browser.navigate(page_url(path))
            entry = browser.evaluate("JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON())")
            navigation = json.loads(entry)
            print(json.dumps({"page": path, "bytes": os.path.getsize(path),
                              "loadMs": round(navigation["loadEventEnd"], 1),
                              "domContentLoadedMs": round(navigation["domContentLoadedEventEnd"], 1)},
                             sort_keys=True))
    finally:
        browser.close()


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("keys", "time"):
        raise SystemExit(__doc__)
    if sys.argv[1] == "keys":
        keys(sys.argv[2:])
    else:
        timing(sys.argv[2:])
