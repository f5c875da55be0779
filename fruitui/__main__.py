"""`python -m fruitui` works the same as the `fruitui` command."""

import sys

from fruitui.cli.launch import main

sys.exit(main())
