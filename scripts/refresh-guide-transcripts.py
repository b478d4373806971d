#!/usr/bin/env python3
"""Re-captures the ```repl transcripts of a guide page from the built binary.

Usage: scripts/refresh-guide-transcripts.py Guides/GettingStarted.md [--binary .build/debug/viewgraph]

Each block starts with `$ viewgraph FILE`; lines `> CMD` are typed commands (a bare `>` is
Enter); the other lines are output. Output segments are replaced with what the binary prints
now. A segment the page trimmed with a `…` line keeps the same number of lines before and
after the `…` (taken from the real output), so the page stays as short as it was.
"""
import subprocess
import sys


def run(binary, path, commands):
    text = "".join(c + "\n" for c in commands)
    out = subprocess.run([binary, path], input=text, capture_output=True, text=True,
                         env={"NO_COLOR": "1", "TERM": "dumb", "PATH": "/usr/bin:/bin",
                              # The page test replays the session in-process, unwrapped.
                              "COLUMNS": "10000"})
    return (out.stdout + out.stderr).split("\n")


def segments_for(binary, path, commands):
    """Output after opening, then after each command, as lists of lines."""
    outputs = []
    previous = run(binary, path, [])
    outputs.append(previous[:-1] if previous and previous[-1] == "" else previous)
    for k in range(1, len(commands) + 1):
        current = run(binary, path, commands[:k])
        base = len(run(binary, path, commands[:k - 1]))
        segment = current[base - 1:] if base > 0 else current
        if segment and segment[-1] == "":
            segment = segment[:-1]
        outputs.append(segment)
    return outputs


def still_true(page_lines, real):
    """Every kept line appears in the real output, in order (the page test's rule)."""
    if "…" not in page_lines:
        return page_lines == real
    position = 0
    for line in page_lines:
        if line == "…":
            continue
        try:
            position = real.index(line, position) + 1
        except ValueError:
            return False
    return True


def trimmed(page_lines, real):
    if still_true(page_lines, real):
        return page_lines
    if "…" not in page_lines:
        return real
    i = page_lines.index("…")
    head, tail = i, len(page_lines) - i - 1
    if head + tail >= len(real):
        return real
    return real[:head] + ["…"] + (real[len(real) - tail:] if tail else [])


def main():
    page = sys.argv[1]
    binary = sys.argv[sys.argv.index("--binary") + 1] if "--binary" in sys.argv else ".build/debug/viewgraph"
    lines = open(page, encoding="utf-8").read().split("\n")
    out = []
    i = 0
    while i < len(lines):
        if lines[i].strip() != "```repl":
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while lines[j].strip() != "```":
            j += 1
        block = lines[i + 1:j]
        path = block[0].split()[-1]
        commands = []
        page_segments = [[]]
        for line in block[1:]:
            if line == ">" or line.startswith("> "):
                commands.append(line[2:] if line.startswith("> ") else "")
                page_segments.append([])
            else:
                page_segments[-1].append(line)
        real = segments_for(binary, path, commands)
        new_block = [block[0]] + trimmed(page_segments[0], real[0])
        for k, command in enumerate(commands):
            new_block.append("> " + command if command else ">")
            new_block += trimmed(page_segments[k + 1], real[k + 1])
        out.append(lines[i])
        out += new_block
        out.append(lines[j])
        i = j + 1
    open(page, "w", encoding="utf-8").write("\n".join(out))


if __name__ == "__main__":
    main()
