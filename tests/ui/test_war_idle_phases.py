"""Seventh new-user trial, Mining War: after one Bitcoin the draw and then the deployment ended by
themselves; the second "Rien à jouer" replaced the first, and the next key, meant for the draw,
was refused in the combat. The second empty phase of a turn is told with the first."""

from __future__ import annotations

from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import random_positions


def test_two_empty_phases_of_one_turn_are_told_together(app):
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(3), 50):
        view = match.view(seat)
        if view["phase"] != "draw":
            continue
        first = plugin.idle_toast(view, seat)
        second = plugin.idle_toast(dict(view, phase="deploy"), seat)
        assert first == app.tr("mining_war.idle", phase=app.tr("mining_war.phase_draw"))
        assert app.tr("mining_war.phase_draw") in second and app.tr("mining_war.phase_deploy").lower() in second.lower()
        assert second.index(app.tr("mining_war.phase_draw")) < second.lower().index(app.tr("mining_war.phase_deploy").lower())
        later = plugin.idle_toast(dict(view, phase="deploy", turn=view["turn"] + 1), seat)
        assert later == app.tr("mining_war.idle", phase=app.tr("mining_war.phase_deploy")), "a new turn starts a new list"
        return
    raise AssertionError("no draw phase met")


def test_a_phase_come_back_to_by_an_undo_is_told_once(app):
    """Ninth new-user trial: after an Undo the draw and the deployment ended by themselves again,
    and the message said them twice ("…, puis fin du déploiement, puis fin pioche &
    ressources, puis fin du déploiement")."""
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(3), 50):
        view = match.view(seat)
        if view["phase"] != "draw":
            continue
        plugin.idle_toast(view, seat)
        both = plugin.idle_toast(dict(view, phase="deploy"), seat)
        assert plugin.idle_toast(view, seat) == app.tr("mining_war.idle", phase=app.tr("mining_war.phase_draw"))
        assert plugin.idle_toast(dict(view, phase="deploy"), seat) == both
        return
    raise AssertionError("no draw phase met")


def test_a_phase_ended_by_itself_after_moves_of_ones_own_is_told_alone(app):
    """Eighteenth trial: the draw ended by itself, two fighters were deployed by hand, then the
    deployment ended by itself: "terminé d'office : Pioche & ressources, puis déploiement" read
    as if the deployment had been played for the player. Told alone: "… : déploiement"."""
    import copy

    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(3), 50):
        view = match.view(seat)
        if view["phase"] != "draw" or not view["players"][seat]["hand"]:
            continue
        plugin.idle_toast(view, seat)
        later = copy.deepcopy(dict(view, phase="deploy"))
        player = later["players"][seat]
        player["battlefield"] = player["battlefield"] + [dict(card=player["hand"][0]["card"])]
        player["hand"] = player["hand"][1:]
        assert plugin.idle_toast(later, seat) == app.tr("mining_war.idle", phase=app.tr("mining_war.phase_deploy"))
        return
    raise AssertionError("no draw phase met")
