"""The built-in deck (P1: this project draws its own cards): at least 200 hand-chosen scenes."""

import unicodedata

from engine.pickpic.catalogue import CARD_IDS, PALETTES, display, scene
from engine.pickpic.settings import ServerPicture, Settings, server_card
from tables.pickpic.card_names import card_caption, emoji_name

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


def test_p1_the_deck_has_at_least_200_scenes_of_3_to_5_emoji() -> None:
    assert len(CARD_IDS) >= 200
    assert tuple(range(1, len(CARD_IDS) + 1)) == CARD_IDS, "ids are line numbers, from 1"
    for card in CARD_IDS:
        assert 3 <= len(scene(card).emoji) <= 5, card


def test_p1_only_plain_single_emoji_no_flags_keycaps_signs_variants_or_religion() -> None:
    for card in CARD_IDS:
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
    assert beach.caption == "beach with umbrella: crab, spiral shell, smiling face with sunglasses"
    assert beach.text == "🏖️ 🦀 🐚 😎", "text-default emoji get U+FE0F"
    assert beach.palette is PALETTES["sand"] and beach.tags == ("beach", "summer")
    assert display("🦀") == "🦀"
    for card in CARD_IDS:
        assert scene(card).tags and scene(card).palette.name in PALETTES


def test_p1_scenes_are_distinct() -> None:
    seen = {scene(card).emoji for card in CARD_IDS}
    assert len(seen) == len(CARD_IDS)


def test_every_emoji_of_the_deck_has_a_french_name() -> None:
    """Alt texts, captions and the terminal speak French to French readers: CLDR names every
    emoji of the deck, so none falls back to English."""
    import emoji as package

    package.config.load_language("fr")
    for card in CARD_IDS:
        for shown in scene(card).emoji:
            entry = package.EMOJI_DATA.get(shown) or package.EMOJI_DATA[shown + "\ufe0f"]
            assert entry["fr"].strip(":"), shown
    assert emoji_name("🦀", "fr") == "crabe" and emoji_name("🦀", "en") == "crab"
    assert card_caption(1, "en") == scene(1).caption
    assert card_caption(1, "fr").startswith("plage avec parasol: crabe")
    own = Settings(pictures=(ServerPicture(7, "Le chat de Léa", 0x102030, 0xFFFFFF),))
    assert card_caption(server_card(7), "fr", own) == "Le chat de Léa", "its caption, no emoji"
    assert card_caption(server_card(8), "fr") == "image 8", "a picture the game does not know"
