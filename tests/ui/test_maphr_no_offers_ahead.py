"""Twenty-fourth trial F5: about ten hand-overs a Maphr round with two humans, one of them each
seat's "no offer" in the negotiation. At its sale a seat may say it makes no offer this round:
its turn to offer then ends by itself, with no curtain and a word in a toast."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.ui.tables.maphr import BUTTON
from tests.ui.maphr_positions import maphr_scene_at


def _at_a_sale(app, player):
    # no offers before: the negotiation of round 1 is the one looked at
    return maphr_scene_at(app, player, lambda scene: scene.match.state.phase == "sell", range(20),
                          ready=lambda scene, _: scene.table.plugin.mode == "sell",
                          choose=lambda legal: [c for c in legal if not isinstance(c, cmd.ProposeOffer)])


def test_no_offers_said_at_the_sale_ends_the_seats_offers_by_itself(app, player):
    app.settings.language = "fr"
    app.apply_settings()
    scene, seat = _at_a_sale(app, player)
    plugin, match = scene.table.plugin, scene.match
    assert ["noneg"] in plugin.button_rows()
    player.click(player.visible_point(scene, BUTTON + "noneg"))
    assert plugin.no_offers_ahead(seat, match.view(seat))
    assert plugin.button_label("noneg").startswith("✓ "), "the toggle shows its new state at once"
    scene.submit(cmd.SkipSale(seat))
    curtains = []
    for _ in range(60):
        player.settle()
        player.frames(10, dt=0.2)
        if match.state.phase not in ("sell", "negotiation") or match.is_over():
            break
        if scene.curtain is not None:
            curtains.append((scene.curtain, match.state.phase))
            player.click((640, 360))
            continue
        acting = scene.acting_seat
        if acting is None:
            continue
        legal = match.legal_commands(acting)
        assert not (acting == seat and match.state.phase == "negotiation" and match.state.offer is None), \
            "the seat was asked to offer after saying it would not"
        quiet = [c for c in legal if isinstance(c, (cmd.SkipSale, cmd.EndNegotiation, cmd.RefuseOffer))] \
            or [c for c in legal if isinstance(c, cmd.DiscardCard)] or legal
        scene.submit(quiet[0])
    ended = [e for e in match.entries if isinstance(e.command, cmd.EndNegotiation) and e.actor == seat]
    assert ended and ended[-1].batch in scene._automatic, "its offers ended by themselves"
    assert (seat, "negotiation") not in curtains, curtains
