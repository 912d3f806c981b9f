"""The built-in deck (P1: this project draws its own cards): at least 400 composed scenes that
invite association rather than matching, and the first edition, kept for stored games."""

import json
import unicodedata
from collections import Counter
from itertools import combinations
from pathlib import Path

from engine.pickpic import composer
from engine.pickpic.catalogue import CARD_IDS, FIRST_EDITION, PALETTES, display, scene
from engine.pickpic.placed import MAX_COVER, covered, inside
from engine.pickpic.settings import ServerPicture, Settings, server_card
from engine.pickpic.vocabulary import WORDS
from tables.pickpic.card_names import NAMES_FILE, card_caption, emoji_name
from words.i18n import LANGUAGES

RELIGIOUS = set("⛪🕌🕍🛕🕋⛩✝☪🕉☸✡🔯🕎☯☦🛐📿😇👼🎅🤶🎄🧿")
SKIN_TONES = {chr(code) for code in range(0x1F3FB, 0x1F400)}
GENDER_SIGNS = {"♀", "♂", "⚧"}
SIGNS = set(
    "⚠🚸⛔🚫🚳🚭🚯🚱🚷📵🔞☢☣⬆↗➡↘⬇↙⬅↖↕↔↩↪⤴⤵🔃🔄🔙🔚🔛🔜🔝🛑🚧♻⚜🔱📛🔰⭕✅☑✔❌❎➰➿〽✳✴❇©®™"
    "🆗🆘🆙🆚🆕🆓🆒🆖🅰🅱🅾🅿🈁🈂🈷🈶🈯🉐🈹🈚🈲🉑🈸🈴🈳㊗㊙🈺🈵🔴🟠🟡🟢🔵🟣⚫⚪🟥🟧🟨🟩🟦🟪⬛⬜"
    "♈♉♊♋♌♍♎♏♐♑♒♓⛎🔀🔁🔂▶⏩⏭⏯◀⏪⏮🔼⏫🔽⏬⏸⏹⏺⏏🎦🔅🔆📶📳📴✖➕➖➗♾‼⁉❓❔❕❗〰💱💲⚕🔟🔠🔡🔢🔣🔤"
    "ℹ🚻🚹🚺🚼🚾🛂🛃🛄🛅♿🚮🚰🏧🆔🆑🆎🆏🔘🔳🔲▪▫◾◽◼◻🔶🔷🔸🔹🔺🔻💠"
)
"""The emoji of signs, symbols and marks (Unicode's emoji group "Symbols", less hearts)."""


EVERY_CARD = (*FIRST_EDITION, *CARD_IDS)
FACES = {word.emoji for word in WORDS if word.home == "face"}


def test_p1_the_deck_has_at_least_400_scenes_with_ids_of_their_own() -> None:
    assert len(CARD_IDS) >= 400
    assert tuple(range(1001, 1001 + len(CARD_IDS))) == CARD_IDS, "second edition: from 1001"
    assert tuple(range(1, 266)) == FIRST_EDITION, "first edition: ids 1 to 265, never moved"
    for card in CARD_IDS:
        assert 3 <= len(scene(card).emoji) <= 9, card
    for card in FIRST_EDITION:
        assert 3 <= len(scene(card).emoji) <= 5, card


def test_p1_no_emoji_is_the_main_subject_of_more_than_two_cards() -> None:
    mains = Counter(max(scene(card).placed, key=lambda thing: thing.size).emoji
                    for card in CARD_IDS)  # fmt: skip
    assert mains.most_common(1)[0][1] <= 2, mains.most_common(3)
    for card in CARD_IDS:
        largest = max(scene(card).placed, key=lambda thing: thing.size)
        assert scene(card).setting == largest.emoji, "the setting, named first, is the largest"


def test_p1_no_two_cards_share_60_percent_of_their_emoji() -> None:
    """Shared over the smaller card: a close-up of three things and a crowd of nine that holds
    two of them share 67 %, too much."""
    sets = {card: frozenset(scene(card).emoji) for card in CARD_IDS}
    for one, two in combinations(CARD_IDS, 2):
        shared = len(sets[one] & sets[two]) / min(len(sets[one]), len(sets[two]))
        assert shared < 0.6, (one, two, sets[one] & sets[two])


def test_p1_the_deck_varies_its_compositions_skies_and_grounds_and_has_few_faces() -> None:
    kinds = Counter(scene(card).kind for card in CARD_IDS)
    assert len(kinds) == 5 and min(kinds.values()) >= 30, kinds
    skies = {scene(card).sky for card in CARD_IDS}
    grounds = {scene(card).ground for card in CARD_IDS}
    assert len(skies) >= 15 and len(grounds) >= 12
    with_face = [card for card in CARD_IDS if FACES & set(scene(card).emoji)]
    assert len(with_face) <= len(CARD_IDS) // 5, "faces only where they serve the scene"
    sizes = [thing.size for card in CARD_IDS for thing in scene(card).placed]
    assert min(sizes) <= 0.12 and max(sizes) >= 0.75, "things at very different sizes"


