#!/usr/bin/env bash
# Compiles and runs every Swift code block of the README and the DocC catalogs, so that the
# documentation never shows code that does not build. An article's blocks are one program, in
# order (later blocks use what earlier ones declared); each README block is a program of its
# own. Checks the README's listterm screens against `listterm --print`. Then builds the
# documentation of ListEngine, ListBench, TerminalScreen, ListTerminal and ListWindow with warnings
# as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
root=$PWD
work=.build/doc-examples
rm -rf "$work/Sources"
mkdir -p "$work/Sources"

# A path dependency is known by its folder's name, whatever the clone is called.
python3 - "$work" "$(basename "$root")" <<'PY'
import glob, os, re, sys
work, package = sys.argv[1], sys.argv[2]
block = re.compile(r"^```swift\n(.*?)^```", re.S | re.M)
programs = {}
readme = open("README.md").read()
for i, code in enumerate(block.findall(readme), 1):
    programs[f"README{i}"] = code
for path in sorted(glob.glob("Sources/*/*.docc/*.md")):
    blocks = block.findall(open(path).read())
    if blocks:
        name = os.path.basename(path)[:-3].replace("-", "")
        programs[name] = "\n".join(blocks)
for name, code in programs.items():
    os.makedirs(f"{work}/Sources/{name}", exist_ok=True)
    with open(f"{work}/Sources/{name}/main.swift", "w") as f:
        f.write(code)
targets = ",\n".join(
    f'        .executableTarget(name: "{name}", dependencies: [.product(name: "ListEngine", package: "{package}"), '
    f'.product(name: "ListBench", package: "{package}")], path: "Sources/{name}")'
    for name in programs)
with open(f"{work}/Package.swift", "w") as f:
    f.write(f'''// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "DocExamples",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
{targets}
    ],
    swiftLanguageModes: [.v6]
)
''')
with open(f"{work}/programs.txt", "w") as f:
    f.write("\n".join(programs))
print(f"doc examples: {len(programs)} programs")
PY

(cd "$work" && swift build >&2)
runs="$work/runs"
rm -rf "$runs"
while read -r program; do
    echo "== $program" >&2
    mkdir -p "$runs/$program"
    (cd "$runs/$program" && "$root/$work/.build/debug/$program" > output.txt)
done < "$work/programs.txt"

# The README's CI example reports the caller's list truthfully: its rows, and real allocations.
python3 - "$runs" <<'PY'
import glob, json, sys
reports = glob.glob(f"{sys.argv[1]}/*/current.json")
assert reports, "no example wrote current.json"
for path in reports:
    report = json.load(open(path))
    assert report["config"]["dataSource"] == "custom" and report["config"]["rows"] == 10000, report["config"]
    for scenario in report["scenarios"]:
        allocations = scenario["allocations"]
        assert allocations["counted"] is True, (scenario["name"], allocations)
    assert any(s["allocations"]["perFrameMean"] > 0 for s in report["scenarios"]), "no allocation counted for cells that allocate"
print(f"doc examples: {len(reports)} CI report(s) describe a 10,000-row list with counted allocations")
PY

# The README's terminal screens are what `listterm --print` draws for the command above each.
swift build --product listterm >&2
python3 - <<'PY'
import re, shlex, subprocess, sys
blocks = re.findall(r"^```text\n\$ listterm (.*?)\n(.*?)^```", open("README.md").read(), re.S | re.M)
assert blocks, "no listterm screen in the README"
for args, shown in blocks:
    printed = subprocess.run([".build/debug/listterm", *shlex.split(args)], capture_output=True, text=True, check=True, stdin=subprocess.DEVNULL).stdout
    lines = lambda text: [line.rstrip() for line in text.rstrip("\n").split("\n")]
    if lines(printed) != lines(shown):
        sys.exit(f"README: the screen of `listterm {args}` is not what it prints now:\n{printed}")
print(f"docs: {len(blocks)} listterm screens in the README are what --print draws")
PY

for target in ListEngine ListBench TerminalScreen ListTerminal ListWindow; do
    swift package generate-documentation --target "$target" --warnings-as-errors >&2
done
echo "docs: every code block builds and runs; documentation builds without warnings"
