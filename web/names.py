"""The names of boards and periods on the pages, as catalog keys (one key per value, so the
catalog test sees every one the pages ask for)."""

BOARD_NAMES = {
    "classic": "web.board.classic",
    "extension": "web.board.extension",
    "pickpic": "web.board.pickpic",
}
PERIOD_NAMES = {
    "all": "leaderboard.period.all",
    "month": "leaderboard.period.month",
    "week": "leaderboard.period.week",
}
