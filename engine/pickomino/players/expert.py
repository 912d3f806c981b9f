"""The expert: exact play for the turn, in worms (engine.pickomino.players.valuation)."""

from engine.pickomino.actions import Action
from engine.pickomino.game import Game
from engine.pickomino.players.decisions import best
from engine.pickomino.players.valuation import per_turn_values


def expert_action(game: Game) -> Action:
    """The move that maximises the turn's expected worms against the average opponent: the
    tile's worms, a steal worth more (the victim loses them), a bust costing the top tile and
    the bonus given back, bonuses and grilled worms at their worth."""
    return best(game, per_turn_values)
