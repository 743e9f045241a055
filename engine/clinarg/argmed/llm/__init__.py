"""Backends answering the Generator and Verifier roles.

One protocol (:mod:`.base`): a role prompt and a JSON schema in, a validated
JSON object out.  :class:`KnowledgeBackend` answers from the shipped clinical
knowledge base (offline, the default); :class:`OpenAICompatibleBackend`
talks to any OpenAI-compatible chat-completions server (vLLM, Ollama,
llama.cpp); :class:`RecordingBackend` and :class:`ReplayBackend` record any
backend's answers to a cassette and replay them offline.
"""

from .base import Backend, Completion, Request, validate_answer
from .knowledge import KnowledgeBackend

__all__ = ["Backend", "Completion", "Request", "validate_answer", "KnowledgeBackend",
           "OpenAICompatibleBackend", "RecordingBackend", "ReplayBackend"]


def __getattr__(name):
    if name == "OpenAICompatibleBackend":
        from .http import OpenAICompatibleBackend

        return OpenAICompatibleBackend
    if name in ("RecordingBackend", "ReplayBackend"):
        from . import cassette

        return getattr(cassette, name)
    raise AttributeError(name)