def test_p1_every_thing_stands_inside_its_card_and_none_hides_another() -> None:
    """Issue 35: a clown face, a thinking face and a wolf were cut by the card's edge in
    seeded hands; sushi stood over a door, a snowflake over a penguin. Each thing's body (the
    middle of the square it is drawn in) lies inside the card, and no thing covers more than
    MAX_COVER of another's, in front or behind."""
    for card in CARD_IDS:
        things = scene(card).placed
        for thing in things:
            assert inside(thing), (card, thing)
        for back, front in combinations(things, 2):
            assert covered(back, front) <= MAX_COVER, (card, back.emoji, front.emoji)
            assert covered(front, back) <= MAX_COVER, (card, front.emoji, back.emoji)
    door, sushi = (next(t for t in scene(1252).placed if t.emoji == e) for e in "🚪🍣")
    assert covered(door, sushi) <= MAX_COVER
    assert all(inside(t) for card in (1096, 1111, 1337) for t in scene(card).placed)


def test_p1_the_scenes_file_is_what_the_composer_writes() -> None:
    """engine/pickpic/scenes_2.py is generated: a hand edit, or a change of the composer that
    would move released cards, shows here."""
    written = Path(composer.__file__).with_name("scenes_2.py").read_text(encoding="utf-8")
    assert composer.module_text() == written


def test_p1_only_plain_single_emoji_no_flags_keycaps_signs_variants_or_religion() -> None:
    for card in EVERY_CARD:
        for emoji in scene(card).emoji:
            assert len(emoji) == 1, f"card {card}: {emoji!r} is a sequence"
            code = ord(emoji)
            assert not 0x1F1E6 <= code <= 0x1F1FF, f"card {card}: a flag letter"
            assert emoji not in RELIGIOUS | SKIN_TONES | GENDER_SIGNS | SIGNS, f"{card}: {emoji}"
            assert emoji not in "#*0123456789", f"card {card}: a keycap base"
            assert unicodedata.category(emoji) == "So", f"card {card}: {emoji!r}"


def test_p1_every_card_has_names_palette_and_themes_for_alt_text_and_computers() -> None:
    beach = scene(1)
    assert beach.setting == "🏖" and beach.subjects == ("🦀", "🐚", "😎"), "ids never move"
    assert beach.names[:2] == ("beach with umbrella", "crab")
    assert (
        card_caption(1, "en")
        == "beach with umbrella: crab, spiral shell, smiling face with sunglasses"
    )
    assert beach.text == "🏖️ 🦀 🐚 😎", "text-default emoji get U+FE0F"
    assert beach.palette is PALETTES["sand"] and beach.tags == ("beach", "summer")
    assert display("🦀") == "🦀"
    for card in FIRST_EDITION:
        assert scene(card).tags and scene(card).palette.name in PALETTES
    whale = scene(1365)
    assert whale.setting == "🐋" and whale.sky is PALETTES["fog"] and whale.ground == "street"
    assert card_caption(1365, "en").startswith("whale: ") and whale.kind == "surreal", (
        "above a city"
    )
    for card in CARD_IDS:
        picture = scene(card)
        assert picture.tags and picture.sky is not None and picture.sky.name in PALETTES


def test_p1_scenes_are_distinct() -> None:
    seen = {frozenset(scene(card).emoji) for card in EVERY_CARD}
    assert len(seen) == len(EVERY_CARD)


RAW_UNICODE_NAMES = {
    "☀": "black sun with rays",
    "👒": "womans hat",
    "🗿": "moyai",
    "🌍": "earth globe europe-africa",
}
"""Issue 35: names players read that were the emoji's Unicode character names."""


def test_every_emoji_of_the_deck_has_its_cldr_short_name_in_each_language() -> None:
    """Alt texts, captions and the terminal name each emoji as phones do, by its CLDR short
    name in the reader's language, never by its raw Unicode name and never in English for a
    French reader."""
    vendored = json.loads(NAMES_FILE.read_text(encoding="utf-8"))
    assert "UNICODE LICENSE V3" in vendored["licence"]
    deck = {shown for card in EVERY_CARD for shown in scene(card).emoji}
    for language in LANGUAGES:
        assert set(vendored["names"][language]) == deck, "every emoji of the deck, no other"
    renamed = {
        shown for shown in deck if emoji_name(shown, "en") != unicodedata.name(shown).lower()
    }
    assert len(renamed) > 100, "CLDR renames about a fifth of the deck's emoji"
    assert [emoji_name(shown, "en") for shown in RAW_UNICODE_NAMES] == [
        "sun",
        "woman’s hat",
        "moai",
        "globe showing Europe-Africa",
    ]
    assert [emoji_name(shown, "fr") for shown in RAW_UNICODE_NAMES] == [
        "soleil",
        "chapeau de femme",
        "moai",
        "globe tourné sur l’Afrique et l’Europe",
    ]
    assert emoji_name("🍩", "fr") == "beignet" and emoji_name("🍩", "en") == "doughnut"
    for card in EVERY_CARD:
        for language in LANGUAGES:
            caption = card_caption(card, language)
            assert not any(raw in caption for raw in RAW_UNICODE_NAMES.values()), card
    assert emoji_name("🦀", "fr") == "crabe" and emoji_name("🦀", "en") == "crab"
    assert card_caption(1, "fr").startswith("plage avec parasol : crabe"), "a space before :"
    own = Settings(pictures=(ServerPicture(7, "Le chat de Léa", 0x102030, 0xFFFFFF),))
    assert card_caption(server_card(7), "fr", own) == "Le chat de Léa", "its caption, no emoji"
    assert card_caption(server_card(8), "fr") == "image 8", "a picture the game does not know"
