#!/usr/bin/env python3
"""Drives the terminal front end (listterm) in a real pseudo-terminal, as a person would.

tmux (Debian's) runs the program on Debian's wamerican word list (about 100,000 words): first
as it is, which must show in file order without sections (the list is not grouped by letter:
upper-case words come first), then a copy grouped by first letter with `--sections letter`
(sections by first letter, and an index); the script sends keys with `send-keys`, reads the screen with
`capture-pane`, and compares each screen with the one `listterm --print` draws for the same
position (content offset and focused row, which the program writes to a state file after every
frame): rows, pinned header, index strip and truncation must be what the engine lays out, and the
status line must say where the focus is ("Row 6 of 104,334"; "Item …" in a grid). Then
it selects, deletes a word with a custom confirmation title, moves a row, resizes the window,
shrinks it below the smallest size, and quits — checking after `q`, Ctrl-C, SIGTERM and crash
signals that the terminal's mode (`stty -g`) is what it was before. Ctrl-Z and an outside stop
hand the terminal back to the shell and `fg` brings the same screen back. Last, a grid of the data set's
10⁹ rows under a memory limit: a delete and a move answer at once, and the process's peak memory
stays where it was.

Usage: Scripts/terminal-e2e.py [path/to/listterm]
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata

BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/listterm")
WORDS = "/usr/share/dict/american-english"
SESSION = "listterm-e2e"
SOCKET = f"listterm-e2e-{os.getpid()}"   # a tmux server of this run's own: kill-server touches no one else's sessions
WORK = tempfile.mkdtemp(prefix="listterm-e2e-")
STATE = os.path.join(WORK, "state")
GROUPED = os.path.join(WORK, "words-by-letter")
failures = []


def tmux(*args, check=True):
    return subprocess.run(["tmux", "-L", SOCKET, *args], check=check, capture_output=True, text=True).stdout


def capture(history=False):
    return tmux("capture-pane", "-p", "-t", SESSION, *(["-S", "-5000"] if history else [])).split("\n")


def state():
    try:
        with open(STATE) as f:
            return dict(line.split("=", 1) for line in f.read().split("\n") if "=" in line)
    except FileNotFoundError:
        return {}


def settle(timeout=20.0, interval=0.15):
    """Waits until the screen and the state file stop changing (the same twice, `interval` apart)."""
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        time.sleep(interval)
        now = (capture(), state())
        if now == last and now[1]:
            return now
        last = now
    return last


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def keys(*names, pause=0.12):
    """Sends keys one at a time, further apart than a key's auto-repeat (50 ms: not a held key)."""
    for name in names:
        tmux("send-keys", "-t", SESSION, name)
        time.sleep(pause)
    return settle()


def letter(word):
    """The section letter listterm gives a word (`Sectioning.letter`): the first character with
    case and accents folded when that is A–Z, else "#"."""
    first = unicodedata.normalize("NFD", word[:1])[:1].upper()
    return first if "A" <= first <= "Z" and len(first) == 1 else "#"


def write_grouped():
    """A copy of the word list grouped by letter: a stable sort by the folded first letter, "#" last."""
    with open(WORDS, encoding="utf-8") as f:
        words = f.read().split("\n")
    if words and words[-1] == "":
        words.pop()
    words.sort(key=lambda word: (letter(word) == "#", letter(word)))
    with open(GROUPED, "w", encoding="utf-8") as f:
        f.write("\n".join(words) + "\n")


def printed(columns, rows, s, source=None):
    """The screen `listterm --print` draws at the state's position (by default the grouped list, by letter)."""
    source = source or (GROUPED, "--sections", "letter")
    out = subprocess.run([BINARY, *source, "--print", "--size", f"{columns}x{rows}", f"--offset={s['offset']}",
                          "--focus", str(int(s["focus"]) + 1)], check=True, capture_output=True, text=True,
                         stdin=subprocess.DEVNULL).stdout
    return out.split("\n")


def as_tmux_draws(line):
    """A line as tmux (before 3.4) can show it: it draws ❤️ (VS16) one column wide where ListEngine
    counts two (the diff blanks the second column, so one space more shows after it: runs of
    spaces in such a line are collapsed, which still catches any stale character left mid-row),
    and it drops a skin-tone modifier (whose cell the diff then writes over)."""
    line = re.sub("[\U0001F3FB-\U0001F3FF]", "", line.rstrip())
    return re.sub(" +", " ", line) if "\u2764\ufe0f" in line else line


def compare(screen, s, columns, rows, what, source=None):
    expected = printed(columns, rows, s, source)
    body = [as_tmux_draws(line) for line in screen[: rows - 1]]
    check(body == [as_tmux_draws(line) for line in expected[: rows - 1]], f"{what}: the screen is the one the engine lays out")
    if body != [as_tmux_draws(line) for line in expected[: rows - 1]]:
        for got, want in zip(body, expected):
            if got.rstrip() != want.rstrip():
                print(f"      got  {got!r}\n      want {want!r}")
                break
    status, want = screen[rows - 1].strip(), expected[rows - 1].strip()
    shown = re.split(r"\s+engine \d", status)[0].rstrip().rstrip("…").rstrip()   # the interactive line also shows timings
    check(want.rstrip("…").startswith(shown) or shown.startswith(want.rstrip("…")),
          f"{what}: status line {status!r} agrees with {want!r}")


def row_text(line, columns=80):
    """A row's text: without the focus marker, the index strip, and (editing) the row's controls."""
    return line[1 : columns - 2].strip().removeprefix("⊖").removesuffix("≡").strip()


def focused_line(screen):
    return [i for i, line in enumerate(screen) if line.startswith("▌")][0]


def position_shown(screen, s, what, noun="Row", line=23):
    """The status line says where the focus is: "Row N of M" (N from 1 across sections, M the
    rows, both with thousands separators; "Item" in a grid), as the state file counts them."""
    want = f"{noun} {int(s['focus']) + 1:,} of {int(s['rows']):,}"
    check(want in screen[line], f"{what}: the status line says {want!r} ({screen[line].strip()[:60]!r})")


def cursor_on_focus(screen, what):
    """The terminal's cursor is visible, on the focused row's first column (terminal screen
    readers and magnifiers follow it)."""
    x, y, shown = tmux("display-message", "-p", "-t", SESSION, "#{cursor_x} #{cursor_y} #{cursor_flag}").split()
    line = focused_line(screen)
    check((int(x), int(y), shown) == (0, line, "1"), f"{what}: the cursor stands on the focused row (cursor {x},{y} shown {shown}; focus on line {line})")


