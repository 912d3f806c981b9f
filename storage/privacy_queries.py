"""Players' data (issue 28) in SQL both backends run word for word: a person's export, their
forgetting, a whole server's deletion, and the servers waiting for theirs.

Forgetting a person keeps the games others played with them: in each server, their seats and
results in closed games take one anonymous seat (a negative id, -N, never a Discord id, named
"Former player N"), the same for all of those games, so a ratings rebuild replays exactly what
the incremental updates saw and everyone else's numbers stay as they are. Each open game they
were in (they left it first: F8) takes a number of its own, so its anonymous seat has no rating
history: the game rates them as a newcomer when it finishes, and so does a rebuild. Their own
ratings, rating history, leaderboard rows and settings are deleted; anonymous seats never get
such rows again (standings_sql leaves them out).

Every function runs inside the caller's transaction (`Tx`), so each operation is one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from storage.records import Shards
from storage.standings_sql import Tx
from storage.times import now_epoch

CLOSED = "('finished', 'abandoned')"
OPEN = "('lobby', 'running')"

PERSON_GAMES = (
    "SELECT id FROM games WHERE guild_id = ? AND (owner_id = ? OR id IN ("
    "SELECT game_id FROM seats WHERE user_id = ? OR replaced_user_id = ?))"
)

GUILD_TABLES = ("guild_settings", "member_settings", "deck_pictures", "guild_departures")
"""Tables with a guild_id column besides the games' own, deleted with a server."""

GAME_TABLES = ("action_log", "taken_tiles", "turn_pings", "rating_changes", "results", "seats")
"""Tables of a server's games, deleted before the games, in this order (references first)."""


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What forgetting a person changed in one server."""

    guild_id: int
    anonymous_number: int | None
    """N of "Former player N" in the server's closed games; None if they had none."""
    open_games: tuple[int, ...]


async def one(tx: Tx, sql: str, parameters: Sequence[Any] = ()) -> None:
    await tx.executemany(sql, [tuple(parameters)])


