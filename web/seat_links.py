"""The players of a game's page, each linking to their page: one list for every game's page."""

from tables.seats import nobody_plays, person_of
from tables.storage import StoredGame
from web.players import player_key
from web.servers import Server


def players_of(
    server: Server, stored: StoredGame, names: list[str]
) -> list[tuple[str, str | None]]:
    """Each seat's name, and the page of the person who sat there (none for a computer or a
    forgotten person)."""
    players: list[tuple[str, str | None]] = []
    for seat, name in zip(stored.seats, names, strict=True):
        person = person_of(seat)
        if person is None or person.user_id is None or nobody_plays(person):
            players.append((name, None))
        else:
            players.append(
                (name, f"{server.home}players/{player_key(server.token, person.user_id)}")
            )
    return players