def start(columns=80, rows=24, extra="", env="", source=None, wait=True, alone=False):
    tmux("kill-server", check=False)
    if os.path.exists(STATE):
        os.remove(STATE)
    for attempt in range(20):   # a server that was just killed may still be shutting down
        time.sleep(0.2)
        created = subprocess.run(["tmux", "-L", SOCKET, "new-session", "-d", "-s", SESSION, "-x", str(columns), "-y", str(rows),
                                  "bash --norc --noprofile"], capture_output=True, text=True)
        if created.returncode == 0:
            break
    else:
        sys.exit(f"tmux could not start a session: {created.stderr}")
    tmux("set-option", "-t", SESSION, "status", "off")
    time.sleep(0.3)
    # Swift's crash reporter waits for a person at a terminal unless told not to.
    source = source if source is not None else f"{GROUPED} --sections letter --delete-title 'Remove word'"
    command = (f"export SWIFT_BACKTRACE=interactive=no; stty -g > {WORK}/before; {env} {BINARY} {source} --state-file {STATE} {extra}"
               f" 2> {WORK}/stderr; code=$?; stty -g > {WORK}/after; echo exited $code")
    if alone:
        # A job stopped inside a list lets bash go on with the list: the program runs on its own.
        tmux("send-keys", "-t", SESSION, f"stty -g > {WORK}/before", "Enter")
        command = f"{env} {BINARY} {source} --state-file {STATE} {extra}"
    tmux("send-keys", "-t", SESSION, command, "Enter")
    return settle() if wait else None


def listterm_pid():
    pids = subprocess.run(["pgrep", "-f", f"{BINARY} "], capture_output=True, text=True).stdout.split()
    return int(pids[0]) if pids else None


def shell_mode(name):
    """The shell's `stty -g`, written to a file by the shell at its prompt."""
    path = f"{WORK}/{name}"
    tmux("send-keys", "-t", SESSION, f"stty -g > {path}.tmp && mv {path}.tmp {path}", "Enter")
    deadline = time.time() + 5
    while time.time() < deadline and not os.path.exists(path):
        time.sleep(0.1)
    with open(path) as f:
        return f.read().strip()


def signals():
    """Signals that end a process by default, beyond the usual ones, restore the terminal first."""
    for name in ["USR1", "ALRM", "PIPE"]:
        start()
        pid = listterm_pid()
        check(pid is not None, f"SIG{name}: the program runs")
        if pid is not None:
            os.kill(pid, getattr(signal, f"SIG{name}"))
        mode_restored(f"SIG{name}")


def stopped_and_back(how, stop, hands_back=True):
    """Stops the program with `stop`, checks that the shell has its terminal back as it was
    (unless the stop cannot be handled: SIGSTOP), then `fg`: the same screen, and keys still move
    one row (raw mode)."""
    screen, s = settle()
    stop()
    deadline = time.time() + 5
    while time.time() < deadline and not any("Stopped" in line for line in capture()):
        time.sleep(0.1)
    shown = capture()
    check(any("Stopped" in line for line in shown), f"{how}: the job stopped")
    if hands_back:
        check(not any(line.startswith("▌") for line in shown), f"{how}: the shell's screen is back")
    with open(f"{WORK}/before") as f:
        before = f.read().strip()
    mode = shell_mode(f"stopped-{how.replace(' ', '-')}")
    check(mode == before, f"{how}: the shell's stty -g is the one before the program ({mode[:24]}…)")
    tmux("send-keys", "-t", SESSION, "fg", "Enter")
    screen, s2 = settle()
    compare(screen, s2, 80, 24, f"{how}, then fg")
    focus = int(s2["focus"])
    screen, s2 = keys("j")
    check(int(s2["focus"]) == focus + 1, f"{how}, then fg: j moves one row (focus {focus} → {s2['focus']})")


