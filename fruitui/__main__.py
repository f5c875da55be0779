"""`python -m fruitui` works the same as the `fruitui` command."""

import sys

from .launch import main

sys.exit(main())
