"""Pictures of Pick Pic cards, drawn with Pillow: front-end neutral (no discord, no words).

A card is drawn from its id alone (engine.pickpic.catalogue), so any card can be drawn again
at any time; a hand, a pile or a reveal is one composite PNG. Results are cached by their
arguments.
"""

from pictures.composite import card_picture, row_picture
from pictures.credits import ATTRIBUTION, LICENSE, LICENSE_URL

__all__ = ["ATTRIBUTION", "LICENSE", "LICENSE_URL", "card_picture", "row_picture"]
