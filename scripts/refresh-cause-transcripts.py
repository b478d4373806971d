#!/usr/bin/env python3
"""Re-captures the quoted output in Guides/causes/*.md and Guides/claims.md from the built binary.

Usage: scripts/refresh-cause-transcripts.py PAGE.md… [--binary .build/debug/viewgraph] [--check]

A plain ``` block is the output of the command named just before it: a one-line block
`viewgraph why …`, a `<!-- viewgraph run … -->` comment on the line above it, or
`viewgraph run …` in backquotes in the paragraph above it. The page may
trim the output with `…` lines; every other line must appear in the real output, in order
(CauseGuideTranscriptTests checks the same rule, at 100 columns). A block that is no longer
true is rebuilt segment by segment: each run of lines between `…` marks becomes the real lines
from the one that best matches its first line to the one that best matches its last (and the
lines wrapped below it), so the page keeps its cuts. --check only lists the stale blocks.
"""
import difflib
import re
import shlex
import subprocess
import sys


def run(binary, arguments):
    out = subprocess.run([binary] + arguments, capture_output=True, text=True,
                         env={"NO_COLOR": "1", "TERM": "dumb", "PATH": "/usr/bin:/bin", "COLUMNS": "100"})
    return (out.stdout + out.stderr).split("\n")


def still_true(page, real):
    position = 0
    for line in page:
        if line == "…":
            continue
        try:
            position = real.index(line, position) + 1
        except ValueError:
            return False
    return True


def best(line, real, start):
    if line in real[start:]:
        return real.index(line, start), True
    scores = [(difflib.SequenceMatcher(None, line, candidate).ratio(), i)
              for i, candidate in enumerate(real) if i >= start]
    if not scores:
        return None, False
    score, index = max(scores, key=lambda s: (s[0], -s[1]))
    return (index, False) if score >= 0.5 else (None, False)


def indent(line):
    return len(line) - len(line.lstrip(" "))


def rebuilt(page, real):
    segments, current = [], []
    for line in page:
        if line == "…":
            segments.append(current)
            current = []
        else:
            current.append(line)
    segments.append(current)
    out, position = [], 0
    for number, segment in enumerate(segments):
        if number > 0:
            out.append("…")
        # Blank lines at a segment's ends frame the cut; match on the lines inside.
        lead = 0
        while lead < len(segment) and not segment[lead].strip():
            lead += 1
        trail = 0
        while trail < len(segment) - lead and not segment[len(segment) - 1 - trail].strip():
            trail += 1
        segment = segment[lead:len(segment) - trail]
        if not segment:
            out += [""] * (lead + trail)
            continue
        out += [""] * lead
        start, _ = best(segment[0], real, position)
        if start is None:
            return None
        end, exact = best(segment[-1], real, start)
        if end is None:
            return None
        if not exact:
            while end + 1 < len(real) and real[end + 1].strip() and indent(real[end + 1]) > indent(real[end]):
                end += 1
        out += real[start:end + 1] + [""] * trail
        position = end + 1
    return out


def blocks(lines):
    i = 0
    while i < len(lines):
        if lines[i].startswith("```"):
            j = i + 1
            while not lines[j].startswith("```"):
                j += 1
            yield i, j, lines[i][3:].strip()
            i = j + 1
        else:
            i += 1


def command_before(lines, i):
    """`<!-- viewgraph run … -->` on the line above line i, else `viewgraph run …` in
    backquotes in the paragraph above it."""
    k = i - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    comment = re.fullmatch(r"<!-- viewgraph (.+) -->", lines[k].strip()) if k >= 0 else None
    if comment:
        return shlex.split(comment.group(1))
    text = []
    while k >= 0 and lines[k].strip() and not lines[k].startswith("```"):
        text.insert(0, lines[k])
        k -= 1
    found = re.findall(r"`viewgraph (run [^`]+)`", " ".join(text))
    return shlex.split(found[-1]) if found else None


def main():
    binary = sys.argv[sys.argv.index("--binary") + 1] if "--binary" in sys.argv else ".build/debug/viewgraph"
    check = "--check" in sys.argv
    pages = [a for a in sys.argv[1:] if a.endswith(".md")]
    stale = 0
    for page in pages:
        lines = open(page, encoding="utf-8").read().split("\n")
        replacements = []
        pending = None
        for i, j, language in blocks(lines):
            body = lines[i + 1:j]
            if language:
                pending = None
                continue
            if len(body) == 1 and body[0].startswith("viewgraph "):
                pending = shlex.split(body[0])[1:]
                continue
            command = pending or command_before(lines, i)
            pending = None
            if command is None:
                continue
            real = run(binary, command)
            if still_true(body, real):
                continue
            stale += 1
            print(f"{page}:{i + 1}: stale ({' '.join(command)})")
            if not check:
                new = rebuilt(body, real)
                if new is None or not still_true(new, real):
                    print(f"{page}:{i + 1}: could not rebuild; fix by hand")
                else:
                    replacements.append((i + 1, j, new))
        for start, end, new in reversed(replacements):
            lines[start:end] = new
        if replacements:
            open(page, "w", encoding="utf-8").write("\n".join(lines))
    sys.exit(1 if check and stale else 0)


if __name__ == "__main__":
    main()
