"""The implementations of `pickomino-bot`'s commands, one module per set of needs.

`bot.cli` imports a module here only when one of its commands runs, so a command pays for
the libraries it uses and no others.
"""
