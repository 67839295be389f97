"""Issue 22: every sentence the rules core gives a player (a rejection reason, a question, an
option's label, the reason inside a log line) is data, a `Msg` with a message id and arguments,
and the catalog has Italian for it; the window's `tr_core` translates a `Msg` and the same
sentence read back as plain text (a loaded save) alike; and a `Msg` changes no save or hash."""

from __future__ import annotations

import json
import pickle
import random
import re

import pytest

from game import catalog
from game.ai.random_bot import RandomBot
from game.core import commands as cmds
from game.core.decide import check
from game.core.game import Game
from game.core.hashing import state_hash
from game.core.message import Msg, msg, worded
from game.core.serial import to_jsonable
from game.core.state import BOARD, Prompt
from game.core.view import HIDDEN, prompt_seen_by
from game.i18n import is_translated, language
from game.sim import make_setup, play_game
from game.ui.core_text import names, tr_core
from tests.speed_guard_record import factions, one_game_per_faction

SPACE = re.compile(r"^[A-Z]+\d+$")
# Reasons that are words of the code, not of a player: the log words an attack's damage itself.
KEYWORDS = {"attack"}


def _pairings() -> list[tuple[str, str, str]]:
    return one_game_per_faction()


def _card_strings() -> set[str]:
    """Strings that come from card files (names, ability titles, prompts): the card
    translations cover them, not the catalog."""
    out: set[str] = set()
    for d in catalog.cards(include_user=False).values():
        out.add(d.name)
        for a in d.abilities:
            out.add(a.title)
            out.update(str(v) for v in _strings(a))
    return out


def _strings(spec) -> list[str]:
    found: list[str] = []

    def walk(v) -> None:
        if isinstance(v, str):
            found.append(v)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list | tuple):
            for x in v:
                walk(x)

    walk(getattr(spec, "params", None))
    walk(getattr(spec, "text", None))
    return found


def _wrong_commands(state, rng: random.Random) -> list[cmds.Command]:
    """Commands most of which break a rule: cards and spaces picked at random, abilities of
    every card on the battlefield, answers to questions nobody asked."""
    uids = list(state.cards)
    n = len(state.players)

    def pos():
        return (rng.randrange(-1, 7), rng.randrange(-1, 9))

    def uid():
        return rng.choice(uids)

    p = rng.randrange(n)
    out: list[cmds.Command] = [
        cmds.Summon(p, uid(), pos()), cmds.Build(p, uid(), pos()), cmds.PlayEvent(p, uid()),
        cmds.Move(p, uid(), (pos(), pos())), cmds.Move(p, uid(), (pos(),)), cmds.Move(p, uid(), ()),
        cmds.Attack(p, uid(), uid()), cmds.DiscardForMagic(p, ()), cmds.DiscardForMagic(p, (uid(), uid())),
        cmds.GiveMagic(p, rng.randrange(n), rng.randrange(0, 4)), cmds.Answer(p, rng.randrange(-1, 3)),
        cmds.Summon(rng.randrange(n, n + 2), uid(), pos()),
    ]
    for c in state.cards.values():
        if c.zone == BOARD:
            for a in c.defn.abilities:
                out.append(cmds.UseAbility(c.controller, c.uid, a.command or a.name))
    return out


def _collect(edition: str, p1: str, p2: str, seed: int) -> dict[str, list]:
    decks = (catalog.deck(p1, include_user=False, edition=edition),
             catalog.deck(p2, include_user=False, edition=edition))
    setup = make_setup(catalog.ruleset(edition, include_user=False), decks, catalog.cards(include_user=False), seed)
    rng = random.Random(seed)
    got: dict[str, list] = {"reason": [], "prompt": [], "label": [], "event": []}

    def on_step(g) -> None:
        s = g.state
        for c in _wrong_commands(s, rng):
            why = check(s, c)
            if why is not None:
                got["reason"].append(why)
        if s.pending is not None:
            for viewer in range(len(s.players)):
                seen = prompt_seen_by(s, s.pending, viewer)
                got["prompt"].append(seen.text)
                got["label"].extend(seen.labels)

    r = play_game(setup, tuple(RandomBot(2 * seed + i) for i in range(2)), keep=True, on_step=on_step)
    for e in r.game.events:
        reason = getattr(e, "reason", "")
        if reason:
            got["event"].append(reason)
    return got


@pytest.fixture(scope="module")
def collected() -> dict[str, list]:
    out: dict[str, list] = {"reason": [], "prompt": [], "label": [], "event": []}
    for edition, p1, p2 in _pairings():
        for k, v in _collect(edition, p1, p2, 7).items():
            out[k].extend(v)
    return out


def _untranslated(text: str, cards: set[str]) -> list[str]:
    """What in `text` has no Italian: its own template, or a sentence among its arguments."""
    if isinstance(text, Msg):
        missing = [] if is_translated(text.msgid) else [text.msgid]
        for _name, v in text.args:
            if isinstance(v, Msg):
                missing += _untranslated(v, cards)
        return missing
    if text in cards or SPACE.match(text) or text in KEYWORDS or text == HIDDEN.name:
        return []
    return [f"not a Msg: {text!r}"]


@pytest.mark.parametrize("kind", ["reason", "prompt", "label", "event"])
def test_every_core_sentence_is_a_msg_with_italian(collected, kind: str) -> None:
    """Random games of every faction of both editions, with deliberately wrong commands at every
    step: every rejection reason, question, option label and event reason is a `Msg` (or a
    card file's own words, or a space) whose template has Italian."""
    texts = collected[kind]
    assert len(texts) > 50, f"too few {kind} texts collected to mean anything"
    cards = _card_strings()
    with language("it"):
        missing = sorted({m for t in texts for m in _untranslated(t, cards)})
    assert not missing, f"{kind}: {len(missing)} without Italian, e.g. {missing[:8]}"


