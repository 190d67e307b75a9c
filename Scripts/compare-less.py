#!/usr/bin/env python3
"""Measures listterm side by side with `less`, in one run, as a person at an 80×24 terminal sees them.

Both programs run in tmux (its own server, `tmux -L lessbench-PID`, so no one else's sessions are
touched), one at a time; the screen is read with `capture-pane -p` and memory from
/proc/PID/status (`VmHWM`, the peak resident set, and `RssAnon`, the heap and stacks) of the
listterm or less process, found with `pgrep -x` among the tmux pane's descendants.

1. A 10⁷-line log (/var/tmp/lt10m.log, ~619 MB, made with `seq` if missing): time to the first
   screen (polling every 2 ms from the spawn until "line 1 " shows), memory after 1 s, the time
   until listterm has found every line end (`indexed=10000000/true` in its state file) and its
   memory then, and for both the time from `G` until "line 10000000" shows, and memory after.
2. `yes | listterm -` against `yes | less` for 10 s (`--pipe-seconds`): first screen, RssAnon
   every second and for listterm the size of its unlinked spill file (the `(deleted)` target
   under /proc/PID/fd), then `q` and how long until the process is gone.
3. `seq 1 10000000 | …`: first screen, memory after 2 s, then `G` until the last line shows.
4. Following a small file's end (`listterm --follow` against `less +F`): 20 lines appended from
   here, each carrying a mark, and the time until the screen shows it; p50 and max, and the CPU
   the viewer used meanwhile (what its way of watching the file costs).
5. Taps: 5 × `send-keys j` at spacings of 0, 50, 100 and 300 ms on a small file: how many rows
   the focus moved (listterm's state file) and how many lines less scrolled.
6. Search from the top for the last line (`/line 10000000` Enter) of the 10⁷-line log: time
   until the match shows (listterm: "Found" in the status line or the line on screen), and for
   listterm the largest gap between changes of the progress text, sampled every 50 ms.
7. A 10⁶-row, 50-column CSV (/var/tmp/lt-sheet-1m.csv, ~459 MB, made here if missing): the
   first screen as a sheet (`listterm FILE`: the header and record 1 in their columns) and as
   lines (`listterm --no-sheet FILE`) beside `less -S FILE` (which cuts lines and freezes
   nothing), alternating, five runs each, medians; then in the sheet →, and the time until
   the status line names column 3 (a column step, tmux's key and capture round trip included).

It prints a Markdown table: each figure with the command that produced it.

Usage:
    swift build -c release --product listterm
    Scripts/compare-less.py .build/release/listterm [--pipe-seconds 10] [--only 1,2,...]

Every time counts from the `tmux new-session` call, so it includes tmux starting a server and
the program (the first row, `head`, is that floor). Needs tmux, less, seq and yes; stdlib Python only. Takes a few minutes; run it on a quiet machine
(other work on the cores shows up in every figure). Its tmux server and the processes it started
are ended when it finishes, fails or is interrupted.
"""
import argparse
import os
import re
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time

SOCKET = f"lessbench-{os.getpid()}"   # a tmux server of this run's own: another run's kill-server cannot end it
BIG = "/var/tmp/lt10m.log"
BIG_LINES = 10_000_000
BIG_SIZE = 618_888_897
SMALL = "/var/tmp/lt-small.log"
LESS_ENV = "env -u LESSOPEN -u LESSCLOSE LESS= LESSHISTFILE=- LESSSECURE=1"
WORK = tempfile.mkdtemp(prefix="compare-less-")
STATE = os.path.join(WORK, "state")
CONF = os.path.join(WORK, "tmux.conf")  # read when the server starts: no status line, so the pane is 80×24
rows_out = []  # (measurement, listterm figure, listterm command, less figure, less command)
notes = []


def tmux(*args, check=True):
    return subprocess.run(["tmux", "-L", SOCKET, "-f", CONF, *args], check=check, capture_output=True, text=True).stdout


def kill_server():
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


# ---------------------------------------------------------------- processes

def children_map():
    kids = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                text = f.read()
            ppid = int(text[text.rindex(")") + 2:].split()[1])
        except (OSError, ValueError):
            continue
        kids.setdefault(ppid, []).append(int(entry))
    return kids


