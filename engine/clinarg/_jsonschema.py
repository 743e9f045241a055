"""The one error clinarg reports when a document breaks a JSON schema."""

from __future__ import annotations


def first_error(validator, doc, max_length: int) -> tuple[str, str] | None:
    """``(JSON pointer, message)`` of the shallowest error ``validator`` finds
    in ``doc`` (ties broken by path), the message cut to ``max_length``; or
    ``None`` when ``doc`` is valid.

    Examples
    --------
    >>> import jsonschema
    >>> v = jsonschema.Draft202012Validator({"properties": {"a": {"type": "integer"}}})
    >>> first_error(v, {"a": "x"}, 80)
    ('/a', "'x' is not of type 'integer'")
    >>> first_error(v, {"a": 1}, 80) is None
    True
    """
    err = min(
        validator.iter_errors(doc),
        key=lambda e: (len(e.absolute_path), str(e.absolute_path)),
        default=None,
    )
    if err is None:
        return None
    pointer = "/" + "/".join(str(p) for p in err.absolute_path)
    message = err.message
    if len(message) > max_length:
        message = message[: max_length - 3] + "..."
    return pointer, message
