"""``python -m bridgelaws``: the same as the ``bridgelaws`` command."""

import sys

from bridgelaws.cli import main

sys.exit(main())
