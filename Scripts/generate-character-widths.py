#!/usr/bin/env python3
"""Generates Sources/ListEngine/Content/Text/TerminalColumnTable+Data.swift, the terminal column
width of every Unicode scalar, from Unicode's own data files (Debian's `unicode-data` package
installs them in /usr/share/unicode: `apt-get install -y unicode-data`). Run from anywhere:

    Scripts/generate-character-widths.py                 # writes the Swift file
    Scripts/generate-character-widths.py --check         # exits 1 if the committed file is stale
    Scripts/generate-character-widths.py --unicode-dir DIR

The same data files give a byte-identical file: nothing in it depends on the time, the machine
or the order of a dictionary.

A scalar's width, first rule that applies:
  1. General category Cc (controls), Zl and Zp (line and paragraph separators): 0 columns —
     our choice; glibc's wcwidth answers -1 (not printable).
  2. U+00AD SOFT HYPHEN and the Prepended_Concatenation_Mark characters (PropList.txt): 1 —
     as glibc (a terminal shows the soft hyphen as a hyphen; the marks span the digits after
     them).
  3. U+3248..U+324F (circled numbers on black squares, East Asian Width A) and U+4DC0..U+4DFF
     (Yijing hexagrams, N): 2 — as glibc, which draws them wide.
  4. General category Mn, Me or Cf, or Hangul_Syllable_Type V or T (conjoining medial vowels
     and final consonants, which join the initial consonant's two columns): 0 — as glibc.
  5. East_Asian_Width W or F: 2. EastAsianWidth.txt lists the reserved code points of the
     ideograph blocks and of planes 2 and 3 as W, so they take 2 too.
  6. Anything else, unassigned code points included: 1.

Each scalar is stored as a 2-bit code: 0, 1 or 2 columns, or 3 for a one-column scalar with the
Emoji or Extended_Pictographic property (emoji/emoji-data.txt), which a measurer draws in two
columns when a grapheme cluster presents it as an emoji (VS16, a skin tone, a ZWJ sequence, a
flag's second regional indicator). The codes are kept in a two-level table: for each block of
256 scalars, the index of its 64-byte row among the distinct rows.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources/ListEngine/Content/Text/TerminalColumnTable+Data.swift")
SCRIPT = "Scripts/generate-character-widths.py"

SCALAR_COUNT = 0x110000
BLOCK_SHIFT = 8
BLOCK_SIZE = 1 << BLOCK_SHIFT
EMOJI_TEXT_CODE = 3

FILES = {
    "UnicodeData.txt": None,  # no version header; the others must agree
    "EastAsianWidth.txt": r"# EastAsianWidth-(\d+\.\d+\.\d+)\.txt",
    "PropList.txt": r"# PropList-(\d+\.\d+\.\d+)\.txt",
    "HangulSyllableType.txt": r"# HangulSyllableType-(\d+\.\d+\.\d+)\.txt",
    "emoji/emoji-data.txt": r"# Used with Emoji Version (\d+\.\d+)",
}

# glibc's deliberate choices, which we follow (see rules 2 and 3 above).
GLIBC_NARROW = [(0x00AD, 0x00AD)]
GLIBC_WIDE = [(0x3248, 0x324F), (0x4DC0, 0x4DFF)]


def read_version(directory):
    """The Unicode version that every versioned data file names; stops if they disagree."""
    versions = {}
    for name, pattern in FILES.items():
        path = os.path.join(directory, name)
        if not os.path.exists(path):
            sys.exit(f"{path} is missing: apt-get install -y unicode-data, or pass --unicode-dir")
        if pattern is None:
            continue
        with open(path, encoding="utf-8") as f:
            match = re.search(pattern, f.read(4096))
        if not match:
            sys.exit(f"{path}: no version in its header")
        version = match.group(1)
        versions[name] = version if version.count(".") == 2 else version + ".0"
    if len(set(versions.values())) != 1:
        sys.exit(f"the data files are of different Unicode versions: {versions}")
    return versions["EastAsianWidth.txt"]


def property_ranges(path):
    """(first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            first, _, last = fields[0].partition("..")
            yield int(first, 16), int(last or first, 16), fields[1]


def general_categories(path):
    """The general category of every assigned code point (ranges given as First/Last pairs)."""
    categories = {}
    range_start = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = code
            elif name.endswith(", Last>"):
                for c in range(range_start, code + 1):
                    categories[c] = category
            else:
                categories[code] = category
    return categories


def scalar_codes(directory):
    """The 2-bit code of every code point (surrogates, which are not scalars, get 1)."""
    categories = general_categories(os.path.join(directory, "UnicodeData.txt"))
    wide, narrow_marks, zero_hangul, emoji = set(), set(), set(), set()
    for first, last, value in property_ranges(os.path.join(directory, "EastAsianWidth.txt")):
        if value in ("W", "F"):
            wide.update(range(first, last + 1))
    for first, last, value in property_ranges(os.path.join(directory, "PropList.txt")):
        if value == "Prepended_Concatenation_Mark":
            narrow_marks.update(range(first, last + 1))
    for first, last, value in property_ranges(os.path.join(directory, "HangulSyllableType.txt")):
        if value in ("V", "T"):
            zero_hangul.update(range(first, last + 1))
    for first, last, value in property_ranges(os.path.join(directory, "emoji/emoji-data.txt")):
        if value in ("Emoji", "Extended_Pictographic"):
            emoji.update(range(first, last + 1))
    for first, last in GLIBC_NARROW:
        narrow_marks.update(range(first, last + 1))
    glibc_wide = set()
    for first, last in GLIBC_WIDE:
        glibc_wide.update(range(first, last + 1))

    codes = bytearray(SCALAR_COUNT)
    for c in range(SCALAR_COUNT):
        category = categories.get(c, "Cn")
        if category in ("Cc", "Zl", "Zp"):
            width = 0
        elif c in narrow_marks:
            width = 1
        elif c in glibc_wide:
            width = 2
        elif category in ("Mn", "Me", "Cf") or c in zero_hangul:
            width = 0
        elif c in wide:
            width = 2
        else:
            width = 1
        if c in emoji and width == 0:
            sys.exit(f"U+{c:04X} is an emoji of width 0: the 2-bit code cannot say so")
        codes[c] = EMOJI_TEXT_CODE if c in emoji and width == 1 else width
    return codes


def two_level_table(codes):
    """(block index per 256 scalars, distinct blocks packed four codes a byte, low bits first)."""
    block_numbers, rows = {}, []
    block_index = []
    for start in range(0, SCALAR_COUNT, BLOCK_SIZE):
        block = bytes(codes[start:start + BLOCK_SIZE])
        if block not in block_numbers:
            block_numbers[block] = len(block_numbers)
            rows.append(bytes(block[k] | block[k + 1] << 2 | block[k + 2] << 4 | block[k + 3] << 6
                              for k in range(0, BLOCK_SIZE, 4)))
        block_index.append(block_numbers[block])
    if len(rows) > 256:
        sys.exit(f"{len(rows)} distinct blocks do not fit a UInt8 index")
    return block_index, b"".join(rows)


def swift_array(values, per_line, width):
    lines = []
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("        " + ", ".join(f"0x{v:0{width}X}" for v in chunk) + ",")
    return "\n".join(lines)


def render(version, codes):
    block_index, blocks = two_level_table(codes)
    counts = [codes.count(k) for k in range(4)]
    files = ", ".join(FILES)
    return f"""\
// Generated by {SCRIPT} from the Unicode {version} data files
// {files}.
// Do not edit: run the script again (`--check` says whether this file is current).
//
// Code points by code: {counts[0]} of width 0, {counts[1]} of width 1, {counts[2]} of width 2,
// {counts[3]} of width 1 that are emoji; {len(blocks) // 64} distinct blocks of 256.

extension TerminalColumnTable {{
    /// The version of the Unicode data the table was generated from.
    static let unicodeVersion = "{version}"

    /// For each block of 256 scalars (`value >> 8`), the number of its row in ``blocks``.
    static let blockIndex: [UInt8] = [
{swift_array(block_index, 16, 2)}
    ]

    /// Rows of 64 bytes, one for each distinct block of 256 scalars: four 2-bit codes a byte,
    /// the lowest scalar in the lowest bits.
    static let blocks: [UInt8] = [
{swift_array(blocks, 16, 2)}
    ]
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--unicode-dir", default="/usr/share/unicode")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed file instead of writing it")
    arguments = parser.parse_args()
    version = read_version(arguments.unicode_dir)
    text = render(version, scalar_codes(arguments.unicode_dir))
    if arguments.check:
        try:
            with open(OUTPUT, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        committed = re.search(r'unicodeVersion = "([^"]+)"', current or "")
        if committed and committed.group(1) != version:
            sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} is from Unicode {committed.group(1)}, "
                     f"{arguments.unicode_dir} holds Unicode {version}: to move to it, run {SCRIPT} "
                     f"and update the wcwidth test's expectations (Tests/ListEngineTests/TerminalWidthTests.swift)")
        if current != text:
            sys.exit(f"{os.path.relpath(OUTPUT, ROOT)} is not what {SCRIPT} generates from "
                     f"{arguments.unicode_dir} (Unicode {version}): run the script again")
        print(f"{os.path.relpath(OUTPUT, ROOT)} is current (Unicode {version})")
        return
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)} (Unicode {version})")


if __name__ == "__main__":
    main()