def descendants(root):
    kids, out, todo = children_map(), set(), [root]
    while todo:
        pid = todo.pop()
        for child in kids.get(pid, []):
            if child not in out:
                out.add(child)
                todo.append(child)
    return out | {root}


def find_process(name, root, timeout=5.0):
    """The `name` process (pgrep -x) started under tmux pane process `root`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = subprocess.run(["pgrep", "-x", name], capture_output=True, text=True).stdout.split()
        mine = [int(p) for p in found if int(p) in descendants(root)]
        if mine:
            return mine[0]
        time.sleep(0.005)
    raise RuntimeError(f"no {name} process under pane pid {root}")


def status(pid):
    """VmHWM and RssAnon in MiB."""
    values = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmHWM", "RssAnon"):
                    values[key] = int(rest.split()[0]) / 1024
    except OSError:
        pass
    return values


def mem(pid):
    v = status(pid)
    return f"HWM {v.get('VmHWM', 0):.1f} MiB · anon {v.get('RssAnon', 0):.1f} MiB" if v else "gone"


def spill_size(pid):
    """Bytes in the process's unlinked (spill) files."""
    total = 0
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            path = f"/proc/{pid}/fd/{fd}"
            try:
                if os.readlink(path).endswith("(deleted)"):
                    total += os.stat(path).st_size
            except OSError:
                pass
    except OSError:
        pass
    return total


