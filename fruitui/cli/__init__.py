"""The command line: `fruitui` and its subcommands."""
