"""Polish (issue 37): the words Polish players use for Pickomino (robale, as Egmont's Polish
edition "Polowanie na robale" calls the worms, płytki on the grill, spalona tura, grillowane
robale, the extension's bonuses), CLDR's three plural forms for
whole numbers on the catalog's real entries, numbers placed outside a plural entry written
so they read right whatever the number, numbers and dates through Babel, and both games
played to the end on a Polish server through the real bot and the fake Discord, which
refuses what Discord would (labels over 80 characters, embeds over their limits)."""

from datetime import date

import pytest
from babel import Locale
from babel.dates import format_date
from discord_helpers import click_action, member_of_seat, running
from fakediscord import FakeDiscord, FakeMessage
from pickpic.pickpic_discord_helpers import game_of, table_of

from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus
from words.i18n import catalog, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal

LONGEST_NAME = "Konstantynopolitańczykowianeczka"
"""32 characters, the longest display name Discord allows."""
BUTTON_LABEL, OPTION_LABEL = 80, 100
COUNTS = (0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 112)
"""CLDR's Polish categories at their edges: one (1), few (2-4 and 22-24, not 12-14), many
(0, 5-21, 25-31, 112...)."""


def texts(language: str) -> dict[str, list[str]]:
    return {
        (message.id[0] if isinstance(message.id, tuple) else message.id): (
            list(message.string) if message.pluralizable else [message.string]
        )
        for message in catalog(language)
        if message.id
    }


def test_the_polish_players_words() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    polish = [t(f"board.bonus.{bonus}", "pl") for bonus in bonuses]
    assert polish == ["robal z puszki", "kwoka", "wrona", "łasica", "złota kostka", "jabłko"]
    assert t("board.rules.classic", "pl") == "gra podstawowa"
    assert t("board.rules.extension", "pl") == "rozszerzenie"
    assert t("board.title", "pl", rules="gra podstawowa", number=3) == (
        "Pickomino · gra podstawowa · tura 3"
    )
    words = " ".join(text for forms in texts("pl").values() for text in forms)
    for term in ("grill", "płytk", "robal", "grillowan", "spalon", "kradn", "kostk"):
        assert term in words, term


def test_the_polish_catalog_is_polish() -> None:
    """Only symbols, names and placeholders may read as in English."""
    english, polish = texts("en"), texts("pl")
    same = {key for key in english if english[key] == polish[key]}
    assert same == {
        "action.aside",
        "cli.store_reason.other",
        "command.group.name",
        "command.pickpic.name",
        "console.stats_field",
        "game.pickomino",
        "game.rating_line",
        "help.bonus_line",
        "pickpic.alt.item",
        "pickpic.card.caption",
        "pickpic.deck.kilobytes",
        "pickpic.deck.line",
        "pickpic.deck.megabytes",
        "pickpic.reveal.score_change",
        "rules.pickpic",
    }


def test_the_catalog_picks_the_form_cldr_gives_each_number() -> None:
    """The header's plural rule against Babel's CLDR data, number by number."""
    forms = {"one": "{count} robal", "few": "{count} robale", "many": "{count} robali"}
    for count in range(1001):
        category = Locale.parse("pl").plural_form(count)
        assert tn("board.worms", count, "pl") == forms[category].format(count=count), count


def test_polish_plurals_have_three_forms_on_real_entries() -> None:
    worms = [tn("board.worms", count, "pl") for count in COUNTS]
    assert worms == [
        "0 robali", "1 robal", "2 robale", "4 robale", "5 robali", "12 robali",
        "14 robali", "21 robali", "22 robale", "25 robali", "112 robali",
    ]  # fmt: skip
    reroll = [tn("action.weasel", count, "pl") for count in COUNTS]
    assert [label.removeprefix("Łasica: przerzuć ") for label in reroll] == [
        "0 kostek", "1 kostkę", "2 kostki", "4 kostki", "5 kostek", "12 kostek",
        "14 kostek", "21 kostek", "22 kostki", "25 kostek", "112 kostek",
    ]  # fmt: skip
    games = [tn("leaderboard.games", count, "pl") for count in COUNTS]
    assert games == [
        "0 gier", "1 gra", "2 gry", "4 gry", "5 gier", "12 gier",
        "14 gier", "21 gier", "22 gry", "25 gier", "112 gier",
    ]  # fmt: skip
    tiles = [tn("board.seat.tiles", count, "pl") for count in (1, 3, 13, 23)]
    assert tiles == ["1 płytka", "3 płytki", "13 płytek", "23 płytki"]
    reserve = [tn("board.reserve", count, "pl") for count in (1, 2, 5, 24)]
    assert reserve == [
        "W zapasie został 1 grillowany robal",
        "W zapasie zostały 2 grillowane robale",
        "W zapasie zostało 5 grillowanych robali",
        "W zapasie zostały 24 grillowane robale",
    ]
    assert [tn("action.roll", count, "pl") for count in (1, 4, 8)] == [
        "Rzuć 1 kostką",
        "Rzuć 4 kostkami",
        "Rzuć 8 kostkami",
    ]
    assert tn("board.final.winner", 1, "pl", names="Ala") == "Ala wygrywa!"
    assert tn("board.final.winner", 2, "pl", names="Ala, Olek") == (
        "Ala, Olek dzielą się zwycięstwem!"
    )
    assert tn("pickpic.board.score", 22, "pl", score=22) == "22 punkty"
    assert tn("pickpic.board.score", 25, "pl", score=25) == "25 punktów"


