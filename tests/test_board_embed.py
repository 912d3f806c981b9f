"""The board and final embeds and the event lines, as real discord.Embed objects: the
Pickomino board description (tables.pickomino.board) rendered by cogs.board_render.

Boards come from real games: scripted dice where the content is checked, seeded random play
where Discord's limits are checked at every step with the longest names and event lines.
"""

import heapq
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
import pytest
from babel.messages.pofile import read_po

from cogs.board_render import board_embed as render_embed
from engine.pickomino import Game
from engine.pickomino import actions as act
from engine.pickomino.events import (
    NO_NEW_FACE,
    NO_TILE,
    NO_WORM,
    BonusChoice,
    BonusGained,
    BonusMoved,
    BonusReturned,
    Bust,
    Event,
    GameOver,
    GrilledWormMissed,
    GrilledWormTaken,
    HenTaken,
    Placing,
    Rolled,
    SeatRemoved,
    SetAside,
    TileFlipped,
    TileReturned,
    TileStolen,
    TileTaken,
    TurnStarted,
    VictimChoice,
    WeaselUsed,
)
from engine.pickomino.game import (
    BUST_OR_WEASEL,
    CHOOSE_VICTIM,
    MUST_STOP,
    ROLL,
    ROLL_OR_STOP,
    SET_ASIDE,
)
from engine.pickomino.simulate import random_policy
from engine.pickomino.view import BoardView, board_view
from tables.pickomino.board import final_board, play_board
from tables.pickomino.words import describe_event
from words.i18n import LOCALES_DIR

ROOT = Path(__file__).parent.parent
RENDERERS = [
    ROOT / "tables" / "pickomino" / name for name in ("board.py", "words.py", "symbols.py")
]
NAMES = ["Ada", "Bob", "Chloé", "Dan", "Eve", "Fay", "Gus"]
LONGEST_NAMES = [f"{index}" + "*_" * 15 + "~" for index in range(7)]
"""32 characters each, all of them escaped: the longest a seat name can get."""
LONGEST_LINES = 12


class ScriptedDice:
    def __init__(self, rolls: Sequence[Sequence[int]]) -> None:
        self.rolls = list(rolls)

    def __call__(self, count: int, golden: bool) -> Sequence[int]:
        faces = self.rolls.pop(0)
        assert len(faces) == count
        return faces


def board_embed(
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
    footer: str | None = None,
) -> discord.Embed:
    return render_embed(play_board(1, 1, view, names, language, recent, footer))


def final_embed(
    view: BoardView,
    names: Sequence[str],
    language: str,
    recent: Sequence[str],
    footer: str | None = None,
) -> discord.Embed:
    return render_embed(replace(final_board(1, 1, view, names, language, recent), footer=footer))


def play(game: Game, *codes: str) -> list[Event]:
    events: list[Event] = []
    for code in codes:
        events += game.apply(act.Action.parse(code))
    return events