def refusals():
    """Inputs that are not rows, and screens too big to draw, are refused at once and clearly,
    before the terminal is taken; a hostile file name is printed escaped, never sent."""
    hostile = "\x1b]0;pwned\x07\x1b[2J"
    directory = os.path.join(WORK, hostile)
    os.mkdir(directory)
    fifo = os.path.join(WORK, "fifo")
    os.mkfifo(fifo)
    for path, says in [(directory, "is a directory"), ("/dev/null", "is a device"), (fifo, "is a FIFO with no writer")]:
        began = time.time()
        run = subprocess.run([BINARY, path], capture_output=True, timeout=10, stdin=subprocess.DEVNULL)
        err = run.stderr.decode("utf-8", "replace")
        check(run.returncode == 66 and says in err and time.time() - began < 2,
              f"{path!r} refused with status 66: {err.strip()!r}")
        check(b"\x1b" not in run.stderr and b"\x07" not in run.stderr, f"{path!r}: the message sends no control character")
    # A FIFO whose writer wrote and left before the rows were read: its rows still show.
    writer = subprocess.Popen(["sh", "-c", f"printf 'alpha\\nbeta\\n' > {fifo}"])
    time.sleep(0.2)
    run = subprocess.run([BINARY, fifo, "--print", "--size", "30x5", "--sections", "none"], capture_output=True, text=True, timeout=10, stdin=subprocess.DEVNULL)
    writer.wait(timeout=5)
    check(run.returncode == 0 and "alpha" in run.stdout and "beta" in run.stdout, f"a FIFO with a writer shows its rows: {run.stdout.split()[:3]}")
    check("\\x1B]0;pwned\\x07\\x1B[2J" in subprocess.run([BINARY, directory], capture_output=True, text=True, stdin=subprocess.DEVNULL).stderr,
          "the directory's name is printed with its escapes spelled out")
    began = time.time()
    run = subprocess.run([BINARY, WORDS, "--print", "--size", "100000x100000"], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
    check(run.returncode != 0 and "--size is at most 10000x10000 and 4,000,000 cells" in run.stderr and time.time() - began < 2,
          f"--print --size 100000x100000 is refused at once ({time.time() - began:.2f} s): {run.stderr.strip()[:80]!r}")
    # A file of that name opens: the status line shows its controls as symbols; the title stays.
    named = os.path.join(WORK, hostile + ".txt")
    with open(named, "w") as f:
        f.write("one\ntwo\n")
    tmux("kill-server", check=False)
    title = None
    start(source=f"$'{named.replace(chr(27), chr(92) + 'e').replace(chr(7), chr(92) + 'a')}'")
    screen, s = settle()
    title = tmux("display-message", "-p", "-t", SESSION, "#{pane_title}").strip()
    check("␛]0;pwned␇␛[2J.txt" in screen[23], f"the status line shows the name's controls as symbols: {screen[23].strip()!r}")
    check("pwned" not in title, f"the pane's title is unchanged ({title!r})")
    keys("q")
    mode_restored("the hostile name")


def help_keys():
    """h shows every key; each key it lists is then pressed from row 300 of a file of 5,000
    numbered lines (the editing keys with editing on): the moves land where less's would, the
    prompts and modes they open leave with Esc, and only the quit keys quit."""
    path = os.path.join(WORK, "lines.txt")
    with open(path, "w") as f:
        f.write("".join(f"line {i}\n" for i in range(1, 5001)))
    screen, s = start(source=path)
    screen, s = keys("h")
    check(screen[0].strip().startswith("listterm keys") and s.get("mode", "").startswith("help"), f"h shows the keys: {screen[0].strip()!r}")
    # Every line of the help once, in order, a page at a time (f) until the status line's range
    # reaches its end (the last page overlaps the one before).
    by_number = {}
    for _ in range(20):
        shown = re.search(r"lines (\d+)–(\d+) of (\d+)", screen[23])
        if not shown:
            break
        for i, line in enumerate(screen[:int(shown.group(2)) - int(shown.group(1)) + 1]):
            by_number[int(shown.group(1)) + i] = line
        if shown.group(2) == shown.group(3):
            break
        screen, s = keys("f")
    check(shown is not None and sorted(by_number) == list(range(1, int(shown.group(3)) + 1)),
          f"f pages the help to its end, every line seen: {screen[23].strip()!r}")
    listed = [by_number[n] for n in sorted(by_number)]
    screen, s = keys("q")
    check(s.get("mode") == "browsing" and not exited(timeout=0.5), "q leaves the help screen, not the program")
    pressed, editing = [], False
    for line in listed:
        if line.startswith(" ") and not line.startswith("  ") and line.strip():
            editing = line.strip().startswith("While editing")   # a group's title
        elif line.startswith("   ") and not line.startswith("    "):   # a binding: its keys in the first 26 columns
            for name in line[3:29].split():
                if (name, editing) not in pressed:
                    pressed.append((name, editing))
    check(len(pressed) >= 55, f"the help screen lists {len(pressed)} keys")
    tmux_name = {"Space": "Space", "↑": "Up", "↓": "Down", "←": "Left", "→": "Right", "PageUp": "PPage", "PageDown": "NPage",
                 "Enter": "Enter", "Tab": "Tab", "Home": "Home", "End": "End", "Esc": "Escape"}
    # Where the focus goes from row 300 (299 from 0) on a 24-line screen.
    down, up = {"j", "↓", "e", "^E", "^N"}, {"k", "↑", "y", "^Y", "^K", "^P"}
    expected = {**{n: 300 for n in down}, **{n: 298 for n in up}, "d": 310, "^D": 310, "u": 288, "^U": 288,
                "g": 0, "<": 0, "Home": 0, "G": 4999, ">": 4999, "End": 4999, "p": 0, "%": 0,
                "←": 299, "→": 299, "-": 299}   # ← → scroll the lines sideways; - waits for S or N
    pages = {"f": 1, "Space": 1, "PageDown": 1, "^F": 1, "^V": 1, "z": 1, "b": -1, "PageUp": -1, "^B": -1, "w": -1}
    # One file: :n and :p say there is no other and stay; :x is the first file, this one.
    expected.update({":n": 299, ":p": 299, ":x": 299})
    quits = {"q", "Q", "^C"}
    # What leaves what a key opened: a search, the help, following, editing, a delete prompt, a
    # move, the file name :e asks for, the option - asks for.
    leave = {"/": ["Escape"], "?": ["Escape"], "h": ["q"], "H": ["q"], "F": ["F"], "E": ["E"], ":e": ["Escape"],
             "→": ["Left"], "-": ["Escape"]}
    leave_editing = {"d": ["n"], "m": ["Escape"]}
    for name, editing in pressed:
        key = tmux_name.get(name, "C-" + name[1:].lower() if name.startswith("^") else name)
        tmux("send-keys", "-t", SESSION, "-l", "300g")
        if editing:
            tmux("send-keys", "-t", SESSION, "E")
        settle(interval=0.1)
        tmux("send-keys", "-t", SESSION, *(["-l", "--"] if len(key) == 1 else []), key)
        screen, s = settle(interval=0.1)
        what = f"{name}{' (editing)' if editing else ''}"
        if name in quits:
            check(exited(timeout=5), f"{what} quits")
            start(source=path)
            continue
        focus = int(s.get("focus", "-1"))
        if editing:
            check(s.get("mode") == {"d": "confirmingDelete", "m": "moving"}.get(name, "browsing") or name == "w" and "No edits to write" in screen[23],
                  f"{what} deletes, moves or writes: mode {s.get('mode')}, {screen[23].strip()[:40]!r}")
        elif name in expected:
            check(focus == expected[name], f"{what} moves the focus from row 300 to {expected[name] + 1}: {focus + 1}")
        elif name in pages:
            check((focus - 299) * pages[name] >= 20, f"{what} turns a page {'down' if pages[name] > 0 else 'up'}: row {focus + 1}")
        elif name in ("=", "^G"):
            check(screen[23].strip().startswith("lines.txt · row 300 of 5,000"), f"{what} names the file and the row: {screen[23].strip()!r}")
        for extra in (leave_editing if editing else leave).get(name, []) + (["E"] if editing else []):
            tmux("send-keys", "-t", SESSION, extra)
        screen, s = settle(interval=0.1)
        check(s.get("mode") == "browsing" and s.get("editing") == "false" and not exited(timeout=0.1),
              f"{what}: listterm goes on, browsing ({s.get('mode')}, editing {s.get('editing')})")
    keys("q")
    check(exited(), "q quits after every key")


def less_options():
    """less's options: -S cuts long lines at the edge and ← → scroll them sideways (a search
    scrolls to a match past the edge), -N numbers the lines (both toggled by -S and -N typed in
    the viewer), +G starts at the end, +/text at its first match, +NUMBER at that line; a bad
    +command is refused as a usage error (status 64)."""
    path = os.path.join(WORK, "long-lines.txt")
    long = "".join(str(i % 10) for i in range(300))
    with open(path, "w") as f:
        f.write("short\n" + long + "\n" + "-" * 200 + "needle\n" + "".join(f"line {i}\n" for i in range(4, 201)))
    screen, s = start(source=f"{path} -S")
    check(s.get("chop") == "true" and "…" not in screen[1] and long[:70] in screen[1] and len(screen[1].rstrip()) >= 78,
          f"-S cuts the long line at the edge: {screen[1].rstrip()[-20:]!r}")
    screen, s = keys("Right")
    check(s.get("shift") == "40" and long[40:70] in screen[1] and "short" not in screen[0], f"→ scrolls half a screen sideways: shift {s.get('shift')}, {screen[1].strip()[:20]!r}")
    screen, s = keys("Left")
    check(s.get("shift") == "0" and "short" in screen[0], f"← scrolls back: shift {s.get('shift')}")
    tmux("send-keys", "-t", SESSION, "-l", "/needle")
    screen, s = keys("Enter")
    check(s.get("focus") == "2" and int(s.get("shift", "0")) > 100 and "needle" in screen[2],
          f"/needle past the edge scrolls sideways to it: shift {s.get('shift')}, {screen[2].strip()[-12:]!r}")
    tmux("send-keys", "-t", SESSION, "-l", "--", "-N")
    screen, s = keys("Left", "Left", "Left", "Left", "Left")
    check(s.get("numbers") == "true" and screen[0][1:].startswith("      1 short") and screen[3][1:].startswith("      4 line 4"),
          f"-N typed in the viewer numbers the lines: {screen[0].rstrip()!r}")
    tmux("send-keys", "-t", SESSION, "-l", "--", "-S")
    screen, s = settle()
    check(s.get("chop") == "false" and screen[1].rstrip().endswith("…"), f"-S typed again ends long lines in an ellipsis: {screen[1].rstrip()[-8:]!r}")
    keys("q")
    check(exited(), "q quits")
    for command, focus in [("+G", 199), ("'+/line 150'", 149), ("+120", 119)]:
        screen, s = start(source=f"{command} {path}")
        check(s.get("focus") == str(focus), f"listterm {command} FILE starts on row {focus + 1}: {s.get('focus')}")
        keys("q")
        exited()
    # A pipe is read as far as +NUMBER asks, though it is read only as the view needs.
    screen, s = start(env="seq 1000000 |", source="+500000")
    check(s.get("focus") == "499999" and "500000" in screen[0], f"seq 1000000 | listterm +500000: row {int(s.get('focus', '-1')) + 1}")
    keys("q")
    exited()
    screen, s = start(source=f"{path} -N --lines 1 +G")
    check(s.get("focus") == "199" and "    200 line 200" in screen[22], f"-N +G after the file: the last line, numbered: {screen[22].rstrip()!r}")
    keys("q")
    exited()
    for bad, says in [("+/", "needs a pattern"), ("+0", "count from 1"), ("+abc", "is not a start command")]:
        run = subprocess.run([BINARY, bad, path], capture_output=True, text=True, timeout=10, stdin=subprocess.DEVNULL)
        check(run.returncode == 64 and says in run.stderr, f"listterm {bad} FILE is a usage error (64): {run.returncode}, {run.stderr.strip()[:60]!r}")


def as_cat():
    """With its output not a terminal, listterm copies its input, as cat and less do; with no
    file named it reads a pipe on standard input, as less does, and G prints its end; --print
    refuses a screen below the smallest it draws."""
    shell = lambda command: subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=30,
                                           stdin=subprocess.DEVNULL)
    run = shell(f"seq 10 | {BINARY} | head -3")
    check(run.stdout == "1\n2\n3\n", f"seq 10 | listterm | head -3 prints 1 2 3: {run.stdout!r}")
    run = shell(f"{BINARY} {WORDS} | head -2")
    with open(WORDS) as f:
        first = f.readline() + f.readline()
    check(run.stdout == first, f"listterm FILE | head -2 prints the file's first lines: {run.stdout!r}")
    run = shell(f"{BINARY} {WORDS} | cmp - {WORDS}")
    check(run.returncode == 0, f"listterm FILE | cmp: the copy is the file byte for byte ({run.stdout.strip()!r})")
    run = shell(f"seq 5 | {BINARY} --print --size 30x6 --sections none")
    check(run.stdout.split("\n")[:5] == ["▌1", " 2", " 3", " 4", " 5"], f"a pipe with no file named is read: {run.stdout.split()[:5]}")
    run = shell(f"seq 300000 | {BINARY} --print --size 30x5 --keys G")   # the status line cut at 30 columns
    check(run.stdout.split("\n")[3:5] == ["▌300000", " stdin · Row 300,000 of 300,…"],
          f"--keys G on a pipe prints the pipe's end: {run.stdout.split(chr(10))[3:5]}")
    run = shell(f"{BINARY} --print --size 60x3")
    check(run.returncode != 0 and "smaller than the smallest screen listterm draws, 20x5" in run.stderr,
          f"--print --size 60x3 is refused ({run.returncode}): {run.stderr.strip()[:80]!r}")