def cpu_seconds(pid):
    """User and system CPU time the process has used."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError):
        return 0.0


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


# ---------------------------------------------------------------- a session

class Run:
    """One program in its own tmux session at 80×24; timed from the spawn."""
    count = 0

    def __init__(self, command, name):
        Run.count += 1
        self.session = f"cmp{Run.count}"
        self.name = name
        if os.path.exists(STATE):
            os.unlink(STATE)
        self.t0 = time.monotonic()
        tmux("new-session", "-d", "-s", self.session, "-x", "80", "-y", "24", "sh", "-c", command)
        root = int(tmux("display-message", "-p", "-t", self.session, "#{pane_pid}").strip())
        self.pid = find_process(name, root)

    def elapsed(self):
        return time.monotonic() - self.t0

    def screen(self):
        text = tmux("capture-pane", "-p", "-t", self.session, check=False)
        return (text[:-1] if text.endswith("\n") else text).split("\n")

    def keys(self, *names):
        tmux("send-keys", "-t", self.session, *names)

    def wait(self, predicate, timeout=60.0, every=0.002, since=None):
        """Seconds from `since` (default: the spawn) until predicate(screen lines) holds, or None."""
        start = self.t0 if since is None else since
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate(self.screen()):
                return time.monotonic() - start
            time.sleep(every)
        return None

    def close(self):
        tmux("kill-session", "-t", self.session, check=False)
        for _ in range(200):
            if not alive(self.pid):
                return
            time.sleep(0.01)
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass


def state():
    try:
        with open(STATE) as f:
            return dict(line.split("=", 1) for line in f.read().split("\n") if "=" in line)
    except OSError:
        return {}


def shows(text):
    return lambda lines: any(text in line for line in lines)


def shows_line(pattern):
    regex = re.compile(pattern)
    return lambda lines: any(regex.search(line) for line in lines)


def ms(seconds):
    return "timed out" if seconds is None else f"{seconds * 1000:.0f} ms"


def row(measure, lt, lt_cmd, less, less_cmd):
    rows_out.append((measure, lt, lt_cmd, less, less_cmd))
    print(f"  {measure}: listterm {lt} | less {less}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- inputs

def inputs(big=True):
    if big and (not os.path.exists(BIG) or os.path.getsize(BIG) != BIG_SIZE):
        print(f"making {BIG} …", file=sys.stderr, flush=True)
        with open(BIG, "w") as f:
            subprocess.run(["seq", "-f", "line %.0f some log text padding to about thirty-four bytes", "1",
                            str(BIG_LINES)], stdout=f, check=True)
    if not os.path.exists(SMALL):
        with open(SMALL, "w") as f:
            for i in range(1, 1001):
                f.write(f"line {i} some log text padding to about thirty-four bytes\n")
    # Read the big file once so neither program pays for the disk first.
    if big:
        with open(BIG, "rb") as f:
            while f.read(1 << 24):
                pass


# ---------------------------------------------------------------- 0. what tmux itself costs

def baseline():
    """First screen of `cat` on the small file: the spawn and polling cost every figure includes."""
    r = Run(f"head -3 {SMALL}; exec sleep 60", "sleep")
    try:
        first = r.wait(shows("line 1 "), timeout=10)
    finally:
        r.close()
    row("baseline: tmux spawn → text on screen", ms(first), "head -3 small.log", ms(first), "(the same run)")


# ---------------------------------------------------------------- 1. the big file

def big_file(lt):
    lt_cmd = f"listterm {BIG}"
    less_cmd = f"less {BIG}"
    results = {}
    for who, command in (("listterm", f"{shlex.quote(lt)} --state-file {STATE} {BIG}"),
                         ("less", f"{LESS_ENV} less {BIG}")):
        r = Run(command, who)
        try:
            first = r.wait(shows("line 1 "), timeout=30)
            out = {"first": ms(first)}
            indexed = None
            # Watch the state file from the first screen on (listterm), taking memory at 1 s.
            while r.elapsed() < 120:
                if "1s" not in out and r.elapsed() >= 1.0:
                    out["1s"] = mem(r.pid)
                if who == "listterm" and indexed is None and state().get("indexed") == f"{BIG_LINES}/true":
                    indexed = r.elapsed()
                    out["indexed_mem"] = mem(r.pid)
                if "1s" in out and (indexed is not None or who == "less"):
                    break
                time.sleep(0.005)
            if who == "listterm":
                out["indexed"] = ms(indexed)
                out.setdefault("indexed_mem", "—")
            t = time.monotonic()
            r.keys("G")
            out["G"] = ms(r.wait(shows(f"line {BIG_LINES} "), timeout=120, since=t))
            time.sleep(0.2)
            out["G_mem"] = mem(r.pid)
            results[who] = out
        finally:
            r.close()
    lt_r, less_r = results["listterm"], results["less"]
    row("10⁷-line file: first screen", lt_r["first"], lt_cmd, less_r["first"], less_cmd)
    row("10⁷-line file: memory after 1 s", lt_r["1s"], lt_cmd, less_r["1s"], less_cmd)
    row("10⁷-line file: every line end found (from spawn)", lt_r["indexed"], lt_cmd + " (state file indexed=…/true)",
        "— (less does not count lines)", less_cmd)
    row("10⁷-line file: memory when indexed", lt_r["indexed_mem"], lt_cmd, "—", less_cmd)
    row("10⁷-line file: `G` until last line shows", lt_r["G"], lt_cmd + " (after indexing), G",
        less_r["G"], less_cmd + " (after 1 s), G")
    row("10⁷-line file: memory after `G`", lt_r["G_mem"], lt_cmd, less_r["G_mem"], less_cmd)


# ---------------------------------------------------------------- 2. yes

def endless_pipe(lt, seconds):
    lt_cmd, less_cmd = "yes | listterm -", "yes | less"
    results = {}
    for who, command in (("listterm", f"yes | {shlex.quote(lt)} --state-file {STATE} -"),
                         ("less", f"yes | {LESS_ENV} less")):
        r = Run(command, who)
        try:
            out = {"first": ms(r.wait(shows_line(r"^\W{0,3}y\s*$"), timeout=30))}
            samples = []
            for s in range(1, seconds + 1):
                time.sleep(max(0.0, s - r.elapsed()))
                anon = status(r.pid).get("RssAnon", 0)
                spill = spill_size(r.pid) / (1 << 20) if who == "listterm" else None
                samples.append((anon, spill))
            out["mem"] = mem(r.pid)
            out["anon"] = " ".join(f"{a:.0f}" for a, _ in samples)
            if who == "listterm":
                out["spill"] = " ".join(f"{sp:.0f}" for _, sp in samples)
            t = time.monotonic()
            r.keys("q")
            while alive(r.pid) and time.monotonic() - t < 10:
                time.sleep(0.001)
            out["quit"] = ms(time.monotonic() - t) if not alive(r.pid) else "still running after 10 s"
            results[who] = out
        finally:
            r.close()
    lt_r, less_r = results["listterm"], results["less"]
    row("`yes` pipe: first screen", lt_r["first"], lt_cmd, less_r["first"], less_cmd)
    row(f"`yes` pipe: RssAnon MiB each second, 1…{seconds} s", lt_r["anon"], lt_cmd, less_r["anon"], less_cmd)
    row(f"`yes` pipe: spill file MiB each second, 1…{seconds} s", lt_r["spill"], lt_cmd + " (/proc/PID/fd, deleted)",
        "— (no spill file)", less_cmd)
    row(f"`yes` pipe: memory at {seconds} s", lt_r["mem"], lt_cmd, less_r["mem"], less_cmd)
    row("`yes` pipe: `q` until the process is gone", lt_r["quit"], lt_cmd + ", q", less_r["quit"], less_cmd + ", q")


# ---------------------------------------------------------------- 3. seq

def seq_pipe(lt):
    lt_cmd, less_cmd = f"seq 1 {BIG_LINES} | listterm -", f"seq 1 {BIG_LINES} | less"
    results = {}
    for who, command in (("listterm", f"seq 1 {BIG_LINES} | {shlex.quote(lt)} --state-file {STATE} -"),
                         ("less", f"seq 1 {BIG_LINES} | {LESS_ENV} less")):
        r = Run(command, who)
        try:
            first = r.wait(lambda lines: shows_line(r"^\W{0,3}1\s*$")(lines) and shows_line(r"^\W{0,3}2\s*$")(lines),
                           timeout=30)
            time.sleep(max(0.0, 2.0 - r.elapsed()))
            memory = mem(r.pid)
            # G: the whole pipe read, its last line on the screen.
            pressed = time.monotonic()
            r.keys("G")
            end = r.wait(shows_line(r"^\W{0,3}%d\s*$" % BIG_LINES), timeout=120, since=pressed)
            results[who] = (ms(first), memory, ms(end))
        finally:
            r.close()
    row("`seq 1 10000000` pipe: first screen", results["listterm"][0], lt_cmd, results["less"][0], less_cmd)
    row("`seq 1 10000000` pipe: memory after 2 s", results["listterm"][1], lt_cmd, results["less"][1], less_cmd)
    row("`seq 1 10000000` pipe: G until the last line shows", results["listterm"][2], lt_cmd + ", G",
        results["less"][2], less_cmd + ", G")


# ---------------------------------------------------------------- 4. follow

def follow(lt, appends=20):
    log = os.path.join(WORK, "follow.log")
    lt_cmd, less_cmd = "listterm --follow small.log", "less +F small.log"
    results = {}
    for who, command in (("listterm", f"{shlex.quote(lt)} --state-file {STATE} --follow {log}"),
                         ("less", f"{LESS_ENV} less +F {log}")):
        with open(log, "w") as f:
            for i in range(1, 51):
                f.write(f"line {i} some log text padding to about thirty-four bytes\n")
        r = Run(command, who)
        try:
            r.wait(shows("line 50 "), timeout=10)
            time.sleep(0.5)
            cpu0, wall0 = cpu_seconds(r.pid), time.monotonic()
            latencies = []
            for i in range(appends):
                mark = f"appended {who} {i:02d} at {time.time():.6f}"
                with open(log, "a") as f:
                    t = time.monotonic()
                    f.write(mark + "\n")
                    f.flush()
                seen = r.wait(shows(mark), timeout=5, since=t)
                latencies.append(seen)
                time.sleep(0.1 + (i % 5) * 0.037)  # not in step with any poll period
            cpu = (cpu_seconds(r.pid) - cpu0) / (time.monotonic() - wall0)
            got = [x for x in latencies if x is not None]
            missed = len(latencies) - len(got)
            text = (f"p50 {ms(statistics.median(got))} · max {ms(max(got))}" if got else "never shown")
            results[who] = text + (f" · {missed} not shown in 5 s" if missed else "") + f" · CPU {cpu:.0%} meanwhile"
        finally:
            r.close()
    row(f"follow: append → on screen ({appends} lines)", results["listterm"], lt_cmd, results["less"], less_cmd)


# ---------------------------------------------------------------- 5. taps

def taps(lt):
    lt_cmd, less_cmd = f"listterm {SMALL}", f"less {SMALL}"
    top = re.compile(r"line (\d+) ")
    for spacing in (0, 50, 100, 300):
        results = {}
        for who, command in (("listterm", f"{shlex.quote(lt)} --state-file {STATE} {SMALL}"),
                             ("less", f"{LESS_ENV} less {SMALL}")):
            r = Run(command, who)
            try:
                r.wait(shows("line 1 "), timeout=10)
                time.sleep(0.3)
                before = state() if who == "listterm" else None
                first_before = next((int(m.group(1)) for m in map(top.search, r.screen()) if m), 0)
                for i in range(5):
                    if i and spacing:
                        time.sleep(spacing / 1000)
                    r.keys("j")
                time.sleep(0.7)
                if who == "listterm":
                    after = state()
                    moved = int(after.get("focus", 0)) - int(before.get("focus", 0))
                    scrolled = float(after.get("offset", 0)) - float(before.get("offset", 0))
                    results[who] = f"focus moved {moved} rows (offset +{scrolled:g})"
                else:
                    first_after = next((int(m.group(1)) for m in map(top.search, r.screen()) if m), 0)
                    results[who] = f"scrolled {first_after - first_before} lines"
            finally:
                r.close()
        row(f"5 × `j`, {spacing} ms apart", results["listterm"], lt_cmd + ", send-keys j ×5",
            results["less"], less_cmd + ", send-keys j ×5")


# ---------------------------------------------------------------- 6. search

def search(lt, after_index):
    query = f"line {BIG_LINES}"
    when = "after indexing" if after_index else "right after first screen"
    lt_cmd, less_cmd = f"listterm {BIG}, /{query} Enter ({when})", f"less {BIG}, /{query} Enter ({when})"
    results = {}
    for who, command in (("listterm", f"{shlex.quote(lt)} --state-file {STATE} {BIG}"),
                         ("less", f"{LESS_ENV} less {BIG}")):
        r = Run(command, who)
        try:
            r.wait(shows("line 1 "), timeout=30)
            if after_index and who == "listterm":
                deadline = time.monotonic() + 120
                while time.monotonic() < deadline and state().get("indexed") != f"{BIG_LINES}/true":
                    time.sleep(0.01)
            time.sleep(0.3)
            r.keys("/")
            time.sleep(0.1)
            r.keys("-l", query)
            time.sleep(0.1)
            t = time.monotonic()
            r.keys("Enter")
            found, changes, last_text, last_sample = None, [], None, 0.0
            deadline = t + 180
            while time.monotonic() < deadline:
                lines = r.screen()
                now = time.monotonic()
                if any(f"{query} " in line for line in lines[:-1]) or any("Found “" in line for line in lines[-2:]):
                    found = now - t
                    break
                if who == "listterm" and now - last_sample >= 0.05:
                    last_sample = now
                    text = next((line for line in lines if "Searching" in line), None)
                    if text is not None and text != last_text:
                        changes.append(now)
                        last_text = text
                time.sleep(0.002)
            out = ms(found)
            if who == "listterm":
                gaps = [b - a for a, b in zip(changes, changes[1:])]
                out += (f" · {len(changes)} progress texts, largest gap {ms(max(gaps))}" if gaps
                        else f" · {len(changes)} progress text(s) seen")
            results[who] = out
        finally:
            r.close()
    row(f"search for the last line ({when})", results["listterm"], lt_cmd, results["less"], less_cmd)


# ---------------------------------------------------------------- 7. a CSV as a sheet

SHEET = "/var/tmp/lt-sheet-1m.csv"
SHEET_ROWS = 1_000_000


def sheet_input():
    """10⁶ records of 50 fields: numbers, words, quoted fields holding a comma, codes."""
    if os.path.exists(SHEET):
        return
    print(f"making {SHEET} …", file=sys.stderr, flush=True)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
    with open(SHEET, "w") as f:
        f.write(",".join(["id"] + [f"col{c}" for c in range(1, 50)]) + "\n")
        for i in range(1, SHEET_ROWS + 1):
            fields = [str(i)]
            for c in range(1, 50):
                kind = c % 5
                fields.append(f"{(i * c) % 100000 / 100:.2f}" if kind == 0
                              else words[(i + c) % 10] if kind == 1
                              else f'"{words[(i * c) % 10]}, {words[c % 10]}"' if kind == 2
                              else str((i * 7919 + c) % 1000003) if kind == 3
                              else f"item-{i % 977}-{c}")
            f.write(",".join(fields) + "\n")
    with open(SHEET, "rb") as f:
        while f.read(1 << 24):
            pass


def sheet(lt, runs=5):
    sheet_input()
    first_record = shows_line(r"^\W?1\s*[│,]")
    header = shows("col1")
    commands = (("sheet", "listterm", f"{shlex.quote(lt)} --state-file {STATE} {SHEET}"),
                ("lines", "listterm", f"{shlex.quote(lt)} --no-sheet {SHEET}"),
                ("less -S", "less", f"{LESS_ENV} less -S {SHEET}"))
    firsts = {name: [] for name, _, _ in commands}
    steps = []
    for _ in range(runs):
        for name, process, command in commands:
            r = Run(command, process)
            try:
                firsts[name].append(r.wait(lambda lines: header(lines) and first_record(lines), timeout=30))
                if name == "sheet":
                    time.sleep(0.3)
                    t = time.monotonic()
                    r.keys("Right")
                    steps.append(r.wait(shows("col 3/50"), timeout=10, since=t))
            finally:
                r.close()

    def median(values):
        values = [v for v in values if v is not None]
        return statistics.median(values) if values else None

    def spread(values):
        return f"{ms(median(values))} (runs: {', '.join(ms(v) for v in values)})"
    row("10⁶×50 CSV: first screen as a sheet / as lines", spread(firsts["sheet"]) + " / " + spread(firsts["lines"]),
        f"listterm {SHEET} / listterm --no-sheet {SHEET}", spread(firsts["less -S"]), f"less -S {SHEET}")
    row("10⁶×50 CSV: → until the status names column 3", spread(steps), f"listterm {SHEET}, →",
        "— (less -S scrolls half a screen, nothing frozen)", f"less -S {SHEET}")


# ---------------------------------------------------------------- main

def table():
    out = ["| Measurement | listterm | listterm command | less | less command |",
           "|---|---|---|---|---|"]
    for m, a, ac, b, bc in rows_out:
        cell = lambda text: text.replace("|", "\\|")  # a pipe inside a table cell, even in code
        out.append(f"| {cell(m)} | {cell(a)} | `{cell(ac)}` | {cell(b)} | `{cell(bc)}` |")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("listterm", help="path to the listterm binary (a release build)")
    parser.add_argument("--pipe-seconds", type=int, default=int(os.environ.get("COMPARE_LESS_PIPE_SECONDS", 10)),
                        help="how long `yes | …` runs (default 10, or $COMPARE_LESS_PIPE_SECONDS)")
    parser.add_argument("--only", default="1,2,3,4,5,6,7", help="which measurements, e.g. 1,6")
    args = parser.parse_args()
    lt = os.path.abspath(args.listterm)
    if not os.access(lt, os.X_OK):
        sys.exit(f"{lt} is not an executable")
    only = set(args.only.split(","))

    def stop(signum, _frame):
        raise KeyboardInterrupt(f"signal {signum}")
    signal.signal(signal.SIGTERM, stop)

    with open(CONF, "w") as f:
        f.write("set -g status off\nset -g default-terminal screen-256color\n")
    kill_server()
    try:
        inputs(big=bool(only & {"1", "6"}))
        baseline()
        if "1" in only: big_file(lt)
        if "2" in only: endless_pipe(lt, args.pipe_seconds)
        if "3" in only: seq_pipe(lt)
        if "4" in only: follow(lt)
        if "5" in only: taps(lt)
        if "6" in only:
            search(lt, after_index=False)
            search(lt, after_index=True)
        if "7" in only: sheet(lt)
    finally:
        kill_server()
        subprocess.run(["rm", "-rf", WORK])
    uname = os.uname()
    print(f"listterm `{lt}` and `less` ({subprocess.run(['less', '--version'], capture_output=True, text=True).stdout.split(chr(10))[0]}), "
          f"tmux 80×24, {os.cpu_count()} cores, {uname.sysname} {uname.release}\n")
    print(table())


if __name__ == "__main__":
    main()