def test_the_walk_sees_many_different_sentences(collected) -> None:
    """The walk reaches far: many templates, from the checks of many abilities."""
    ids = {t.msgid for texts in collected.values() for t in texts if isinstance(t, Msg)}
    assert len(ids) > 80, len(ids)


def _plainly_worded(m: Msg) -> bool:
    """The English is the template filled (not an older wording kept by `worded`), here and in
    every sentence inside it."""
    return str(m) == m.msgid.format(**dict(m.args)) and all(
        _plainly_worded(v) for _k, v in m.args if isinstance(v, Msg))


def test_tr_core_translates_a_msg_and_its_plain_text_alike(collected) -> None:
    """A save keeps only the English: read back, it is translated the same as the `Msg` was
    (a sentence `worded` the old way is the exception: its English is not its template's)."""
    seen = {}
    for texts in collected.values():
        for t in texts:
            if isinstance(t, Msg) and _plainly_worded(t):
                seen.setdefault(str(t), t)
    with language("it"):
        differ = [(str(m), tr_core(m), tr_core(str(m))) for m in seen.values() if tr_core(m) != tr_core(str(m))]
        changed = sum(tr_core(m) != str(m) for m in seen.values())
    assert not differ, "\n".join(map(repr, differ[:12]))
    assert changed > 0.9 * len(seen)


def test_tr_core_in_english_and_on_unknown_text_changes_nothing() -> None:
    m = msg("{card} cannot move.", card="Fighter")
    assert tr_core(m) == "Fighter cannot move."
    with language("it"):
        assert tr_core(m) != "Fighter cannot move."
        assert tr_core("Not a sentence of the game") == "Not a sentence of the game"
        assert tr_core("") == ""


def test_tr_core_names_cards_and_abilities_in_italian() -> None:
    """Card names and ability titles inside a sentence come from the card translations."""
    with language("it"):
        n = names()
        english, italian = next((e, i) for e, i in n.cards.items() if e != i)
        title, title_it = next((e, i) for e, i in n.abilities.items() if e != i)
        out = tr_core(msg("{ability}: where is {card} forced?", ability=title, card=english))
        plain = tr_core(f"{title}: where is {english} forced?")
    assert italian in out and title_it in out and english not in out.replace(italian, "")
    assert out == plain


def test_a_msg_is_its_english_sentence() -> None:
    m = msg("{card} costs {cost} magic; you can spend {magic}.", card="Fighter", cost=2, magic=1)
    assert m == "Fighter costs 2 magic; you can spend 1."
    assert hash(m) == hash("Fighter costs 2 magic; you can spend 1.")
    assert m.msgid == "{card} costs {cost} magic; you can spend {magic}."
    assert m.args == (("card", "Fighter"), ("cost", 2), ("magic", 1))
    assert repr(m) == repr(str(m))


def test_a_msg_pickles_as_a_msg() -> None:
    """Bot processes receive pickled views: the sentence must stay translatable."""
    m = msg("{player} must answer: {question}", player="Ann", question=msg("Use {ability}?", ability="Rise"))
    back = pickle.loads(pickle.dumps(m))
    assert type(back) is Msg and back == m and back.msgid == m.msgid
    assert type(back.args[1][1]) is Msg
    w = worded("old words", "{card} new words", card="X")
    back = pickle.loads(pickle.dumps(w))
    assert back == "old words" and back.msgid == "{card} new words"


def test_a_msg_is_saved_and_hashed_as_plain_text(collected) -> None:
    m = msg("{card} cannot move.", card="Fighter")
    assert type(to_jsonable(m)) is str
    assert json.dumps(to_jsonable({"a": (m,)})) == json.dumps({"a": ["Fighter cannot move."]})
    assert to_jsonable("plain") == "plain"


def test_a_state_with_a_msg_prompt_hashes_as_with_plain_text() -> None:
    """The prompt's text is part of the state: as a Msg it hashes as its English did."""
    decks = tuple(catalog.deck(f, include_user=False, edition="2e") for f in factions("2e")[:2])
    setup = make_setup(catalog.ruleset("2e", include_user=False), decks, catalog.cards(include_user=False), 3)
    s = Game.new(setup).state

    def asking(text, label):
        t = s.clone()
        t.pending = Prompt(0, "confirm", text, ("yes",), labels=(label,))
        return state_hash(t)

    with_msg = asking(msg("Use {ability}?", ability="Rise"), msg("Yes"))
    assert with_msg == asking("Use Rise?", "Yes")
    assert with_msg != asking("Use Fall?", "Yes")


def test_a_card_files_question_inside_a_core_sentence_is_translated() -> None:
    """A question written in a card file comes from the card translations, inside a sentence of
    the core as much as alone, and the same from the plain text of a save."""
    with language("it"):
        english, italian = next((e, i) for e, i in names().prompts.items() if e != i)
        whole = msg("You must first answer: {question}", question=english)
        assert tr_core(english) == italian
        assert tr_core(whole) == tr_core(str(whole))
        assert italian in tr_core(whole) and english not in tr_core(whole)


def test_the_rules_core_stays_free_of_the_locale() -> None:
    """The core hands over message ids and arguments; only the window knows the language."""
    from pathlib import Path

    core = Path(__file__).resolve().parents[2] / "game" / "core"
    offenders = [str(p) for p in core.rglob("*.py")
                 if re.search(r"^\s*(from|import) (game\.i18n|gettext|babel)", p.read_text(), re.M)]
    assert not offenders, offenders
    assert any("from game.core.message import" in p.read_text() for p in core.rglob("*.py"))
