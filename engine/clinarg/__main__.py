"""``python -m clinarg``: the same command line as ``clinarg``."""

from .cli import console

if __name__ == "__main__":
    console()
