"""Test settings shared by every test module.

Hypothesis's per-example deadline is a timing assertion in disguise: on a loaded machine
(CI, or two cores shared by several runs) a slow example fails a correct test. Speed is
measured in ``bench/``, never asserted in tests, so the deadline is off everywhere.
"""

from hypothesis import settings

settings.register_profile("bridgelaws", deadline=None)
settings.load_profile("bridgelaws")
