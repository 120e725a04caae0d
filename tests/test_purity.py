"""The rules core never imports pygame or pytmx (checked in a fresh interpreter)."""

import json
import subprocess
import sys

from game.rules.registry import GAME_FACTORIES


def test_engine_and_rules_import_no_pygame_or_pytmx():
    modules = ["game.engine", "game.rules.registry"] + [f"game.rules.{g}" for g in GAME_FACTORIES]
    code = (
        "import importlib, json, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "from game.rules.registry import find_rules, game_ids\n"
        "for g in game_ids(): find_rules(g)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