def several_files():
    """listterm a.txt b.log c.gz: the first shows, :n and :p go through them, the status line
    names the file and its number, each comes back where it was left, a .gz shows its text, a
    file that cannot be opened is skipped; with the output not a terminal every file is copied."""
    import gzip
    first, second, packed = (os.path.join(WORK, name) for name in ("a.txt", "b.log", "c.gz"))
    with open(first, "w") as f:
        f.write("".join(f"alpha {i}\n" for i in range(1, 301)))
    with open(second, "w") as f:
        f.write("".join(f"beta {i}\n" for i in range(1, 51)))
    with gzip.open(packed, "wt") as f:
        f.write("".join(f"gamma {i}\n" for i in range(1, 1001)))
    missing = os.path.join(WORK, "missing.txt")
    screen, s = start(source=f"{first} {missing} {second} {packed}")
    check(row_text(screen[0]) == "alpha 1" and screen[23].strip().startswith("a.txt (file 1 of 4)"),
          f"the first file shows, named with its number: {screen[23].strip()!r}")
    screen, s = keys("4", "0", "j")
    screen, s = keys(":", "n")
    # The message is longer than the status line: it wraps upward, its words whole.
    status = " ".join(line.strip() for line in screen[21:24])
    check(row_text(screen[0]) == "beta 1" and "cannot read missing.txt" in status and "b.log (file 2 of 3)" in status,
          f":n skips the file that cannot be opened and shows the next: {status!r}")
    screen, s = keys(":", "n")
    check(row_text(screen[0]) == "gamma 1" and screen[23].strip().startswith("c.gz (file 3 of 3)"),
          f"a .gz shows its text: {row_text(screen[0])!r}, {screen[23].strip()!r}")
    screen, s = keys("G")
    check(row_text(screen[22]) == "gamma 1000" and s.get("rows") == "1000", f"G reaches the .gz's last line: {row_text(screen[22])!r}")
    screen, s = keys("2", ":", "p")
    check(s.get("focus") == "40" and "alpha 41" in "".join(screen[:23]) and "(file 1 of 3)" in screen[23],
          f"2:p goes back two files, to the row left: focus {s.get('focus')}, {screen[23].strip()!r}")
    screen, s = keys(":", "p")
    check("No previous file" in screen[23], f":p on the first file says so: {screen[23].strip()!r}")
    keys("q")
    check(exited(), "q quits with several files")
    run = subprocess.run(["sh", "-c", f"{BINARY} {first} {missing} {packed} | cat"], capture_output=True, text=True, timeout=30)
    expected = "".join(f"alpha {i}\n" for i in range(1, 301)) + "".join(f"gamma {i}\n" for i in range(1, 1001))
    check(run.stdout == expected and "missing.txt" in run.stderr,
          f"with the output not a terminal each file is copied in turn, the .gz inflated ({len(run.stdout)} bytes, {run.stderr.strip()!r})")


