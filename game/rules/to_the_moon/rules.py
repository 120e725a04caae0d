"""Bitcoin Empire: To The Moon, for 2-4 players.

Setup: Characters, Bonus Rules and the Dealer card set aside; each player chooses a Character;
the dealer shuffles and deals two cards face down to each; the player left of the dealer starts
and play goes clockwise. Each Turn has three Phases: Mine, Draw and Action. The Game ends when
the last card is Mined or Drawn; the most Bitcoins wins. "To The Moon" plays Games again and
again, the winners taking Moon Tokens, inside this one match (README: why one match).
"""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine.records import Command, Event, IllegalCommand
from game.engine.rules import MatchConfig, Outcome, Rules
from game.rules.to_the_moon import attacks, invariants, log_text, series
from game.rules.to_the_moon.cards import CardType, card_ids, card_type_of, deck_ids, load_cards
from game.rules.to_the_moon.commands import (
    COMMAND_TYPES,
    AllowAttack,
    ChooseCharacter,
    DrawFromDeck,
    PlaySkullduggery,
    RevealCard,
    SkipAction,
    StoreCard,
    TakeBitcoin,
)
from game.rules.to_the_moon.events import (
    EVENT_TYPES,
    ActionSkipped,
    AttackAllowed,
    AttackResolved,
    AttackRevealed,
    BitcoinHacked,
    BitcoinTaken,
    CardDrawn,
    CardMined,
    CardsDealt,
    CardSmeared,
    CardStored,
    CharacterChosen,
    CopiesRenumbered,
    DeckShuffled,
    DrawPhaseStarted,
    ExchangeLocked,
    ExchangePlaced,
    ExchangeSued,
    GameEnded,
    GameStarted,
    MoonTokensTaken,
    PlainCardRevealed,
    SkillLearned,
    SkillPoached,
    SkullduggeryPlayed,
    TurnEnded,
    TurnStarted,
    WinnersDeclared,
)
from game.rules.to_the_moon.copies import rename_face_down
from game.rules.to_the_moon.options import check_options, full_options
from game.rules.to_the_moon.view import table_view
from game.rules.to_the_moon.state import (
    ACTION,
    CHOOSE_CHARACTER,
    DRAW,
    END_OF_TURN,
    GAME_OVER,
    LOCK_AT,
    MINE,
    REACTION,
    PendingAttack,
    Player,
    Storage,
    TableState,
)

DEAL = "deal"
"""Every Character is chosen: the dealer shuffles and deals."""
SCORED = "scored"
"""The Game is scored; a series goes on with the next Game or ends."""
HAND_SIZE = 2


