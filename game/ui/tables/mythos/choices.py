"""The Mythos table's choices: the chips (mulligan, the answers to an effect, Pass and the Hidden
toggle), where they go, and how an answer names what it chooses (issue 19: a chip says the card
and where it stands, never "hidden, hidden, hidden…")."""

from __future__ import annotations

from typing import Any, Optional

from game.engine import Command
from game.rules.mythos.commands import ChooseOption, DecideMulligan, Pass
from game.ui.tables.mythos.prompt import queued_effect

CHIP_H = 26


class ChoiceChips:
    """Mixed into the Mythos table, before TablePlugin."""

    cards: Any
    ctx: Any
    confirm_pass: bool
    hidden_mode: bool
    # and the table's word() and zone()

    def character_label(self, view: dict[str, Any], char_id: str, moving: bool = False) -> str:
        """A character as a choice names it: its name (or "hidden") and where it stands, the
        mission's letter and, among cards alike on that side, its place ("hidden on D, no. 2"), so two
        chips never read the same (issue 19: "hidden, hidden, hidden…", two Sables)."""
        for index, mission in enumerate(view["missions"]):
            for seat, side in enumerate(mission["sides"]):
                for char in side["characters"]:
                    if char["id"] != char_id:
                        continue
                    name = self._shown_name(char)
                    alike = [c["id"] for c in side["characters"] if self._shown_name(c) == name]
                    place = "DCBA"[index] if index < 4 else str(index + 1)
                    # whose, too: the twenty-second trial's POWERUP list mixed both sides, and
                    # its first chip boosted the other player's Kit
                    name = f"{name} ({self.seat_name(seat)})"  # type: ignore[attr-defined]
                    # words, not signs (sixteenth trial: "1 caché · D" read as a code)
                    # one to move is said to come from there (twenty-fourth trial: "Déplacer :
                    # Kit (Ana) sur D" moved Kit from D to C)
                    at = "char_from" if moving else "char_at"
                    if len(alike) > 1:
                        return self.word(f"{at}_nth", name=name, place=place, nth=alike.index(char_id) + 1)
                    return self.word(at, name=name, place=place)
        return self.word("hidden_card")

    @staticmethod
    def _effect_owner(view: dict[str, Any]) -> Optional[int]:
        """The seat whose effect the waiting answer is for (None: no effect waits)."""
        queue = view.get("queue") or []
        return queue[0]["refs"][0][3] if queue and queue[0]["refs"] else None

    def _hand_name(self, card: dict[str, Any]) -> str:
        version = self.cards.characters[card["version"]]
        lang = self.ctx.lang
        return f"{version.display_name.get(lang, version.display_name['en'])} ({version.title.get(lang, version.title['en'])})"

    def clash_line(self, view: dict[str, Any], seat: int) -> Optional[str]:
        """What a clash of names asks, said with the rule (fifteenth trial: a bare "choisissez"
        between "Battre Dusk · D 1" and "D 2"), or None when the question is another."""
        options = (view.get("prompt") or {}).get("options") or []
        if not options or not all(option.startswith("defeat:") for option in options):
            return None
        named = None
        for index, mission in enumerate(view["missions"]):
            for side in mission["sides"]:
                for char in side["characters"]:
                    if f"defeat:{char['id']}" in options and char["stack"] is not None:
                        named = (self._shown_name(char), "DCBA"[index] if index < 4 else str(index + 1))
        if named is None:
            return None
        return self.word("answer_clash", name=self.seat_name(seat), card=named[0], mission=named[1])  # type: ignore[attr-defined]

    def _shown_name(self, char: dict[str, Any]) -> str:
        if char["stack"] is None:
            return self.word("hidden_card")
        return self.cards.characters[char["stack"][-1]].display_name.get(self.ctx.lang, "?")

    def chip_rects(self, count: int) -> list[tuple[float, float, float, float]]:
        """One column, two when they do not fit; a long list of answers (a POWERUP over ten
        characters) packs its chips lower rather than running out of the zone."""
        x, y, w, h = self.zone("choices")
        per_row = max(1, int(h // (CHIP_H + 4)))
        columns = 1 if count <= per_row else 2
        rows = max(per_row, -(-count // columns))
        chip_h = min(CHIP_H, h / rows - 4)
        width = (w - 4 * (columns - 1)) / columns
        return [(x + (i // rows) * (width + 4), y + (i % rows) * (chip_h + 4), width, chip_h) for i in range(count)]

    def chips(self, view: dict[str, Any], seat: Optional[int]) -> list[tuple[str, Optional[Command]]]:
        """The chips for `seat`: mulligan, answers to an effect, or pass and the hidden toggle
        (None: a table setting, not a game action)."""
        if seat is None or seat < 0 or view.get("outcome"):
            return []
        if view["phase"] == "mulligan":
            committed = view["mulligan"]["committed"]
            if str(seat) in committed:
                return []
            return [(self.word("keep"), DecideMulligan(seat, False)), (self.word("redraw"), DecideMulligan(seat, True))]
        prompt = view.get("prompt")
        if prompt is not None:
            if prompt["seat"] != seat or not prompt["options"]:
                return []
            return [(self.option_label(view, option), ChooseOption(seat, option)) for option in prompt["options"]]
        if view["phase"] == "action" and view["acting"] == seat and not view["players"][seat]["passed"]:
            if self.confirm_pass:
                return [(self.word("pass_anyway"), Pass(seat)), (self.word("pass_never"), "never"), (self.word("keep_playing"), "cancel")]
            return [(self.word("pass"), Pass(seat)), (self.word("hidden_on" if self.hidden_mode else "hidden_off"), None)]
        return []

    def passing_ruins(self, view: dict[str, Any], seat: int) -> bool:
        """Passing in the last round with cards in hand and chakra to play one (hidden, it costs
        the least) gives the round away: the table asks first (issue 20)."""
        player = view["players"][seat]
        return view["round"] >= 4 and bool(player["hand_size"]) and player["chakra"] >= 1

    def _asked_action(self, view: dict[str, Any]) -> Optional[str]:
        """The action of the effect whose answer is asked ("move", "powerup"...), or None."""
        effect = queued_effect(self.cards, view)
        return effect.action if effect is not None else None

    def option_label(self, view: dict[str, Any], option: str) -> str:
        kind, _, value = option.partition(":")
        if kind in ("skip", "yes"):
            return self.word(kind)
        moving = self._asked_action(view) == "move"
        if kind == "mission":
            letter = "DCBA"[int(value)] if int(value) < 4 else int(value) + 1
            # where a move goes (twenty-first trial: "Kit sur D" moved Kit to C, named nowhere)
            return self.word("move_to" if moving else "mission", n=letter)
        if kind in ("char", "defeat"):
            label = self.character_label(view, value, moving=moving and kind == "char")
            if kind == "defeat":
                return self.word("defeat", what=label)
            return self.word("move_what", what=label) if moving else label
        if kind == "card":
            hand = view["players"][int(value[1])]["hand"] or []
            names = {c["id"]: self._hand_name(c) for c in hand}
            if value not in names:
                return value
            # The name alone ("Grist (Brute des Quatre Ombres) · main 1" shrank to 8 px in its
            # chip); its title only beside another card of that name, and two copies of one card
            # are told apart by their place in the hand, from the left.
            short = {c["id"]: self._shown_name({"stack": [c["version"]]}) for c in hand}
            namesakes = [cid for cid in names if short[cid] == short[value]]
            label = names[value] if len({names[cid] for cid in namesakes}) > 1 else short[value]
            alike = [cid for cid, name in names.items() if name == names[value]]
            return self.word("in_hand_nth", name=label, nth=alike.index(value) + 1) if len(alike) > 1 else label
        if kind == "first":
            group = view["queue"][0]["refs"][int(value)] if view["queue"] else None
            source = group[1] if group else "?"
            card = self.cards.characters.get(source)
            name = card.display_name.get(self.ctx.lang) if card else self.cards.missions[source].name.get(self.ctx.lang)
            return self.word("first", what=name)
        return option