def visible_rows():
    """Rows with emoji sequences, tabs, CR and escape sequences: after scrolling both ways the
    pane is the printed screen — tabs expanded, controls as symbols, every cell where the engine
    put it (no stale "…" after an emoji a terminal may count otherwise, no line cut at a CR)."""
    samples = ["family 👨‍👩‍👧 together", "heart ❤️ red", "flag 🇰🇷 korea", "thumb 👍🏽 up", "grin 😀 face", "watch ⌚ time",
               "tab\there\tand\tthere", "carriage\rreturn", "escape \x1b[31mred\x1b[0m \x1b]0;pwned\x07", "bell\x07 and del\x7f"]
    fixture = os.path.join(WORK, "visible.txt")
    with open(fixture, "w") as f:
        for i in range(300):
            f.write(f"{i:03d} {samples[i % len(samples)]} " + "long text that runs past the edge of the screen " * (i % 3) + "\n")
    source = (fixture, "--sections", "none")
    start(source=" ".join(source))
    keys(*["j"] * 10, pause=0.12)
    screen, s = keys(*["PageDown"] * 3, *["k"] * 10, pause=0.12)
    compare(screen, s, 80, 24, "rows with emoji, tabs and controls, after scrolling", source)
    check(not any("pwned" in line and "␛]0;" not in line for line in screen), "an escape sequence in a row shows as text")
    screen, s = keys(*["j"] * 10, pause=0.12)
    compare(screen, s, 80, 24, "…and after scrolling on", source)
    keys("q")
    mode_restored("rows with controls")


def paste():
    """A bracketed paste of 10,000 `j`s is not 10,000 presses: the focus stays, a message says so
    at once; in a search the paste is the query's text."""
    screen, s = start()
    focus = s["focus"]
    tmux("set-buffer", "-b", "e2e", "j" * 10_000)
    began = time.time()
    tmux("paste-buffer", "-p", "-b", "e2e", "-t", SESSION)
    seconds = None
    while time.time() - began < 5:
        if capture()[23].strip().startswith("Paste ignored"):
            seconds = time.time() - began
            break
        time.sleep(0.02)
    screen, s = settle()
    check(seconds is not None and seconds < 0.5, f"the paste answers at once ({seconds} s): {screen[23].strip()!r}")
    # The message is cut where the status line's timing starts, which is wider on a busy
    # machine (four digits of µs): its start is what must be there.
    check(screen[23].strip().startswith("Paste ignored (10,000 characters): a paste is no"),
          f"…saying it was ignored: {screen[23].strip()!r}")
    check(s["focus"] == focus, f"the focus did not move ({focus} → {s['focus']})")
    tmux("send-keys", "-t", SESSION, "/")
    tmux("set-buffer", "-b", "e2e", "zebra\n")
    tmux("paste-buffer", "-p", "-b", "e2e", "-t", SESSION)
    screen, s = settle()
    check(screen[23].strip().startswith("/zebra"), f"in a search the paste is text: {screen[23].strip()!r}")
    keys("Escape", "q")
    mode_restored("after the pastes")


def regex_search():
    """A regular expression finds its row and every match on screen is drawn in reverse video
    (`capture-pane -e` keeps the escape codes); ^U erases the query typed; a bad pattern says why."""
    start()
    tmux("send-keys", "-t", SESSION, "/")
    tmux("send-keys", "-t", SESSION, "-l", "xyz")
    tmux("send-keys", "-t", SESSION, "C-u")
    tmux("send-keys", "-t", SESSION, "-l", "^zeb(r|u)a")
    screen, s = keys("Enter")
    check(screen[23].strip().startswith("Found “^zeb(r|u)a”"), f"/^zeb(r|u)a after ^U finds: {screen[23].strip()!r}")
    check(row_text(screen[focused_line(screen)]) == "zebra", f"…the focused row is zebra: {screen[focused_line(screen)]!r}")
    coded = tmux("capture-pane", "-p", "-e", "-t", SESSION).split("\n")
    reverse = r"\x1b\[(?:[0-9;]*;)?7(?:;[0-9;]*)?m"
    marked = [line for line in coded[:23] if re.search(reverse + r"(?:\x1b\[[0-9;]*m)*zeb[ru]a", line)]   # colours may follow
    check(len(marked) == 3, f"…and the matches on screen are reverse video ({len(marked)} rows of zebra, zebra's, zebras)")
    tmux("send-keys", "-t", SESSION, "/")
    tmux("send-keys", "-t", SESSION, "-l", "a(")
    screen, s = keys("Enter")
    check(screen[23].strip().startswith("Bad pattern “a(”: missing closing parenthesis at"),
          f"a bad pattern says why and where: {screen[23].strip()!r}")
    keys("q")
    mode_restored("after the regex search")


def suspend():
    """Ctrl-Z, kill -TSTP and kill -STOP from outside: the shell gets its terminal; fg gives it back."""
    start(alone=True)
    keys("j", "j", "PageDown")
    stopped_and_back("Ctrl-Z", lambda: tmux("send-keys", "-t", SESSION, "C-z"))
    pid = listterm_pid()
    stopped_and_back("kill -TSTP", lambda: os.kill(pid, signal.SIGTSTP))
    stopped_and_back("kill -STOP", lambda: os.kill(pid, signal.SIGSTOP), hands_back=False)
    keys("q")
    time.sleep(0.5)
    with open(f"{WORK}/before") as f:
        before = f.read().strip()
    check(shell_mode("after-suspend") == before, "after the stops, q leaves the shell's mode as it was")