class ToTheMoonRules(Rules):
    game_id = "to_the_moon"
    name = "Bitcoin Empire: To The Moon"
    rules_version = 3
    """2: `AttackRevealed` tells where its target lies in its row (`target_position`), so the
    log names the exact card attacked; after a Hack, `CopiesRenumbered` deals the face-down
    copy numbers again (copies.py). 3: the Action may be left out (`SkipAction` is always
    legal in the Action Phase, README R7); a series also ends when leaders level with each
    other can no longer be caught, and they share the win (R9)."""
    min_players = 2
    max_players = 4
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, cards: Optional[dict[str, CardType]] = None):
        super().__init__()
        self.cards = cards if cards is not None else load_cards()
        self.characters = card_ids(self.cards, ("character",))
        self.deck_cards = frozenset(deck_ids(self.cards))
        """Every card id of the deck (for the invariants)."""

    def card(self, card_id: str) -> CardType:
        return self.cards[card_type_of(card_id)]

    # -- setup -------------------------------------------------------------------------------
    def check_config(self, config: MatchConfig) -> None:
        super().check_config(config)
        check_options(config.options, config.player_count, self.cards)

    def initial_state(self, config: MatchConfig) -> TableState:
        options = full_options(config.options)
        return TableState(
            player_count=config.player_count,
            options=options,
            players=[Player() for _ in config.seats],
            moon_tokens=[0] * config.player_count,
            moon_tokens_left=options["moon_tokens"],
        )

    def setup(self, state: TableState, rng: random.Random) -> list[Event]:
        """The first dealer: the rulebook's "best describes a blockchain", drawn at random (ruling 16)."""
        fixed = state.options.get("setup") or {}
        dealer = fixed["dealer"] if "dealer" in fixed else rng.randrange(state.player_count)
        return [GameStarted(number=1, dealer=dealer)]

    # -- whose decision, what is legal -------------------------------------------------------
    def to_act(self, state: TableState) -> tuple[int, ...]:
        if state.outcome is not None:
            return ()
        if state.phase == CHOOSE_CHARACTER and state.options["character_choice"] == "in_turn":
            return (state.current,)
        if state.phase in (DRAW, ACTION):
            return (state.current,)
        if state.phase == REACTION and state.pending is not None:
            return (state.pending.target_seat,)
        return ()

    def legal_commands(self, state: TableState, seat: int) -> list[Command]:
        if seat not in self.to_act(state):
            return []
        player = state.players[seat]
        if state.phase == CHOOSE_CHARACTER:
            return [ChooseCharacter(seat, c) for c in state.set_aside_characters]
        if state.phase == DRAW:
            takes = [TakeBitcoin(seat, s.card, c) for s in player.storages() if not s.locked for c in s.stored]
            return [DrawFromDeck(seat), *takes]
        if state.phase == ACTION:
            actions = self._reveals(state, seat) + self._stores(player, seat)
            return [*actions, SkipAction(seat)]  # the Action is optional (README, R7)
        if state.phase == REACTION:
            answers: list[Command] = [PlaySkullduggery(seat, c) for c in player.hand if self.card(c).kind == "skullduggery"]
            return [*answers, AllowAttack(seat)]
        return []

    def _reveals(self, state: TableState, seat: int) -> list[Command]:
        reveals: list[Command] = []
        for card_id in dict.fromkeys(state.players[seat].hand):
            card = self.card(card_id)
            if card.kind == "skullduggery":
                continue  # only ever a reaction (ruling 6)
            if not card.is_attack:
                reveals.append(RevealCard(seat, card_id))
                continue
            destinations = attacks.hack_destinations(state.players[seat]) if card.effect == "hack" else [None]
            for _, target in attacks.iter_targets(state, self.cards, seat, card_id):
                reveals += [RevealCard(seat, card_id, target, where) for where in destinations]
        return reveals

    @staticmethod
    def _stores(player: Player, seat: int) -> list[Command]:
        room = [s.card for s in player.storages() if s.can_store()]
        return [StoreCard(seat, card, where) for card in dict.fromkeys(player.hand) for where in room]

    def handle(self, state: TableState, command: Command, rng: random.Random) -> list[Event]:
        if command not in self.legal_commands(state, command.seat):
            raise IllegalCommand(self.why_illegal(state, command))
        seat = command.seat
        match command:
            case ChooseCharacter(character=character):
                return [CharacterChosen(seat, character, False)]
            case DrawFromDeck():
                return [CardDrawn(seat, state.deck[0])]
            case TakeBitcoin(storage=storage, card=card):
                return [BitcoinTaken(seat, storage, card)]
            case StoreCard(card=card, storage=storage):
                return [CardStored(seat, storage, card)]
            case SkipAction():
                return [ActionSkipped(seat)]
            case RevealCard(card=card_id, target=target, store_on=store_on):
                card = self.card(card_id)
                if card.is_attack:
                    assert target is not None
                    victim = self.owner_of(state, target)
                    assert victim is not None
                    place = attacks.position_in_row(state.players[victim], target)
                    return [AttackRevealed(seat, card_id, victim, target, store_on, place)]
                if card.kind == "exchange":
                    return [ExchangePlaced(seat, card_id)]
                if card.skills:
                    return [SkillLearned(seat, card_id)]
                return [PlainCardRevealed(seat, card_id)]
            case PlaySkullduggery(card=card):
                assert state.pending is not None
                return [SkullduggeryPlayed(seat, card, state.pending.card)]
            case AllowAttack():
                assert state.pending is not None
                return [AttackAllowed(seat), *attacks.resolve(state, self.cards, state.pending, rng)]
        raise IllegalCommand(f"{type(command).__name__} is not a Bitcoin Empire action")

    def why_not(self, state: TableState, command: Command) -> Optional[str]:
        """None when `command` is legal now, else the reason (for a table refusing a drop)."""
        if command in self.legal_commands(state, command.seat):
            return None
        return self.why_illegal(state, command)

    def why_illegal(self, state: TableState, command: Command) -> str:
        """The reason a player reads when a command is refused."""
        seat = command.seat
        if seat not in self.to_act(state):
            return "it is not your turn to act"
        player = state.players[seat]
        phase_of = {ChooseCharacter: CHOOSE_CHARACTER, DrawFromDeck: DRAW, TakeBitcoin: DRAW, RevealCard: ACTION,
                    StoreCard: ACTION, SkipAction: ACTION, PlaySkullduggery: REACTION, AllowAttack: REACTION}
        wanted = phase_of.get(type(command))
        if wanted is None:
            return f"{type(command).__name__} is not a Bitcoin Empire action"
        if wanted != state.phase:
            return f"that is not done in the {state.phase.replace('_', ' ')} phase"
        match command:
            case ChooseCharacter(character=c):
                return f"{c} is not a Character you can choose"
            case TakeBitcoin(storage=where, card=c):
                storage = player.storage(where)
                if storage is None:
                    return "you can only take Bitcoins from your own Character or Exchanges"
                if storage.locked:
                    return "the Bitcoins of a Locked Exchange cannot be Drawn"
                return f"{c} is not Stored there"
            case PlaySkullduggery(card=c):
                return "only a Skullduggery card can cancel an Attack" if c in player.hand else f"{c} is not in your hand"
            case StoreCard(card=c, storage=where) | RevealCard(card=c, target=where) if c not in player.hand:
                return f"{c} is not in your hand"
            case StoreCard(storage=where):
                storage = player.storage(where)
                if storage is None:
                    return "you can only Store on your own Character or Exchanges"
                return "that card has no Storage Capacity left" + (" (it is Locked)" if storage.locked else "")
            case RevealCard(card=c, target=target, store_on=store_on):
                return self._why_not_reveal(state, seat, c, target, store_on)
        return "that card is not yours to play"

    def _why_not_reveal(self, state: TableState, seat: int, card_id: str, target: Optional[str], store_on: Optional[str]) -> str:
        card = self.card(card_id)
        if card.kind == "skullduggery":
            return "a Skullduggery cannot be Revealed in your Action Phase; it answers an Attack on you"
        if not card.is_attack:
            return f"{card.name['en']} takes no target"
        if target is None:
            if not attacks.iter_targets(state, self.cards, seat, card_id):
                # "needs a target" never said why none could be had (second new-user trial G2)
                blocked = [attacks.why_not_attackable(state, self.cards, seat, victim, card) for victim in range(len(state.players)) if victim != seat]
                if all(blocked):
                    # both counts: "you have 1" alone left the player to count the others' (twenty-first trial)
                    mine = attacks.skill_count(state.players[seat], self.cards)
                    theirs = [attacks.skill_count(p, self.cards) for victim, p in enumerate(state.players) if victim != seat]
                    counts = ", ".join(map(str, theirs))
                    if len(theirs) == 1:
                        return f"{card.name['en']} has no target: to Attack a player your Character needs more Skills than theirs (you have {mine}, they have {counts})"
                    return f"{card.name['en']} has no target: to Attack a player your Character needs more Skills than theirs (you have {mine}, the others {counts})"
                return f"{card.name['en']} has no target now"
            return f"{card.name['en']} needs a target"
        victim = self.owner_of(state, target)
        if victim is None:
            return f"{target} is not a card on the table"
        reason = attacks.why_not_attackable(state, self.cards, seat, victim, card)
        if reason:
            return reason
        storage = state.players[victim].storage(target)
        if storage is not None and storage.locked:
            return "a Locked Exchange cannot be Targeted"
        if (victim, target) not in attacks.iter_targets(state, self.cards, seat, card_id):
            return f"{card.name['en']} cannot target that card"
        return "a Hacked Bitcoin goes to one of your own Storages with room (to your hand only when none has room)"

    @staticmethod
    def owner_of(state: TableState, card: str) -> Optional[int]:
        """The seat whose Character, Exchange or tucked Skill `card` is."""
        for seat, player in enumerate(state.players):
            if any(s.card == card for s in player.storages()) or card in player.learned:
                return seat
        return None

    # -- what follows by itself --------------------------------------------------------------
    def advance(self, state: TableState, rng: random.Random) -> list[Event]:
        if state.outcome is not None:
            return []
        if state.phase == CHOOSE_CHARACTER and state.options["character_choice"] == "random":
            order = [s for s in state.turn_order() if state.players[s].character is None]
            picked = rng.sample(state.set_aside_characters, len(order))
            return [CharacterChosen(seat, character, True) for seat, character in zip(order, picked)]
        if state.phase == DEAL:
            return self._shuffle_and_deal(state, rng)
        if state.phase == MINE:
            return self._mine(state)
        if state.phase == END_OF_TURN:
            return self._end_turn(state)
        if state.phase == GAME_OVER:
            return [self._game_ended(state)]
        if state.phase == SCORED:
            return series.after_game(state)
        return []

    def _shuffle_and_deal(self, state: TableState, rng: random.Random) -> list[Event]:
        deck = deck_ids(self.cards)
        rng.shuffle(deck)
        top = (state.options.get("setup") or {}).get("deck_top", []) if state.game_number == 1 else []
        deck = list(top) + [c for c in deck if c not in set(top)]
        events: list[Event] = [DeckShuffled(tuple(deck))]
        order = state.turn_order()
        bonus = state.options["bonus_rules"]
        position = 0
        for seat in order:
            count = HAND_SIZE + (1 if "late_adopters" in bonus and seat == order[-1] else 0)
            events.append(CardsDealt(seat, count, tuple(deck[position:position + count])))
            position += count
        if "genesis_block" in bonus:
            for seat in order:
                character = state.players[seat].character
                assert character is not None
                events.append(CardMined(seat, character.card, deck[position]))
                position += 1
        events.append(TurnStarted(order[0], 1))
        return events

    def _mine(self, state: TableState) -> list[Event]:
        """One card to the Character, then one to each Exchange, while they can Store more."""
        player = state.players[state.current]
        events: list[Event] = []
        for position, storage in enumerate(s for s in player.storages() if s.can_store()):
            if position >= len(state.deck):
                break
            events.append(CardMined(state.current, storage.card, state.deck[position]))
            if position + 1 == len(state.deck):
                return events  # the last card: the Game ends at once (the fold sees the empty deck)
        return events + [DrawPhaseStarted(state.current)]

    def _end_turn(self, state: TableState) -> list[Event]:
        """Exchanges holding three Bitcoins Lock; then the next player clockwise."""
        events: list[Event] = [
            ExchangeLocked(seat, exchange.card)
            for seat, player in enumerate(state.players)
            for exchange in player.exchanges
            if not exchange.locked and len(exchange.stored) >= LOCK_AT
        ]
        following = (state.current + 1) % state.player_count
        return events + [TurnEnded(state.current), TurnStarted(following, state.turn + 1)]

    def _game_ended(self, state: TableState) -> GameEnded:
        bitcoins = tuple(p.bitcoins() for p in state.players)
        best = max(bitcoins)
        winners = tuple(seat for seat, count in enumerate(bitcoins) if count == best)
        return GameEnded(state.game_number, state.end_reason, bitcoins, winners)

    # -- the fold ----------------------------------------------------------------------------
    def apply(self, state: TableState, event: Event) -> None:
        players = state.players
        match event:
            case GameStarted(number=number, dealer=dealer):
                state.game_number, state.dealer = number, dealer
                state.players = [Player() for _ in range(state.player_count)]
                state.deck, state.discard, state.pending, state.turn = [], [], None, 0
                state.set_aside_characters = list(self.characters)
                state.phase, state.current = CHOOSE_CHARACTER, state.first_player()
            case CharacterChosen(seat=seat, character=character):
                players[seat].character = Storage(character, self.card(character).capacity)
                state.set_aside_characters.remove(character)
                waiting = [s for s in state.turn_order() if players[s].character is None]
                if waiting:
                    state.current = waiting[0]
                else:
                    state.phase = DEAL
            case DeckShuffled(order=order):
                state.deck = list(order or ())
            case CardsDealt(seat=seat, cards=cards):
                players[seat].hand += self._take_from_deck(state, cards)
            case TurnStarted(seat=seat, turn=turn):
                state.current, state.turn, state.phase = seat, turn, MINE
            case CardMined(seat=seat, storage=where, card=card):
                self._storage(players[seat], where).stored += self._take_from_deck(state, (card,))
                self._check_deck(state, "mined")
            case DrawPhaseStarted():
                state.phase = DRAW
            case CardDrawn(seat=seat, card=card):
                players[seat].hand += self._take_from_deck(state, (card,))
                state.phase = ACTION
                self._check_deck(state, "drawn")
            case BitcoinTaken(seat=seat, storage=where, card=card):
                self._storage(players[seat], where).stored.remove(card)
                players[seat].hand.append(card)
                state.phase = ACTION
            case ExchangePlaced(seat=seat, card=card):
                players[seat].hand.remove(card)
                players[seat].exchanges.append(Storage(card, self.card(card).capacity))
                state.phase = END_OF_TURN
            case SkillLearned(seat=seat, card=card):
                players[seat].hand.remove(card)
                players[seat].learned.append(card)
                state.phase = END_OF_TURN
            case PlainCardRevealed(seat=seat, card=card):
                players[seat].hand.remove(card)
                state.discard.append(card)
                state.phase = END_OF_TURN
            case CardStored(seat=seat, storage=where, card=card):
                players[seat].hand.remove(card)
                self._storage(players[seat], where).stored.append(card)
                state.phase = END_OF_TURN
            case ActionSkipped():
                state.phase = END_OF_TURN
            case AttackRevealed(seat=seat, card=card, target_seat=victim, target=target, store_on=store_on):
                players[seat].hand.remove(card)
                state.pending = PendingAttack(seat, card, victim, target, store_on)
                state.phase = REACTION
            case SkullduggeryPlayed(seat=seat, card=card, cancelled=cancelled):
                players[seat].hand.remove(card)
                state.discard += [cancelled, card]
                state.pending, state.phase = None, END_OF_TURN
            case AttackAllowed():
                pass  # the effect follows as its own event
            case BitcoinHacked(seat=seat, victim=victim, storage=where, store_on=store_on, card=card):
                self._storage(players[victim], where).stored.remove(card)
                if store_on is None:
                    players[seat].hand.append(card)
                else:
                    self._storage(players[seat], store_on).stored.append(card)
            case CopiesRenumbered(renamed=renamed):
                rename_face_down(state, renamed or {})
            case ExchangeSued(victim=victim, exchange=exchange, bitcoins=bitcoins):
                sued = self._storage(players[victim], exchange)
                players[victim].exchanges.remove(sued)
                state.discard += [exchange, *bitcoins]
            case CardSmeared(seat=victim, card=card):
                players[victim].hand.remove(card)
                state.discard.append(card)
            case SkillPoached(seat=seat, victim=victim, card=card):
                players[victim].learned.remove(card)
                players[seat].learned.append(card)
            case AttackResolved(card=card):
                state.discard.append(card)
                state.pending, state.phase = None, END_OF_TURN
            case ExchangeLocked(seat=seat, exchange=exchange):
                self._storage(players[seat], exchange).locked = True
            case TurnEnded():
                pass  # the next TurnStarted moves play on
            case GameEnded(bitcoins=bitcoins, winners=winners):
                state.game_results.append({"game": state.game_number, "reason": event.reason,
                                           "bitcoins": list(bitcoins), "winners": list(winners)})
                state.phase = SCORED
            case MoonTokensTaken(tokens=tokens, left=left):
                state.moon_tokens, state.moon_tokens_left = list(tokens), left
            case WinnersDeclared(winners=winners, reason=reason, scores=scores):
                state.outcome = Outcome(tuple(winners), reason, tuple(scores))
            case _:
                raise ValueError(f"to_the_moon cannot apply {type(event).__name__}")

    @staticmethod
    def _take_from_deck(state: TableState, cards: Any) -> list[str]:
        cards = list(cards or ())
        if state.deck[:len(cards)] != cards:
            raise ValueError(f"to_the_moon: the event takes {cards} but the deck's top is {state.deck[:len(cards)]}")
        del state.deck[:len(cards)]
        return cards

    @staticmethod
    def _check_deck(state: TableState, reason: str) -> None:
        """The last card Mined or Drawn ends the Game at once."""
        if not state.deck and state.phase not in (DEAL, CHOOSE_CHARACTER):
            state.phase, state.end_reason = GAME_OVER, reason

    @staticmethod
    def _storage(player: Player, card: str) -> Storage:
        storage = player.storage(card)
        if storage is None:
            raise ValueError(f"to_the_moon: {card} is not a Character or Exchange of this player")
        return storage

    # -- reading -----------------------------------------------------------------------------
    def view(self, state: TableState, seat: Optional[int]) -> dict[str, Any]:
        return table_view(self, state, seat)

    def outcome(self, state: TableState) -> Optional[Outcome]:
        return state.outcome

    def heuristic_value(self, state: TableState, seat: int) -> float:
        """What a search player scores a play-out cut short (see game/ai/simulation.py)."""
        return series.standing_value(state, seat)

    def check_invariants(self, state: TableState) -> None:
        """What must hold after every command (`python -m game soak` calls it); see invariants.py."""
        invariants.check_invariants(state, self.cards, self.deck_cards, frozenset(self.characters))

    def log_line(self, event: Event, lang: str) -> str:
        return log_text.describe(event, self.cards, lang)
