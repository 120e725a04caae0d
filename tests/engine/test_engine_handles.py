"""Card ids dealt at random and re-dealt inside a hidden zone (game/engine/handles.py)."""

import random

import pytest

from game.engine.handles import deal_ids, rekey_zone, renamed


def test_deal_ids_pairs_every_id_with_one_face_in_an_order_that_depends_on_the_seed():
    ids = [f"p0.c{n:02d}" for n in range(20)]
    faces = [f"face{n}" for n in range(20)]
    dealt = [deal_ids(ids, faces, random.Random(seed)) for seed in range(5)]
    for deal in dealt:
        assert sorted(deal) == ids and sorted(deal.values()) == sorted(faces)
    assert len({tuple(deal.values()) for deal in dealt}) > 1, "the pairing must not be fixed"
    assert any(list(deal.values()) != faces for deal in dealt), "never in deck-list order"


def test_deal_ids_refuses_counts_that_differ():
    with pytest.raises(ValueError, match="3 ids for 2"):
        deal_ids(["a", "b", "c"], ["x", "y"], random.Random(1))


def test_rekey_zone_permutes_the_zone_among_its_own_ids():
    zone = [f"p1.c{n:02d}" for n in range(8)]
    mappings = [rekey_zone(zone, random.Random(seed)) for seed in range(20)]
    for mapping in mappings:
        after = renamed(zone, mapping)
        assert sorted(after) == sorted(zone)
        assert all(old != new for old, new in mapping.items())
    # a card seen as p1.c00 before does not keep that id every time
    assert any(renamed(zone, m)[0] != zone[0] for m in mappings)
    assert renamed(["other"], mappings[0]) == ["other"]
