"""The gesture a player makes for each Mines de Maphr command, shared by the table tests: as
calls on the plugin (`gesture_command`, no event loop) and as pygame mouse events
(`mouse_gesture`, through the real table scene)."""

from __future__ import annotations

from typing import Any, Callable

from game.rules.maphr import commands as cmd
from game.ui.presenter import Sprite
from game.ui.tables.maphr import BOX, BUTTON
from game.ui.tables.maphr.layout import board_parts


def centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


class Hands:
    """The two things a hand does on the table: click a sprite, drag one to a design point."""

    def __init__(self, click: Callable[[str], Any], drag: Callable[[str, tuple[float, float]], Any]):
        self.click, self.drag = click, drag


def steps(plugin, seat: int, command) -> list[tuple]:
    """The gesture for `command` as a list of ("click", key) and ("drag", key, point)."""
    button = lambda name: ("click", BUTTON + name)  # noqa: E731
    box = lambda key, role: ("drag", key, centre(plugin.places[BOX + role]))  # noqa: E731
    match command:
        case cmd.Bid(amount=amount):
            return [button("bid+")] * amount + [button("bid")]
        case cmd.SortDiscardDraw(keep=keep, give=give, to=to):
            return [box(c, "keep") for c in keep] + [box(give, f"give:{to}"), button("confirm")]
        case cmd.GiveAway(gifts=gifts):
            return [box(c, f"give:{to}") for c, to in gifts] + [button("confirm")]
        case cmd.SortFour(keep=keep, discard=discard, left=left, right=right):
            return [box(keep, "keep"), box(discard, "discard"), box(left, "left"), box(right, "right"), button("confirm")]
        case cmd.DraftPick(card=card, discard=discard):
            return ([box(discard, "discard")] if discard else []) + [box(card, "take"), button("confirm")]
        case cmd.ResolveChoice(answer=answer):
            if answer in ("accept", "refuse"):
                return [button(f"answer:{answer}")]
            mine = plugin.view["players"][seat]["mine"]
            return [("click", mine[answer]["card"] if answer in mine else answer)]
        case cmd.ChooseActions(actions=actions, discards=discards):
            if actions == ("idle",):
                return [button("idle")]
            return [button(f"token:{a}") for a in actions] + [("click", c) for c in discards] + [button("confirm")]
        case cmd.ChooseImpediments(plays=plays):
            return [("drag", card, centre(plugin.board(target))) for card, target in plays] + [button("impede")]
        case cmd.PlaceTile(card=card, x=x, y=y, rotation=rotation):
            turns = 0
            while (plugin.rotations.get(card, 0) + turns) % 4 != rotation and turns < 4:
                turns += 1
            return [("click", card)] + [button("rotate")] * turns + [("drag", card, centre(plugin.grids[seat].rect((x, y))))]
        case cmd.BuyMiner(x=x, y=y):
            return [("drag", f"miner:{seat}:new", centre(plugin.grids[seat].rect((x, y))))]
        case cmd.MoveMiner(miner=miner, x=x, y=y):
            return [("drag", f"miner:{seat}:{miner}", centre(plugin.grids[seat].rect((x, y))))]
        case cmd.Collect():
            return [button("collect")]
        case cmd.EndAction():
            return [button("end")]
        case cmd.BuildAmenity(card=card):
            return [("drag", card, centre(board_parts(plugin.board(seat))["amenities"]))]
        case cmd.SellCard(card=card):
            return [box(card, "sell")]
        case cmd.UseAmenity(card=card):
            return [button(f"use:{card}")]
        case cmd.SkipSale():
            return [button("skip")]
        case cmd.DiscardCard(card=card):
            return [box(card, "discard")]
        case cmd.ProposeOffer(target=target, give_card=card, give_coins=give, ask_coins=ask, ask_card=ask_card):
            result = [button(f"to:{target}")]
            result += [box(card, "give")] if card else []
            result += [button("gc+")] * give + [button("ac+")] * ask + ([button("askcard")] if ask_card else [])
            # The wanted card is picked by name from the list the "wanted" button opens; a blind
            # sale is a toggle.
            result += [button("an"), button(f"want:{command.ask_name}")] if command.ask_name else []
            result += [button("blind")] if command.blind else []
            return result + [button("propose")]
        case cmd.AcceptOffer(card=card):
            return [box(card, "answer")] if card else [button("accept")]
        case cmd.RefuseOffer():
            return [button("refuse")]
        case cmd.EndNegotiation():
            return [button("endneg")]
        case cmd.RaiseLevel(route=route):
            return [button(f"route:{route}")]
        case cmd.SkipEvolution():
            return [button("skipevo")]
    raise AssertionError(f"no gesture for {command}")


def sprite_of(plugin, key: str) -> Sprite:
    kind = "button" if key.startswith(BUTTON) else "miner" if key.startswith("miner:") else "mcard"
    return Sprite(key, kind, plugin.places[key], True, key)


def gesture_command(plugin, seat: int, command):
    """The command the plugin makes of the gesture for `command` (calls, no event loop): each
    click is a `clicked` (a second click would act as `select_command`), each drag a drop."""
    made = None
    for step in steps(plugin, seat, command):
        if step[0] == "click":
            made = plugin.clicked(seat, sprite_of(plugin, step[1]))
        else:
            made = plugin.drop_command(seat, sprite_of(plugin, step[1]), step[2])
            if made is None and getattr(plugin, "ruin", None) is not None:
                made = plugin.press(seat, "ruin_yes")  # the tile closes the mine: asked, then laid
        if getattr(plugin, "relayout", False):  # the table lays itself out again (the list of names opened)
            plugin.relayout = False
            plugin.sprites(plugin.view, seat)
        made = None if made is True else made
    return made


def draft_table(app, until: Callable[[Any], bool], seed: int = 3):
    """A two-player maphr table whose die always says draft, played at random (straight on the
    match) until `until(match)` holds; the caller shows that position."""
    import random

    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, "maphr", [SeatConfig("Ada"), SeatConfig("Bob")], seed=seed, options={"draw_dice": [5]})
    app.push(scene)
    match = scene.match
    chooser = random.Random(seed)
    for _ in range(200):
        if until(match):
            break
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    else:
        raise AssertionError("the draft never came to the position wanted")
    return scene
