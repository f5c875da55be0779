"""`python -m fruitui` works the same as the `fruitui` command."""

import sys

from .cli import main

sys.exit(main())
