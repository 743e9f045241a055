"""Backends answering the agents of every protocol: the adapter floor.

One protocol (:mod:`.base`): a role prompt and a JSON schema in, a validated
JSON object out.  :class:`OpenAICompatibleBackend`
talks to any OpenAI-compatible chat-completions server (vLLM, Ollama,
llama.cpp); :class:`RecordingBackend` and :class:`ReplayBackend` record any
backend's answers to a cassette and replay them offline.  Offline
backends built on a protocol's own knowledge base live with that protocol
(:class:`clinarg.protocols.reason.offline.KnowledgeBackend`); they implement
the same :class:`Backend` protocol, so no separate interface is needed.
This package imports no protocol.
"""

from .base import Backend, Completion, Request, validate_answer

__all__ = [
    "Backend",
    "Completion",
    "Request",
    "validate_answer",
    "OpenAICompatibleBackend",
    "RecordingBackend",
    "ReplayBackend",
]


def __getattr__(name):
    if name == "OpenAICompatibleBackend":
        from .http import OpenAICompatibleBackend

        return OpenAICompatibleBackend
    if name in ("RecordingBackend", "ReplayBackend"):
        from . import cassette

        return getattr(cassette, name)
    raise AttributeError(name)
