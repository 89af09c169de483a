"""`python -m commands ...`: the `memledger` CLI, for environments without the console script on PATH."""

from commands.cli import main

main()
