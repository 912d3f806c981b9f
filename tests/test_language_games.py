"""Both games played to the end on a server of each catalogued language but English (whose
whole games are tests/test_discord_game.py and tests/pickpic/test_pickpic_discord.py),
through the real bot and the fake Discord, which refuses what Discord would (labels over
their limits, embeds over theirs). Every text is the language's catalog entry; the words
themselves are checked in each tests/test_<language>.py. One module for every language, so a
new catalog folder gets its two whole games without a new copy of them."""

from dataclasses import dataclass

import pytest
from discord_helpers import click_action, labels_within_discord, member_of_seat, running
from fakediscord import FakeDiscord
from pickpic.pickpic_discord_helpers import game_of, table_of, use_action

from engine.pickomino import snapshot
from engine.pickomino.policies import cautious_action
from engine.pickpic.game import REVEAL
from engine.pickpic.policies import computer_actions
from storage import GameStatus
from words.i18n import DEFAULT_LANGUAGE, LANGUAGES, speaks, t, tn


@dataclass(frozen=True)
class Server:
    """A language's players: their names (the first of 32 characters, the longest display
    name Discord allows) and the refusal a guest who presses Start reads in that language."""

    names: tuple[str, str, str]
    host_only: str


SERVERS = {
    "de": Server(
        ("Großherzogin Wilhelmine-Ottilie.", "Jörg", "Änne"), "Das darf nur der Gastgeber."
    ),
    "es_ES": Server(
        ("María de los Ángeles Fernández G", "Íñigo", "Begoña"),
        "Eso solo lo puede hacer el anfitrión.",
    ),
    "fr": Server(
        ("Marie-Thérèse de La Rochefoucaul", "Gaëlle", "Loïc"), "Seul l'hôte peut faire cela."
    ),
    "it": Server(
        ("Maria Antonietta Scarpellini-Bo.", "Niccolò", "Àgata"), "Può farlo solo l'host."
    ),
    "nl": Server(
        ("Jonkvrouw Geertruida van Bergen.", "Sjoerd", "Anneke"), "Alleen de host kan dat doen."
    ),
    "pl": Server(
        ("Konstantynopolitańczykowianeczka", "Łucja", "Żaneta"), "Tylko gospodarz może to zrobić."
    ),
    "pt_BR": Server(
        ("Conceição Aparecida Vasconcellos", "João", "Iara"), "Só o anfitrião pode fazer isso."
    ),
}
OTHER_LANGUAGES = [language for language in LANGUAGES if language != DEFAULT_LANGUAGE]
ENGLISH_REFUSAL = "Only the host can do that."


def discord_locale(language: str) -> str:
    """Discord's locale of a catalog folder: "pt_BR" -> "pt-BR" (Discord has no plain "es",
    only "es-ES" and "es-419")."""
    return language.replace("_", "-")


CLIENT_LOCALES = {"es_ES": "es-419"}
"""Where a guest of the language may use another Discord locale than the server's: a
Spanish speaker of Latin America reads the Spanish of Spain."""


def test_every_other_language_has_its_server_and_discord_locale() -> None:
    assert sorted(SERVERS) == OTHER_LANGUAGES
    for language in OTHER_LANGUAGES:
        assert speaks(discord_locale(language)) == language
        assert len(SERVERS[language].names[0]) == 32
    assert speaks("es-419") == "es_ES"


def before(text: str) -> str:
    """A catalog text up to the placeholder it was given as "\\0"."""
    return text.split("\0")[0]