def exited(timeout=60.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        # The shell prints "exited N" after the program ends; a key typed before the program
        # took the terminal may be echoed in front of it.
        if any(re.search(r"exited \d+\s*$", line) for line in capture(history=True)):
            return True
        time.sleep(0.2)
    return False


def mode_restored(how):
    check(exited(), f"{how}: the program exited")
    with open(f"{WORK}/before") as b, open(f"{WORK}/after") as a:
        before, after = b.read().strip(), a.read().strip()
    check(before == after and before != "", f"{how}: stty -g before and after are equal ({before[:24]}…)")


def peak_memory_kb():
    """The running listterm's peak resident memory (VmHWM), from /proc."""
    pids = subprocess.run(["pgrep", "-f", f"{BINARY} --rows"], capture_output=True, text=True).stdout.split()
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as f:
                return int(re.search(r"VmHWM:\s+(\d+)", f.read()).group(1))
        except (OSError, AttributeError):
            continue
    return None


def answered(key_names, expected_status, timeout=5.0):
    """Sends keys; returns the screen, the state and the seconds until the status line starts
    with `expected_status` (None if it never does within `timeout`)."""
    began = time.time()
    for name in key_names:
        tmux("send-keys", "-t", SESSION, name)
    while time.time() - began < timeout:
        screen = capture()
        if screen[23].strip().startswith(expected_status):
            return screen, state(), time.time() - began
        time.sleep(0.02)
    return capture(), state(), None


def huge_grid():
    """A grid of 10⁹ rows: a delete and a move answer within a second, and the peak memory grows
    by a few megabytes at most — under a limit that a batch holding memory per row (gigabytes)
    would hit, so that a regression fails here instead of exhausting the machine."""
    rows = 1_000_000_000
    start(source=f"--rows {rows}", extra="--layout grid", env="ulimit -v 1000000;")
    _, s = settle()
    check(s.get("rows") == str(rows), f"a grid of 10⁹ rows opened: {s.get('rows')} rows")
    peak = peak_memory_kb()
    keys("E")
    screen, s, seconds = answered(["d"], "Delete")
    check(seconds is not None, f"d asks at once: {screen[23].strip()!r}")
    screen, s, seconds = answered(["y"], "Deleted")
    check(seconds is not None and seconds < 1.0, f"y deletes within a second ({seconds} s): {screen[23].strip()!r}")
    check(s.get("rows") == str(rows - 1), f"one row fewer: {s.get('rows')}")
    tmux("send-keys", "-t", SESSION, "m")
    time.sleep(0.3)
    screen, s, seconds = answered(["Down", "Enter"], "Moved")
    check(seconds is not None and seconds < 1.0, f"a move answers within a second ({seconds} s): {screen[23].strip()!r}")
    after = peak_memory_kb()
    check(peak is not None and after is not None and after - peak < 16_000,
          f"the peak memory stays within a few MB ({peak} KB before, {after} KB after)")
    keys("q", "q")   # the second q: the deletion and the move are not written
    check(exited(), "the 10⁹-row grid quits")


def file_order():
    """By default a file shows in its own order, without sections: wamerican's first lines are at
    the top, with no header and no index strip. With --sections letter it is still in file order
    (it is not grouped by letter), and the status line says where the order breaks."""
    with open(WORDS, encoding="utf-8") as f:
        first = f.read().split("\n")[:23]
    out = subprocess.run([BINARY, WORDS, "--print", "--size", "80x24"], check=True, capture_output=True, text=True).stdout
    shown = [row_text(line, 82) for line in out.split("\n")[:23]]
    check(shown == first, f"the default shows the file's first lines in its order: {shown[:3]} vs {first[:3]}")
    out = subprocess.run([BINARY, WORDS, "--print", "--size", "200x24", "--sections", "letter"], check=True,
                         capture_output=True, text=True).stdout.split("\n")
    shown = [row_text(line, 202) for line in out[:23]]
    check(shown == first, "--sections letter on a list not grouped by letter keeps the file order")
    check("is not in letter order (line " in out[23] and "shown in file order, without sections" in out[23],
          f"…and the status line says so: {out[23].strip()!r}")


def grid_index():
    """The section index works in a grid too: Tab, then M jumps to M's first tile."""
    start(extra="--layout grid")
    screen, s = keys("Tab", "M", "Escape")
    tiles = [line.strip() for line in screen[:23] if line.strip().startswith("│")]
    check(tiles and tiles[0].startswith("│ M"), f"M jumps in a grid: the first tiles are M's ({tiles[:1]})")
    position_shown(screen, s, "M in a grid", noun="Item")
    screen, s = keys("Right", "Down")
    position_shown(screen, s, "→ ↓ in a grid", noun="Item")
    screen, s = keys("Tab", "k", "Escape")
    tiles = [line.strip() for line in screen[:23] if line.strip().startswith("│")]
    check(tiles and tiles[0].startswith("│ K"), f"Tab, then k jumps in a grid too ({tiles[:1]})")
    keys("q")
    check(exited(), "the grid quits")


def process_status():
    """The running listterm's /proc status fields (VmHWM, RssAnon…) in KB, and its pid (this
    binary's: other programs named listterm may run beside it)."""
    for pid in subprocess.run(["pgrep", "-x", "listterm"], capture_output=True, text=True).stdout.split():
        try:
            if os.readlink(f"/proc/{pid}/exe") != os.path.realpath(BINARY):
                continue
            with open(f"/proc/{pid}/status") as f:
                return pid, {k: int(v.split()[0]) for k, v in (line.split(":", 1) for line in f if "kB" in line)}
        except OSError:
            continue
    return None, {}


def first_screen(text, timeout=10.0):
    """Seconds from now until listterm shows a row that reads `text` (None if it never does).
    The row must read `text` whole and the status line must be listterm's: the shell's own
    command line, wrapped at the pane's width, can begin a line with any text."""
    began = time.time()
    while time.time() - began < timeout:
        screen = capture()
        if "engine" in screen[23] and any(row_text(line) == text for line in screen[:23]):
            return time.time() - began
        time.sleep(0.005)
    return None


def big_file():
    """A file of 3·10⁶ lines shows its first screen at once and grows while it is indexed; G then
    rides the end until every line is there."""
    big = os.path.join(WORK, "big.txt")
    subprocess.run(f"seq 1 3000000 > {big}", shell=True, check=True)
    start(source=big, wait=False)
    seconds = first_screen("1")
    check(seconds is not None and seconds < 2.0, f"the first screen of 3·10⁶ lines shows at once ({seconds} s)")
    screen, s = keys("G")
    deadline = time.time() + 30
    while s.get("indexed") != "3000000/true" and time.time() < deadline:
        screen, s = settle()
    check(s.get("indexed") == "3000000/true" and s.get("rows") == "3000000", f"every line indexed: {s.get('indexed')}, {s.get('rows')} rows")
    check(row_text(screen[22]) == "3000000", f"G rode the end to the last line: {row_text(screen[22])!r}")
    check("Row 3,000,000 of 3,000,000" in screen[23], f"…and the focus with it: {screen[23].strip()!r}")
    pid, status = process_status()
    check(status.get("RssAnon", 1 << 30) < 64_000, f"memory stays small: RssAnon {status.get('RssAnon')} KB")
    keys("q")
    quit = exited()
    check(quit, "the big file quits")
    if not quit:   # say what the screen and the process were doing
        print("     screen: " + " | ".join(line.rstrip() for line in capture() if line.strip())[-600:])
        print(f"     process: {process_status()}")


def spill_size(pid):
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}").endswith("(deleted)"):
                return os.stat(f"/proc/{pid}/fd/{fd}").st_size
        except OSError:
            continue
    return None


def endless_stream():
    """`yes | listterm -` shows y rows at once and reads only a bounded amount ahead: memory and
    the spill file stay small, and q quits at once."""
    start(source="-", env="yes |", wait=False)
    seconds = first_screen("y")
    check(seconds is not None and seconds < 2.0, f"an endless stream shows its first screen at once ({seconds} s)")
    time.sleep(3)
    pid, status = process_status()
    spill = spill_size(pid) if pid else None
    check(status.get("RssAnon", 1 << 30) < 64_000, f"its memory stays bounded: RssAnon {status.get('RssAnon')} KB")
    check(spill is not None and spill <= (17 << 20), f"its spill file stays within 16 MiB ahead: {spill} bytes")
    began = time.time()
    tmux("send-keys", "-t", SESSION, "q")
    check(exited(timeout=5) and time.time() - began < 2.0, f"q quits at once ({time.time() - began:.2f} s)")


