"""Rewrite tables/pickpic/emoji_names.json, the names of the built-in deck's emoji in each
language the bot speaks, from the Unicode CLDR annotations as the npm package
cldr-annotations-full publishes them (the CLDR short names, "tts": "sun", "woman’s hat",
"globe showing Europe-Africa"; Unicode License v3, whose text the file keeps):

    npm pack cldr-annotations-full@48.2.0
    mkdir cldr && tar xzf cldr-annotations-full-48.2.0.tgz -C cldr
    python -m tables.pickpic.emoji_names_update cldr/package

Only the deck's emoji are kept (a few hundred of several thousand), so the names load in a
millisecond and no package is needed at run time. The deck holds single emoji only (no
sequences, no skin tones), which the full annotations name all; the derived annotations
(sequences) are not needed. `CORRECTIONS` overrides the few CLDR names a player of the
language would not say; each says why.
"""

import json
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.pickpic.catalogue import CARD_IDS, FIRST_EDITION, scene
from tables.pickpic.card_names import NAMES_FILE
from words.i18n import LANGUAGES

VARIATION_SELECTOR = "\ufe0f"
CORRECTIONS = {
    "fr": {
        # CLDR's French short name is the English "doughnut"; its French keywords give
        # "beignet" and "donut", and a French player says "beignet".
        "🍩": "beignet",
    },
    "pl": {
        # CLDR's Polish short name is "dna" in lower case, which in Polish reads as the
        # illness (gout); the molecule is written "DNA".
        "🧬": "DNA",
        # CLDR says "telewizja", the medium; the picture is the set, a "telewizor".
        "📺": "telewizor",
        # CLDR writes "t-rex"; the dinosaur's short name is written with a capital T.
        "🦖": "T-rex",
    },
    "pt_BR": {
        # CLDR's Brazilian names that describe the emoji's drawing or its Unicode name where a
        # Brazilian player names the thing: "árvore caidiça" (deciduous tree) is a botanist's
        # word, "jogo de dado" the game rather than the die, "estrela branca média" and "lupa
        # para a esquerda" the code chart's wording; the spiral shell is a "concha", the
        # caterpillar the pictures show a "lagarta", soft ice cream a "casquinha" and a
        # sparkler an "estrelinha".
        "🌳": "árvore",
        "🎲": "dado",
        "⭐": "estrela",
        "🔍": "lupa",
        "🐚": "concha",
        "🐛": "lagarta",
        "🍦": "casquinha",
        "🎇": "estrelinha",
    },
    "it": {
        # CLDR's Italian names the caterpillar "insetto" (bug), the snowman "pupazzo di neve
        # senza neve" (Unicode's "snowman without snow") and the pan with its egg "cucinare"
        # (to cook): an Italian player sees and says a bruco, a pupazzo di neve, an uovo in
        # padella.
        "🐛": "bruco",
        "⛄": "pupazzo di neve",
        "🍳": "uovo in padella",
    },
    "es_ES": {
        # CLDR's Spanish names describe a use or a category where a player names what the
        # picture shows: "bicho" (bug) is a green caterpillar, "cocinar" (cooking) a fried egg
        # in its pan, "dumpling" is English for what Spain calls an empanadilla, and "adn" is
        # an acronym, written in capitals.
        "🐛": "oruga",
        "🍳": "huevo frito",
        "🥟": "empanadilla",
        "🧬": "ADN",
        # Spain's colloquial words read oddly in Latin America, which es_ES serves too: an
        # enraged face is "furiosa" on both sides, not "cabreada"; a nerd is a "cerebrito",
        # not Spain's school slang "empollón".
        "😡": "cara furiosa",
        "🤓": "cara de cerebrito",
    },
    "nl": {
        # CLDR's Dutch short names: "Jokerkaart" with a capital a Dutch noun does not take;
        # "hoge stoel" (a baby's high chair) for a plain chair; "insect" for the caterpillar
        # the emoji shows ("rups"); "chopsticks" left in English ("eetstokjes"); and
        # "witte middelgrote ster", the technical name, for what a player calls a star.
        "🃏": "joker",
        "🪑": "stoel",
        "🐛": "rups",
        "🥢": "eetstokjes",
        "⭐": "ster",
        # A second reading, by a Dutch player looking at the cards: the ewe "ooi" is a
        # "schaap", the "magiër" a "tovenaar"; "sneeuwpop zonder sneeuwvlokken" and
        # "vergrootglas naar links gericht" are technical names like the star's; "hoog voltage"
        # names the warning sign, not the lightning bolt the card shows; "pruilend" (sulking)
        # is not the red, furious face; "medaille 1e plaats" is a label, not what one says.
        # Each replacement is among CLDR's own Dutch keywords for the emoji.
        "🐑": "schaap",
        "🧙": "tovenaar",
        "⛄": "sneeuwpop",
        "🔍": "vergrootglas",
        "⚡": "bliksem",
        "😡": "woedend gezicht",
        "🥇": "gouden medaille",
        "🍵": "theekopje",
    },
}


def deck_emoji() -> list[str]:
    """Every emoji of both editions (a stored game may still show a first-edition card)."""
    return sorted({emoji for card in (*FIRST_EDITION, *CARD_IDS) for emoji in scene(card).emoji})


def annotations_file(package: Path, language: str) -> Path:
    """CLDR names its folders `pt`, `pt-PT`, `es-419`, and its plain language folder holds the
    language's main variety (`pt` is Brazil's, `es` Spain's): `pt_BR` and `es_ES` read those."""
    folders = package / "annotations"
    regional = folders / language.replace("_", "-")
    return (
        regional if regional.is_dir() else folders / language.split("_")[0]
    ) / "annotations.json"


def names_from(package: Path, language: str, emoji: Sequence[str]) -> dict[str, str]:
    path = annotations_file(package, language)
    annotations = json.loads(path.read_text(encoding="utf-8"))["annotations"]["annotations"]
    names = {}
    for shown in emoji:
        entry = annotations.get(shown) or annotations.get(shown + VARIATION_SELECTOR)
        if entry is None:
            raise SystemExit(f"CLDR has no {language} name for {shown} (U+{ord(shown):04X})")
        names[shown] = entry["tts"][0]
    names.update(CORRECTIONS.get(language, {}))
    return names


def main(argv: Sequence[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    package = Path(arguments[0])
    version = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    emoji = deck_emoji()
    data = {
        "source": f"Unicode CLDR annotations, npm package cldr-annotations-full {version}",
        "licence": (package / "LICENSE").read_text(encoding="utf-8"),
        "regenerate": "python -m tables.pickpic.emoji_names_update CLDR_PACKAGE_FOLDER",
        "corrections": CORRECTIONS,
        "names": {language: names_from(package, language, emoji) for language in LANGUAGES},
    }
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    NAMES_FILE.write_text(text + "\n", encoding="utf-8")
    print(f"{len(emoji)} emoji named in {', '.join(LANGUAGES)}: {NAMES_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
