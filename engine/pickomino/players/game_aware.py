"""The game-aware expert: the expert's exact turn, on the scale of the chance to win."""

from engine.pickomino.actions import Action
from engine.pickomino.game import Game
from engine.pickomino.players.decisions import best
from engine.pickomino.players.valuation import game_aware_values


def game_aware_action(game: Game) -> Action:
    """The move that maximises the estimated chance of winning the game after this turn.

    Near the end a worm is not a worm: one tile short of the leader with little left on the
    grill, a safe small tile loses anyway and the risky big one is right; ahead, ending the
    game now (taking the last tile) wins outright; a steal from the leader beats the same
    steal from the last player.
    """
    return best(game, game_aware_values)
