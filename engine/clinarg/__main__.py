"""``python -m clinarg``: the same command line as ``clinarg``."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
