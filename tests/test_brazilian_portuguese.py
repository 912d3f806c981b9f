"""Brazilian Portuguese (issue 37): the words Brazilian players use for Pickomino (minhocas,
peças on the grelha, minhocas assadas, perder a vez, roubar, the expansão's bônus), CLDR's
Portuguese plural (0 and 1 singular), numbers and dates through Babel as Brazil writes them.
Both games played to the end on a server of the language: tests/test_language_games.py."""

from datetime import date

from babel import Locale
from babel.dates import format_date
from catalog_texts import SAME_IN_EVERY_LANGUAGE, all_words, same_as_english

from words.i18n import catalog, t, tn
from words.numbers import decimal, percent
from words.ordinals import ordinal


def test_the_words_brazilian_players_use() -> None:
    bonuses = ("canned_worm", "hen", "crow", "weasel", "golden_die", "apple")
    brazilian = [t(f"board.bonus.{bonus}", "pt_BR") for bonus in bonuses]
    assert brazilian == ["minhoca enlatada", "galinha", "corvo", "doninha", "dado dourado", "maçã"]
    assert t("board.rules.classic", "pt_BR") == "clássico"
    assert t("board.rules.extension", "pt_BR") == "expansão"
    assert t("board.title", "pt_BR", rules="clássico", number=3) == (
        "Pickomino · clássico · turno 3"
    )
    words = all_words("pt_BR")
    for term in ("grelha", "peça", "minhocas", "minhoca assada", "perde a vez", "rouba", "bônus"):
        assert term in words, term


def test_the_brazilian_catalog_is_portuguese() -> None:
    """Only symbols, names, placeholders and the loanword "rating" (as Brazilian chess and
    game sites say it) may read as in English."""
    assert same_as_english("pt_BR") == SAME_IN_EVERY_LANGUAGE | {
        "chart.rating.title",
        "command.group.name",
        "game.pickomino",
        "game.ratings",
        "pickpic.deck.kilobytes",
        "pickpic.panel.placed",
        "stats.rating",
        "stats.rating.pickpic",
        "web.col.rating",
    }


def test_phrases_read_as_a_brazilian_writes_them() -> None:
    """What the native reader changed from word-for-word English: a label for a seat's top
    tile, "em média" for an expected value, the review compared with the expert's exact
    calculation (not an "especialista exato"), and Pick Pic's giving step not called "dar as
    cartas", which is how Brazilians say to deal."""
    assert t("board.seat.top", "pt_BR", tile="24") == "No topo: 24"
    advice = t("odds.only_move", "pt_BR", move="Rolar 8 dados", worth="+2,5")
    assert advice == "Especialista: Rolar 8 dados (+2,5 minhocas em média)."
    assert "cálculo exato do especialista" in t("review.intro", "pt_BR")
    assert t("pickpic.board.title_giving", "pt_BR", round=1) == (
        "Pick Pic · rodada 1 · entregar as cartas"
    )
    assert t("console.pickpic.ranked", "pt_BR", number=4, place=1) == "Carta 4 (já é a #1)"


def test_command_names_are_spelled_with_their_accents() -> None:
    """Discord takes any letter in a command name: a Brazilian reads "configuracoes" as a typo,
    as French reads "regles"; the privacy answer names the commands as they are published."""
    assert [
        t(f"command.{key}.name", "pt_BR")
        for key in ("settings", "stats", "history", "timer", "pings", "review", "replacement")
    ] == [
        "configurações",
        "estatísticas",
        "histórico",
        "cronômetro",
        "menções",
        "análise",
        "substituição",
    ]
    privacy = t("privacy.text", "pt_BR", retention="")
    assert "`/pickomino configurações apagar-servidor`" in privacy
    assert "`/pickomino estatísticas`" in privacy
    assert "configuracoes" not in privacy and "estatisticas" not in privacy


def test_portuguese_plurals_take_the_singular_for_zero_and_one() -> None:
    """CLDR's Portuguese rule is "one: i = 0..1": the catalog's header says n > 1."""
    assert catalog("pt_BR").plural_expr == "(n > 1)"
    assert [Locale.parse("pt_BR").plural_form(count) for count in (0, 1, 2)] == [
        "one",
        "one",
        "other",
    ]
    assert [tn("leaderboard.games", count, "pt_BR") for count in (0, 1, 2, 15)] == [
        "0 partida",
        "1 partida",
        "2 partidas",
        "15 partidas",
    ]
    assert tn("stats.streak_wins", 1, "pt_BR") == "1 vitória seguida"
    assert tn("stats.streak_wins", 3, "pt_BR") == "3 vitórias seguidas"
    assert tn("board.reserve", 0, "pt_BR") == "Minhocas assadas na reserva: 0", (
        "the reserve, often empty, is a label: no agreement to make with 0"
    )


def test_counts_often_zero_are_labels() -> None:
    """A Brazilian writes "0 minhocas", never "0 minhoca", which CLDR's singular for 0 would
    give: a count that is often 0 where players look (every seat at the start, the last places
    of a ranking, wins on a leaderboard, Pick Pic's scores in round 1) reads as a label."""
    assert tn("board.seat.score", 0, "pt_BR") == "Minhocas: **0**"
    assert tn("board.seat.score", 1, "pt_BR") == "Minhocas: **1**"
    assert tn("board.worms", 0, "pt_BR") == "minhocas: 0"
    assert tn("board.worms", 12, "pt_BR") == "minhocas: 12"
    worms = tn("board.worms", 12, "pt_BR")
    assert tn("board.event.game_over", 1, "pt_BR", names="Ana", worms=worms) == (
        "Fim de jogo: Ana vence (minhocas: 12)."
    )
    assert tn("pickpic.board.score", 0, "pt_BR", score=0) == "Pontos: 0"
    assert tn("leaderboard.wins", 0, "pt_BR") == "vitórias: 0"
    assert [tn(key, 0, "pt_BR") for key in ("stats.stolen", "stats.lost")] == [
        "roubadas: 0",
        "perdidas: 0",
    ]
    assert tn("privacy.done.server", 0, "pt_BR") == (
        "Pronto: os dados deste servidor foram apagados (partidas: 0)."
    )
    assert tn("action.roll", 8, "pt_BR") == "Rolar 8 dados"
    assert tn("board.final.winner", 2, "pt_BR", names="Ada, Bia") == (
        "Ada, Bia dividiram a vitória!"
    )


def test_numbers_dates_and_places_are_brazilian() -> None:
    assert decimal(1234.75, "pt_BR", digits=2) == "1.234,75"
    assert percent(0.675, "pt_BR") == "68%"
    assert format_date(date(2026, 11, 29), format="short", locale="pt_BR") == "29/11/2026"
    assert format_date(date(2026, 11, 29), locale="pt_BR") == "29 de nov. de 2026"
    assert [ordinal(number, "pt_BR") for number in (1, 2, 3, 11)] == ["1º", "2º", "3º", "11º"]
