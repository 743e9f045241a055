"""The protocols floor: one subpackage per paper.

Each subpackage reproduces one published multi-agent clinical reasoning
protocol on top of clinarg's engines (Dung and bipolar argumentation, the
argument-graph document) and its language-model adapter; protocols never
import one another, so each can be read, tested and changed on its own.
"""
