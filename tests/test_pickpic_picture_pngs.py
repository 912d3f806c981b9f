"""Pick Pic's pictures on the web pages (issue 38) are drawn once and kept up to a bound of
bytes, the least recently used going first: a real table service on a real SQLite file, the
bot's own drawing."""

from pathlib import Path

from tables.board import Picture
from tables.service import TableService
from tables.storage import open_store
from web.pickpic_pictures import PicturePngs

GUILD, GAME = 5, 9


async def test_pictures_are_kept_up_to_their_bound(tmp_path: Path) -> None:
    store = await open_store(None, tmp_path / "games.db")
    try:
        service = TableService(store, lambda: 1)
        one, two, three = (Picture((card,), (f"#{card}",)) for card in (1001, 1002, 1003))
        first = await PicturePngs().png(service, GUILD, GAME, one)
        pngs = PicturePngs(kept_bytes=2 * len(first) + len(first) // 2)
        assert await pngs.png(service, GUILD, GAME, one) == first
        await pngs.png(service, GUILD, GAME, two)
        await pngs.png(service, GUILD, GAME, one)
        assert pngs.drawn == 2, "one was kept"
        await pngs.png(service, GUILD, GAME, three)
        await pngs.png(service, GUILD, GAME, one)
        assert pngs.drawn == 3, "one, used last, was kept; two went first"
        await pngs.png(service, GUILD, GAME, two)
        assert pngs.drawn == 4
    finally:
        await store.close()
