"""``clinarg serve``: the contestation page, a local web application.

* :mod:`~clinarg.web.layout`: the layered drawing of an argument graph;
* :mod:`~clinarg.web.views`: the JSON documents the page shows (a care-plan
  session, a read-only Dung or QBAF graph file), plain Python;
* :mod:`~clinarg.web.app`: the Starlette application (JSON API, static page,
  token, CSRF and security headers); it needs the ``web`` extra.

The package sits on the commands floor: it imports the protocols and the
engines, and nothing below it imports it.  Importing this package does not
import Starlette; only :mod:`clinarg.web.app` does.  Design notes:
``docs/serve.md``.
"""

from .layout import layered_layout

__all__ = ["layered_layout"]