def lines_of(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    return [line for event in events if (line := describe_event(event, names, "en"))]


def texts(embed: discord.Embed) -> Iterator[str]:
    data = embed.to_dict()
    yield data.get("title", "")
    yield data.get("description", "")
    for field in data.get("fields", []):
        yield field["name"]
        yield field["value"]
    yield data.get("footer", {}).get("text", "")


def field(embed: discord.Embed, name: str) -> dict[str, Any]:
    return next(item for item in embed.to_dict()["fields"] if item["name"] == name)


def seat_field(embed: discord.Embed, seat: int) -> dict[str, Any]:
    """Seats come first, in seat order."""
    return embed.to_dict()["fields"][seat]


def assert_within_limits(embed: discord.Embed) -> int:
    """Every documented embed limit; returns the total for the record."""
    data = embed.to_dict()
    assert 0 < len(data.get("title", "")) <= 256
    assert len(data.get("description", "")) <= 4096
    fields = data.get("fields", [])
    assert len(fields) <= 25
    for item in fields:
        assert 0 < len(item["name"]) <= 256, item
        assert 0 < len(item["value"]) <= 1024, item
    assert len(data.get("footer", {}).get("text", "")) <= 2048
    assert "author" not in data
    total = sum(len(text) for text in texts(embed))
    assert total == len(embed) <= 6000
    return total


def assert_all_words_found(embed: discord.Embed) -> None:
    """A key missing from the catalog comes back as the key itself; a value left unformatted
    leaves its braces."""
    for text in texts(embed):
        assert "board." not in text and "{" not in text, text


def random_boards(
    rules: str, seats: int, seed: int, names: Sequence[str]
) -> Iterator[tuple[Game, list[str]]]:
    """Every state of a seeded random game with the longest event lines so far, oldest first;
    seats leave now and then, so removed seats show too."""
    game = Game.new(rules, seats, seed=seed)
    rng = random.Random(seed)
    policy = random_policy(rng)
    longest: list[str] = []
    while not game.is_over:
        yield game, longest
        active = [seat for seat in range(seats) if game.active[seat]]
        if len(active) > 2 and rng.random() < 0.002:
            events = game.apply(act.remove(rng.choice(active)))
        else:
            events = game.apply(policy(game))
        longest = heapq.nlargest(LONGEST_LINES, longest + lines_of(events, names), key=len)
    yield game, longest


@pytest.mark.parametrize("rules", ["classic", "extension"])
@pytest.mark.parametrize("seats", [2, 7])
def test_every_board_of_random_games_stays_within_discord_limits(rules: str, seats: int) -> None:
    """The board without its footer stays below 3000 characters, so the cog may add a short
    field (a turn timer) after it; with the longest footer it still fits."""
    names = LONGEST_NAMES[:seats]
    phases: set[str] = set()
    largest_board = 0
    for seed in range(3):
        for game, recent in random_boards(rules, seats, seed, names):
            view = board_view(game)
            if game.is_over:
                embed = final_embed(view, names, "en", recent, "x" * 2048)
                assert_within_limits(embed)
            else:
                phases.add(game.phase)
                embed = board_embed(view, names, "en", recent)
                largest_board = max(largest_board, assert_within_limits(embed))
                if game.turn % 2:
                    assert_within_limits(board_embed(view, names, "en", recent, "x" * 2048))
            assert_all_words_found(embed)
    assert {ROLL, SET_ASIDE, ROLL_OR_STOP} <= phases
    if rules == "extension" and seats == 7:
        assert CHOOSE_VICTIM in phases
    assert largest_board < 3000


def test_the_roll_and_the_dice_set_aside_show_the_scripted_faces() -> None:
    dice = ScriptedDice([[6, 6, 6, 5, 5, 4, 3, 2], [5, 5, 1, 1, 2]])
    game = Game.new("classic", 2, dice=dice)
    play(game, "roll")
    dice_field = field(board_embed(board_view(game), NAMES, "en", []), "Dice")
    assert dice_field["value"] == "Roll: 2️⃣ 3️⃣ 4️⃣ 5️⃣ 5️⃣ 🪱 🪱 🪱"
    play(game, "aside:6", "roll", "aside:5")
    embed = board_embed(board_view(game), NAMES, "en", [])
    dice_field = field(embed, "Dice")
    assert "Set aside: 2×5️⃣ 3×🪱 = **25**" in dice_field["value"]
    assert "A worm is set aside." in dice_field["value"]
    turn = field(embed, "Ada to play")["value"]
    assert "Roll the 3 dice left, or stop." in turn
    assert "Stopping now takes `25` 🪱🪱." in turn


def test_a_stolen_tile_shows_on_the_thief_and_in_the_recent_lines() -> None:
    to_thirty = [[6, 6, 6, 6, 5, 1, 2, 3], [5, 5, 4, 4]]
    game = Game.new("classic", 2, dice=ScriptedDice(to_thirty * 2))
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    embed = board_embed(board_view(game), NAMES, "en", lines_of(events, NAMES))
    assert seat_field(embed, 0) == {
        "name": "Ada",
        "value": "Top `30` 🪱🪱🪱 · 1 tile\n🪱 **3** worms",
        "inline": True,
    }
    events = play(game, "roll", "aside:6", "roll", "aside:5")
    turn = field(board_embed(board_view(game), NAMES, "en", []), "Bob to play")["value"]
    assert "Stopping now steals `30` 🪱🪱🪱 from Ada." in turn
    events = play(game, "stop")
    embed = board_embed(board_view(game), NAMES, "en", lines_of(events, NAMES))
    assert seat_field(embed, 0)["name"] == "▶️ Ada"
    assert seat_field(embed, 0)["value"] == "No tile yet\n🪱 **0** worms"
    assert seat_field(embed, 1)["value"] == "Top `30` 🪱🪱🪱 · 1 tile\n🪱 **3** worms"
    recent = field(embed, "Latest moves")["value"].splitlines()
    assert recent == ["Bob steals `30` 🪱🪱🪱 from Ada!", "▶️ Ada's turn."]
    assert "`30`" not in embed.to_dict()["description"]


def test_a_bust_flips_the_highest_tile_and_the_grill_marks_it_face_down() -> None:
    dice = ScriptedDice([[6, 6, 6, 6, 5, 1, 2, 3], [5, 5, 4, 4], [1] * 8, [2] * 8])
    game = Game.new("classic", 2, dice=dice)
    play(game, "roll", "aside:6", "roll", "aside:5", "stop", "roll", "aside:1")
    turn = field(board_embed(board_view(game), NAMES, "en", []), "Bob to play")["value"]
    assert turn == "No dice left: time to stop.\n💥 Stopping now is a bust: no worm set aside."
    assert game.phase == MUST_STOP
    play(game, "stop", "roll", "aside:2")
    events = play(game, "stop")
    embed = board_embed(board_view(game), NAMES, "en", lines_of(events, NAMES))
    grill = embed.to_dict()["description"].splitlines()
    assert grill[-1] == "🪱🪱🪱🪱 `33` `34` `35` ⬛"
    assert grill[-2] == "🪱🪱🪱 `29` `30` `31` `32`"
    assert field(embed, "Latest moves")["value"].splitlines() == [
        "💥 Ada busts: no worm set aside (total 16).",
        "Ada puts `30` 🪱🪱🪱 back on the grill.",
        "⬛ `36` is turned face down.",
        "▶️ Bob's turn.",
    ]


def test_the_extension_board_shows_bonuses_reserve_and_the_weasel_choice() -> None:
    dice = ScriptedDice(
        [
            [6, 6, 6, 6, 5, 1, 2, 3],
            [5, 2, 3, 4],
            [1, 2, 3, 4, 5, 1, 2, 3],
            [6, 6, 6, 6, 2, 3, 3, 3],
            [6, 6, 6, 6],
        ]
    )
    game = Game.new("extension", 2, dice=dice)
    events = play(game, "roll", "aside:6", "roll", "aside:5", "stop")
    assert lines_of(events, NAMES)[-3:] == [
        "Ada takes `25` 🪱🪱.",
        "Ada gains the bonus 🦦 weasel.",
        "▶️ Bob's turn.",
    ]
    embed = board_embed(board_view(game), NAMES, "en", [])
    assert embed.to_dict()["description"].splitlines() == [
        "**The grill**",
        "🪱 `11`🥫 `13` `21`🐔 `22` `23`🐦‍⬛ `24`",
        "🪱🪱 `26` `27`🎲 `28`",
        "🪱🪱🪱 `29`🍎 `30` `31` `32`",
        "🪱🪱🪱🪱 `33` `34` `35` `36`",
        "🍖 7 grilled worms left in the reserve",
    ]
    assert seat_field(embed, 0)["value"] == "Top `25` 🪱🪱 · 1 tile\n🪱 **2** worms\n🦦 weasel"
    play(game, "roll", "aside:5", "stop", "roll")
    turn = field(board_embed(board_view(game), NAMES, "en", []), "Ada to play")["value"]
    assert turn == "Choose a face to set aside, or roll these dice again with the weasel."
    play(game, "aside:6", "roll")
    assert game.phase == BUST_OR_WEASEL
    turn = field(board_embed(board_view(game), NAMES, "en", []), "Ada to play")["value"]
    assert turn.splitlines() == [
        "No new face: roll these dice again with the weasel, or accept the bust.",
        "💥 Stopping now is a bust: no new face.",
    ]


def test_the_golden_die_is_marked_in_the_roll_and_among_the_dice_set_aside() -> None:
    dice = ScriptedDice(
        [
            [6, 6, 6, 6, 3, 3, 4, 4],
            [5, 3, 3, 4],
            [2, 3, 3],
            [1, 2, 3, 4, 5, 1, 2, 3],
            [1, 2, 3, 4, 5, 5, 2, 3, 6],
        ]
    )
    game = Game.new("extension", 2, dice=dice)
    play(game, "roll", "aside:6", "roll", "aside:5", "roll", "aside:2", "stop")
    play(game, "roll", "aside:5", "stop")
    turn = field(board_embed(board_view(game), NAMES, "en", []), "Ada to play")["value"]
    assert turn == "Roll the 8 dice, or 9 with the golden die."
    events = play(game, "roll_golden")
    assert lines_of(events, NAMES) == ["Ada rolls 1️⃣ 2️⃣ 2️⃣ 3️⃣ 3️⃣ 4️⃣ 5️⃣ 5️⃣ 🎲🪱"]
    play(game, "aside:6")
    dice_field = field(board_embed(board_view(game), NAMES, "en", []), "Dice")["value"]
    assert dice_field.startswith("Set aside: 1×🪱(🎲) = **5**")


def test_the_final_embed_ranks_every_seat_with_what_decided_the_place() -> None:
    game = Game.new("extension", 4, seed=7)
    rng = random.Random(7)
    policy = random_policy(rng)
    events: list[Event] = []
    while not game.is_over:
        if game.turn == 30 and game.active[2]:
            events = game.apply(act.remove(2))
        else:
            events = game.apply(policy(game))
    view = board_view(game)
    assert view.ranking is not None
    embed = final_embed(view, NAMES, "en", lines_of(events, NAMES))
    assert_within_limits(embed)
    lines = embed.to_dict()["description"].splitlines()
    winners = [NAMES[place.seat] for place in view.ranking if place.place == 1]
    assert lines[0].startswith("🏆 " + ", ".join(winners))
    for line, place in zip(lines[2:], view.ranking, strict=True):
        assert f"**{NAMES[place.seat]}**" in line
        assert f"🪱 {place.worms} worm" in line
        highest = f"highest tile `{place.highest_tile}`" if place.highest_tile else "no tile"
        assert highest in line
        assert ("🍎 apple +3" in line) == place.apple
        assert (f"🍖 ×{place.grilled_worms}" in line) == (place.grilled_worms > 0)
        assert ("🚪 left the game" in line) == place.removed
    assert lines[-1].startswith("4th **Chloé**")


def test_the_final_embed_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="not over"):
        final_embed(board_view(Game.new()), NAMES, "en", [])