def _rows(rows: Sequence[Sequence[Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    return [dict(zip(names, row, strict=True)) for row in rows]


async def _select(tx: Tx, sql: str, names: Sequence[str], parameters: Sequence[Any]) -> list[Any]:
    return _rows(await tx.fetch(f"SELECT {', '.join(names)} {sql}", parameters), names)


def _guild_filter(guild_id: int | None, column: str = "guild_id") -> tuple[str, tuple[Any, ...]]:
    return ("", ()) if guild_id is None else (f" AND {column} = ?", (guild_id,))


async def person_guilds(tx: Tx, user_id: int, guild_id: int | None = None) -> list[int]:
    """The servers where something is stored about the person (or `guild_id` alone)."""
    where, parameters = _guild_filter(guild_id, "g.guild_id")
    only, only_parameters = _guild_filter(guild_id)
    rows = await tx.fetch(
        "SELECT g.guild_id FROM games AS g WHERE (g.owner_id = ? OR g.id IN ("
        f"SELECT game_id FROM seats WHERE user_id = ? OR replaced_user_id = ?)){where}"
        f" UNION SELECT guild_id FROM results WHERE user_id = ?{only}"
        f" UNION SELECT guild_id FROM ratings WHERE user_id = ?{only}"
        f" UNION SELECT guild_id FROM rating_changes WHERE user_id = ?{only}"
        f" UNION SELECT guild_id FROM board_totals WHERE user_id = ?{only}"
        f" UNION SELECT guild_id FROM member_settings WHERE user_id = ?{only}"
        f" UNION SELECT guild_id FROM deck_pictures WHERE added_by = ?{only}"
        " UNION SELECT g.guild_id FROM turn_pings AS p JOIN games AS g ON g.id = p.game_id"
        f" WHERE p.user_id = ?{where}",
        (
            *(user_id, user_id, user_id, *parameters),
            *(user_id, *only_parameters) * 6,
            *(user_id, *parameters),
        ),
    )
    return sorted(int(row[0]) for row in rows)


async def open_games_seating(tx: Tx, user_id: int, guild_id: int | None) -> list[int]:
    """The lobbies and running games (of the server, or all) where the person has a seat."""
    where, parameters = _guild_filter(guild_id)
    rows = await tx.fetch(
        f"SELECT id FROM games WHERE status IN {OPEN}{where} AND id IN"
        " (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
        (*parameters, user_id),
    )
    return [int(row[0]) for row in rows]


async def open_games_with_anonymous_seats(tx: Tx, shards: Shards | None) -> list[int]:
    """The lobbies and running games (of `shards`' servers) where an anonymous seat sits: no
    one can play it, so the table layer lets it leave (tables.service_play)."""
    rows = await tx.fetch(
        f"SELECT DISTINCT g.id, g.guild_id FROM games AS g JOIN seats AS s ON s.game_id = g.id"
        f" WHERE g.status IN {OPEN} AND s.user_id < 0 ORDER BY g.id"
    )
    return [int(game) for game, guild in rows if shards is None or shards.owns(int(guild))]


# Export


async def person_export(tx: Tx, user_id: int, guild_id: int | None = None) -> dict[str, Any]:
    """Everything stored about the person (in one server, or all), and nothing that names
    anyone else: other seats of their games say only whether a person or a computer sat
    there."""
    export: dict[str, Any] = {"user_id": user_id, "guild_id": guild_id, "servers": []}
    for guild in await person_guilds(tx, user_id, guild_id):
        export["servers"].append(await _server_export(tx, user_id, guild))
    return export


async def _server_export(tx: Tx, user_id: int, guild_id: int) -> dict[str, Any]:
    person = (guild_id, user_id)
    game_ids = [
        row[0] for row in await tx.fetch(PERSON_GAMES + " ORDER BY id", (guild_id, *[user_id] * 3))
    ]
    games = []
    for game_id in game_ids:
        games.append(await _game_export(tx, user_id, game_id))
    results = await _select(
        tx,
        "FROM results WHERE guild_id = ? AND user_id = ? ORDER BY finish_seq, game_id",
        (
            "game_id",
            "seat",
            "kind",
            "rules",
            "display_name",
            "rank",
            "worms",
            "tiles_json",
            "won",
            "removed",
            "table_size",
            "turns",
            "busts",
            "tiles_stolen",
            "tiles_lost",
            "finished_at",
        ),
        person,
    )
    for result in results:
        result["won"], result["removed"] = bool(result["won"]), bool(result["removed"])
        taken = await tx.fetch(
            "SELECT tile, times FROM taken_tiles WHERE game_id = ? AND seat = ? ORDER BY tile",
            (result["game_id"], result["seat"]),
        )
        result["tiles_taken"] = {str(tile): times for tile, times in taken}
    return {
        "guild_id": guild_id,
        "games": games,
        "results": results,
        "ratings": await _select(
            tx,
            "FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY kind, rules",
            ("kind", "rules", "mu", "sigma", "rating", "rated_games"),
            person,
        ),
        "rating_history": await _select(
            tx,
            "FROM rating_changes WHERE guild_id = ? AND user_id = ? ORDER BY finish_seq",
            (
                "game_id",
                "kind",
                "rules",
                "mu_before",
                "sigma_before",
                "mu_after",
                "sigma_after",
                "rating_before",
                "rating_after",
            ),
            person,
        ),
        "statistics": await _select(
            tx,
            "FROM board_totals WHERE guild_id = ? AND user_id = ? ORDER BY kind, rules, period",
            ("kind", "rules", "period", "display_name", "rating", "games", "wins", "worms"),
            person,
        ),
        "settings": [
            {**row, "turn_pings": None if row["turn_pings"] is None else bool(row["turn_pings"])}
            for row in await _select(
                tx,
                "FROM member_settings WHERE guild_id = ? AND user_id = ?",
                ("turn_pings", "updated_at"),
                person,
            )
        ],
        "turn_pings": await _select(
            tx,
            "FROM turn_pings WHERE user_id = ? AND game_id IN"
            " (SELECT id FROM games WHERE guild_id = ?) ORDER BY game_id",
            ("game_id", "channel_id", "message_id"),
            (user_id, guild_id),
        ),
        "pictures_added": await _select(
            tx,
            "FROM deck_pictures WHERE guild_id = ? AND added_by = ? ORDER BY id",
            ("id", "caption", "size", "width", "height", "added_at", "removed_at"),
            person,
        ),
    }


async def _game_export(tx: Tx, user_id: int, game_id: int) -> dict[str, Any]:
    game: dict[str, Any]
    (game,) = await _select(
        tx,
        "FROM games WHERE id = ?",
        (
            "id",
            "channel_id",
            "kind",
            "rules",
            "status",
            "settings_json",
            "created_at",
            "updated_at",
            "finished_at",
            "owner_id",
        ),
        (game_id,),
    )
    game["you_opened_it"] = game.pop("owner_id") == user_id
    seats = []
    for seat, user, level, name, replaced_user, replaced_name in await tx.fetch(
        "SELECT seat, user_id, computer_level, display_name, replaced_user_id, replaced_name"
        " FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,),
    ):
        if user == user_id:
            seats.append({"seat": seat, "you": True, "user_id": user, "display_name": name})
        elif replaced_user == user_id:
            seats.append(
                {
                    "seat": seat,
                    "you": True,
                    "user_id": replaced_user,
                    "display_name": replaced_name,
                    "replaced_by_computer_level": level,
                }
            )
        else:
            seats.append({"seat": seat, "you": False, "computer": level is not None})
    game["seats"] = seats
    game["moves"] = [
        {**move, "automatic": bool(move["automatic"])}
        for move in await _select(
            tx,
            "FROM action_log WHERE game_id = ? ORDER BY version",
            ("version", "seat", "action", "automatic", "at"),
            (game_id,),
        )
    ]
    return game


# Forgetting a person


async def forget_person(
    tx: Tx, user_id: int, guild_id: int | None, anonymous_name: Callable[[int, int], str]
) -> list[Forgotten]:
    """Forget the person in one server (or all). `anonymous_name(guild_id, number)` names the
    anonymous seat, in the server's language. The caller has taken them out of open games
    first (tables.privacy); their seat there is anonymized all the same."""
    if user_id <= 0:
        raise ValueError("a Discord user id is a positive number")
    return [
        await _forget_in_guild(tx, user_id, guild, anonymous_name)
        for guild in await person_guilds(tx, user_id, guild_id)
    ]


async def _next_number(tx: Tx, guild_id: int) -> int:
    """The next free N of "Former player N" in the server: past every anonymous id there."""
    ((seated, replaced),) = await tx.fetch(
        "SELECT min(s.user_id), min(s.replaced_user_id) FROM seats AS s"
        " JOIN games AS g ON g.id = s.game_id WHERE g.guild_id = ?",
        (guild_id,),
    )
    ((owner,),) = await tx.fetch("SELECT min(owner_id) FROM games WHERE guild_id = ?", (guild_id,))
    ((adder,),) = await tx.fetch(
        "SELECT min(added_by) FROM deck_pictures WHERE guild_id = ?", (guild_id,)
    )
    lowest = min((v for v in (seated, replaced, owner, adder) if v is not None), default=0)
    return 1 - min(int(lowest), 0)


async def _anonymize_games(
    tx: Tx, user_id: int, game_ids: str, parameters: Sequence[Any], anonymous: int, name: str
) -> None:
    """The person's seats, results and ownership in the games `game_ids` (a subquery) become
    the anonymous seat `anonymous` named `name`; a computer that took over their seat keeps
    its level, its name no longer holds theirs."""
    await one(
        tx,
        "UPDATE seats SET user_id = ?, display_name = ?"
        f" WHERE user_id = ? AND game_id IN ({game_ids})",
        (anonymous, name, user_id, *parameters),
    )
    await one(
        tx,
        "UPDATE seats SET display_name = replace(display_name, replaced_name, ?),"
        " replaced_name = ?, replaced_user_id = ?"
        f" WHERE replaced_user_id = ? AND game_id IN ({game_ids})",
        (name, name, anonymous, user_id, *parameters),
    )
    await one(
        tx,
        "UPDATE results SET user_id = ?, display_name = ?"
        f" WHERE user_id = ? AND game_id IN ({game_ids})",
        (anonymous, name, user_id, *parameters),
    )
    await one(
        tx,
        f"UPDATE games SET owner_id = ? WHERE owner_id = ? AND id IN ({game_ids})",
        (anonymous, user_id, *parameters),
    )


async def _forget_in_guild(
    tx: Tx, user_id: int, guild_id: int, anonymous_name: Callable[[int, int], str]
) -> Forgotten:
    person = (guild_id, user_id)
    for table in ("ratings", "rating_changes", "board_totals", "member_settings"):
        await one(tx, f"DELETE FROM {table} WHERE guild_id = ? AND user_id = ?", person)
    await one(
        tx,
        "DELETE FROM turn_pings WHERE user_id = ? AND game_id IN"
        " (SELECT id FROM games WHERE guild_id = ?)",
        (user_id, guild_id),
    )
    number = await _next_number(tx, guild_id)
    closed = await tx.fetch(
        f"SELECT id FROM games WHERE status IN {CLOSED} AND id IN ({PERSON_GAMES})",
        (guild_id, *[user_id] * 3),
    )
    pictures = await tx.fetch(
        "SELECT count(*) FROM deck_pictures WHERE guild_id = ? AND added_by = ?", person
    )
    anonymous_number: int | None = None
    if closed or pictures[0][0]:
        anonymous_number = number
        name = anonymous_name(guild_id, number)
        subquery = f"SELECT id FROM games WHERE guild_id = ? AND status IN {CLOSED}"
        await _anonymize_games(tx, user_id, subquery, (guild_id,), -number, name)
        await one(
            tx,
            "UPDATE deck_pictures SET added_by = ? WHERE guild_id = ? AND added_by = ?",
            (-number, guild_id, user_id),
        )
        number += 1
    open_games = await tx.fetch(
        f"SELECT id FROM games WHERE status IN {OPEN} AND id IN ({PERSON_GAMES}) ORDER BY id",
        (guild_id, *[user_id] * 3),
    )
    for (game_id,) in open_games:
        name = anonymous_name(guild_id, number)
        await _anonymize_games(tx, user_id, "?", (game_id,), -number, name)
        number += 1
    return Forgotten(guild_id, anonymous_number, tuple(int(row[0]) for row in open_games))


# Deleting a server


async def forget_guild(tx: Tx, guild_id: int) -> int:
    """Delete everything stored about the server; returns the number of games deleted. The
    action log lets its lines go only while the server is named in guild_erasures."""
    await one(tx, "INSERT INTO guild_erasures (guild_id) VALUES (?)", (guild_id,))
    ((games,),) = await tx.fetch("SELECT count(*) FROM games WHERE guild_id = ?", (guild_id,))
    for table in GAME_TABLES:
        await one(
            tx,
            f"DELETE FROM {table} WHERE game_id IN (SELECT id FROM games WHERE guild_id = ?)",
            (guild_id,),
        )
    for table in ("ratings", "board_totals", "games", *GUILD_TABLES, "guild_erasures"):
        await one(tx, f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
    return int(games)


# Servers that removed the bot


async def note_departure(tx: Tx, guild_id: int, left_at: float | None = None) -> None:
    """The bot is no longer in the server; a departure noted before keeps its time."""
    await one(
        tx,
        "INSERT INTO guild_departures (guild_id, left_at) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO NOTHING",
        (guild_id, now_epoch() if left_at is None else left_at),
    )


async def cancel_departure(tx: Tx, guild_id: int) -> None:
    await one(tx, "DELETE FROM guild_departures WHERE guild_id = ?", (guild_id,))


async def due_departures(tx: Tx, kept_seconds: float, shards: Shards | None) -> list[int]:
    """The servers (of `shards`) the bot left at least `kept_seconds` ago."""
    rows = await tx.fetch(
        "SELECT guild_id FROM guild_departures WHERE left_at <= ? ORDER BY left_at, guild_id",
        (now_epoch() - kept_seconds,),
    )
    return [int(row[0]) for row in rows if shards is None or shards.owns(int(row[0]))]


async def guilds_with_data(tx: Tx, shards: Shards | None) -> list[int]:
    """Every Discord server (of `shards`) something is stored about; terminal games (server
    0, which no Discord server is) are nobody's to delete."""
    rows = await tx.fetch(
        "SELECT guild_id FROM games UNION SELECT guild_id FROM guild_settings"
        " UNION SELECT guild_id FROM member_settings UNION SELECT guild_id FROM deck_pictures"
        " UNION SELECT guild_id FROM results UNION SELECT guild_id FROM board_totals"
    )
    guilds = (int(row[0]) for row in rows)
    return sorted(g for g in guilds if g > 0 and (shards is None or shards.owns(g)))


async def departures(tx: Tx) -> list[tuple[int, float]]:
    rows = await tx.fetch("SELECT guild_id, left_at FROM guild_departures ORDER BY guild_id")
    return [(int(guild), float(left_at)) for guild, left_at in rows]
