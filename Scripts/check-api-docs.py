#!/usr/bin/env python3
"""Counts the public declarations of ListEngine, ListBench, TerminalScreen, ListTerminal and ListWindow and lists those without a doc
comment, from the symbol graphs SwiftPM writes. Exits 1 if any public declaration of ours is
undocumented. Run from the package root:

    swift package dump-symbol-graph --minimum-access-level public && Scripts/check-api-docs.py

Counted: declarations made in the module (not members inherited from other modules' protocol
extensions). A default implementation counts as documented when the requirement it implements
is; what the compiler synthesizes for Equatable, Hashable and Codable is not counted.
"""
import glob, json, sys

MODULES = {"ListEngine": "s:10ListEngine", "ListBench": "s:9ListBench", "TerminalScreen": "s:14TerminalScreen", "ListTerminal": "s:12ListTerminal", "ListWindow": "s:10ListWindow"}
SYNTHESIZED = {"==(_:_:)", "hash(into:)", "hashValue", "init(from:)", "encode(to:)", "!=(_:_:)"}

status = 0
for module, prefix in MODULES.items():
    paths = glob.glob(f".build/*/symbolgraph/{module}.symbols.json")
    if not paths:
        sys.exit(f"no symbol graph for {module}: run `swift package dump-symbol-graph --minimum-access-level public` first")
    graph = json.load(open(paths[0]))
    documented = {s["identifier"]["precise"] for s in graph["symbols"] if s.get("docComment")}
    defaults = {}
    for relation in graph["relationships"]:
        if relation["kind"] == "defaultImplementationOf":
            defaults.setdefault(relation["source"], set()).add(relation["target"])
    ours = [s for s in graph["symbols"]
            if s.get("accessLevel") in ("public", "open")
            and s["identifier"]["precise"].startswith(prefix)
            and "::SYNTHESIZED::" not in s["identifier"]["precise"]
            and s["pathComponents"][-1] not in SYNTHESIZED]
    def is_documented(symbol):
        precise = symbol["identifier"]["precise"]
        return precise in documented or bool(defaults.get(precise, set()) & documented)
    missing = [s for s in ours if not is_documented(s)]
    print(f"{module}: {len(ours)} public declarations, {len(missing)} without a doc comment")
    for s in missing:
        print(f"  {module}.{'.'.join(s['pathComponents'])} ({s['kind']['displayName']})")
    if missing:
        status = 1
sys.exit(status)
