"""The words the second edition's scenes are composed from: emoji grouped by where they live.

A group is a home (the ground a scene of it stands on), a place in that scene (sky, horizon,
ground, water, a small thing) and its themes. The composer (engine.pickpic.composer) picks a
main subject, lays its home out as ground and sky, and brings in neighbours from the same home
and, now and then, a stranger from another: the stranger is what makes a card a story.

Only single-code-point emoji that OpenMoji draws and CLDR names in French; no flags, signs,
skin tones, gender variants or religious symbols (tests/pickpic/test_pickpic_catalogue.py).
Faces are few: a face is there when a scene needs a mood.

home  place  themes  :  emoji
"""

from dataclasses import dataclass

GROUPS = """
meadow ground nature,animals : 🐄 🐎 🐑 🐐 🐖 🦙 🐇 🦔 🦊 🦌 🐗
meadow small nature,flowers : 🌻 🌷 🌼 🌸 🍀 🌱 🍄 🐞 🐝 🦋 🐌 🐛
meadow horizon nature,home : 🏡 🌳 🏠 🛖 ⛰
meadow sky nature,weather : 🌈 ☁ 🪁 🐦 🕊 🎈
farm ground farm,animals : 🚜 🐓 🦃 🐈 🐕 🦆
farm small farm,food : 🌽 🥕 🥚 🥔 🎃 🌾 🪣 🧺
farm horizon farm,home : 🛖 🌲 🏚
forest ground forest,wild : 🐺 🐻 🦉 🐿 🦝 🦡 🦫 🐍
forest small forest,autumn : 🍂 🍁 🌰 🪵 🕸 🕷 🐜 🪺
forest horizon forest,calm : 🌲 ⛺ 🪓 🏕 🪨
forest sky forest,night : 🦇 🌕 🌠
snow ground winter,cold : ⛄ 🐧 🐻 🛷 ⛷ 🦌 🐺
snow small winter,cold : 🧣 🧤 ❄ 🧊 🎿 ⛸
snow horizon winter,mountain : 🏔 🗻 🏠 🌲
snow sky winter,weather : 🌨 ☃ 🦅
sea water sea,wild : 🐋 🐳 🐬 🦈 🐙 🦑 🐡 🐠 🐟 🦭 🦦
sea water sea,boats : ⛵ 🚢 🛶 🚤 ⛴ 🛳 🚣 🏄 🛟 ⚓
sea horizon sea,island : 🏝 🗼 🌋 ⛱
sea sky sea,birds : 🌞 ☁ 🦅
beach ground summer,beach : 🦀 🦞 🐢 🐚 🏖 🪸 🥥 🦩
beach small summer,beach : 🍹 🕶 🩴 🏐 🍦 🍉 🪣 🏓
beach horizon summer,beach : 🌴 ⛱ 🏝 ⛵
desert ground desert,travel : 🐪 🐫 🦂 🦎 🐍 🌵 🗿 🤠
desert small desert,old : 🏺 🦴 🪙 🧭 🗝 💎 📜
desert horizon desert,history : 🏜 🏛 ⛰
savanna ground wild,savanna : 🐘 🦒 🦓 🦁 🦛 🦏 🐆 🐅 🦬 🐊
savanna horizon wild,savanna : 🌳 🛖
jungle ground wild,jungle : 🦍 🐒 🦥 🦧 🦜 🐸 🦚 🐯
jungle small wild,jungle : 🌺 🍌 🍍 🥭 🌿 🪴 🎋
city ground city,street : 🚗 🚕 🚌 🚲 🛵 🚒 🚑 🚓 🚚 🛴 🏍 🚋
city horizon city,buildings : 🏢 🏬 🏫 🏥 🏭 🏰 🏯 🗽 🏛 🏟 🏗 🗼 🏙
city small city,things : ☂ ☕ 📱 🎒 💼 📰 🛍 🧳 🚏 🗑
city sky city,air : ✈ 🚁 🛩 🪂 🎈
fair ground fun,fair : 🎪 🎠 🎡 🎢 🤡 🤹 🎭 🐘
fair small fun,party : 🎈 🍭 🍿 🎟 🎁 🎉 🪅 🧸
space ground space,science : 🚀 🛸 👽 🤖 🛰 🧑
space sky space,night : 🪐 🌍 🌙 ⭐ 🌟 ☄ 🌚 🌝
room ground home,things : 🛋 🛏 🪑 🛁 🚪 🪞 🕰 📺 🎹 🪟 🧸 🐈
room small home,things : 🕯 💡 📚 📖 🧶 🧵 🪡 ✂ 🎲 🧩 ♟ 🪀 🖼 📷 🎻 🎸 🎺 🥁 📻
room small home,things : ☎ 💻 🔑 🧦 👑 💍 🎩 👒 🔮 🪄 🧪 🔭 🔬 🗺 ⌛ ⏰ ✉ 📦 🪆
kitchen small food,meal : 🍎 🍐 🍊 🍋 🍇 🍓 🍒 🍑 🥝 🍅 🥑 🥦 🌶 🥐 🍞 🧀 🍳 🍕
kitchen small food,meal : 🍔 🍟 🌭 🌮 🍜 🍣 🍩 🍪 🎂 🍰 🧁 🍫 🍯 🫖 🍵 🍷 🥛 🥨
kitchen small food,meal : 🥞 🍝 🍲
figure ground story,people : 🧙 🧚 🧛 🧞 🧜 🦸 🦹 🥷 👻 🧟 🧝 🧌 🐉
figure ground story,people : 🦄 🦖 🦕 💃 🕺 🧘 🧗 🏃 🚶 🤺 🏇 🚴 🧑
face small mood,faces : 😱 😴 🤔 😍 😲 🥶 🥵 🤫 😌 😭 🤩 😬 🙃
"""


@dataclass(frozen=True, slots=True)
class Word:
    """One emoji of the vocabulary, with the group it came from."""

    emoji: str
    home: str
    place: str
    themes: tuple[str, ...]


def _parse(text: str) -> tuple[Word, ...]:
    words: list[Word] = []
    for line in filter(None, text.splitlines()):
        head, _, body = line.partition(" : ")
        home, place, themes = head.split()
        words += [Word(emoji, home, place, tuple(themes.split(","))) for emoji in body.split()]
    return tuple(words)


WORDS = _parse(GROUPS)
