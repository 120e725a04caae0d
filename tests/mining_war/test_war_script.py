"""The rulebook's walkthrough as a `python -m game script` scenario (Hacker, Electric Shock, Bugs)."""

import json
from pathlib import Path

from game.cli import main

SCENARIO = Path(__file__).resolve().parent.parent / "data" / "mining_war_scenarios" / "walkthrough.json"


def test_the_walkthrough_scenario_plays_from_the_command_line(capsys):
    assert main(["script", str(SCENARIO)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    strikes = [(l["event"]["type"], l["event"].get("health", l["event"].get("target_health"))) for l in lines
               if "event" in l and l["event"]["type"] in ("FirstStrike", "StrikesExchanged", "CardDamaged")]
    assert strikes == [("FirstStrike", 4), ("StrikesExchanged", 2), ("CardDamaged", 1), ("CardDamaged", 7), ("FirstStrike", 0)]
    state = lines[-1]["state"]
    assert [d["key"] for d in state["players"][1]["dump"]] == ["miner"]
    assert [d["key"] for d in state["players"][0]["dump"]] == ["electric_shock"]