def follow():
    """--follow shows appended lines within a moment, rides the end, and counts new lines below
    when scrolled up."""
    log = os.path.join(WORK, "follow.log")
    with open(log, "w") as f:
        f.write("".join(f"entry {i}\n" for i in range(1, 101)))
    start(source=log, extra="--follow")
    with open(log, "a") as f:
        f.write("entry 101\n")
    seconds = first_screen("entry 101", timeout=5)
    check(seconds is not None and seconds < 1.0, f"an appended line shows within a moment ({seconds} s)")
    keys("PageUp")
    with open(log, "a") as f:
        f.write("entry 102\nentry 103\nentry 104\n")
    screen, s = settle()
    check("↓ 3 new" in screen[23], f"scrolled up, the status counts the new lines: {screen[23].strip()!r}")
    position_shown(screen, s, "following, scrolled up")
    with open(log, "w") as f:
        f.write("fresh\n")
    screen, s = settle()
    check(row_text(screen[0]) == "fresh" and "truncated" in screen[23], f"a truncated file is read from its top: {screen[23].strip()!r}")
    keys("q")
    check(exited(), "following quits")


def write_back():
    """d y deletes a line; the status says the edit is not saved; w writes the file."""
    path = os.path.join(WORK, "edit.txt")
    with open(path, "wb") as f:
        f.write(b"keep one\r\ndrop me\nkeep two")
    screen, s = start(source=path, extra="--delete-title Remove")
    keys("E", "j", "d")
    screen, s = keys("y")
    screen, s = keys("j")
    check("1 edit, not saved" in screen[23], f"the status says the edit is in memory only: {screen[23].strip()!r}")
    screen, s = keys("w")
    check(screen[23].strip().startswith("Wrote 2 lines to edit.txt"), f"w writes: {screen[23].strip()!r}")
    with open(path, "rb") as f:
        check(f.read() == b"keep one\r\nkeep two", "the file holds the rows, byte for byte")
    keys("q")
    check(exited(), "q quits once the edits are written")


def animated_delete():
    """d y on a row four lines tall, the animation slowed to 6 s: the screen, captured as it plays,
    shows the rows below closing the gap a line at a time, then the list as it ends."""
    path = os.path.join(WORK, "wrapped.txt")
    with open(path, "w") as f:
        f.write("first\n" + " ".join(["gone"] * 60) + "\nafter one\nafter two\n")
    screen, s = start(source=path, extra="--lines 0 --animation-speed 0.05 --delete-title Remove")

    def line_of(text, screen):
        return next((i for i, line in enumerate(screen[:23]) if line.strip().lstrip("▌⊖ ").startswith(text)), None)

    before = line_of("after one", screen)
    keys("E", "j", "d")
    tmux("send-keys", "-t", SESSION, "y")
    seen = []
    deadline = time.time() + 30
    while time.time() < deadline:
        line = line_of("after one", capture())
        if not seen or seen[-1] != line:
            seen.append(line)
        if line == 1:
            break
        time.sleep(0.05)
    check(before == 5 and seen[-1:] == [1], f"the row below the deleted one moves from line {before} to {seen[-1:]}")
    check(seen == [5, 4, 3, 2, 1], f"mid-animation, the gap closes a line at a time: {seen}")
    screen, s = settle()
    check(not any("gone" in line for line in screen[:23]), "when it ends the deleted row is gone")
    keys("q", "q")
    check(exited(), "q q quits without writing")