@pytest.mark.parametrize("number", COUNTS)
def test_numbers_outside_plural_entries_read_right_whatever_the_number(number: int) -> None:
    """Where the code gives a number without choosing a plural form by it (the target score,
    the round a Pick Pic game ended after, a deck's size), the Polish text keeps the number
    apart from any noun that would have to agree with it ("22 punkty" but "25 punktów")."""
    assert t("pickpic.setting.target", "pl", score=number).endswith(f" {number} pkt")
    assert t("pickpic.board.title_over", "pl", round=number).endswith(f"po rundzie {number}")
    winners = tn("pickpic.event.over", 1, "pl", names="Ala", score=number)
    assert winners == f"🏆 Ala wygrywa z wynikiem {number} pkt."
    too_small = t("pickpic.error.deck_too_small", "pl", players=3, needed=number, have=1)
    assert f"tyle kart: {number} (" in too_small
    full = t("pickpic.deck.full_pictures", "pl", pictures=number)
    assert f"(limit obrazków: {number})" in full


def test_numbers_and_dates_are_polish() -> None:
    assert decimal(6.75, "pl", digits=2) == "6,75"
    assert decimal(12345.5, "pl") == "12\u00a0345,5"
    assert percent(0.675, "pl") == "68%"
    assert format_date(date(2026, 11, 29), locale="pl") == "29 lis 2026"
    assert [ordinal(place, "pl") for place in (1, 2, 3, 11)] == ["1.", "2.", "3.", "11."]


def labels_within_discord(message: FakeMessage) -> list[str]:
    found = []
    for component in message.interactive_components():
        if "label" in component:
            assert len(component["label"]) <= BUTTON_LABEL, component["label"]
            found.append(component["label"])
        for option in component.get("options", []):
            assert len(option["label"]) <= OPTION_LABEL, option
            found.append(option["label"])
    return found


@pytest.fixture
def database(tmp_path):
    return tmp_path / "gry.db"


async def test_a_polish_server_plays_the_extension_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="pl")
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in (LONGEST_NAME, "Łucja", "Żaneta")]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale="pl")
            board = fake.last_message(channel)
            assert board.embeds[0]["title"] == "Pickomino (rozszerzenie): kto gra?"
            assert "Dołącz" in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for("Dołącz"))
            refused = await fake.click(members[1], board, board.custom_id_for("Rozpocznij"))
            assert refused.content == "Only the host can do that.", "their Discord is English"
            polish = await fake.click(
                members[1], board, board.custom_id_for("Rozpocznij"), locale="pl"
            )
            assert polish.content == "Tylko gospodarz może to zrobić."
            await fake.click(host, board, board.custom_id_for("Rozpocznij"))
            assert board.embeds[0]["title"] == "Pickomino · rozszerzenie · tura 1"
            assert "Rzuć 8 kostkami" in labels_within_discord(board)
            for _ in range(5000):
                stored = await bot.store.active_game_in_channel(channel.id)
                if stored is None:
                    break
                game = snapshot.from_json(stored.state_json)
                labels_within_discord(board)
                player = member_of_seat(members, stored, game.current)
                result = await click_action(fake, board, player, str(cautious_action(game)))
                assert result.type == 7, result.content
            final = board.embeds[0]
            assert final["title"] == "Koniec gry · Pickomino · rozszerzenie"
            assert "robal" in str(final) and "Ostatnie ruchy" in str(final)
            assert labels_within_discord(board) == ["Rewanż"]


async def test_a_polish_server_plays_pick_pic_to_the_end(database) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale="pl")
        channel = guild.channels[0]
        anna = fake.add_member(guild, LONGEST_NAME)
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale="pl")
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == "Pick Pic: kto gra?"
            for _ in range(3):
                await fake.click(anna, lobby, lobby.custom_id_for("Dodaj komputer"))
            await fake.click(anna, lobby, lobby.custom_id_for("Rozpocznij"))
            assert table_of(fake, channel).embeds[0]["title"] == "Pick Pic · runda 1 · rozdawanie"
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale="pl")).message
                assert panel.embeds[0]["title"] == f"Twoje karty · runda {round_before}"
                for action in computer_actions(game, 0):
                    code = str(action)
                    labels_within_discord(panel)
                    select = next(
                        (c for c in panel.interactive_components()
                         if any(o["value"] == code for o in c.get("options", []))),
                        None,
                    )  # fmt: skip
                    if select is not None:
                        await fake.select(anna, panel, select["custom_id"], [code], locale="pl")
                    else:
                        custom_id = next(c for c in panel.custom_ids if c.endswith(f":{code}"))
                        await fake.click(anna, panel, custom_id, locale="pl")
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    await fake.wait_for(
                        lambda after=f"runda {round_before + 1} · ": any(
                            words in (fake.last_message(channel).embeds[0].get("title") or "")
                            for words in (after, "koniec po rundzie")
                        ),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert "Runda 1: wszystkie stosy" in titles
            assert any(title.startswith("Runda 1: stos gracza ") for title in titles)
            assert titles[-1].startswith("Pick Pic · koniec po rundzie ")
