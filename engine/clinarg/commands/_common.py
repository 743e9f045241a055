"""What every subcommand shares: exit statuses and the usage error."""

EXIT_OK, EXIT_INPUT, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 2, 3, 130


class UsageError(Exception):
    """A command-line mistake: reported in one line, exit status 2."""
