"""The one channel message that shows a game: its embed and the controls that fit its state."""

from collections.abc import Sequence

import discord

from bot.i18n import t, tn
from bot.storage import GameStatus, StoredGame
from cogs.board_embed import board_embed, final_embed
from cogs.components import ActionButton, ChoiceSelect, LobbyButton, RematchButton
from cogs.event_text import BONUS_KEYS, describe_event
from cogs.symbols import bonus_symbol, face_symbol
from cogs.table import seat_names, table_options
from engine.pickomino import Event, Game, Option
from engine.pickomino import actions as act
from engine.pickomino.game import BUST_OR_WEASEL
from engine.pickomino.options import (
    KeepConsequence,
    RollConsequence,
    SetAsideConsequence,
    VictimConsequence,
    options_of,
)
from engine.pickomino.outcome import BUST, HEN_TAKEN, STEAL, StopOutcome
from engine.pickomino.view import board_view

Message = tuple[discord.Embed, discord.ui.View | None]

LOBBY_COLOUR = discord.Colour.blurple()
ENDED_COLOUR = discord.Colour.dark_grey()


def board_message(
    stored: StoredGame, game: Game | None, recent: Sequence[Event], language: str
) -> Message:
    """The embed and controls for `stored` in whatever state it is."""
    if stored.status == GameStatus.LOBBY:
        return lobby_embed(stored, language), lobby_view(stored, language)
    if stored.status == GameStatus.ABANDONED or game is None:
        embed = discord.Embed(
            title=t("game.ended_title", language), colour=ENDED_COLOUR
        ).set_footer(text=t("game.footer", language, game=stored.id))
        return embed, None
    names = seat_names(stored)
    lines = [line for event in recent if (line := describe_event(event, names, language))]
    view = board_view(game)
    if stored.status == GameStatus.FINISHED:
        embed = final_embed(view, names, language, lines)
        controls = discord.ui.View(timeout=None)
        controls.add_item(RematchButton(stored.id, t("lobby.rematch", language)))
        return embed, controls
    footer = t("game.footer", language, game=stored.id)
    embed = board_embed(view, names, language, lines, footer)
    if stored.seats[game.current].is_computer:
        return embed, None
    if stored.deadline is not None:
        deadline = discord.utils.format_dt(stored.deadline, "R")
        embed.add_field(name=t("game.timer", language), value=deadline, inline=False)
    return embed, action_view(stored, game, language)


def lobby_embed(stored: StoredGame, language: str) -> discord.Embed:
    options = table_options(stored)
    players = "\n".join(
        f"{index}. {seat.display_name}" for index, seat in enumerate(stored.seats, start=1)
    )
    embed = discord.Embed(
        title=t("lobby.title", language, rules=t(f"rules.{stored.rules}", language)),
        description=t("lobby.description", language, host=f"<@{stored.owner_id}>"),
        colour=LOBBY_COLOUR,
    )
    embed.add_field(
        name=tn("lobby.players", len(stored.seats), language), value=players, inline=False
    )
    settings = [
        t(f"setting.{name}", language)
        for name in ("flip_when_nothing_returned", "short_game")
        if getattr(options.settings, name)
    ]
    if options.turn_timer:
        settings.append(tn("setting.turn_timer", options.turn_timer, language))
    if settings:
        embed.add_field(name=t("lobby.settings", language), value="\n".join(settings))
    embed.set_footer(text=t("game.footer", language, game=stored.id))
    return embed


def lobby_view(stored: StoredGame, language: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    styles = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }
    for operation, style in styles.items():
        view.add_item(LobbyButton(stored.id, operation, t(f"lobby.{operation}", language), style))
    computers = ["add_computer"]
    if any(seat.is_computer for seat in stored.seats):
        computers.append("remove_computer")
    for operation in computers:
        label = t(f"lobby.{operation}", language)
        view.add_item(LobbyButton(stored.id, operation, label, discord.ButtonStyle.secondary, 1))
    return view


def action_view(stored: StoredGame, game: Game, language: str) -> discord.ui.View:
    """One control per legal action, labelled with what it does (engine.pickomino.options)."""
    view = discord.ui.View(timeout=None)
    names = seat_names(stored)
    victims: list[discord.SelectOption] = []
    for option in options_of(game):
        if isinstance(option.consequence, VictimConsequence):
            victims.append(_victim_option(option, option.consequence, names, language))
        else:
            view.add_item(_button(stored, game, option, names, language))
    if victims:
        placeholder = t("action.victim_placeholder", language)
        view.add_item(ChoiceSelect(stored.id, stored.version, victims, placeholder))
    return view


def _button(
    stored: StoredGame, game: Game, option: Option, names: Sequence[str], language: str
) -> ActionButton:
    code = str(option.action)
    consequence = option.consequence
    style = discord.ButtonStyle.secondary
    emoji = None
    row = 2
    if isinstance(consequence, SetAsideConsequence):
        label = t("action.aside", language, count=consequence.count, points=consequence.points)
        emoji = face_symbol(consequence.face)
        row = 0 if consequence.face <= 3 else 1
    elif isinstance(consequence, RollConsequence):
        style = discord.ButtonStyle.primary
        if option.action.kind == act.WEASEL_REROLL:
            label = tn("action.weasel", consequence.dice, language)
            emoji = bonus_symbol("weasel")
        elif consequence.golden and option.action.kind == act.ROLL_GOLDEN:
            label = tn("action.roll_golden", consequence.dice, language)
            emoji = bonus_symbol("golden_die")
        else:
            label = tn("action.roll", consequence.dice, language)
    elif isinstance(consequence, StopOutcome):
        label, style = _stop_label(game, consequence, names, language)
        if consequence.canned_worm:
            emoji = bonus_symbol("canned_worm")
    elif isinstance(consequence, KeepConsequence):
        label = t("action.keep", language, bonus=t(BONUS_KEYS[consequence.keep], language))
        emoji = bonus_symbol(consequence.keep)
        style = discord.ButtonStyle.primary
    else:
        raise ValueError(f"no button for {option}")
    return ActionButton(stored.id, stored.version, code, label, style, emoji, row)


def _stop_label(
    game: Game, outcome: StopOutcome, names: Sequence[str], language: str
) -> tuple[str, discord.ButtonStyle]:
    if outcome.kind == BUST:
        key = "action.accept_bust" if game.phase == BUST_OR_WEASEL else "action.stop_bust"
        return t(key, language, total=outcome.total), discord.ButtonStyle.danger
    if outcome.kind == STEAL:
        assert outcome.victim is not None
        label = t("action.stop_steal", language, tile=outcome.tile, name=names[outcome.victim])
    elif outcome.kind == HEN_TAKEN:
        assert outcome.victim is not None
        label = t("action.stop_hen", language, name=names[outcome.victim])
    else:
        label = t("action.stop_take", language, tile=outcome.tile)
    return label, discord.ButtonStyle.success


def _victim_option(
    option: Option, consequence: VictimConsequence, names: Sequence[str], language: str
) -> discord.SelectOption:
    name = names[consequence.seat]
    return discord.SelectOption(
        label=t("action.victim", language, name=name)[:100],
        value=str(option.action),
        description=tn("action.victim_holds", consequence.grilled_worms, language),
    )