def test_recent_lines_keep_the_newest_and_cut_only_an_overlong_one() -> None:
    view = board_view(Game.new("classic", 2))
    recent = [f"line {number} " + "x" * 90 for number in range(40)]
    value = field(board_embed(view, NAMES, "en", recent), "Latest moves")["value"]
    assert value.splitlines()[-1] == recent[-1]
    assert len(value) <= 1024 and "line 39" in value and "line 20" not in value
    value = field(board_embed(view, NAMES, "en", ["old", "y" * 5000]), "Latest moves")["value"]
    assert len(value) == 1024 and value.endswith("…")


def test_names_are_escaped_and_unknown_names_fall_back_to_the_seat() -> None:
    game = Game.new("classic", 3)
    embed = board_embed(board_view(game), ["*star*", ""], "en", [])
    titles = [item["name"] for item in embed.to_dict()["fields"]]
    assert titles[:3] == ["▶️ \\*star\\*", "Seat 2", "Seat 3"]


def test_every_event_has_a_line_and_a_hen_taken_is_told_once() -> None:
    ranking = (Placing(1, 1, 9, 33, False), Placing(0, 1, 9, 33, False))
    events: list[Event] = [
        TurnStarted(0),
        Rolled(0, (1, 6), 3),
        WeaselUsed(0),
        SetAside(0, 6, 1, 5),
        SetAside(0, 5, 3, 20),
        GrilledWormTaken(0, None),
        GrilledWormTaken(0, 1),
        GrilledWormMissed(0),
        TileTaken(0, 27, 27),
        TileTaken(0, 26, 27),
        TileStolen(0, 27, 1),
        HenTaken(0, 1),
        BonusGained(0, "apple", None),
        BonusGained(0, "golden_die", 1),
        BonusChoice(0, "weasel", "hen"),
        BonusReturned(0, "weasel", 22),
        BonusReturned(0, "weasel", None),
        BonusMoved("crow", 23, 24),
        BonusMoved("crow", 23, None),
        VictimChoice(0, (1, 2)),
        Bust(0, NO_NEW_FACE, 12),
        Bust(0, NO_WORM, 12),
        Bust(0, NO_TILE, 12),
        TileReturned(0, 27),
        TileFlipped(36),
        SeatRemoved(1),
        GameOver(ranking),
    ]
    names = ["Ada", "Bob", "Chloé"]
    lines = [describe_event(event, names, "en") for event in events]
    for line in lines:
        assert line and "board." not in line and "{" not in line
    assert len(set(lines)) == len(lines)
    assert lines[3] == "Ada sets aside 1×🪱: total 5."
    assert lines[9] == "Ada stops at 27 and takes `26` 🪱🪱."
    assert lines[-1] == "🏆 Game over: Bob, Ada share the win with 9 worms."
    assert describe_event(BonusGained(0, "hen", 1), names, "en") is None
    for name in LONGEST_NAMES:
        long = [describe_event(event, [name] * 3, "en") or "" for event in events]
        assert max(map(len, long)) < 256


def catalog_keys() -> set[str]:
    with (LOCALES_DIR / "en" / "board.po").open("rb") as handle:
        catalog = read_po(handle, locale="en")
    keys: set[str] = set()
    for message in catalog:
        if message.id:
            keys.add(message.id[0] if isinstance(message.id, tuple) else message.id)
    return keys


def test_every_key_in_the_renderers_is_in_the_english_catalog_and_vice_versa() -> None:
    used = set()
    for path in RENDERERS:
        used |= set(re.findall(r"\"(board\.[a-z_.]+)\"", path.read_text(encoding="utf-8")))
    assert used == catalog_keys()