@pytest.fixture
def database(tmp_path):
    return tmp_path / "games.db"


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
async def test_a_server_plays_pickomino_with_the_extension_to_the_end(database, language) -> None:
    locale, server = discord_locale(language), SERVERS[language]
    client_locale = CLIENT_LOCALES.get(language, locale)
    extension = t("board.rules.extension", language)
    in_lobby = t("rules.extension", language)
    join, start = t("lobby.join", language), t("lobby.start", language)
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale=locale)
        channel = guild.channels[0]
        members = [fake.add_member(guild, name) for name in server.names]
        host = members[0]
        async with running(fake, database) as bot:
            await fake.slash(host, channel, "pickomino new", {"rules": "extension"}, locale=locale)
            board = fake.last_message(channel)
            title = board.embeds[0]["title"]
            assert title == t("lobby.title", language, rules=in_lobby)
            assert title != t("lobby.title", DEFAULT_LANGUAGE, rules=in_lobby)
            edition = t("command.group.name", language)
            assert edition in title.lower().replace(" ", ""), "the edition's own name"
            assert join in labels_within_discord(board)
            for member in members[1:]:
                await fake.click(member, board, board.custom_id_for(join))
            refused = await fake.click(members[1], board, board.custom_id_for(start))
            assert refused.ephemeral and refused.content == ENGLISH_REFUSAL, "English Discord"
            own = await fake.click(
                members[1], board, board.custom_id_for(start), locale=client_locale
            )
            assert own.ephemeral and own.content == server.host_only
            await fake.click(host, board, board.custom_id_for(start))
            assert board.embeds[0]["title"] == t("board.title", language, rules=extension, number=1)
            assert tn("action.roll", 8, language) in labels_within_discord(board)
            game_id = None
            for _ in range(5000):
                stored = await bot.store.active_game_in_channel(channel.id)
                if stored is None:
                    break
                game_id, game = stored.id, snapshot.from_json(stored.state_json)
                labels_within_discord(board)
                player = member_of_seat(members, stored, game.current)
                result = await click_action(fake, board, player, str(cautious_action(game)))
                assert result.type == 7, result.content
            assert game_id is not None
            final = board.embeds[0]
            assert final["title"] == t("board.final.title", language, rules=extension)
            assert t("board.recent", language) in str(final)
            results = await bot.store.results_for_game(game_id)
            assert len(results) == 3
            for seat in results:
                assert tn("board.worms", seat.worms, language) in str(final), seat
            assert labels_within_discord(board) == [t("lobby.rematch", language)]


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
async def test_a_server_plays_pick_pic_to_the_end_against_computers(database, language) -> None:
    locale = CLIENT_LOCALES.get(language, discord_locale(language))
    async with FakeDiscord() as fake:
        guild = fake.add_guild(locale=locale)
        channel = guild.channels[0]
        anna = fake.add_member(guild, SERVERS[language].names[0])
        async with running(fake, database, computer_pause=0) as bot:
            await fake.slash(anna, channel, "pickpic new", {"target_score": 5}, locale=locale)
            lobby = fake.last_message(channel)
            assert lobby.embeds[0]["title"] == t("pickpic.lobby.title", language)
            for _ in range(3):
                add = lobby.custom_id_for(t("lobby.add_computer", language))
                await fake.click(anna, lobby, add)
            await fake.click(anna, lobby, lobby.custom_id_for(t("lobby.start", language)))
            assert table_of(fake, channel).embeds[0]["title"] == (
                t("pickpic.board.title_giving", language, round=1)
            )
            over = before(tn("pickpic.board.title_over", 2, language, round="\0"))
            for _ in range(40):
                stored, game = await game_of(bot, channel)
                if stored.status != GameStatus.RUNNING:
                    break
                round_before = game.round
                table = table_of(fake, channel)
                cards = next(c for c in table.custom_ids if "pp:cards" in c)
                panel = (await fake.click(anna, table, cards, locale=locale)).message
                assert panel.embeds[0]["title"] == (
                    t("pickpic.panel.title", language, round=round_before)
                )
                for action in computer_actions(game, 0):
                    labels_within_discord(panel)
                    result = await use_action(fake, panel, anna, str(action), locale=locale)
                    assert result.type == 7, result.content
                stored, game = await game_of(bot, channel)
                if game.phase == REVEAL or game.round > round_before:
                    next_table = t("pickpic.board.title_giving", language, round=round_before + 1)
                    await fake.wait_for(
                        lambda after=next_table: (
                            fake.last_message(channel).embeds[0].get("title") or ""
                        ).startswith((after, over)),
                        what="the reveal, then the next table",
                    )
            stored, _ = await game_of(bot, channel)
            assert stored.status == GameStatus.FINISHED
            titles = [m.embeds[0].get("title", "") for m in fake.messages(channel) if m.embeds]
            assert t("pickpic.reveal.summary_title", language, round=1) in titles
            stack = before(t("pickpic.reveal.title", language, round=1, ranker="\0"))
            assert any(title.startswith(stack) for title in titles)
            assert titles[-1].startswith(over)