def sheet():
    """A wide CSV opens as a sheet: → l scroll the columns one at a time, ← h back, $ and 0 to the
    last and the first, j and PageDown the rows; after each, the header record is on the top
    line and the first column at the left, both beside the current column (the state file's
    `column=`), and the status line names it. A quoted line break keeps its record one row."""
    path = os.path.join(WORK, "wide.csv")
    columns = 30
    with open(path, "w") as f:
        f.write(",".join(f"h{c}" for c in range(columns)) + "\n")
        for r in range(1, 301):
            fields = [f"r{r}c{c}" for c in range(columns)]
            if r == 2:
                fields[1] = '"r2c1, with ""quotes""\nand a second line"'
            f.write(",".join(fields) + "\n")
    help_text = subprocess.run([BINARY, "--help"], capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout
    check("0 and $" in help_text and "← →" in help_text, "--help lists the sheet's keys")
    screen, s = start(source=path)
    check(s.get("rows") == "300", f"300 records, 300 rows, the header not among them, a quoted line break inside one ({s.get('rows')})")

    def frozen(screen, s, what):
        column = int(s.get("column", "-1"))
        header = screen[0]
        check(header.startswith(" h0") and re.search(f"│h{column}( |$)", header.rstrip()) is not None,
              f"{what}: the header is on top, h0 frozen and h{column} after it: {header.rstrip()[:60]!r}")
        body = [line for line in screen[1:23] if line.strip()]
        ok = bool(body)
        for line in body:
            m = re.match(r"^.r(\d+)c0 *│(.*)$", line)
            ok = ok and m is not None and m.group(2).startswith(f"r{m.group(1)}c{column}" if m.group(1) != "2" or column != 1 else "r2c1, with")
        check(ok, f"{what}: every row starts with its first column, then column {column} ({body[0].rstrip()[:50]!r} …)")
        check(f"col {column + 1}/{columns} “h{column}”" in screen[23], f"{what}: the status names the column: {screen[23].strip()[:60]!r}")

    frozen(screen, s, "first screen")
    check(s.get("column") == "1" and s.get("offsetX") == "0.0", f"it starts at the first column after the frozen one ({s.get('column')}, {s.get('offsetX')})")
    screen, s = keys("Right", "Right", "Right")
    check(s.get("column") == "4", f"→ → → scroll three columns (column {s.get('column')})")
    frozen(screen, s, "after → → →")
    screen, s = keys("j", "j", "PageDown", "j")
    check(int(s["focus"]) > 20 and s.get("column") == "4", f"rows scroll below the header, the column stays (focus {s['focus']}, column {s.get('column')})")
    frozen(screen, s, "after j j PageDown j")
    screen, s = keys("Left", "Left")
    check(s.get("column") == "2", f"← ← scroll back two columns (column {s.get('column')})")
    frozen(screen, s, "after ← ←")
    screen, s = keys("$")
    check(s.get("column") == str(columns - 1), f"$ goes to the last column ({s.get('column')})")
    frozen(screen, s, "after $")
    screen, s = keys("0", "g")
    check(s.get("column") == "1" and s["focus"] == "0", f"0 and g: the first column, the top ({s.get('column')}, {s['focus']})")
    frozen(screen, s, "after 0 g")
    keys("q")
    check(exited(), "q quits the sheet")


def main():
    if not os.path.exists(WORDS):
        sys.exit(f"{WORDS} is missing: apt-get install wamerican (Scripts/setup.sh does)")
    write_grouped()
    file_order()
    screen, s = start()
    check(s.get("rows") == "104334" or int(s.get("rows", "0")) > 90_000, f"wamerican opened: {s.get('rows')} rows")
    compare(screen, s, 80, 24, "first screen")
    position_shown(screen, s, "first screen")
    check(screen[0].startswith(" A "), "the first section's header is at the top")
    check(screen[0].rstrip().endswith("A") and screen[22].rstrip().endswith("Z"), "the index strip runs A…Z at the right edge")

    screen, s = keys("j", "j", "j", "Down", "Down")
    check(s["focus"] == "5", f"five presses move the focus five rows (focus {s['focus']})")
    cursor_on_focus(screen, "after ↓×5")
    position_shown(screen, s, "after ↓×5")
    compare(screen, s, 80, 24, "after ↓×5")

    # Taps are rows, not a held key: five quick ones move five rows, three in one write three.
    screen, s = keys("j", "j", "j", "j", "j", pause=0.06)
    check(s["focus"] == "10", f"five quick taps move the focus five rows (focus {s['focus']})")
    tmux("send-keys", "-t", SESSION, "kkk")
    screen, s = settle()
    check(s["focus"] == "7", f"jjj's mirror, kkk in one write, moves three rows (focus {s['focus']})")
    position_shown(screen, s, "after kkk")
    screen, s = keys("j", "j")

    screen, s = keys("PageDown", "PageDown")
    compare(screen, s, 80, 24, "after PageDown×2")
    position_shown(screen, s, "after PageDown×2")

    screen, s = keys("Tab", "M", "Escape")
    check(screen[0].startswith(" M "), "Tab, then M jumps through the index: M's header is pinned at the top")
    compare(screen, s, 80, 24, "after the jump to M")
    position_shown(screen, s, "after the jump to M")

    screen, s = keys("k", "k")
    check(not screen[0].startswith(" M "), "scrolling back up above M shows L's rows under L's pinned header")
    check(screen[0].startswith(" L "), "…and L's header is pinned")
    compare(screen, s, 80, 24, "after ↑×2")

    screen, s = keys("Enter", pause=0.05)
    selected = screen[23].strip()
    check(selected.startswith("Selected “"), f"Enter selects: {selected!r}")
    screen, s = keys("j", "k")
    compare(screen, s, 80, 24, "after the selection's flash")

    top_word = row_text(screen[1])
    tmux("resize-window", "-t", SESSION, "-x", "60", "-y", "20")
    screen, s = settle()
    check(row_text(screen[1], 60) == top_word, f"a resize to 60×20 keeps the top row ({top_word!r}) in place")
    cursor_on_focus(screen, "after the resize to 60×20")
    check(all(len(line) <= 60 for line in screen), "every line fits the new width")
    compare(screen, s, 60, 20, "after the resize to 60×20")
    tmux("resize-window", "-t", SESSION, "-x", "80", "-y", "24")
    screen, s = settle()
    check(row_text(screen[1]) == top_word, f"and back to 80×24 ({top_word!r} still on top)")
    compare(screen, s, 80, 24, "after the resize back to 80×24")

    focus_word = row_text(screen[focused_line(screen)])
    rows_before = int(s["rows"])
    keys("E")
    screen, s = keys("d")
    check(screen[23].strip().startswith(f"Remove word “{focus_word}”? y/n"), f"d asks with the custom title, naming the row: {screen[23].strip()!r}")
    check(any("Remove word" in line for line in screen[:23]), "the row reveals its Remove word action")
    screen, s = keys("y")
    check(screen[23].strip().startswith(f"Deleted “{focus_word}”"), f"y deletes {focus_word!r}: {screen[23].strip()!r}")
    check(int(s["rows"]) == rows_before - 1, "one row fewer")
    check(not any(row_text(line) == focus_word for line in screen[:23]), "the word is gone from the screen")
    cursor_on_focus(screen, "after the deletion")

    screen, s = keys("Tab", "M", "Escape", "j", "j", "j", "j", "j")   # a row in the middle of M, away from other sections
    position_shown(screen, s, "after the deletion, M and ↓×5")
    check(f"of {rows_before - 1:,}" in screen[23], f"…counting one row fewer than {rows_before:,}")
    line_before, focus_before = focused_line(screen), int(s["focus"])
    moving = row_text(screen[line_before])
    screen, s = keys("m", "j", "j", "Enter")
    check(screen[23].strip().startswith(f"Moved “{moving}”"), f"m moves {moving!r}: {screen[23].strip()!r}")
    line_after = [i for i, line in enumerate(screen) if row_text(line) == moving]
    check(line_after == [line_before + 2] and int(s["focus"]) == focus_before + 2,
          f"{moving!r} is two rows further down (line {line_before} → {line_after}, row {focus_before} → {s['focus']})")

    tmux("resize-window", "-t", SESSION, "-x", "15", "-y", "4")
    screen, s = settle()
    check(screen[0].startswith("Terminal too sm"), f"below 20×5 a clear message: {screen[:3]}")
    tmux("resize-window", "-t", SESSION, "-x", "80", "-y", "24")
    settle()

    screen, s = keys("q")
    check("2 edits in memory only" in screen[23], f"q with a deletion and a move not written asks first: {screen[23].strip()!r}")
    keys("q")
    mode_restored("q, and q again")

    start()
    keys("C-c")
    mode_restored("Ctrl-C")

    for signal in ["TERM", "HUP"]:
        start()
        subprocess.run(["pkill", f"-{signal}", "-f", f"{BINARY} {GROUPED}"], check=False)
        mode_restored(f"SIG{signal}")

    # A data source that crashes (a Swift trap) when row 60 is configured: PageDown reaches it.
    start(env="LISTTERM_CRASH_AT_ROW=60")
    keys("PageDown", "PageDown", "PageDown")
    mode_restored("a crash in the data source")
    status = [line for line in capture(history=True) if line.startswith("exited")]
    check(status and status[-1] != "exited 0", f"…which ends the program with the trap's status ({status[-1:]})")

    grid_index()
    signals()
    suspend()
    refusals()
    as_cat()
    help_keys()
    several_files()
    less_options()
    visible_rows()
    paste()
    regex_search()
    huge_grid()
    big_file()
    endless_stream()
    follow()
    write_back()
    animated_delete()
    sheet()

    tmux("kill-server", check=False)
    if failures:
        print(f"\n{len(failures)} check(s) failed")
        sys.exit(1)
    print("\nall terminal checks passed")


if __name__ == "__main__":
    main()
