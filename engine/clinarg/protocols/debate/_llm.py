"""The language-model adapter as the debate protocol uses it.

The one place this protocol imports the adapter from, so that moving the
adapter changes one import.
"""

from ...argmed.llm.base import Backend, Completion, Request, canonical_json, validate_answer

__all__ = ["Backend", "Completion", "Request", "canonical_json", "validate_answer"]
